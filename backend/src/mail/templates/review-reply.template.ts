import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/** To a reviewer (who proved the address when publishing): the provider answered the review. */
export function reviewReplyMail(params: { companyName: string; reviewUrl: string }): RenderedMail {
  return renderMail({
    template: 'review-reply',
    subject: `${params.companyName} odpověděl(a) na vaše hodnocení – Svatby`,
    greeting: 'Dobrý den,',
    paragraphs: [`dodavatel ${params.companyName} veřejně odpověděl na hodnocení, které jste napsali na Svatby.`],
    action: { label: 'Zobrazit odpověď', url: params.reviewUrl },
  });
}
