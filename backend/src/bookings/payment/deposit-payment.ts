import { toString as qrToString } from 'qrcode';
import spayd from 'spayd';
import { accountDisplay } from './bank-account';

/** What the couple needs to pay a deposit: BookingDepositDto without `received`. */
export interface DepositPayment {
  amount: number;
  iban: string;
  /** The account as Czech users read it ('19-2000145399/0800'; a foreign IBAN in groups of four). */
  accountDisplay: string;
  /** The booking number's digits: 'SV-2026-000123' → '2026000123' (at most 10 digits, as banks take it). */
  variableSymbol: string;
  message: string;
  /** The "QR Platba" payload (SPAYD 1.0). */
  spayd: string;
  /** The QR code of `spayd`, as SVG markup. */
  qrSvg: string;
}

/** SPAYD's MSG is at most 60 characters and may not hold '*', the field separator. */
const MESSAGE_MAX = 60;

/** The variable symbol of a booking number: its digits, the last 10 if there are more. */
export function variableSymbolOf(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.slice(-10);
}

/**
 * The deposit's Czech QR payment ("QR Platba", SPAYD 1.0) to the provider's own account: amount in
 * CZK with two decimals, the booking number's digits as the variable symbol, a message naming the
 * booking. Svatby only draws the code; the money goes straight to the provider.
 */
export async function depositPayment({ number, amount, iban }: { number: string; amount: number; iban: string }): Promise<DepositPayment> {
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`A deposit needs a positive amount, got ${amount}`);
  const variableSymbol = variableSymbolOf(number);
  const message = `Záloha ${number}`.replace(/\*/g, ' ').slice(0, MESSAGE_MAX);
  const payload = spayd({ acc: iban, am: amount.toFixed(2), cc: 'CZK', xvs: variableSymbol, msg: message });
  const qrSvg = await qrToString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { amount, iban, accountDisplay: accountDisplay(iban), variableSymbol, message, spayd: payload, qrSvg };
}
