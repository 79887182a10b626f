import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/**
 * The review's proof of address: it goes to an address nobody has proved yet, so it carries nothing
 * the reviewer typed (no name, no text, no stars), only the provider's name to recognise it by.
 */
export function reviewConfirmLinkMail(params: { companyName: string; confirmUrl: string; validHours: number }): RenderedMail {
  return renderMail({
    template: 'review-confirm-link',
    secret: true,
    subject: 'Potvrďte své hodnocení – Svatby',
    greeting: 'Dobrý den,',
    paragraphs: [
      `s touto e-mailovou adresou bylo na Svatby napsáno hodnocení dodavatele ${params.companyName}. Zveřejníme ho, až potvrdíte, že adresa patří vám.`,
      `Odkaz platí ${params.validHours} hodin. Nepotvrzené hodnocení potom smažeme.`,
    ],
    action: { label: 'Potvrdit hodnocení', url: params.confirmUrl },
    footnote: 'Pokud jste hodnocení nepsali vy, nemusíte dělat nic: bez potvrzení se nezveřejní.',
  });
}
