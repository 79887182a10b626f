import { RenderedMail } from '../mail.types';
import { greeting } from '../greeting';
import { renderMail } from './layout';

export function passwordResetMail(params: { firstName: string | null; resetUrl: string; validHours: number }): RenderedMail {
  return renderMail({
    template: 'password-reset',
    secret: true,
    subject: 'Obnovení hesla – Svatby',
    greeting: greeting(params.firstName),
    paragraphs: [
      'obdrželi jsme žádost o obnovení hesla k vašemu účtu na Svatby.',
      `Nové heslo si nastavíte přes odkaz níže. Odkaz platí ${params.validHours} hodin a lze jej použít jen jednou.`,
    ],
    action: { label: 'Nastavit nové heslo', url: params.resetUrl },
    footnote: 'Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte – vaše heslo zůstává beze změny.',
  });
}
