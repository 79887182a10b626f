import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccountProviderQuery, useConversationsStartMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { useSession } from '../../shared/useSession';
import { MESSAGE_MAX } from './conversationLimits';
import './conversations.css';

export interface AskProviderButtonProps {
  providerId: number;
  providerName: string;
}

/**
 * 'Zeptat se' on a provider's public portfolio: a signed-in user writes a question in a dialog, which
 * starts (or continues) the question thread with the provider and opens it in /zpravy; a visitor goes
 * to /login and comes back here. Not shown on the provider's own profile.
 */
export function AskProviderButton({ providerId, providerName }: AskProviderButtonProps) {
  const { isAuthenticated } = useSession();
  const ownProfile = useAccountProviderQuery(undefined, { skip: !isAuthenticated });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { isLoading }] = useConversationsStartMutation();
  const ids = useId();
  const textId = `${ids}-text`;

  if (isAuthenticated && ownProfile.data?.id === providerId) return null;

  const onClick = () => {
    if (!isAuthenticated) {
      navigate(`/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    setOpen(true);
  };

  const send = async () => {
    const text = message.trim();
    if (!text) {
      setProblem('Napište zprávu');
      return;
    }
    try {
      const conversation = await start({ startConversationDto: { providerId, message: text } }).unwrap();
      setOpen(false);
      navigate(`/zpravy?c=${conversation.id}`);
    } catch (error) {
      setProblem(errorMessage(error, 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.'));
    }
  };

  return (
    <>
      <Button icon={<MessageOutlined aria-hidden="true" />} aria-haspopup={isAuthenticated ? 'dialog' : undefined} onClick={onClick}>
        Zeptat se
      </Button>
      <Modal
        open={open}
        title={`Zeptat se: ${providerName}`}
        onCancel={isLoading ? undefined : () => setOpen(false)}
        afterClose={() => {
          setMessage('');
          setProblem(null);
        }}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={isLoading}>
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
    </>
  );
}
