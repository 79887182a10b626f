import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

export interface ContactMessageParams {
  name: string;
  email: string;
  /** The subject's Czech label, e.g. 'Technická podpora'. */
  subjectLabel: string;
  message: string;
}

/** The outbox's subject column holds 300 characters; a name may be 120. */
const SUBJECT_MAX = 300;

/** The /kontakt form, to the operators (CONTACT_EMAIL). Everything in it is the sender's input. */
export function contactMessageMail(params: ContactMessageParams): RenderedMail {
  // One line: a name's line breaks stay out of the subject.
  const subject = `Kontaktní formulář: ${params.subjectLabel} – ${params.name}`.replace(/\s+/g, ' ');
  return renderMail({
    template: 'contact-message',
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    greeting: 'Dobrý den,',
    paragraphs: [
      'z kontaktního formuláře na Svatbách přišla nová zpráva.',
      `Jméno: ${params.name}`,
      `E-mail: ${params.email}`,
      `Předmět: ${params.subjectLabel}`,
      'Zpráva:',
      params.message,
    ],
    action: { label: 'Odpovědět', url: `mailto:${encodeURIComponent(params.email).replace(/%40/g, '@')}` },
    footnote: `Odpovězte přímo na adresu ${params.email} (ne na odesílatele tohoto e-mailu). Na stránce jsme slíbili odpověď do 24 hodin.`,
  });
}
