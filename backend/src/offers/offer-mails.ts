import { PLAIN_GREETING, type RenderedMail, endSentence, greeting, renderMail } from '../mail/mail.api';

/*
 * The offers' e-mails (through the outbox, in the change's transaction). None carries text a
 * provider or a couple typed (DESIGN.md section 4): the company name is the subscribed provider's
 * public name, the request's title is derived from the catalogue; the reader opens Svatby for the rest.
 */

export const conversationPageUrl = (appUrl: string, conversationId: number): string => `${appUrl}/zpravy?c=${conversationId}`;
export const coupleDashboardUrl = (appUrl: string): string => `${appUrl}/dashboard`;

/** The couple's notice of a new offer: to the dashboard (an account) or through a fresh manage link (secret). */
export function newOfferMail(params: { coupleName: string; companyName: string; title: string; url: string; secret: boolean }): RenderedMail {
  return renderMail({
    template: 'offer-new',
    subject: `Máte novou nabídku od ${params.companyName} – Svatby`,
    greeting: greeting(params.coupleName),
    paragraphs: [
      endSentence(`na vaši poptávku „${params.title}“ přišla nová nabídka od dodavatele ${params.companyName}`),
      'Nabídky si můžete prohlédnout, porovnat, dodavateli odpovědět a tu nejlepší přijmout na Svatby.',
      ...(params.secret ? ['Odkaz vede ke správě vaší poptávky, nikomu ho nepřeposílejte.'] : []),
    ],
    action: { label: 'Zobrazit nabídky', url: params.url },
    secret: params.secret,
  });
}

/** The chosen provider's notice. */
export function offerAcceptedMail(params: { companyName: string; title: string; url: string }): RenderedMail {
  return renderMail({
    template: 'offer-accepted',
    subject: 'Vaše nabídka byla přijata – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: [
      `pár přijal vaši nabídku na poptávku „${params.title}“. Gratulujeme!`,
      'Domluvte se s párem na podrobnostech ve zprávách na Svatby.',
    ],
    action: { label: 'Otevřít konverzaci', url: params.url },
  });
}

/** A provider's notice that the couple declined its offer, by hand or by choosing another one (automatically). */
export function offerDeclinedMail(params: { companyName: string; title: string; url: string; automatically: boolean }): RenderedMail {
  return renderMail({
    template: 'offer-declined',
    subject: 'Pár odpověděl na vaši nabídku – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: [
      params.automatically
        ? `pár si na poptávku „${params.title}“ tentokrát vybral jiného dodavatele. Děkujeme za vaši nabídku.`
        : `pár vaši nabídku na poptávku „${params.title}“ odmítl. Případný důvod najdete u nabídky na Svatby.`,
    ],
    action: { label: 'Zobrazit nabídku', url: params.url },
  });
}
