import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { memo, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { multipart, useConversationsSendMutation } from '../../api';
import type { SendMessageFormDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { TextArea } from '../../shared/ui/TextArea';
import { useAfterPaint } from '../../shared/useAfterPaint';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_MAX,
  CONVERSATION_TEXTS,
  MESSAGE_MAX,
  attachmentError,
  buildMessageForm,
} from './conversationModel';

/** Ctrl+Enter (Cmd+Enter on a Mac) sends. */
const isSendShortcut = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * The composer under a thread: the text (up to 5000 characters), up to 3 attachments checked before
 * sending, 'Odeslat' or Ctrl/Cmd+Enter. A failure keeps the text and the files, with the reason
 * (the block of a sender's account too).
 */
export function MessageComposer({ conversationId, token, onSent }: { conversationId: number; token?: string; onSent?: () => void }) {
  const [send, { isLoading }] = useConversationsSendMutation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const textId = `${ids}-text`;
  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  // Between the tap and the request: the button's spinner is painted first (see sendAfterFrame).
  const [queued, queue] = useAfterPaint();
  const sending = isLoading || queued;
  const canSend = (text.trim() !== '' || files.length > 0) && !sending;

  const submit = async () => {
    if (!text.trim() && files.length === 0) {
      setProblem(CONVERSATION_TEXTS.emptyBody);
      return;
    }
    const blobs = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file));
    try {
      await send({
        id: conversationId,
        sendMessageFormDto: multipart<SendMessageFormDto>(buildMessageForm(text, blobs, token)),
      }).unwrap();
      setText('');
      setFiles([]);
      setProblem(null);
      onSent?.();
    } catch (error) {
      const fallback = errorStatus(error) === 403 ? CONVERSATION_TEXTS.blocked : 'Zkontrolujte připojení a zkuste to znovu.';
      setProblem(`${CONVERSATION_TEXTS.sendFailed}: ${errorMessage(error, fallback)}`);
    }
  };

  // The tap paints 'Odesílání…' first; the request's start (the form's controls disabled) renders after that frame.
  const sendAfterFrame = () => {
    if (!sending) queue(submit);
  };

  return (
    <form
      className="composer"
      aria-label="Nová zpráva"
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        sendAfterFrame();
      }}
    >
      <label htmlFor={textId} className="sr-only">
        Zpráva
      </label>
      {/* A plain textarea: antd's autoSize measured the text on every key (see TextArea). */}
      <TextArea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            sendAfterFrame();
          }
        }}
        rows={2}
        maxRows={8}
        maxLength={MESSAGE_MAX}
        showCount
        placeholder="Napište zprávu…"
        readOnly={sending}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
      />
      {problem && <Alert id={problemId} className="composer__problem" type="error" showIcon title={problem} role="alert" />}
      <div className="composer__bar">
        <Attachments files={files} disabled={isLoading} onFiles={setFiles} onProblem={setProblem} />
        <SendButton sending={sending} disabled={!canSend} />
      </div>
      <p id={hintId} className="conv-muted composer__hint">
        PDF nebo obrázek JPG, PNG, WebP do 10 MB, nejvýše {ATTACHMENTS_MAX} soubory. Odeslat můžete i klávesami Ctrl+Enter.
      </p>
    </form>
  );
}

interface AttachmentsProps {
  files: UploadFile[];
  disabled: boolean;
  onFiles: (files: UploadFile[]) => void;
  /** A file refused (its reason), or null when a file is taken or removed. */
  onProblem: (problem: string | null) => void;
}

/** 'Přiložit soubor' and the files picked, each checked before it is kept. Memoized: typing renders no antd Upload again. */
const Attachments = memo(function Attachments({ files, disabled, onFiles, onProblem }: AttachmentsProps) {
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const fileProblem = attachmentError(file);
    if (fileProblem) {
      onProblem(`${file.name}: ${fileProblem}`);
      return Upload.LIST_IGNORE;
    }
    if (files.length + batch.indexOf(file) >= ATTACHMENTS_MAX) {
      onProblem(CONVERSATION_TEXTS.tooManyFiles);
      return Upload.LIST_IGNORE;
    }
    onProblem(null);
    // Kept here and sent with the message, not uploaded on its own.
    return false;
  };

  return (
    <Upload
      className="composer__files"
      accept={ATTACHMENT_ACCEPT}
      multiple
      fileList={files}
      beforeUpload={beforeUpload}
      onChange={({ fileList }) => onFiles(fileList.slice(0, ATTACHMENTS_MAX))}
      onRemove={() => onProblem(null)}
      disabled={disabled}
      showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
    >
      <Button icon={<PaperClipOutlined aria-hidden="true" />} disabled={disabled || files.length >= ATTACHMENTS_MAX}>
        Přiložit soubor
      </Button>
    </Upload>
  );
});

/** 'Odeslat' (memoized like the attachments: it changes only when the text empties or fills, and while sending). */
const SendButton = memo(function SendButton({ sending, disabled }: { sending: boolean; disabled: boolean }) {
  return (
    <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={sending} disabled={disabled}>
      {sending ? 'Odesílání…' : 'Odeslat'}
    </Button>
  );
});
