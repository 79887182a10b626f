import dayjs from 'dayjs';
import { PLAIN_GREETING, type RenderedMail, renderMail } from '../mail/mail.api';
import { pragueDay } from './plan-task-schedule';

/*
 * Planning's e-mails (through the outbox, in the write's transaction). They carry fixed texts and
 * links only: never anything a member typed (no names, no notes), not even who invites.
 */

export const partnerJoinUrl = (appUrl: string, token: string): string => `${appUrl}/muj-plan/pripojit?token=${encodeURIComponent(token)}`;

/** The partner's invitation: the link only (it works once, for 7 days). */
export function partnerInvitationMail(params: { url: string; expiresAt: Date }): RenderedMail {
  return renderMail({
    template: 'plan-partner-invitation',
    subject: 'Pozvánka do společného svatebního plánu – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: [
      'Váš partner / partnerka vás zve do společného svatebního plánu na Svatby.',
      'Po přihlášení nebo registraci uvidíte stejné úkoly, rozpočet i seznam hostů a můžete je upravovat spolu.',
      `Odkaz platí do ${dayjs(pragueDay(params.expiresAt)).format('D. M. YYYY')} a použít ho lze jen jednou. Nikomu dalšímu ho nepřeposílejte.`,
    ],
    action: { label: 'Připojit se k plánu', url: params.url },
    footnote: 'Pokud pozvánku nečekáte, e-mail prostě smažte.',
    secret: true,
  });
}
