import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { useState } from 'react';
import { useBookingsForProviderQuery, useBookingsMarkDepositReceivedMutation } from '../../api';
import type { BookingDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { countOf, formatDate, formatNumber, formatTime, formatWeddingDate, plural } from '../../shared/format';
import { DAY_FORMS } from '../../shared/glossary';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { ListEmpty, ListError, ListPagination } from '../../shared/ListStates';
import { formatOfferPrice } from '../../shared/offerFormat';
import { PlainButton, PlainHrefButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { confirm } from '../../shared/ui/confirm';
import { notify } from '../../shared/ui/notify';
import { bookingDocumentUrl, bookingEventIcsUrl } from './bookingLabels';
import { crowns, depositLine } from './bookingTexts';
import { BookingStatusTag } from './BookingStatusTag';
import type { ProviderBookingAction } from './ProviderBookingDialog';
import './providerBookings.css';

/** Bookings per page of the provider's 'Rezervace'. */
export const PROVIDER_BOOKINGS_PAGE_SIZE = 10;

/** The confirm / decline / cancel dialog (antd Form, DatePicker) loads on its first opening: the dashboard renders without antd. */
const ProviderBookingDialog = lazyOnOpen(() => import('./ProviderBookingDialog').then((module) => module.ProviderBookingDialog));

const HOUR_FORMS = ['hodina', 'hodiny', 'hodin'] as const;
/** 'zbývá 1 den', 'zbývají 2 dny', 'zbývá 5 dní'. */
const REMAINS = ['zbývá', 'zbývají', 'zbývá'] as const;

/** An ISO timestamp → '30. 11. 2026 14:05' in Prague time. */
export function formatDayAndTime(value: string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** 'Potvrdit do 30. 11. 2026 14:05 (zbývá 2 dny)'; after the deadline only the date (the expiry job is about to run). */
export function respondByText(respondBy: string, now: Date = new Date()): string {
  const deadline = `Potvrdit do ${formatDayAndTime(respondBy)}`;
  const hours = Math.floor((new Date(respondBy).getTime() - now.getTime()) / 3_600_000);
  if (hours < 0) return `${deadline} (čas vypršel)`;
  if (hours < 1) return `${deadline} (zbývá méně než hodina)`;
  const [count, forms] = hours < 48 ? [hours, HOUR_FORMS] : [Math.floor(hours / 24), DAY_FORMS];
  return `${deadline} (${plural(count, REMAINS)} ${countOf(count, forms)})`;
}

/** The deposit as the card's 'Záloha' fact reads it ('8 000 Kč · Záloha přijata'), or null without a deposit. */
export function depositText(booking: Pick<BookingDto, 'depositAmount' | 'depositReceivedAt' | 'status'>): string | null {
  if (booking.depositAmount === null) return null;
  // Before confirmation nothing is due yet: the amount alone.
  return booking.status === 'confirmed' || booking.depositReceivedAt
    ? depositLine(booking.depositAmount, booking.depositReceivedAt)
    : crowns(booking.depositAmount);
}

function ProviderBookingCard({ booking, onAction }: { booking: BookingDto; onAction: (action: ProviderBookingAction) => void }) {
  const [markDeposit] = useBookingsMarkDepositReceivedMutation();
  const { status } = booking;
  const headingId = `provider-booking-${booking.id}`;
  const deposit = depositText(booking);
  // The document exists from the confirmation on (a cancelled booking keeps it).
  const hasDocument = booking.confirmedAt !== null;

  const confirmDeposit = () =>
    confirm({
      title: 'Potvrdit přijetí zálohy?',
      content: `Pár uvidí, že jste zálohu ${booking.depositAmount !== null ? `${crowns(booking.depositAmount)} ` : ''}přijali. Potvrďte to, až ji uvidíte na účtu.`,
      okText: 'Záloha přijata',
      onOk: async () => {
        try {
          await markDeposit({ id: booking.id }).unwrap();
          await notify('success', { title: 'Záloha je označena jako přijatá' });
        } catch (error) {
          await notify('error', { title: 'Zálohu se nepodařilo označit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });

  return (
    <article className={`provider-booking provider-booking--${status}`} aria-labelledby={headingId}>
      <div className="provider-booking__head">
        <h3 id={headingId} className="provider-booking__title">
          {booking.requestTitle}
        </h3>
        <BookingStatusTag status={status} />
      </div>
      {status === 'pending_provider' && <p className="provider-booking__deadline">{respondByText(booking.respondBy)}</p>}
      <dl className="provider-booking__facts">
        <div className="provider-booking__fact">
          <dt>Pár</dt>
          <dd>{booking.couple.name}</dd>
        </div>
        <div className="provider-booking__fact">
          <dt>Datum svatby</dt>
          <dd>{formatWeddingDate(booking.eventDate)}</dd>
        </div>
        <div className="provider-booking__fact">
          <dt>Cena</dt>
          <dd>{formatOfferPrice({ priceKind: booking.price.kind, priceMin: booking.price.min, priceMax: booking.price.max })}</dd>
        </div>
        {deposit && (
          <div className="provider-booking__fact">
            <dt>Záloha</dt>
            <dd className={booking.depositReceivedAt ? 'provider-booking__deposit--received' : undefined}>{deposit}</dd>
          </div>
        )}
        <div className="provider-booking__fact">
          <dt>Číslo rezervace</dt>
          <dd>{booking.number}</dd>
        </div>
      </dl>
      <div className="provider-booking__actions">
        {booking.canConfirm && (
          <PlainButton variant="primary" icon={<CheckOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onAction('confirm')}>
            Potvrdit
          </PlainButton>
        )}
        {booking.canDecline && (
          <PlainButton icon={<CloseOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onAction('decline')}>
            Odmítnout
          </PlainButton>
        )}
        {booking.canMarkDeposit && (
          <PlainButton icon={<DollarOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => void confirmDeposit()}>
            Záloha přijata
          </PlainButton>
        )}
        {hasDocument && (
          <PlainHrefButton href={bookingDocumentUrl(booking.id)} icon={<FilePdfOutlined aria-hidden="true" />}>
            Potvrzení rezervace
          </PlainHrefButton>
        )}
        {status === 'confirmed' && (
          <PlainHrefButton href={bookingEventIcsUrl(booking.id)} icon={<CalendarOutlined aria-hidden="true" />}>
            Přidat do kalendáře
          </PlainHrefButton>
        )}
        {booking.canCancel && (
          <PlainButton danger icon={<StopOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onAction('cancel')}>
            Zrušit
          </PlainButton>
        )}
      </div>
    </article>
  );
}

/**
 * 'Rezervace' on the provider's dashboard (issue 44): the bookings made by accepted offers, pending ones first
 * (the server's order) with the time left to confirm; each with its state, the couple, the date, the price and
 * the deposit, and what the provider can do: confirm (with a date when the request had none), decline with a
 * reason, mark the deposit received, cancel with a reason, download the document, add it to a calendar.
 * Live events ('booking.updated') refresh the list through the 'Bookings' cache tag.
 */
export function ProviderBookings() {
  const [page, setPage] = useState(1);
  const list = useBookingsForProviderQuery({ page, pageSize: PROVIDER_BOOKINGS_PAGE_SIZE });
  // The booking of the open dialog stays while the dialog closes.
  const [dialog, setDialog] = useState<{ booking: BookingDto; action: ProviderBookingAction } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const items = list.data?.items ?? [];
  const total = list.data?.total;

  const open = (booking: BookingDto, action: ProviderBookingAction) => {
    setDialog({ booking, action });
    setDialogOpen(true);
  };

  return (
    <section className="dashboard-card provider-bookings" aria-labelledby="provider-bookings-title">
      <div className="dashboard-card__head">
        <h2 id="provider-bookings-title" className="dashboard-card__title">
          Rezervace
        </h2>
        {total !== undefined && total > 0 && <span className="list-count-pill">{formatNumber(total)}</span>}
      </div>
      <p className="dashboard-card__lead">
        Když pár přijme vaši nabídku, vznikne rezervace. Potvrďte ji do 72 hodin, jinak propadne.
      </p>
      {list.isError && !list.data ? (
        <ListError title="Rezervace se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Načítání rezervací…</span>
          <PlainSkeleton rows={4} />
        </div>
      ) : items.length === 0 ? (
        <ListEmpty title="Zatím žádné rezervace" headingLevel={3}>
          <p>Rezervace vznikne, jakmile pár přijme vaši nabídku. Pak ji tady potvrdíte.</p>
        </ListEmpty>
      ) : (
        <>
          <ul className="provider-bookings__list" aria-busy={list.isFetching || undefined}>
            {items.map((booking) => (
              <li key={booking.id}>
                <ProviderBookingCard booking={booking} onAction={(action) => open(booking, action)} />
              </li>
            ))}
          </ul>
          <ListPagination
            label="Stránkování rezervací"
            current={page}
            total={list.data.total}
            pageSize={PROVIDER_BOOKINGS_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
      <ProviderBookingDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        booking={dialog?.booking ?? null}
        action={dialog?.action ?? 'confirm'}
      />
    </section>
  );
}
