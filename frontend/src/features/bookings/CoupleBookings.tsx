import { CalendarOutlined, CopyOutlined, EyeOutlined, FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBookingsCancelMutation, useBookingsForCoupleQuery, useBookingsForManagedRequestQuery } from '../../api';
import type { BookingDepositDto, BookingDto } from '../../api';
import { writeClipboard } from '../../shared/CopyButton';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { href } from '../../shared/paths';
import { RetryAlert } from '../../shared/RetryAlert';
import { BookingStatusTag } from './BookingStatusTag';
import { bookingDocumentUrl, bookingEventIcsUrl, DEPOSIT_LABELS } from './bookingLabels';
import { bookingPrice, coupleNextStep, crowns, depositLine, eventDay, OWN_ACCOUNT_TEXT } from './bookingTexts';
import './coupleBookings.css';

/** Limits of a cancellation's reason (the API's CancelBookingDto). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The manage page has no event stream: it asks again this often. */
export const MANAGED_BOOKINGS_POLLING = 30_000;

/** The QR as an image: the server's SVG markup never enters the page's DOM as markup. */
export const qrImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** One line of the payment with its copy button ('Zkopírovat variabilní symbol'). */
function PaymentFact({ term, value, copyValue }: { term: string; value: string; copyValue?: string }) {
  const { notification } = App.useApp();
  const copy = async () => {
    try {
      await writeClipboard(copyValue ?? value);
      notification.success({ title: 'Zkopírováno!', description: `${term}: ${value}` });
    } catch {
      notification.error({ title: 'Nepodařilo se zkopírovat', description: 'Opište údaj prosím ručně.' });
    }
  };
  return (
    <div className="couple-booking__payment-fact">
      <dt>{term}</dt>
      <dd>
        <span className="couple-booking__payment-value">{value}</span>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined aria-hidden="true" />}
          aria-label={`Zkopírovat: ${term.toLowerCase()}`}
          title="Zkopírovat"
          onClick={() => void copy()}
        />
      </dd>
    </div>
  );
}

