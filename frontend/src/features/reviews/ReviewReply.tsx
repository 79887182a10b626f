import { lazy, useState } from 'react';
import { useAccountProviderQuery } from '../../api';
import type { ReviewDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { formatDate } from '../../shared/format';

/** The owner's tools use antd: only the reviewed provider (signed in) loads them. */
const ReviewReplyOwner = lazy(() => import('./ReviewReplyOwner'));

/**
 * Under a review: the provider's public reply, and for the reviewed provider itself (signed in)
 * 'Odpovědět' / 'Upravit odpověď' / 'Smazat odpověď' with an inline editor.
 */
export function ReviewReply({ review, providerId }: { review: ReviewDto; providerId: number }) {
  const own = useAccountProviderQuery().data?.id === providerId;
  const [editing, setEditing] = useState(false);
  const reply = review.reply;
  return (
    <>
      {reply && !editing && (
        <div className="review__reply">
          <p className="review__reply-head">
            {`Odpověď dodavatele ${reply.companyName}`}
            <time dateTime={reply.updatedAt}>{formatDate(reply.updatedAt)}</time>
          </p>
          <p className="review__reply-text">{reply.text}</p>
        </div>
      )}
      {own && (
        <AntdBoundary>
          <ReviewReplyOwner review={review} editing={editing} onEditingChange={setEditing} />
        </AntdBoundary>
      )}
    </>
  );
}
