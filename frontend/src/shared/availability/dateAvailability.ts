import type { CatalogueDateAvailability } from '../../api';

/**
 * A provider's calendar on the catalogue's wedding day (/dodavatele?datum=…): busy providers are
 * left out; a day the provider never set is 'Termín neuveden' (maybe free), never 'Termín volný'.
 * No dayjs here: the catalogue cards import it.
 */
export const DATE_AVAILABILITY_LABELS: Record<CatalogueDateAvailability, string> = {
  available: 'Termín volný',
  inquiry: 'Termín na dotaz',
  unknown: 'Termín neuveden',
};

/** The longer text behind the label (the tag's title and its screen-reader text). */
export const DATE_AVAILABILITY_HINTS: Record<CatalogueDateAvailability, string> = {
  available: 'Dodavatel má tento den v kalendáři volný.',
  inquiry: 'Dodavatel má tento den v kalendáři na dotaz.',
  unknown: 'Dodavatel tento den v kalendáři nevyplnil: může být volný, zeptejte se ho.',
};
