import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConversationsStartMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { MESSAGE_MAX } from '../../shared/conversationLimits';
import '../../shared/conversations.css';
import { href } from '../../shared/paths';

export interface AskProviderDialogProps {
  open: boolean;
  onClose: () => void;
  providerId: number;
  providerName: string;
}

/**
 * The question dialog of 'Zeptat se' (antd Modal and TextArea): loaded with antd on the first click of a signed-in
 * user (AskProviderButton sits on the public portfolio, which renders without antd). Sending starts (or
 * continues) the question thread and opens it in /zpravy.
 */
export default function AskProviderDialog({ open, onClose, providerId, providerName }: AskProviderDialogProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { isLoading }] = useConversationsStartMutation();
  const ids = useId();
  const textId = `${ids}-text`;

  const send = async () => {
    const text = message.trim();
    if (!text) {
      setProblem('Napište zprávu');
      return;
    }
    try {
      const conversation = await start({ startConversationDto: { providerId, message: text } }).unwrap();
      onClose();
      navigate(href.conversation(conversation.id));
    } catch (error) {
      setProblem(errorMessage(error, 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.'));
    }
  };

  return (
    <Modal
      open={open}
      title={`Zeptat se: ${providerName}`}
      onCancel={isLoading ? undefined : onClose}
      afterClose={() => {
        setMessage('');
        setProblem(null);
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Zrušit
        </Button>,
        <Button key="send" type="primary" onClick={() => void send()} loading={isLoading} disabled={!message.trim()}>
          Odeslat
        </Button>,
      ]}
    >
      <label htmlFor={textId} className="ask-provider__label">
        Vaše zpráva
      </label>
      <Input.TextArea
        id={textId}
        rows={5}
        maxLength={MESSAGE_MAX}
        showCount
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setProblem(null);
        }}
        placeholder="Dobrý den, máte volný termín…"
        aria-invalid={problem ? true : undefined}
      />
      {problem && <Alert className="ask-provider__problem" type="error" showIcon title={problem} role="alert" />}
      <p className="conv-muted ask-provider__hint">
        Odpověď najdete v sekci Zprávy; pošleme vám o ní i e-mail.
      </p>
    </Modal>
  );
}
