import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { lazy, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { PlainLinkButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { ConversationList, InboxEmpty } from './ConversationList';
import '../../shared/conversations.css';
import { paths } from '../../shared/paths';

// The page is a plain one (app/plainPages.ts): the list draws without antd; an open thread (its composer, upload and
// reports are antd's) loads with it.
const ConversationThread = lazy(() => import('./ConversationThread').then((module) => ({ default: module.ConversationThread })));

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
/** While an open thread's code loads. */
function ThreadLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Načítání konverzace…
      </p>
      <PlainSkeleton avatar rows={4} />
    </div>
  );
}

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
              <PlainLinkButton to={paths.conversations} variant="link" className="inbox__back" icon={<ArrowLeftOutlined aria-hidden="true" />}>
                Všechny konverzace
              </PlainLinkButton>
              <AntdBoundary fallback={<ThreadLoading />}>
                <ConversationThread conversationId={selectedId} />
              </AntdBoundary>
            </>
          ) : (
            <div className="inbox__placeholder">
              <InboxEmpty>Vyberte konverzaci ze seznamu.</InboxEmpty>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
