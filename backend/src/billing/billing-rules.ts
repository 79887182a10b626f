import type { VatMode } from './entities/invoice.entity';

export const TIME_ZONE = 'Europe/Prague';

export const BILLING_MESSAGES = {
  postalCode: 'PSČ musí mít 5 číslic (např. 110 00)',
  companyName: 'Vyplňte název firmy',
  street: 'Vyplňte ulici a číslo',
  city: 'Vyplňte obec',
  aresNotFound: 'Subjekt s tímto IČO v ARES není',
  aresUnavailable: 'ARES je teď nedostupný, vyplňte údaje ručně',
  invoiceNotFound: 'Faktura nenalezena',
  paymentNotFound: 'Platba nenalezena',
  notRefundable: 'Vrátit lze jen uhrazenou platbu, která ještě vrácená nebyla',
} as const;

const pragueDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of `at` in Prague. */
export function pragueDate(at: Date): string {
  return pragueDay.format(at);
}

/** The calendar year of `at` in Prague (the series an invoice issued then belongs to). */
export function pragueYear(at: Date): number {
  return Number(pragueDate(at).slice(0, 4));
}

/** The invoice number: the year and the series' counter padded to 6 digits, e.g. 2026000001. */
export function invoiceNumber(year: number, counter: number): string {
  if (counter < 1 || counter > 999_999) throw new Error(`Invoice counter ${counter} is out of the 6-digit range of ${year}`);
  return `${year}${String(counter).padStart(6, '0')}`;
}

export interface VatSplit {
  baseHalere: number;
  vatHalere: number;
  totalHalere: number;
  vatRate: number;
  vatMode: VatMode;
}

/**
 * Prices are gross. A payer's total splits into base = round(total / (1 + rate/100)) and VAT = the
 * rest (the total stays exact); a non-payer states the total only. A negative total (credit note)
 * splits as its absolute value, negated, so a full credit note mirrors its invoice to the haléř.
 */
export function splitVat(totalHalere: number, vat: { payer: boolean; rate: number }): VatSplit {
  if (!vat.payer) return { baseHalere: totalHalere, vatHalere: 0, totalHalere, vatRate: 0, vatMode: 'non_payer' };
  const sign = totalHalere < 0 ? -1 : 1;
  const absolute = Math.abs(totalHalere);
  const base = Math.round((absolute * 100) / (100 + vat.rate));
  return { baseHalere: sign * base || 0, vatHalere: sign * (absolute - base) || 0, totalHalere, vatRate: vat.rate, vatMode: 'payer' };
}

const money = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const exact = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1 190 Kč' (whole crowns without decimals, otherwise '983,47 Kč'). */
export function formatHalere(halere: number): string {
  return money.format(halere / 100);
}

/** Always with haléře: '983,47 Kč' (the invoice's VAT lines). */
export function formatHalereExact(halere: number): string {
  return exact.format(halere / 100);
}

/** The payment method as the invoice names it. */
export function paymentMethodText(method: string | null): string {
  return method === 'test' ? 'Testovací platba' : 'Platební karta';
}

/** Postal code as invoices write it: '110 00'. */
export function normalisePostalCode(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** One address line: 'Vinohradská 12, 120 00 Praha 2'. */
export function addressLine(parts: { street: string; postalCode: string; city: string }): string {
  return `${parts.street}, ${parts.postalCode} ${parts.city}`;
}
