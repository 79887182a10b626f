import { RenderedMail } from '../mail.types';
import { PLAIN_GREETING } from '../greeting';
import { renderMail } from './layout';

export interface PaymentReceiptParams {
  companyName: string;
  /** '490 Kč' */
  amountText: string;
  /** '1. 12. 2026' */
  dateText: string;
  /** The payment history's description, e.g. 'Premium – měsíční předplatné'. */
  description: string;
  /** The card's brand as the gateway names it ('visa', 'mastercard'); null when unknown. */
  brand: string | null;
  last4: string | null;
  /** {APP_URL}/subscription-management (the payment history). */
  historyUrl: string;
  /** The payment's tax invoice (issue 47), when one was issued. */
  invoiceNumber?: string | null;
  /** {APP_URL}/subscription-management#faktury (the invoices with their PDFs). */
  invoiceUrl?: string;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  test: 'Testovací karta',
};

/** 'Visa •••• 4242'; null without the last four digits. */
export function cardLabel(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : 'Karta';
  return `${name} •••• ${last4}`;
}

/** A succeeded payment ('Uhrazeno'), as the payment history shows it. */
export function paymentReceiptMail(params: PaymentReceiptParams): RenderedMail {
  const card = cardLabel(params.brand, params.last4);
  return renderMail({
    template: 'payment-receipt',
    subject: `Potvrzení platby ${params.amountText} – Svatby`,
    greeting: PLAIN_GREETING, // a business takes no vocative
    paragraphs: [
      'děkujeme, vaši platbu jsme přijali.',
      `Částka: ${params.amountText}`,
      `Datum: ${params.dateText}`,
      `Popis: ${params.description}`,
      ...(card ? [`Platební karta: ${card}`] : []),
      'Stav: Uhrazeno',
      ...(params.invoiceNumber ? [`Faktura: ${params.invoiceNumber}`] : []),
    ],
    action:
      params.invoiceNumber && params.invoiceUrl
        ? { label: 'Stáhnout fakturu', url: params.invoiceUrl }
        : { label: 'Historie plateb', url: params.historyUrl },
    footnote: params.invoiceNumber
      ? 'Fakturu (daňový doklad) si stáhnete ve správě předplatného v části Faktury. Najdete tam i přehled všech plateb.'
      : 'Toto potvrzení o přijetí platby si uschovejte. Přehled všech plateb najdete ve správě předplatného.',
  });
}
