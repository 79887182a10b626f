import { RenderedMail } from '../mail.types';
import { greeting } from '../greeting';
import { renderMail } from './layout';

/** After any password change or reset: the owner learns of it even when somebody else did it. */
export function passwordChangedMail(params: { firstName: string | null; forgotPasswordUrl: string; changedAt: string }): RenderedMail {
  return renderMail({
    template: 'password-changed',
    subject: 'Heslo bylo změněno – Svatby',
    greeting: greeting(params.firstName),
    paragraphs: [
      `heslo k vašemu účtu na Svatby bylo změněno (${params.changedAt}). Ostatní přihlášení byla ukončena.`,
      'Pokud jste heslo neměnili vy, obnovte si ho hned přes odkaz níže a napište nám.',
    ],
    action: { label: 'Obnovit heslo', url: params.forgotPasswordUrl },
  });
}
