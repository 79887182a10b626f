import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { api, useAppDispatch, useConversationsMarkReadMutation, useConversationsMessagesQuery } from '../../api';
import type { AppState, ConversationsMessagesApiArg } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { errorStatus } from '../../shared/errors';
import { RetryAlert } from '../../shared/RetryAlert';
import { conversationSubject, mergeMessagePages, offerStatusTag, TOKEN_POLL_MS } from './conversationModel';
import { MessageComposer } from './MessageComposer';
import { ThreadMessages } from './ThreadMessages';
import '../../shared/conversations.css';
import './threadOffers.css';
import { formatDate } from '../../shared/format';
import { href } from '../../shared/paths';

export interface ConversationThreadProps {
  conversationId: number;
  /** The request's manage-link token (a couple without an account): the thread polls instead of live events. */
  token?: string;
  /** The level of the thread's heading (the counterpart's name) where it is embedded; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** Subscribes to an older page of the thread (its data is read by the thread through the cache). */
function OlderPage({ args }: { args: ConversationsMessagesApiArg }) {
  useConversationsMessagesQuery(args);
  return null;
}

/**
 * One conversation: who and what it is about (the couple's one thread with the provider: each offer
 * and the request it answers in a card under the heading), the messages by day ('Načíst starší' pages back), the
 * composer. Marks the thread read when it shows unread messages (also when one arrives while it is
 * open, and only while the tab is visible). Signed-in users get new messages through the event
 * stream (app/useEventStream); with a manage-link `token` it asks again every 15 s.
 */
export function ConversationThread(props: ConversationThreadProps) {
  // A new thread starts afresh: no older pages, scrolled to its newest message.
  return <Thread key={`${props.conversationId}:${props.token ?? ''}`} {...props} />;
}

function Thread({ conversationId, token, headingLevel = 2 }: ConversationThreadProps) {
  const args = useMemo<ConversationsMessagesApiArg>(() => (token ? { id: conversationId, token } : { id: conversationId }), [conversationId, token]);
  const latest = useConversationsMessagesQuery(args, { pollingInterval: token ? TOKEN_POLL_MS : 0 });
  // `before` of each older page asked for, newest first.
  const [cursors, setCursors] = useState<number[]>([]);
  const olderSelectors = useMemo(
    () => cursors.map((before) => api.endpoints.conversationsMessages.select({ ...args, before })),
    [cursors, args],
  );
  const older = useSelector((state: AppState) => olderSelectors.map((select) => select(state)), shallowEqual);
  const [markRead] = useConversationsMarkReadMutation();
  const dispatch = useAppDispatch();
  const listRef = useRef<HTMLDivElement>(null);
  const markedUpTo = useRef<number | null>(null);
  const keepPosition = useRef<{ height: number; top: number } | null>(null);

  const messages = useMemo(
    () => mergeMessagePages([...older.map((page) => page.data?.messages).reverse(), latest.data?.messages]),
    [older, latest.data],
  );
  const newestId = messages.length > 0 ? messages[messages.length - 1].id : null;
  const oldestId = messages.length > 0 ? messages[0].id : null;
  const oldestPage = older.length > 0 ? older[older.length - 1] : null;
  const hasOlder = oldestPage ? oldestPage.data?.hasOlder === true : latest.data?.hasOlder === true;
  const loadingOlder = oldestPage !== null && oldestPage.isLoading;
  const olderFailed = oldestPage !== null && oldestPage.isError;
  const unread = latest.data?.conversation.unreadCount ?? 0;

  // Unread messages shown: mark them read once per newest message (the event of a new one brings a
  // fresh thread with unreadCount > 0 again). A hidden tab waits until it is looked at.
  useEffect(() => {
    if (unread === 0 || newestId === null || markedUpTo.current === newestId) return undefined;
    const mark = () => {
      markedUpTo.current = newestId;
      void markRead({ id: conversationId, markReadDto: token ? { token } : {} });
    };
    if (document.visibilityState !== 'hidden') {
      mark();
      return undefined;
    }
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      mark();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unread, newestId, conversationId, token, markRead]);

  // The newest message in view: on opening and when one arrives.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && newestId !== null) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  // Older messages come in above: the ones being read stay where they were.
  useLayoutEffect(() => {
    const list = listRef.current;
    const kept = keepPosition.current;
    if (!list || !kept) return;
    keepPosition.current = null;
    list.scrollTop = list.scrollHeight - kept.height + kept.top;
  }, [oldestId]);

  const loadOlder = () => {
    if (oldestId === null) return;
    if (olderFailed) {
      // The same page again.
      const before = cursors[cursors.length - 1];
      void dispatch(api.endpoints.conversationsMessages.initiate({ ...args, before }, { subscribe: false, forceRefetch: true }));
      return;
    }
    const list = listRef.current;
    if (list) keepPosition.current = { height: list.scrollHeight, top: list.scrollTop };
    setCursors((current) => (current.includes(oldestId) ? current : [...current, oldestId]));
  };

  if (latest.isLoading) {
    return (
      <div className="thread" aria-busy="true">
        <p className="sr-only" role="status">
          Načítání konverzace…
        </p>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }

  if (!latest.data) {
    if (errorStatus(latest.error) === 404) {
      return (
        <div className="thread">
          <Alert type="warning" showIcon title="Konverzace nenalezena" description="Konverzace neexistuje nebo k ní nemáte přístup." />
        </div>
      );
    }
    return (
      <div className="thread">
        <RetryAlert title="Konverzaci se nepodařilo načíst" error={latest.error} onRetry={() => latest.refetch()} retrying={latest.isFetching} />
      </div>
    );
  }

  const current = latest.data.conversation;
  const Heading = `h${headingLevel}` as const;
  const status = offerStatusTag(current.offerStatus);
  const name = current.counterpart.name;

  return (
    <div className="thread">
      <header className="thread__header">
        <Avatar name={name} imageUrl={current.counterpart.imageUrl} size={40} />
        <div className="thread__who">
          <Heading className="thread__name">
            {current.counterpart.providerId ? <Link to={href.portfolio(current.counterpart.providerId)}>{name}</Link> : name}
          </Heading>
          <p className="thread__subject">
            {conversationSubject(current)}
            {status && (
              <Tag color={status.color} className="thread__status">
                {status.label}
              </Tag>
            )}
          </p>
        </div>
      </header>
      {current.offers.length > 0 && (
        <ul className="thread__offers" aria-label="Nabídky a poptávky v konverzaci">
          {current.offers.map((offer) => {
            const tag = offerStatusTag(offer.status);
            return (
              <li key={offer.offerId} className="thread__offer">
                <span className="thread__offer-label">Poptávka</span>
                <span className="thread__offer-title">{offer.request.title}</span>
                <span className="thread__offer-meta">
                  {offer.request.weddingDate ? formatDate(offer.request.weddingDate) : 'Datum nevybráno'} · {offer.request.location}
                </span>
                {tag && (
                  <Tag color={tag.color} className="thread__offer-status">
                    {tag.label}
                  </Tag>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div ref={listRef} className="thread__messages" tabIndex={0} role="log" aria-label={`Zprávy s ${name}`} aria-live="polite">
        {cursors.map((before) => (
          <OlderPage key={before} args={{ ...args, before }} />
        ))}
        {(hasOlder || olderFailed) && (
          <div className="thread__older">
            <Button size="small" onClick={loadOlder} loading={loadingOlder}>
              Načíst starší
            </Button>
            {olderFailed && <span className="conv-error">Starší zprávy se nepodařilo načíst.</span>}
          </div>
        )}
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Zatím tu nejsou žádné zprávy. Napište první." />
        ) : (
          <ThreadMessages conversationId={conversationId} messages={messages} counterpartName={name} token={token} />
        )}
      </div>
      <MessageComposer conversationId={conversationId} token={token} />
    </div>
  );
}
