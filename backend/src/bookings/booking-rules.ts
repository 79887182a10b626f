/**
 * The rules of bookings (issue 44): the state machine, the limits and the Czech answers. One
 * definition each; the DTOs, the service, the jobs and the tests read them from here.
 */
import type { BookingActor } from './entities/booking-history.entity';
import type { BookingStatus } from './entities/booking.entity';

/** The provider answers within this many hours, else the job expires the booking. */
export const BOOKING_RESPOND_HOURS = 72;
export const BOOKING_REASON_MIN = 3;
export const BOOKING_REASON_MAX = 500;
export const CANCELLATION_TERMS_MAX = 2000;
export const EVENTS_PER_DAY_MAX = 20;
export const PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT = 20;
export const BOOKING_TIME_ZONE = 'Europe/Prague';

/** The settings without a row. */
export const DEFAULT_CANCELLATION_TERMS =
  'Rezervaci lze zrušit písemně (zprávou ve Svatbách). Při zrušení více než 90 dní před termínem se záloha vrací v plné výši, ' +
  'při zrušení 90 až 30 dní před termínem se vrací polovina zálohy, při pozdějším zrušení propadá. ' +
  'Zruší-li rezervaci dodavatel, vrací zálohu vždy v plné výši.';
export const DEFAULT_EVENTS_PER_DAY = 1;

/** The operations on a booking, who may run each, and the state each needs and leaves. */
export const BOOKING_TRANSITIONS = {
  confirm: { from: ['pending_provider'], to: 'confirmed', actors: ['provider'] },
  decline: { from: ['pending_provider'], to: 'declined', actors: ['provider'] },
  expire: { from: ['pending_provider'], to: 'expired', actors: ['system'] },
  cancel: { from: ['confirmed'], to: 'cancelled', actors: ['couple', 'provider', 'admin'] },
  depositReceived: { from: ['confirmed'], to: 'confirmed', actors: ['provider'] },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus; actors: readonly BookingActor[] }>;
export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

/** Whether `transition` may start from `status` (the 409 check). */
export const transitionAllowed = (transition: BookingTransition, status: BookingStatus): boolean =>
  (BOOKING_TRANSITIONS[transition].from as readonly BookingStatus[]).includes(status);

/** Whether `actor` may run `transition` (the 403 check). */
export const actorAllowed = (transition: BookingTransition, actor: BookingActor): boolean =>
  (BOOKING_TRANSITIONS[transition].actors as readonly BookingActor[]).includes(actor);

/** The accepted offer's withdrawal text when the provider let the booking expire. */
export const EXPIRED_OFFER_REASON = 'Dodavatel rezervaci nepotvrdil včas';

export const BOOKING_MESSAGES = {
  notFound: 'Rezervace nenalezena',
  signIn: 'Pro tuto akci se musíte přihlásit',
  notPending: 'Rezervace už nečeká na potvrzení dodavatele',
  notConfirmed: 'Rezervace není potvrzená',
  depositAlready: 'Záloha už je označená jako přijatá',
  noDeposit: 'Tato rezervace zálohu nemá',
  providerOnly: 'Tuto akci může provést jen dodavatel',
  partiesOnly: 'Tuto akci může provést jen pár nebo dodavatel rezervace',
  keepDateProviderOnly: 'Termín v kalendáři může ponechat blokovaný jen dodavatel',
  capacityFull: 'V tento den už máte plnou kapacitu rezervací.',
  eventDateRequired: 'Poptávka nemá datum svatby: zadejte datum akce',
  eventDateFormat: 'Neplatné datum akce (RRRR-MM-DD)',
  eventDatePast: 'Datum akce nemůže být v minulosti',
  eventDateFixed: 'Datum akce je dané poptávkou a nelze ho změnit',
  reasonRequired: 'Uveďte důvod',
  reasonMin: `Důvod musí mít alespoň ${BOOKING_REASON_MIN} znaky`,
  reasonMax: `Důvod může mít nejvýše ${BOOKING_REASON_MAX} znaků`,
  invalidStatus: 'Neplatný stav rezervace',
  notConfirmedDocument: 'Potvrzení rezervace je k dispozici až po potvrzení dodavatelem',
} as const;

/** The 409 answer of a transition refused in the booking's current state. */
export const wrongStateMessage = (transition: BookingTransition): string =>
  transition === 'confirm' || transition === 'decline' || transition === 'expire' ? BOOKING_MESSAGES.notPending : BOOKING_MESSAGES.notConfirmed;

/** The note on the provider's busy calendar day. */
export const calendarNote = (title: string): string => `Rezervace: ${title}`.slice(0, 500);

/** The booking number: 'SV-2026-000123'. */
export const bookingNumber = (year: number, sequence: number): string => `SV-${year}-${String(sequence).padStart(6, '0')}`;
