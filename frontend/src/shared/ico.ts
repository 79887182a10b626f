/**
 * IČO (the Czech company identification number): 8 digits whose last is a mod-11 check digit (weights 8..2 over the
 * first seven; c = (11 − sum mod 11) mod 10). The billing form checks it before asking ARES or the server, which
 * checks it again (common/validation IsIco).
 */

export const ICO_MESSAGE = 'IČO musí mít 8 číslic a platný kontrolní součet';

/** ' 2724 5021 ' → '27245021': spaces people copy from registers dropped. Anything else is left for isValidIco to refuse. */
export function normalizeIco(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True for 8 digits with a valid check digit (spaces not allowed: normalise first). */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 7; index += 1) sum += Number(value[index]) * (8 - index);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}
