import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { multipart, useConversationsSendMutation } from '../../api';
import type { SendMessageFormDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
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
  const canSend = (text.trim() !== '' || files.length > 0) && !isLoading;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const fileProblem = attachmentError(file);
    if (fileProblem) {
      setProblem(`${file.name}: ${fileProblem}`);
      return Upload.LIST_IGNORE;
    }
    if (files.length + batch.indexOf(file) >= ATTACHMENTS_MAX) {
      setProblem(CONVERSATION_TEXTS.tooManyFiles);
      return Upload.LIST_IGNORE;
    }
    setProblem(null);
    // Kept here and sent with the message, not uploaded on its own.
    return false;
  };

  const submit = async () => {
    if (isLoading) return;
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

  return (
    <form
      className="composer"
      aria-label="Nová zpráva"
      aria-busy={isLoading || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={textId} className="sr-only">
        Zpráva
      </label>
      <Input.TextArea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            void submit();
          }
        }}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={MESSAGE_MAX}
        showCount
        placeholder="Napište zprávu…"
        readOnly={isLoading}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
      />
      {problem && <Alert id={problemId} className="composer__problem" type="error" showIcon title={problem} role="alert" />}
      <div className="composer__bar">
        <Upload
          className="composer__files"
          accept={ATTACHMENT_ACCEPT}
          multiple
          fileList={files}
          beforeUpload={beforeUpload}
          onChange={({ fileList }) => setFiles(fileList.slice(0, ATTACHMENTS_MAX))}
          onRemove={() => setProblem(null)}
          disabled={isLoading}
          showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
        >
          <Button icon={<PaperClipOutlined aria-hidden="true" />} disabled={isLoading || files.length >= ATTACHMENTS_MAX}>
            Přiložit soubor
          </Button>
        </Upload>
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={isLoading} disabled={!canSend}>
          {isLoading ? 'Odesílání…' : 'Odeslat'}
        </Button>
      </div>
      <p id={hintId} className="conv-muted composer__hint">
        PDF nebo obrázek JPG, PNG, WebP do 10 MB, nejvýše {ATTACHMENTS_MAX} soubory. Odeslat můžete i klávesami Ctrl+Enter.
      </p>
    </form>
  );
}
