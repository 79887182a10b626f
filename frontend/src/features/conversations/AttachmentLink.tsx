import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { MessageAttachmentDto } from '../../api';
import { FileDownloadError, fetchFile } from '../../shared/fileDownload';
import { attachmentUrl, formatFileSize } from './conversationModel';
import './attachmentLink.css';

/**
 * A message's attachment: its name and size, downloaded through fetchFile (private files, never
 * cached; the manage link's token goes in the address). The href is the same address for a
 * modified click (a new tab downloads it too).
 */
export function AttachmentLink({
  conversationId,
  attachment,
  token,
}: {
  conversationId: number;
  attachment: MessageAttachmentDto;
  token?: string;
}) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const url = attachmentUrl(conversationId, attachment.id, token);
  const size = formatFileSize(attachment.sizeBytes);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile(url, attachment.fileName);
      saveAs(blob, fileName);
    } catch (error) {
      notification.error({
        title: 'Přílohu se nepodařilo stáhnout',
        description: error instanceof FileDownloadError ? error.message : 'Zkuste to prosím znovu.',
      });
    } finally {
      setBusy(false);
    }
  };

  const Icon = attachment.contentType === 'application/pdf' ? FilePdfOutlined : FileImageOutlined;
  return (
    <a
      className="msg-attachment"
      href={url}
      download={attachment.fileName}
      onClick={(event) => void download(event)}
      aria-busy={busy || undefined}
      aria-label={`Stáhnout přílohu ${attachment.fileName} (${size})`}
    >
      <Icon aria-hidden="true" />
      <span className="msg-attachment__name">{attachment.fileName}</span>
      <span className="msg-attachment__size">{size}</span>
    </a>
  );
}
