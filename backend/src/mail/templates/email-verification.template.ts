import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/**
 * The registration's link that proves the address. The address is not proven yet, so the mail
 * carries nothing the registrant typed (no name): a stranger cannot send branded text with it.
 */
export function emailVerificationMail(params: { verifyUrl: string; validHours: number }): RenderedMail {
  return renderMail({
    template: 'email-verification',
    secret: true,
    subject: 'Ověřte svůj e-mail – Svatby',
    greeting: 'Dobrý den,',
    paragraphs: [
      's touto e-mailovou adresou byl založen účet na Svatby.',
      `Potvrďte prosím, že adresa patří vám. Odkaz platí ${params.validHours} hodin a lze jej použít jen jednou.`,
    ],
    action: { label: 'Ověřit e-mail', url: params.verifyUrl },
    footnote: 'Pokud jste si účet nezakládali, tento e-mail ignorujte: bez ověření se na adresu nic dalšího neváže.',
  });
}
