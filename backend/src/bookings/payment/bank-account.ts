import { IBAN } from 'ibankit';

/** The 400 answer for an account that is not valid (the settings form shows it under the field). */
export const BANK_ACCOUNT_INVALID = 'Číslo účtu není platné. Zadejte IBAN nebo číslo účtu ve tvaru 123456789/0800.';

/**
 * The bank codes of the Czech payment system (ČNB's "kódy platebního styku"). A domestic number
 * with any other code is a typo: a payment to it would bounce.
 */
export const CZECH_BANK_CODES: ReadonlySet<string> = new Set([
  '0100', '0300', '0600', '0710', '0800', '2010', '2060', '2070', '2100', '2200', '2220', '2250', '2260', '2275',
  '2600', '2700', '3030', '3050', '3060', '3500', '4000', '4300', '5500', '5800', '6000', '6100', '6200', '6210',
  '6300', '6363', '6700', '6800', '7910', '7950', '7960', '7970', '7990', '8030', '8040', '8060', '8090', '8150',
  '8190', '8198', '8199', '8200', '8220', '8230', '8240', '8250', '8255', '8265', '8270', '8280', '8293', '8299',
  '8500',
]);

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** The Czech modulo-11 check of a zero-padded prefix (6 digits) or number (10 digits). */
function mod11(digits: string, weights: number[]): boolean {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  return sum % 11 === 0;
}

/** A domestic Czech account (padded prefix and number, bank code) that the banks would accept. */
function isCzechAccount(prefix: string, number: string, bankCode: string): boolean {
  // The decree on account numbers asks for at least two significant digits in the number.
  if (number.replace(/^0+/, '').length < 2) return false;
  return mod11(prefix, PREFIX_WEIGHTS) && mod11(number, NUMBER_WEIGHTS) && CZECH_BANK_CODES.has(bankCode);
}

/** The three parts of a CZ IBAN's BBAN: bank code, prefix (6 digits), number (10 digits). */
function czechParts(iban: string): { bankCode: string; prefix: string; number: string } {
  return { bankCode: iban.slice(4, 8), prefix: iban.slice(8, 14), number: iban.slice(14, 24) };
}

const CZECH_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/**
 * A provider's bank account as typed: an IBAN of any country (spaces allowed), or a Czech account
 * 'předčíslí-číslo/kód banky' (the prefix is optional), checked with the Czech modulo-11 rule and the
 * bank code list and turned into its CZ IBAN. Null when it is not a valid account.
 */
export function parseBankAccount(input: string): { iban: string; display: string } | null {
  const text = input.replace(/\s+/g, '').toUpperCase();
  if (!text) return null;
  const domestic = CZECH_ACCOUNT.exec(text);
  if (domestic) {
    const prefix = (domestic[1] ?? '').padStart(6, '0');
    const number = domestic[2].padStart(10, '0');
    const bankCode = domestic[3];
    if (!isCzechAccount(prefix, number, bankCode)) return null;
    const iban = IBAN.fromBBAN('CZ', `${bankCode}${prefix}${number}`);
    return { iban, display: accountDisplay(iban) };
  }
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(text) || !IBAN.isValid(text)) return null;
  if (text.startsWith('CZ')) {
    const { bankCode, prefix, number } = czechParts(text);
    if (!isCzechAccount(prefix, number, bankCode)) return null;
  }
  return { iban: text, display: accountDisplay(text) };
}

/**
 * How an account is shown to Czech users: a CZ IBAN as the domestic 'předčíslí-číslo/kód banky'
 * (no prefix when it is zero, no leading zeros), any other IBAN in groups of four.
 */
export function accountDisplay(iban: string): string {
  const text = iban.replace(/\s+/g, '').toUpperCase();
  if (text.startsWith('CZ') && text.length === 24) {
    const { bankCode, prefix, number } = czechParts(text);
    const shortPrefix = prefix.replace(/^0+/, '');
    const shortNumber = number.replace(/^0+/, '') || '0';
    return `${shortPrefix ? `${shortPrefix}-` : ''}${shortNumber}/${bankCode}`;
  }
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}
