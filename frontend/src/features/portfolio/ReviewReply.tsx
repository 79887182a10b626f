import { App, Button, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useAccountProviderQuery, useReviewsDeleteReplyMutation, useReviewsReplyMutation } from '../../api';
import type { ReviewDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { REVIEW_TEXT_MAX } from './reviewForm';

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
      {own && (editing ? <ReplyEditor review={review} onClose={() => setEditing(false)} /> : <OwnerActions review={review} onEdit={() => setEditing(true)} />)}
    </>
  );
}

function OwnerActions({ review, onEdit }: { review: ReviewDto; onEdit: () => void }) {
  const { notification } = App.useApp();
  const [remove, { isLoading }] = useReviewsDeleteReplyMutation();
  const onDelete = async () => {
    try {
      await remove({ id: review.id }).unwrap();
      notification.success({ title: 'Odpověď byla smazána' });
    } catch (error) {
      notification.error({ title: 'Odpověď se nepodařilo smazat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <div className="review__reply-actions">
      <Button size="small" onClick={onEdit}>
        {review.reply ? 'Upravit odpověď' : 'Odpovědět'}
      </Button>
      {review.reply && (
        <Popconfirm title="Smazat odpověď?" okText="Smazat" cancelText="Zrušit" okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button size="small" danger loading={isLoading}>
            Smazat odpověď
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

function ReplyEditor({ review, onClose }: { review: ReviewDto; onClose: () => void }) {
  const { notification } = App.useApp();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [save, { isLoading }] = useReviewsReplyMutation();
  const onSave = async () => {
    try {
      await save({ id: review.id, reviewReplyBodyDto: { text } }).unwrap();
      notification.success({ title: 'Odpověď je zveřejněná' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Odpověď se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <div className="review__reply-editor">
      <Input.TextArea
        aria-label={`Odpověď na hodnocení od ${review.reviewerName}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_TEXT_MAX}
        showCount
        rows={3}
        placeholder="Veřejná odpověď, kterou uvidí všichni návštěvníci profilu"
      />
      <div className="review__reply-actions">
        <Button size="small" type="primary" onClick={onSave} loading={isLoading} disabled={!text.trim()}>
          Zveřejnit odpověď
        </Button>
        <Button size="small" onClick={onClose} disabled={isLoading}>
          Zrušit
        </Button>
      </div>
    </div>
  );
}
