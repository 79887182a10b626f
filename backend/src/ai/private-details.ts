import { foldText } from '../common/text/fold';

/*
 * What the AI helper must never put into a draft or send to OpenAI (issue 43, item 1): the
 * couple's names and any contact. The draft becomes the request's public description, while the
 * name and the contacts are fields shown only to subscribed providers.
 */

/** Words of a couple's names that are no names ('Jana a Petr', 'Jana & Petr', 'Jana und Petr'). */
const CONNECTORS = new Set(['a', 'i', 'and', 'und', 'se', 's', 'pan', 'pani', 'sl', 'slecna', 'manzele', 'rodina']);

/** An e-mail address, also written with "(at)" / "[at]" / "zavináč". */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|\s*[([{]\s*at\s*[)\]}]\s*|\s+zavin[aá][cč]\s+)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/iu;
/** A link or a bare web address (www.…, …/…, svatba-jana.cz). */
const WEB = /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:cz|sk|com|eu|net|org|info|io|me|de|at|pl)\b/iu;
/** An @handle of a social network. */
const HANDLE = /(?:^|[\s(])@[\p{L}\p{N}._]{2,}/u;
/** A run of digits that may be a phone number: 9 or more digits with the usual separators. */
const DIGIT_RUN = /\+?\d[\d\s.\-/()]{7,}\d/g;
/** What follows an amount of money, not a phone number ('150 000 000 Kč'). */
const MONEY_AFTER = /^\s*(?:kč|kc|czk|korun|,-|€|eur|tis)/i;

/** Whether a text carries a contact: an e-mail, a web address or handle, or a phone number. */
export function carriesContact(text: string): boolean {
  if (EMAIL.test(text) || WEB.test(text) || HANDLE.test(text)) return true;
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 9) continue;
    if (MONEY_AFTER.test(text.slice(match.index + match[0].length))) continue;
    return true;
  }
  return false;
}

/** The couple's names as folded words ('Jana Nováková a Petr' → jana, novakova, petr). */
export function nameWords(coupleName: string): string[] {
  const words = foldText(coupleName)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2 && !CONNECTORS.has(word));
  return [...new Set(words)];
}

/**
 * The stems of a folded name word whose Czech forms a text may carry: 'jana' → jan (janu, jane),
 * 'petr' → petr (petra, petrovi), 'novakova' → novakov and novak (novakove, novaku, novakovi).
 */
function nameStems(name: string): string[] {
  if (name.length < 4) return [];
  const stems = [name.replace(/[aeiouy]$/, '')];
  if (name.endsWith('ova') && name.length >= 6) stems.push(name.slice(0, -3));
  return stems;
}

/** Whether a folded word is a name word or one of its Czech forms (a stem and at most 3 letters more). */
function isNameForm(word: string, name: string, stems: readonly string[]): boolean {
  return word === name || stems.some((stem) => word.startsWith(stem) && word.length - stem.length <= 3);
}

/** The rule for one couple: which texts give them away. */
export class PrivateDetails {
  private readonly names: Array<{ name: string; stems: string[] }>;

  constructor(coupleName: string) {
    this.names = nameWords(coupleName).map((name) => ({ name, stems: nameStems(name) }));
  }

  /** Whether a text carries one of the couple's names or any contact. */
  carries(text: string): boolean {
    if (carriesContact(text)) return true;
    const words = foldText(text).split(/[^\p{L}]+/u);
    return words.some((word) => word.length >= 2 && this.names.some(({ name, stems }) => isNameForm(word, name, stems)));
  }

  /** The text if it gives nothing away, else undefined (the field is left out as if not given). */
  publicOrNone(text: string | undefined): string | undefined {
    return text === undefined || this.carries(text) ? undefined : text;
  }

  /** The text without the sentences that carry a name or a contact (a model's draft). */
  publicSentences(text: string): string {
    return text
      .split(/\n{2,}/)
      .map((paragraph) =>
        paragraph
          .split(/(?<=[.!?…])\s+(?=[\p{Lu}„"(])/u)
          .filter((sentence) => !this.carries(sentence))
          .join(' ')
          .trim(),
      )
      .filter(Boolean)
      .join('\n\n');
  }
}