/** The deposit of a confirmed booking: the QR payment while unpaid, 'Záloha přijata' once the provider marked it. */
export function DepositPanel({ booking, headingLevel }: { booking: BookingDto; headingLevel: 2 | 3 | 4 | 5 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `booking-${booking.id}-deposit`;
  const deposit: BookingDepositDto | null = booking.deposit;
  const amount = deposit?.amount ?? booking.depositAmount;
  if (amount === null || amount === undefined) return null;
  const received = deposit?.received ?? booking.depositReceivedAt !== null;

  return (
    <section className={`couple-booking__deposit${received ? ' couple-booking__deposit--received' : ''}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="couple-booking__subtitle">
        {`Záloha ${crowns(amount)}`}
      </Heading>
      {received ? (
        <p className="couple-booking__deposit-state couple-booking__deposit-state--received">
          <strong>{DEPOSIT_LABELS.received}</strong>
          {booking.depositReceivedAt ? ` ${formatDate(booking.depositReceivedAt)}.` : '.'} Děkujeme, nic dalšího platit nemusíte.
        </p>
      ) : deposit ? (
        <>
          <p className="couple-booking__deposit-state">
            <strong>{DEPOSIT_LABELS.waiting}</strong>. Naskenujte QR kód v bankovní aplikaci (QR Platba), nebo zadejte platbu ručně.
          </p>
          <div className="couple-booking__payment">
            <img
              className="couple-booking__qr"
              src={qrImageSource(deposit.qrSvg)}
              alt={`QR Platba: záloha ${crowns(deposit.amount)} na účet ${deposit.accountDisplay}`}
              width={184}
              height={184}
            />
            <dl className="couple-booking__payment-facts">
              <PaymentFact term="Částka" value={crowns(deposit.amount)} copyValue={String(deposit.amount)} />
              <PaymentFact term="Číslo účtu" value={deposit.accountDisplay} />
              <PaymentFact term="Variabilní symbol" value={deposit.variableSymbol} />
              <PaymentFact term="Zpráva pro příjemce" value={deposit.message} />
            </dl>
          </div>
          <p className="couple-booking__hint">{OWN_ACCOUNT_TEXT}</p>
        </>
      ) : (
        <p className="couple-booking__deposit-state">
          <strong>{DEPOSIT_LABELS.waiting}</strong>. Platební údaje vám dodavatel pošle ve zprávě. {OWN_ACCOUNT_TEXT}
        </p>
      )}
    </section>
  );
}

export interface CancelBookingDialogProps {
  booking: BookingDto | null;
  open: boolean;
  onClose: () => void;
  /** The manage link's token (a couple without an account). */
  token?: string;
}

/** 'Zrušit rezervaci': a reason is required; the provider is told and sees it in the booking's history. */
export function CancelBookingDialog({ booking, open, onClose, token }: CancelBookingDialogProps) {
  const { notification } = App.useApp();
  const [reason, setReason] = useState('');
  const [cancel, { isLoading }] = useBookingsCancelMutation();
  const fieldId = useId();
  const trimmed = reason.trim();
  const tooShort = trimmed.length < REASON_MIN;

  const submit = async () => {
    if (!booking || tooShort) return;
    try {
      await cancel({ id: booking.id, cancelBookingDto: { reason: trimmed, ...(token ? { token } : {}) } }).unwrap();
      notification.success({ title: 'Rezervace je zrušená', description: 'Dodavateli jsme dali vědět.' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Rezervaci se nepodařilo zrušit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Modal
      open={open && booking !== null}
      title={<h2 className="couple-booking__dialog-title">Zrušit rezervaci</h2>}
      onCancel={isLoading ? undefined : onClose}
      closable={!isLoading}
      keyboard={!isLoading}
      destroyOnHidden
      afterClose={() => setReason('')}
      footer={
        <div className="couple-booking__dialog-footer">
          <Button onClick={onClose} disabled={isLoading}>
            Ponechat rezervaci
          </Button>
          <Button type="primary" danger onClick={() => void submit()} disabled={tooShort || isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Rušení…' : 'Zrušit rezervaci'}
          </Button>
        </div>
      }
    >
      {booking && (
        <>
          <p>{`Opravdu chcete zrušit rezervaci ${booking.number} u dodavatele ${booking.provider.companyName}?`}</p>
          <p>Dodavatel dostane zprávu a termín se mu v kalendáři uvolní. Zrušení nelze vrátit zpět. Případnou zálohu řešte přímo s dodavatelem podle storno podmínek.</p>
          <label htmlFor={fieldId} className="couple-booking__dialog-label">
            Důvod zrušení <span aria-hidden="true">*</span>
          </label>
          <Input.TextArea
            id={fieldId}
            rows={3}
            autoFocus
            required
            aria-required="true"
            aria-describedby={`${fieldId}-hint`}
            maxLength={REASON_MAX}
            showCount
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Např. svatbu jsme přesunuli na jiný termín"
          />
          <p id={`${fieldId}-hint`} className="couple-booking__hint">
            {`Důvod je povinný (alespoň ${REASON_MIN} znaky) a dodavatel ho uvidí v historii rezervace.`}
          </p>
        </>
      )}
    </Modal>
  );
}

export interface CoupleBookingCardProps {
  booking: BookingDto;
  headingLevel: 3 | 4;
  token?: string;
  /** Where the request's offers are (a page anchor), for 'Můžete přijmout jinou platnou nabídku'. */
  offersAnchor?: string;
  onCancel: (booking: BookingDto) => void;
}

/** One booking as its couple sees it: the state, what comes next, the deposit, the document and the actions. */
export function CoupleBookingCard({ booking, headingLevel, token, offersAnchor, onCancel }: CoupleBookingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `booking-${booking.id}-title`;
  const confirmed = booking.status === 'confirmed';
  const lapsed = booking.status === 'declined' || booking.status === 'expired';

  return (
    <article className={`couple-booking couple-booking--${booking.status}`} aria-labelledby={headingId} data-booking-id={booking.id}>
      <header className="couple-booking__head">
        <Heading id={headingId} className="couple-booking__title">
          {`Rezervace ${booking.number}`}
        </Heading>
        <BookingStatusTag status={booking.status} />
      </header>
      <dl className="couple-booking__facts">
        <div className="couple-booking__fact">
          <dt>Dodavatel</dt>
          <dd>{booking.provider.companyName}</dd>
        </div>
        <div className="couple-booking__fact">
          <dt>Termín</dt>
          <dd>{eventDay(booking.eventDate)}</dd>
        </div>
        <div className="couple-booking__fact">
          <dt>Cena</dt>
          <dd>{bookingPrice(booking)}</dd>
        </div>
        {booking.depositAmount !== null && (
          <div className="couple-booking__fact">
            <dt>Záloha</dt>
            <dd>{depositLine(booking.depositAmount, booking.depositReceivedAt)}</dd>
          </div>
        )}
      </dl>
      <p className="couple-booking__next">
        {coupleNextStep(booking)}
        {lapsed && offersAnchor && (
          <>
            {' '}
            <a href={`#${offersAnchor}`}>Zobrazit nabídky</a>
          </>
        )}
      </p>
      {booking.status === 'pending_provider' && (
        <p className="couple-booking__hint">
          {`Po potvrzení tu najdete potvrzení rezervace${booking.depositAmount !== null ? ' a platbu zálohy' : ''}.`}
        </p>
      )}
      {confirmed && <DepositPanel booking={booking} headingLevel={(headingLevel + 1) as 4 | 5} />}
      <div className="couple-booking__actions">
        {confirmed && (
          <>
            <Button type="primary" icon={<FilePdfOutlined aria-hidden="true" />} href={bookingDocumentUrl(booking.id, token)} download>
              Potvrzení rezervace
            </Button>
            <Button icon={<CalendarOutlined aria-hidden="true" />} href={bookingEventIcsUrl(booking.id, token)} download>
              Přidat do kalendáře
            </Button>
          </>
        )}
        <Link className="couple-booking__link" to={href.booking(booking.id, { token })} aria-describedby={headingId}>
          <EyeOutlined aria-hidden="true" /> Zobrazit
        </Link>
        {booking.canCancel && (
          <Button danger icon={<StopOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onCancel(booking)}>
            Zrušit rezervaci
          </Button>
        )}
      </div>
    </article>
  );
}

