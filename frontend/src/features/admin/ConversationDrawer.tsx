import { FlagOutlined } from '@ant-design/icons';
import { Drawer, Grid, Skeleton } from 'antd';
import { Tag } from '../../shared/ui/Tag';
import { useEffect, useRef } from 'react';
import { useAdminConversationMessagesQuery } from '../../api';
import type { MessageDto, MessageReportDto } from '../../api';
import { formatDateTime } from '../../shared/format';
import { RetryAlert } from '../../shared/RetryAlert';
import { AttachmentLink } from '../conversations';
import { CONVERSATION_SIDE_LABELS, MESSAGE_REPORT_REASON_LABELS, QUESTION_THREAD_LABEL } from './adminParams';

/** Who wrote a message, as the admin reads the thread. */
export function senderLabel(message: Pick<MessageDto, 'senderSide'>, report: MessageReportDto): string {
  if (message.senderSide === 'system') return 'Svatby (systémová zpráva)';
  if (message.senderSide === 'provider') return `Dodavatel: ${report.providerName}`;
  // The couple's name is known when the reported message is theirs.
  return report.message.senderSide === 'couple' ? `Pár: ${report.sender.name}` : CONVERSATION_SIDE_LABELS.couple;
}

function ThreadMessage({ message, report }: { message: MessageDto; report: MessageReportDto }) {
  const reported = message.id === report.message.id;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // The reported message is what the admin came for: bring it into view in a long thread.
    if (reported) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [reported]);
  const className = [
    'admin-thread__message',
    `admin-thread__message--${message.senderSide}`,
    reported ? 'admin-thread__message--reported' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li ref={ref} className={className} aria-current={reported ? 'true' : undefined}>
      <article aria-label={`${senderLabel(message, report)}, ${formatDateTime(message.createdAt)}`}>
        <header className="admin-thread__head">
          <strong>{senderLabel(message, report)}</strong>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {reported && (
            <Tag className="admin-badge admin-badge--marked" icon={<FlagOutlined aria-hidden="true" />}>
              Nahlášená zpráva
            </Tag>
          )}
        </header>
        {message.body.trim() && <p className="admin-thread__body">{message.body}</p>}
        {message.attachments.length > 0 && (
          <ul className="admin-thread__files" aria-label="Přílohy">
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentLink conversationId={message.conversationId} attachment={attachment} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function ThreadContent({ report }: { report: MessageReportDto }) {
  const thread = useAdminConversationMessagesQuery({ id: report.conversationId });
  if (thread.isError && !thread.data) {
    return (
      <RetryAlert
        title="Konverzaci se nepodařilo načíst"
        error={thread.error}
        fallback="Zkuste to prosím znovu."
        onRetry={() => thread.refetch()}
      />
    );
  }
  if (!thread.data) {
    return (
      <div role="status" aria-label="Načítání konverzace…">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const { messages, hasOlder } = thread.data;
  return (
    <>
      {hasOlder && <p className="admin-dialog__hint">Starší zprávy nejsou zobrazeny.</p>}
      {messages.length === 0 ? (
        <p className="admin-dialog__hint">Konverzace neobsahuje žádné zprávy.</p>
      ) : (
        <ol className="admin-thread" aria-label="Zprávy konverzace">
          {messages.map((message) => (
            <ThreadMessage key={message.id} message={message} report={report} />
          ))}
        </ol>
      )}
    </>
  );
}

export interface ConversationDrawerProps {
  /** The report whose conversation is shown (kept while the drawer closes). */
  report: MessageReportDto | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Zobrazit konverzaci': the whole thread of a reported message, read-only, the reported message
 * marked and scrolled to, attachments downloadable. Full width on phones.
 */
export function ConversationDrawer({ report, open, onClose }: ConversationDrawerProps) {
  const wide = Grid.useBreakpoint().md === true;
  return (
    <Drawer
      open={open && report !== null}
      onClose={onClose}
      placement="right"
      size={wide ? 640 : '100%'}
      destroyOnHidden
      title={report ? `Konverzace: ${report.providerName}` : 'Konverzace'}
      rootClassName="admin-conversation-drawer"
    >
      {report && (
        <>
          <dl className="admin-details admin-thread__facts">
            <div className="admin-details__item admin-details__item--wide">
              <dt>Poptávka</dt>
              <dd>{report.requestTitle ?? QUESTION_THREAD_LABEL}</dd>
            </div>
            <div className="admin-details__item">
              <dt>Důvod nahlášení</dt>
              <dd>{MESSAGE_REPORT_REASON_LABELS[report.reason] ?? report.reason}</dd>
            </div>
            <div className="admin-details__item">
              <dt>Nahlásil</dt>
              <dd>{CONVERSATION_SIDE_LABELS[report.reporterSide] ?? report.reporterSide}</dd>
            </div>
            {report.note?.trim() && (
              <div className="admin-details__item admin-details__item--wide">
                <dt>Poznámka k nahlášení</dt>
                <dd className="admin-details__text">{report.note}</dd>
              </div>
            )}
          </dl>
          <ThreadContent report={report} />
        </>
      )}
    </Drawer>
  );
}
