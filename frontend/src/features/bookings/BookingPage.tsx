import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useBookingsGetQuery } from '../../api';
import type { BookingDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { BackLink } from '../../shared/BackLink';
import { errorStatus } from '../../shared/errors';
import NotFoundPage from '../../shared/NotFoundPage';
import { href, paths } from '../../shared/paths';
import { PlainHrefButton, PlainLinkButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { BookingStatusTag } from './BookingStatusTag';
import { bookingDocumentUrl, bookingEventIcsUrl } from './bookingLabels';
import {
  ACTION_LABELS,
  ACTOR_LABELS,
  bookingPrice,
  coupleNextStep,
  depositLine,
  DOCUMENT_LATER_TEXT,
  eventDay,
  momentText,
  respondByText,
} from './bookingTexts';
import './coupleBookings.css';

// The page is a plain one (app/plainPages.ts): the deposit's panel (its copy buttons are antd's) loads with antd when a
// confirmed booking has a deposit.
const DepositPanel = lazy(() => import('./CoupleBookings').then((module) => ({ default: module.DepositPanel })));

/** A term and its value; nothing when there is no value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="couple-booking__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The lines of a party (a company with its IČO, contacts, address). */
function PartyLines({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line && line.trim()));
  return (
    <>
      {shown.map((line, index) => (
        <span key={index} className="booking-page__line">
          {line}
          {index < shown.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}

/** 'Potvrzení rezervace' as a page: what both sides agreed, frozen at confirmation. */
function BookingDocument({ booking }: { booking: BookingDto }) {
  const doc = booking.document;
  const price = doc ? bookingPrice(doc) : bookingPrice(booking);
  const items = doc?.items ?? booking.items;
  const depositAmount = doc ? (doc.deposit?.amount ?? null) : booking.depositAmount;
  return (
    <section className="booking-page__section" aria-labelledby="booking-document-title">
      <h2 id="booking-document-title">Co jste si domluvili</h2>
      <dl className="couple-booking__facts">
        <Fact term="Číslo rezervace">{booking.number}</Fact>
        {doc && <Fact term="Vystaveno">{momentText(doc.issuedAt)}</Fact>}
        <Fact term="Dodavatel">
          <PartyLines
            lines={
              doc
                ? [
                    doc.provider.companyName,
                    doc.provider.ico ? `IČO ${doc.provider.ico}` : null,
                    doc.provider.address,
                    doc.provider.email,
                    doc.provider.phone,
                  ]
                : [booking.provider.companyName]
            }
          />
        </Fact>
        <Fact term="Pár">
          <PartyLines lines={doc ? [doc.couple.name, doc.couple.email, doc.couple.phone] : [booking.couple.name]} />
        </Fact>
        <Fact term="Termín">{eventDay(doc ? doc.eventDate : booking.eventDate)}</Fact>
        <Fact term="Místo">{doc?.place ?? null}</Fact>
        <Fact term="Poptávka">{doc?.title ?? booking.requestTitle}</Fact>
        <Fact term="Cena">{price}</Fact>
        {depositAmount !== null && (
          <Fact term="Záloha">{depositLine(depositAmount, booking.depositReceivedAt)}</Fact>
        )}
      </dl>
      {items.length > 0 && (
        <>
          <h3 className="couple-booking__subtitle">Cena zahrnuje</h3>
          <ul className="booking-page__items">
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="couple-booking__subtitle">Storno podmínky</h3>
      <p className="booking-page__terms">{doc?.cancellationTerms ?? booking.cancellationTerms}</p>
    </section>
  );
}

/** Who did what, when, and why. */
function BookingHistory({ booking }: { booking: BookingDto }) {
  return (
    <section className="booking-page__section" aria-labelledby="booking-history-title">
      <h2 id="booking-history-title">Historie</h2>
      <ol className="booking-page__history">
        {booking.history.map((entry, index) => (
          <li key={index}>
            <span className="booking-page__history-when">{`${momentText(entry.at)} · ${ACTOR_LABELS[entry.actor]}`}</span>
            <strong>{ACTION_LABELS[entry.action]}</strong>
            {entry.reason && <span>{` – důvod: ${entry.reason}`}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function BookingView({ booking, token }: { booking: BookingDto; token?: string }) {
  // A booking that was once confirmed has its document (a cancelled one keeps it).
  const documented = booking.confirmedAt !== null;
  const title = documented ? 'Potvrzení rezervace' : `Rezervace ${booking.number}`;
  return (
    <div className="page page--narrow booking-page">
      <BackLink to={token ? href.requestLink('sprava', { token }) : paths.dashboard}>{token ? 'Zpět na poptávku' : 'Zpět na přehled'}</BackLink>
      <Card>
        <header className="booking-page__head">
          <h1 className="booking-page__title">{title}</h1>
          <BookingStatusTag status={booking.status} />
        </header>
        {documented ? (
          <p className="couple-booking__next">{`Rezervace ${booking.number} · ${booking.provider.companyName} · ${booking.couple.name}`}</p>
        ) : (
          <>
            <p className="couple-booking__next">
              {booking.status === 'pending_provider' ? respondByText(booking) : coupleNextStep(booking)}
            </p>
            <p className="couple-booking__hint">{DOCUMENT_LATER_TEXT}</p>
          </>
        )}
        {documented && (
          <div className="couple-booking__actions">
            <PlainHrefButton variant="primary" icon={<FilePdfOutlined aria-hidden="true" />} href={bookingDocumentUrl(booking.id, token)} download>
              Stáhnout PDF
            </PlainHrefButton>
            {booking.status === 'confirmed' && (
              <PlainHrefButton icon={<CalendarOutlined aria-hidden="true" />} href={bookingEventIcsUrl(booking.id, token)} download>
                Přidat do kalendáře
              </PlainHrefButton>
            )}
          </div>
        )}
        <BookingDocument booking={booking} />
        {booking.status === 'confirmed' && hasDeposit(booking) && (
          <AntdBoundary fallback={<PlainSkeleton rows={4} />}>
            <DepositPanel booking={booking} headingLevel={2} />
          </AntdBoundary>
        )}
        <BookingHistory booking={booking} />
      </Card>
    </div>
  );
}

/** Whether DepositPanel has anything to show (it draws nothing without an amount). */
const hasDeposit = (booking: BookingDto) => (booking.deposit?.amount ?? booking.depositAmount) != null;

/** While the booking loads: the card's head and its facts, about the size they take. */
function BookingLoading() {
  return (
    <div className="page page--narrow booking-page" aria-busy="true">
      <p className="sr-only" role="status">
        Načítání rezervace…
      </p>
      <div className="booking-page__loading" aria-hidden="true">
        <Card>
          <PlainSkeleton rows={2} />
          <PlainSkeleton rows={8} />
        </Card>
      </div>
    </div>
  );
}

/** The id of /rezervace/:id, or null when it is no id at all. */
export const bookingId = (value: string | undefined): number | null =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;

/**
 * /rezervace/:id (issue 44): the booking of a signed-in side, or of a couple without an account by
 * ?token= (the request's manage link): its state, 'Potvrzení rezervace' once confirmed (the frozen
 * content, the PDF) and the history. A booking the viewer may not see is the app's 404.
 */
export default function BookingPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const numeric = bookingId(id);
  const query = useBookingsGetQuery({ id: numeric ?? 0, token }, { skip: numeric === null });

  if (numeric === null) return <NotFoundPage />;
  if (query.isError && !query.data) {
    const status = errorStatus(query.error);
    if (status === 404 || status === 403 || status === 400) return <NotFoundPage />;
    if (status === 401) {
      return (
        <div className="page page--narrow booking-page">
          <Card>
            <h1 className="booking-page__title">Rezervace</h1>
            <p>Rezervaci uvidíte po přihlášení. Bez účtu ji otevřete odkazem ze správy poptávky.</p>
            <PlainLinkButton to={href.login({ returnUrl: href.booking(numeric) })} variant="primary" icon={<LoginOutlined aria-hidden="true" />}>
              Přihlásit se
            </PlainLinkButton>
          </Card>
        </div>
      );
    }
    return (
      <div className="page page--narrow booking-page">
        <RetryAlert title="Rezervaci se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <BookingLoading />;
  return <BookingView booking={query.data} token={token} />;
}
