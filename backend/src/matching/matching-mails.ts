import dayjs from 'dayjs';
import { PLAIN_GREETING, type RenderedMail, greeting, renderMail } from '../mail/mail.api';
import { followupText } from './matching-rules';

/*
 * Matching's e-mails (through the outbox, after the invitation commits). The invitee's mail carries
 * catalogue values only (DESIGN.md section 4): the category's name, the catalogue place's name (none
 * when the couple typed another place) and the date; never the request's title, description or
 * anything else the couple typed, nor who invited.
 */

export const inquiriesPageUrl = (appUrl: string): string => `${appUrl}/inquiries`;
export const coupleDashboardUrl = (appUrl: string): string => `${appUrl}/dashboard`;

const dateText = (day: string | null): string => (day ? dayjs(day).format('D. M. YYYY') : 'zatím nevybráno');

/** The invited provider's notice: "Pozvánka od páru" (or Svatby's follow-up), catalogue values only. */
export function invitationMail(params: {
  categoryName: string;
  placeName: string | null;
  weddingDate: string | null;
  source: 'couple' | 'system';
  url: string;
}): RenderedMail {
  return renderMail({
    template: 'matching-invitation',
    subject: params.source === 'couple' ? 'Pozvánka od páru k nabídce – Svatby' : 'Pozvánka k nabídce – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: [
      params.source === 'couple'
        ? 'pár vás zve, abyste mu poslali nabídku na svou službu.'
        : 'vybrali jsme vás pro poptávku, na kterou zatím přišlo málo nabídek.',
      `Kategorie: ${params.categoryName}. Místo: ${params.placeName ?? 'neuvedeno'}. Datum svatby: ${dateText(params.weddingDate)}.`,
      'Poptávku najdete nahoře v seznamu poptávek na Svatby. Pozvaní dodavatelé mají pro nabídku vždy místo.',
    ],
    action: { label: 'Zobrazit poptávku', url: params.url },
  });
}

/** The couple's notice that the 48-hour follow-up invited more providers. */
export function followupMail(params: { coupleName: string; count: number; url: string; secret: boolean }): RenderedMail {
  return renderMail({
    template: 'matching-followup',
    subject: `${followupText(params.count)} – Svatby`,
    greeting: greeting(params.coupleName),
    paragraphs: [
      `na vaši poptávku zatím přišlo málo nabídek. ${followupText(params.count)}, kteří vaši službu nabízejí ve vašem místě a v termínu nemají obsazeno.`,
      'Jejich nabídky uvidíte u poptávky na Svatby, jakmile je pošlou.',
      ...(params.secret ? ['Odkaz vede ke správě vaší poptávky, nikomu ho nepřeposílejte.'] : []),
    ],
    action: { label: 'Zobrazit poptávku', url: params.url },
    secret: params.secret,
  });
}
