import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../shared/LinkButton';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import '../../shared/conversations.css';
import { paths } from '../../shared/paths';

/** The thread of ?c={id}: a positive integer, else none. */
export function parseConversationId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /zpravy (signed in): the inbox. From 900 px the list and the open thread side by side; on a
 * phone one of them at a time, the thread with a way back to the list. ?c={id} opens a thread
 * (the e-mails about new messages link here).
 */
export default function ConversationsPage() {
  const [params] = useSearchParams();
  const selectedId = parseConversationId(params.get('c'));
  const listTitleId = useId();

  return (
    <div className="page inbox-page">
      <h1 className="inbox__title">Zprávy</h1>
      <div className={`inbox ${selectedId ? 'inbox--thread-open' : 'inbox--list-only'}`}>
        <section className="inbox__pane inbox__list-pane" aria-labelledby={listTitleId}>
          <h2 id={listTitleId} className="sr-only">
            Konverzace
          </h2>
          <ConversationList selectedId={selectedId} />
        </section>
        <section className="inbox__pane inbox__thread-pane" aria-label="Otevřená konverzace">
          {selectedId ? (
            <>
              <LinkButton to={paths.conversations} type="link" className="inbox__back" icon={<ArrowLeftOutlined aria-hidden="true" />}>
                Všechny konverzace
              </LinkButton>
              <ConversationThread conversationId={selectedId} />
            </>
          ) : (
            <div className="inbox__placeholder">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Vyberte konverzaci ze seznamu." />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
