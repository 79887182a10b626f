import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/**
 * The review's proof of address: it goes to an address nobody has proved yet, so it carries
 * nothing anybody typed: not the reviewer's name, text or stars, nor the provider's name (a
 * provider names itself, and no admin has approved it). The reviewed provider is "dodavatel na
 * Svatby" with a link to its portfolio on the site, where the recipient sees whom it is about.
 */
export function reviewConfirmLinkMail(params: { portfolioUrl: string; confirmUrl: string; validHours: number }): RenderedMail {
  return renderMail({
    template: 'review-confirm-link',
    secret: true,
    subject: 'Potvrďte své hodnocení – Svatby',
    greeting: 'Dobrý den,',
    paragraphs: [
      's touto e-mailovou adresou bylo napsáno hodnocení dodavatele na Svatby. Zveřejníme ho, až potvrdíte, že adresa patří vám.',
      'Kterého dodavatele se týká, uvidíte na jeho profilu (odkaz pod tlačítkem).',
      `Odkaz platí ${params.validHours} hodin. Nepotvrzené hodnocení potom smažeme.`,
    ],
    action: { label: 'Potvrdit hodnocení', url: params.confirmUrl },
    secondaryAction: { label: 'Profil hodnoceného dodavatele na Svatby', url: params.portfolioUrl },
    footnote: 'Pokud jste hodnocení nepsali vy, nemusíte dělat nic: bez potvrzení se nezveřejní.',
  });
}
