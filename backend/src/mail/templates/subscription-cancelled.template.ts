import { RenderedMail } from '../mail.types';
import { PLAIN_GREETING } from '../greeting';
import { renderMail } from './layout';

export interface SubscriptionCancelledParams {
  companyName: string;
  planName: string;
  /** The end of the paid period, e.g. '1. 12. 2026'. */
  activeUntilText: string;
  /** {APP_URL}/subscription-management */
  manageUrl: string;
}

/** The provider cancelled: the subscription stays active until the end of the paid period. */
export function subscriptionCancelledMail(params: SubscriptionCancelledParams): RenderedMail {
  return renderMail({
    template: 'subscription-cancelled',
    subject: 'Předplatné bylo zrušeno – Svatby',
    greeting: PLAIN_GREETING, // a business takes no vocative
    paragraphs: [
      `vaše předplatné ${params.planName} jsme podle vašeho přání zrušili.`,
      `Předplatné zůstává aktivní do ${params.activeUntilText}. Do té doby vidíte kontakty na páry a jste v seznamu dodavatelů; další platba už nebude stržena.`,
      'Pokud si to rozmyslíte, stačí ve správě předplatného vybrat plán – předplatné bude pokračovat bez okamžité platby.',
    ],
    action: { label: 'Správa předplatného', url: params.manageUrl },
  });
}
