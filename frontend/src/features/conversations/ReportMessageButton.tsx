import { App } from 'antd';
import { useState } from 'react';
import { useMessagesReportMutation } from '../../api';
import type { MessageReportReason } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { ReportButton, type ReportOutcome } from '../../shared/ReportButton';
import { CONVERSATION_TEXTS, MESSAGE_REPORT_REASONS, REPORT_NOTE_MAX } from './conversationModel';

/**
 * 'Nahlásit' on a message of the other side: the reason and an optional note. Once reported (now,
 * before, or the server's 409) the button gives way to 'Nahlášeno'.
 */
export function ReportMessageButton({
  messageId,
  reported,
  senderName,
  token,
}: {
  messageId: number;
  reported: boolean;
  senderName: string;
  token?: string;
}) {
  const { notification } = App.useApp();
  const [done, setDone] = useState(false);
  const [report] = useMessagesReportMutation();

  if (reported || done) {
    return <span className="msg__reported">Nahlášeno</span>;
  }

  const send = async (reason: MessageReportReason, note: string | undefined): Promise<ReportOutcome> => {
    try {
      const result = await report({
        id: messageId,
        reportMessageDto: { reason, ...(note ? { note } : {}), ...(token ? { token } : {}) },
      }).unwrap();
      notification.success({ title: result.message || CONVERSATION_TEXTS.reported });
      setDone(true);
      return 'sent';
    } catch (error) {
      if (errorStatus(error) === 409) {
        notification.info({ title: errorMessage(error, 'Tuto zprávu jste už nahlásili') });
        setDone(true);
        return 'known';
      }
      notification.error({ title: 'Zprávu se nepodařilo nahlásit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
      return 'failed';
    }
  };

  return (
    <ReportButton
      className="msg__report"
      ariaLabel={`Nahlásit zprávu od ${senderName}`}
      title="Nahlásit zprávu"
      question="Proč zprávu nahlašujete?"
      hint="Zprávu prověří náš tým."
      reasons={MESSAGE_REPORT_REASONS}
      noteMax={REPORT_NOTE_MAX}
      onReport={send}
    />
  );
}
