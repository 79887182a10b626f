import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/**
 * The reviewer's notice that an admin hid or deleted their review. Only for reviews whose author
 * proved the address (confirmed ones), so naming the provider and the admin's reason tells nobody else anything.
 */
export function reviewModeratedMail(params: { action: 'hidden' | 'deleted'; companyName: string | null; reason: string }): RenderedMail {
  const hidden = params.action === 'hidden';
  const provider = params.companyName ? `dodavatele ${params.companyName}` : 'dodavatele';
  return renderMail({
    template: hidden ? 'review-hidden' : 'review-deleted',
    subject: hidden ? 'Vaše hodnocení bylo skryto – Svatby' : 'Vaše hodnocení bylo odstraněno – Svatby',
    greeting: 'Dobrý den,',
    paragraphs: [
      hidden
        ? `vaše hodnocení ${provider} jsme po kontrole skryli. Na stránce dodavatele se nezobrazuje a nepočítá se do jeho hodnocení.`
        : `vaše hodnocení ${provider} jsme po kontrole odstranili.`,
      `Důvod: ${params.reason}`,
    ],
    footnote: 'Pokud s rozhodnutím nesouhlasíte, odpovězte nám přes kontaktní formulář na webu.',
  });
}
