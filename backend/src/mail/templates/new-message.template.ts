import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

/**
 * To one side of a conversation: the other side wrote and it is still unread after 10 minutes. The
 * sender's name only, never the message (the text is read on Svatby). A link-only couple's mail
 * carries a fresh manage link (secret: cleared from the outbox once sent).
 */
export function newMessageMail(params: { senderName: string; url: string; withManageLink: boolean }): RenderedMail {
  return renderMail({
    template: 'new-message',
    subject: `Nová zpráva od ${params.senderName} na Svatby`,
    greeting: 'Dobrý den,',
    paragraphs: [
      `${params.senderName} vám na Svatby poslal(a) novou zprávu.`,
      'Přečíst si ji a odpovědět můžete v konverzaci na Svatby.',
    ],
    action: { label: 'Otevřít konverzaci', url: params.url },
    footnote: params.withManageLink
      ? 'Odkaz je osobní, nepřeposílejte ho. O nových zprávách vás informujeme nejvýše jednou za hodinu v každé konverzaci.'
      : 'O nových zprávách vás informujeme nejvýše jednou za hodinu v každé konverzaci. Upozornění můžete vypnout v nastavení zpráv na Svatby.',
    ...(params.withManageLink ? { secret: true } : {}),
  });
}
