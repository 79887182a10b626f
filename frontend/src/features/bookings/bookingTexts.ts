import type { BookingDto, BookingHistoryEntryDto } from '../../api';
import { formatDate, formatKc, formatTime } from '../../shared/format';
import { DEPOSIT_LABELS } from './bookingLabels';
import { formatOfferPrice } from '../../shared/offerFormat';

/**
 * The couple's and the booking page's texts of a booking (issue 44): the price, the dates in Czech,
 * what happens next in each state and the history's lines. One place, so that the dashboard, the
 * manage page, the booking page and the admin tab say the same thing.
 */

/** '25 000 Kč', 'od 25 000 Kč', '25 000 – 40 000 Kč': the offer's price as the booking froze it. */
export const bookingPrice = (booking: Pick<BookingDto, 'price'>) =>
  formatOfferPrice({ priceKind: booking.price.kind, priceMin: booking.price.min, priceMax: booking.price.max });

/** Whole crowns with plain spaces: '5 000 Kč'. */
export const crowns = formatKc;

/** A deposit and its state, as every booking view reads it: '5 000 Kč · Záloha přijata'. */
export const depositLine = (amount: number, receivedAt: string | null): string =>
  `${crowns(amount)} · ${receivedAt ? DEPOSIT_LABELS.received : DEPOSIT_LABELS.waiting}`;

/** 'sobota 12. června 2027' (the wedding day, Czech long form); a missing date is said so. */
export function eventDay(date: string | null): string {
  if (!date) return 'Datum upřesní dodavatel při potvrzení';
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, day, 12));
  if (Number.isNaN(value.getTime())) return formatDate(date);
  return new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(value);
}

/** '24. 11. 2026 19:05' in Prague time (a deadline, a history entry). */
export function momentText(iso: string): string {
  const day = formatDate(iso);
  const time = formatTime(iso, true);
  return time ? `${day} ${time}` : day;
}

/** Who did it, as the history says it. */
export const ACTOR_LABELS: Record<BookingHistoryEntryDto['actor'], string> = {
  couple: 'Pár',
  provider: 'Dodavatel',
  admin: 'Správce Svateb',
  system: 'Svatby',
};

/** What happened, as the history says it. */
export const ACTION_LABELS: Record<BookingHistoryEntryDto['action'], string> = {
  created: 'Nabídka přijata, rezervace vytvořena',
  confirmed: 'Rezervace potvrzena',
  declined: 'Rezervace odmítnuta',
  expired: 'Dodavatel rezervaci nepotvrdil včas',
  cancelled: 'Rezervace zrušena',
  deposit_received: 'Záloha přijata',
};

/** The latest entry of `action` (its reason, its time). */
export const lastEntry = (booking: Pick<BookingDto, 'history'>, action: BookingHistoryEntryDto['action']) =>
  [...booking.history].reverse().find((entry) => entry.action === action);

/** The deadline line of a booking waiting for the provider. */
export const respondByText = (booking: Pick<BookingDto, 'respondBy'>) =>
  `Dodavatel má na potvrzení čas do ${momentText(booking.respondBy)}.`;

/** After a decline or an expiry: the couple may choose again. */
export const CHOOSE_AGAIN_TEXT = 'Můžete přijmout jinou platnou nabídku.';

/** Before confirmation the page has no document yet. */
export const DOCUMENT_LATER_TEXT = 'Potvrzení rezervace vznikne, až dodavatel rezervaci potvrdí.';

/** Svatby never holds the money (the QR pays the provider's own account). */
export const OWN_ACCOUNT_TEXT = 'Zálohu platíte přímo na účet dodavatele. Svatby peníze nepřijímá ani nedrží.';

/** The state's explanation for the couple: what happened and what comes next. */
export function coupleNextStep(booking: Pick<BookingDto, 'status' | 'respondBy' | 'history' | 'provider' | 'endedAt'>): string {
  const name = `Dodavatel ${booking.provider.companyName}`;
  switch (booking.status) {
    case 'pending_provider':
      return `Čekáme, až ${name.replace('Dodavatel', 'dodavatel')} rezervaci potvrdí. ${respondByText(booking)}`;
    case 'confirmed':
      return `${name} rezervaci potvrdil. Termín má ve svém kalendáři.`;
    case 'declined': {
      const reason = lastEntry(booking, 'declined')?.reason;
      return `${name} rezervaci odmítl${reason ? ` s důvodem: „${reason}“` : ''}. ${CHOOSE_AGAIN_TEXT}`;
    }
    case 'expired':
      return `${name} rezervaci nepotvrdil včas. ${CHOOSE_AGAIN_TEXT}`;
    case 'cancelled': {
      const entry = lastEntry(booking, 'cancelled');
      const who = entry ? ` (${ACTOR_LABELS[entry.actor].toLowerCase()})` : '';
      const when = booking.endedAt ? ` ${formatDate(booking.endedAt)}` : '';
      return `Rezervace byla zrušena${when}${who}${entry?.reason ? ` s důvodem: „${entry.reason}“` : ''}.`;
    }
    default:
      return '';
  }
}
