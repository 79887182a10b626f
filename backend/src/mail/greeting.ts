import { isWoman, vokativ } from 'vokativ';

/** The greeting without a name: for a business, a missing name, or a name not to be repeated. */
export const PLAIN_GREETING = 'Dobrý den,';

/**
 * A business rather than a person: a legal form (s.r.o., a.s., spol., v.o.s., k.s., z.s., o.p.s., z.ú.),
 * a trade word (Foto, Studio, Catering, Agentura, …), a digit or a character no personal name has.
 */
const LEGAL_FORM = /(^|[\s,])(s\.\s?r\.\s?o\.?|a\.\s?s\.?|spol\.|v\.\s?o\.\s?s\.?|k\.\s?s\.?|z\.\s?s\.?|o\.\s?p\.\s?s\.?|z\.\s?ú\.?|s\.r\.o|ltd\.?|gmbh|inc\.?)($|[\s,])/i;
const TRADE_WORD =
  /^(foto|fotograf|fotografie|fotoateliér|ateliér|atelier|studio|catering|agentura|kapela|band|dj|salon|salón|květiny|květinářství|dekorace|svatby|svatební|video|film|events?|cukrárna|pekárna|restaurace|hotel|zámek|penzion|statek|dům|wedding|art|design|hudba|rent|půjčovna|team|group)$/i;
const NOT_A_NAME = /[^\p{L}\s'’-]/u;

export function isBusinessName(name: string): boolean {
  if (LEGAL_FORM.test(name) || NOT_A_NAME.test(name)) return true;
  return name.split(/\s+/).some((word) => TRADE_WORD.test(word));
}

/** The vocative as vokativ returns it (lower case), cased like the name it came from. */
function cased(original: string, lower: string): string {
  let same = 0;
  while (same < original.length && same < lower.length && original[same].toLowerCase() === lower[same]) same += 1;
  return original.slice(0, same) + lower.slice(same);
}

/** One person: 'Eliška' → 'Eliško', 'Eliška Nováková' → 'Eliško Nováková', 'Tomáš Novák' → 'Tomáši Nováku'. */
function personVocative(person: string): string {
  const [first, ...surnames] = person.split(/\s+/);
  const woman = isWoman(first);
  const parts = [cased(first, vokativ(first, woman, false))];
  // A woman's surname keeps its form; a hyphenated surname declines in each part.
  for (const surname of surnames) {
    parts.push(surname.split('-').map((part) => (woman ? part : cased(part, vokativ(part, false, true)))).join('-'));
  }
  return parts.join(' ');
}

/**
 * The salutation of a mail to a person: 'Dobrý den, Eliško a Tomáši,'. A business name, an empty one or one
 * that does not read as people's names (more than three words a person, more than three people) gets
 * 'Dobrý den,' – a company takes no vocative. Callers pass only names the reader typed themselves, to an
 * address they proved (issue 43): text a stranger typed never goes into a mail.
 */
export function greeting(name: string | null | undefined): string {
  const trimmed = name?.replace(/\s+/g, ' ').trim() ?? '';
  if (!trimmed || trimmed.length > 80 || isBusinessName(trimmed.replace(/&|\+|,/g, ' '))) return PLAIN_GREETING;
  const people = trimmed.split(/\s*(?:,|&|\+|\sa\s|\si\s)\s*/).filter(Boolean);
  if (people.length > 3 || people.some((person) => person.split(' ').length > 3)) return PLAIN_GREETING;
  const names = people.map(personVocative);
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} a ${names[names.length - 1]}`;
  return `Dobrý den, ${joined},`;
}

/** A sentence ending with a name: no second full stop after 'Foto s.r.o.' ('… od Foto s.r.o.'). */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
