import { App, Button, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useReviewsDeleteReplyMutation, useReviewsReplyMutation } from '../../api';
import type { ReviewDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { REVIEW_TEXT_MAX } from './reviewForm';

/**
 * The reviewed provider's tools under a review ('Odpovědět' / 'Upravit odpověď' / 'Smazat odpověď' and the inline
 * editor): antd, loaded only for the provider on its own portfolio (ReviewReply renders it lazily).
 */
export default function ReviewReplyOwner({
  review,
  editing,
  onEditingChange,
}: {
  review: ReviewDto;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  return editing ? (
    <ReplyEditor review={review} onClose={() => onEditingChange(false)} />
  ) : (
    <OwnerActions review={review} onEdit={() => onEditingChange(true)} />
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
