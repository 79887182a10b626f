import { Input } from 'antd';
import { useState } from 'react';
import { useAdminDeleteReviewMutation, useAdminHideReviewMutation, useAdminRestoreReviewMutation } from '../../api';
import type { AdminReviewDto } from '../../api';
import { RowActionDialog } from './ActionDialog';

export type ReviewDecision = 'hide' | 'restore' | 'delete';

interface ReviewDialogProps {
  kind: ReviewDecision;
  /** The review the dialog acts on (kept while the dialog closes). */
  review: AdminReviewDto | null;
  open: boolean;
  onClose: () => void;
}

/** A hidden review is published again; a published reported one is kept (its reports closed). */
export const restoreLabel = (review: Pick<AdminReviewDto, 'status'>) => (review.status === 'hidden' ? 'Obnovit' : 'Ponechat');

const TEXTS: Record<ReviewDecision, { title: string; confirm: string; pending: string; success: string; failure: string; danger: boolean }> = {
  hide: {
    title: 'Skrýt hodnocení',
    confirm: 'Skrýt',
    pending: 'Skrývání...',
    success: 'Hodnocení bylo skryto',
    failure: 'Nepodařilo se skrýt hodnocení',
    danger: true,
  },
  restore: {
    title: 'Obnovit hodnocení',
    confirm: 'Potvrdit',
    pending: 'Ukládání...',
    success: 'Hodnocení je zveřejněné',
    failure: 'Nepodařilo se obnovit hodnocení',
    danger: false,
  },
  delete: {
    title: 'Smazat hodnocení',
    confirm: 'Smazat natrvalo',
    pending: 'Mazání...',
    success: 'Hodnocení bylo smazáno',
    failure: 'Nepodařilo se smazat hodnocení',
    danger: true,
  },
};

/** What the decision does, shown above the reason. */
function effect(kind: ReviewDecision, review: AdminReviewDto): string {
  if (kind === 'hide') return 'Hodnocení zmizí z profilu dodavatele i z jeho průměru. Autorovi pošleme e-mail s důvodem.';
  if (kind === 'restore') {
    return review.status === 'hidden'
      ? 'Hodnocení se znovu zobrazí na profilu dodavatele a započítá se do průměru.'
      : 'Hodnocení zůstane zveřejněné a jeho nahlášení se uzavřou.';
  }
  return review.status === 'pending'
    ? 'Nepotvrzené hodnocení bude natrvalo smazáno. Tuto akci nelze vrátit zpět.'
    : 'Hodnocení bude natrvalo smazáno a autorovi pošleme e-mail s důvodem. Tuto akci nelze vrátit zpět.';
}

/** Hide, restore (keep) or delete a review: a required reason, recorded in the audit log. */
export function ReviewDecisionDialog({ kind, review, open, onClose }: ReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [hide, hiding] = useAdminHideReviewMutation();
  const [restore, restoring] = useAdminRestoreReviewMutation();
  const [remove, removing] = useAdminDeleteReviewMutation();
  const texts = TEXTS[kind];
  const mutations = { hide, restore, delete: remove };
  const pending = { hide: hiding, restore: restoring, delete: removing }[kind].isLoading;
  const fieldId = `admin-review-${kind}-reason`;
  return (
    <RowActionDialog
      row={review}
      open={open}
      onClose={onClose}
      title={kind === 'restore' && review ? `${restoreLabel(review)} hodnocení` : texts.title}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      pending={pending}
      danger={texts.danger}
      confirmDisabled={reason.trim() === ''}
      action={(row) => mutations[kind]({ id: row.id, moderateReviewDto: { reason: reason.trim() } }).unwrap()}
      successTitle={(answer) => (answer as { message?: string }).message || texts.success}
      failureTitle={texts.failure}
      afterClose={() => setReason('')}
    >
      {(row) => (
        <>
          <p className="admin-dialog__subject">{`${row.reviewerName} – ${row.companyName ?? `dodavatel #${row.providerId}`} (${row.overallRating}/5)`}</p>
          <p>{effect(kind, row)}</p>
          <label htmlFor={fieldId} className="admin-dialog__label">
            Důvod <span aria-hidden="true">*</span>
          </label>
          <Input.TextArea
            id={fieldId}
            rows={3}
            autoFocus
            required
            aria-required="true"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Např. reklama na jinou firmu, urážky, ověřeno u dodavatele"
          />
        </>
      )}
    </RowActionDialog>
  );
}