/** Newest first: the booking that counts now is on top, the lapsed ones below it. */
const newestFirst = (bookings: readonly BookingDto[]) => [...bookings].sort((a, b) => b.id - a.id);

export interface CoupleBookingsProps {
  /** Only the bookings of this request (the dashboard lists them under each request). */
  requestId?: number;
  /** The manage link's token: the couple without an account (polled: that page has no event stream). */
  token?: string;
  headingLevel?: 2 | 3;
}

/**
 * The couple's bookings (issue 44), on the signed-in couple's /dashboard under each request and on
 * the manage-link page: each with its state, what happens next, the deposit's QR payment, the
 * document, the calendar file and 'Zrušit rezervaci'. Nothing while there is none (most requests);
 * live events ('booking.updated') refresh the signed-in couple's list.
 */
export function CoupleBookings({ requestId, token, headingLevel = 3 }: CoupleBookingsProps) {
  const mine = useBookingsForCoupleQuery(undefined, { skip: token !== undefined });
  const managed = useBookingsForManagedRequestQuery(
    { token: token ?? '' },
    { skip: token === undefined, pollingInterval: MANAGED_BOOKINGS_POLLING },
  );
  const query = token === undefined ? mine : managed;
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const headingId = `bookings-${requestId ?? 'all'}-title`;

  if (query.isError && !query.data) {
    return (
      <div className="couple-bookings">
        <RetryAlert small title="Rezervace se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const bookings = newestFirst((query.data ?? []).filter((booking) => requestId === undefined || booking.requestId === requestId));
  if (bookings.length === 0) return null;

  return (
    <section className="couple-bookings" aria-labelledby={headingId}>
      <Heading id={headingId} className="couple-bookings__title">
        Rezervace
      </Heading>
      <ul className="couple-bookings__list">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <CoupleBookingCard
              booking={booking}
              headingLevel={(headingLevel + 1) as 3 | 4}
              token={token}
              offersAnchor={`request-${booking.requestId}-offers`}
              onCancel={(picked) => {
                setCancelling(picked);
                setCancelOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
      <CancelBookingDialog booking={cancelling} open={cancelOpen} onClose={() => setCancelOpen(false)} token={token} />
    </section>
  );
}
