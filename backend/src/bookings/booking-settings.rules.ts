/**
 * The provider's booking settings ("Rezervace a zálohy"): limits and Czech answers. The default
 * cancellation terms and the events-a-day default live with the other booking rules (booking-rules.ts).
 */
import { CANCELLATION_TERMS_MAX, EVENTS_PER_DAY_MAX } from './booking-rules';

export const DEPOSIT_PERCENT_MIN = 1;
export const DEPOSIT_PERCENT_MAX = 100;
export const EVENTS_PER_DAY_MIN = 1;
/** An IBAN has at most 34 characters; a typed Czech account with spaces and a prefix stays well below 50. */
export const BANK_ACCOUNT_INPUT_MAX = 50;

export const BOOKING_SETTINGS_MESSAGES = {
  termsRequired: 'Zadejte storno podmínky',
  termsText: 'Storno podmínky musí být text',
  termsMax: `Storno podmínky mohou mít nejvýše ${CANCELLATION_TERMS_MAX} znaků`,
  depositPercent: `Záloha musí být celé číslo od ${DEPOSIT_PERCENT_MIN} do ${DEPOSIT_PERCENT_MAX} %`,
  bankAccountText: 'Číslo účtu musí být text',
  bankAccountMax: `Číslo účtu může mít nejvýše ${BANK_ACCOUNT_INPUT_MAX} znaků`,
  depositNeedsAccount: 'Pro zálohu zadejte číslo účtu, na který vám ji pár pošle',
  eventsPerDay: `Počet akcí za den musí být celé číslo od ${EVENTS_PER_DAY_MIN} do ${EVENTS_PER_DAY_MAX}`,
  saved: 'Nastavení rezervací bylo uloženo',
} as const;
