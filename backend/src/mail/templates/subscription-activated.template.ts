import { RenderedMail } from '../mail.types';
import { PLAIN_GREETING } from '../greeting';
import { renderMail } from './layout';

export interface SubscriptionActivatedParams {
  companyName: string;
  /** 'Basic' or 'Premium'. */
  planName: string;
  billingPeriod: 'monthly' | 'yearly';
  /** '490 Kč', or 'zdarma' for a year granted by an admin. */
  priceText: string;
  /** The end of the paid period, e.g. '1. 12. 2026'. */
  validUntilText: string;
  /** {APP_URL}/subscription-management */
  manageUrl: string;
}

export const BILLING_PERIOD_LABELS = { monthly: 'měsíční', yearly: 'roční' } as const;

/** A subscription became active: checkout, Stripe's first paid invoice, or an admin's free year. */
export function subscriptionActivatedMail(params: SubscriptionActivatedParams): RenderedMail {
  return renderMail({
    template: 'subscription-activated',
    subject: `Předplatné ${params.planName} je aktivní – Svatby`,
    greeting: PLAIN_GREETING, // a business takes no vocative
    paragraphs: [
      `vaše předplatné ${params.planName} na Svatbách je aktivní.`,
      `Plán: ${params.planName} – ${BILLING_PERIOD_LABELS[params.billingPeriod]} předplatné. Cena: ${params.priceText}. Platí do: ${params.validUntilText}.`,
      'U všech poptávek teď uvidíte kontakty na páry a váš profil se zobrazuje v seznamu dodavatelů.',
    ],
    action: { label: 'Správa předplatného', url: params.manageUrl },
    footnote: 'Předplatné můžete kdykoli zrušit ve správě předplatného; zůstane aktivní do konce zaplaceného období.',
  });
}
