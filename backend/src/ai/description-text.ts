import { foldText } from '../common/text/fold';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const LONG_DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Free-text dates that mean "not chosen yet" (folded: lower case, no diacritics). */
const UNDECIDED_DATE = /nemam|nemame|nevim|nevime|nevybran|neurcen|nerozhodnut|upresn|zatim|bez data|not.?sure|tbd/;

/** Budget texts that mean "not decided" (the spirit of requests/budget.ts). */
const UNDECIDED_BUDGET = /nevim|nejsem si jist|nejsme si jist|dohod|na vyzadani|na dotaz|individual|nerozhodnut|not.?sure/;

/** The filter bands, in case the form sends a band id instead of free text. */
const BUDGET_BAND_LABELS: Record<string, string> = {
  'do-50k': 'do 50 000 Kč',
  '50k-100k': '50 000 – 100 000 Kč',
  '100k-200k': '100 000 – 200 000 Kč',
  'nad-200k': 'nad 200 000 Kč',
};

/** Intl may put (narrow) no-break spaces between the parts; keep the text plain and stable. */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

export type WeddingDate =
  | { kind: 'none' }
  | { kind: 'date'; iso: string; long: string }
  | { kind: 'undecided'; text: string }
  | { kind: 'text'; text: string };

/** '2026-09-12' → '12. září 2026' (UTC, so the day never shifts); null for anything that is not a real date. */
export function czechLongDate(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return plainSpaces(LONG_DATE.format(date));
}

/** What the form's weddingDate says: a real date, "not chosen yet", other free text, or nothing. */
export function readWeddingDate(value: string | undefined): WeddingDate {
  const text = value?.trim() ?? '';
  if (!text) return { kind: 'none' };
  const long = czechLongDate(text);
  if (long) return { kind: 'date', iso: text, long };
  if (UNDECIDED_DATE.test(foldText(text)) || ISO_DATE.test(text)) return { kind: 'undecided', text };
  return { kind: 'text', text };
}

/** Place texts that mean "not chosen yet" (the form's 'Ještě nevím'). */
const UNDECIDED_PLACE = /^(?:jeste |zatim )?(?:nevim|nevime|nevybran\w*|neurcen\w*|nerozhodnut\w*|upresn\w*)$/;

export type Place = { kind: 'none' } | { kind: 'undecided' } | { kind: 'known'; locative: string } | { kind: 'text'; text: string };

/** What the form's place says: a catalogue location (with its locative), "not chosen yet", other text, or nothing. */
export function readPlace(name: string | undefined, locative: string | undefined): Place {
  const text = name?.trim() ?? '';
  if (locative) return { kind: 'known', locative };
  if (!text) return { kind: 'none' };
  if (UNDECIDED_PLACE.test(foldText(text).replace(/[.!]+$/, ''))) return { kind: 'undecided' };
  return { kind: 'text', text };
}

/**
 * A label inside a sentence: 'Do 50 000 Kč' → 'do 50 000 Kč', 'Nad 500 000 Kč' → 'nad 500 000 Kč'.
 * Only a capital followed by a small letter is lowered, so 'DJ' or 'CZK' stay.
 */
export function inSentence(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase('cs') + text.slice(1) : text;
}

export type Budget = { kind: 'none' } | { kind: 'undecided'; text: string } | { kind: 'amount'; text: string };

export function readBudget(value: string | undefined): Budget {
  const text = value?.trim() ?? '';
  if (!text) return { kind: 'none' };
  const band = BUDGET_BAND_LABELS[text.toLowerCase()];
  if (band) return { kind: 'amount', text: band };
  if (UNDECIDED_BUDGET.test(foldText(text))) return { kind: 'undecided', text };
  return { kind: 'amount', text };
}

const LIST = new Intl.ListFormat('cs', { style: 'long', type: 'conjunction' });

/** ['Fotografie', 'Catering', 'DJ'] → 'Fotografie, Catering a DJ'. */
export function joinCzech(items: readonly string[]): string {
  return plainSpaces(LIST.format(items));
}

/** Drops repeated names (case-insensitive), keeping the first spelling and the order. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('cs');
    if (!name || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
