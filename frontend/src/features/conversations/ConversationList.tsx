import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useConversationsListQuery } from '../../api';
import type { ConversationSummaryDto } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { plural } from '../../shared/format';
import { PlainButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Tag } from '../../shared/ui/Tag';
import { RetryAlert } from '../../shared/RetryAlert';
import { conversationSubject, formatListTime, INBOX_PAGE_SIZE, offerStatusTag } from './conversationModel';
import { href } from '../../shared/paths';

const NONE: ReadonlySet<number> = new Set();

/** An empty list's or pane's note (antd's simple Empty, without its picture). */
export function InboxEmpty({ children }: { children: ReactNode }) {
  return <p className="inbox__empty">{children}</p>;
}

/** Who wrote the last message, as its preview starts: 'Vy: ', 'Svatby: ' or nothing (the other side). */
function previewPrefix(conversation: ConversationSummaryDto): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  if (last.senderSide === 'system') return 'Svatby: ';
  return last.senderSide === conversation.side ? 'Vy: ' : '';
}

function ConversationListItem({ conversation, selected }: { conversation: ConversationSummaryDto; selected: boolean }) {
  const status = offerStatusTag(conversation.offerStatus);
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  const preview = last ? `${previewPrefix(conversation)}${last.body || 'Příloha'}` : 'Zatím bez zpráv';
  return (
    <Link
      to={href.conversation(conversation.id)}
      className={`conv-item${unread > 0 ? ' conv-item--unread' : ''}`}
      aria-current={selected ? 'page' : undefined}
    >
      <Avatar name={conversation.counterpart.name} imageUrl={conversation.counterpart.imageUrl} size={40} />
      <span className="conv-item__body">
        <span className="conv-item__top">
          <span className="conv-item__name">{conversation.counterpart.name}</span>
          <time className="conv-item__time" dateTime={last?.createdAt ?? conversation.lastMessageAt}>
            {formatListTime(last?.createdAt ?? conversation.lastMessageAt)}
          </time>
        </span>
        <span className="conv-item__subject">
          <span>{conversationSubject(conversation)}</span>
          {status && <Tag color={status.color}>{status.label}</Tag>}
        </span>
        <span className="conv-item__bottom">
          <span className="conv-item__preview">{preview}</span>
          {unread > 0 && (
            <span className="conv-item__unread">
              {unread}
              <span className="sr-only"> {plural(unread, ['nepřečtená zpráva', 'nepřečtené zprávy', 'nepřečtených zpráv'])}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/**
 * One page of the list and, after it, the next pages asked for: each page is its own cached query
 * (refreshed by the 'Conversations' tag), and a thread that moved up to an earlier page is not
 * shown twice.
 */
function ListPage({ page, lastPage, seen, selectedId }: { page: number; lastPage: number; seen: ReadonlySet<number>; selectedId: number | null }) {
  const { data } = useConversationsListQuery({ page, pageSize: INBOX_PAGE_SIZE });
  const items = useMemo(() => (data?.items ?? []).filter((item) => !seen.has(item.id)), [data, seen]);
  const nextSeen = useMemo(() => new Set([...seen, ...items.map((item) => item.id)]), [seen, items]);
  return (
    <>
      {items.map((conversation) => (
        <li key={conversation.id}>
          <ConversationListItem conversation={conversation} selected={conversation.id === selectedId} />
        </li>
      ))}
      {page < lastPage && <ListPage page={page + 1} lastPage={lastPage} seen={nextSeen} selectedId={selectedId} />}
    </>
  );
}

/** The signed-in user's threads, newest activity first, 20 at a time ('Načíst další'). */
export function ConversationList({ selectedId }: { selectedId: number | null }) {
  const [pages, setPages] = useState(1);
  const first = useConversationsListQuery({ page: 1, pageSize: INBOX_PAGE_SIZE });
  const last = useConversationsListQuery({ page: pages, pageSize: INBOX_PAGE_SIZE });

  if (first.isLoading) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Načítání konverzací…
        </p>
        <PlainSkeleton avatar rows={2} />
        <PlainSkeleton avatar rows={2} />
      </div>
    );
  }
  if (!first.data) {
    return <RetryAlert title="Zprávy se nepodařilo načíst" error={first.error} onRetry={() => first.refetch()} retrying={first.isFetching} small />;
  }
  if (first.data.total === 0) {
    return (
      <InboxEmpty>
        <strong>Zatím nemáte žádné zprávy</strong>
        <br />
        Konverzace začne nabídkou na poptávku nebo dotazem z portfolia dodavatele.
      </InboxEmpty>
    );
  }
  const total = last.data?.total ?? first.data.total;
  const hasMore = total > pages * INBOX_PAGE_SIZE;
  return (
    <>
      <ul className="conv-list">
        <ListPage page={1} lastPage={pages} seen={NONE} selectedId={selectedId} />
      </ul>
      {last.isError && (
        <RetryAlert title="Další konverzace se nepodařilo načíst" error={last.error} onRetry={() => last.refetch()} retrying={last.isFetching} small />
      )}
      {hasMore && !last.isError && (
        <div className="conv-list__more">
          <PlainButton onClick={() => setPages(pages + 1)} loading={last.isFetching && !last.data}>
            Načíst další
          </PlainButton>
        </div>
      )}
    </>
  );
}
