import { FlagOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useReviewsReportMutation } from '../../api';
import type { ReportReviewDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';

type ReportReason = ReportReviewDto['reason'];

/** The reasons offered, in the order shown (the server's list, review-moderation-rules.ts). */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam nebo reklama' },
  { value: 'offensive', label: 'Urážlivý obsah' },
  { value: 'fake', label: 'Falešné hodnocení' },
  { value: 'conflict', label: 'Střet zájmů' },
  { value: 'other', label: 'Jiný důvod' },
];

export const REPORT_NOTE_MAX = 1000;
export const REPORT_THANKS = 'Děkujeme, hodnocení prověříme';

/**
 * 'Nahlásit' on a published review: a small dialog with the reason and an optional note. The review
 * stays visible until an admin decides; the reviewed provider's own report is marked by the server.
 */
export function ReviewReportButton({ reviewId, reviewerName }: { reviewId: number; reviewerName: string }) {
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [report, { isLoading }] = useReviewsReportMutation();
  const ids = useId();
  const reasonLabel = `${ids}-reason`;
  const noteId = `${ids}-note`;

  const send = async () => {
    if (!reason) return;
    try {
      await report({ id: reviewId, reportReviewDto: { reason, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap();
      notification.success({ title: REPORT_THANKS });
      setOpen(false);
    } catch (error) {
      // Reported before from here: nothing more to do, so say so and close.
      if (errorStatus(error) === 409) {
        notification.info({ title: errorMessage(error, 'Toto hodnocení jste už nahlásili') });
        setOpen(false);
        return;
      }
      notification.error({ title: 'Hodnocení se nepodařilo nahlásit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        className="review__report"
        icon={<FlagOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-label={`Nahlásit hodnocení od ${reviewerName}`}
        onClick={() => setOpen(true)}
      >
        Nahlásit
      </Button>
      <Modal
        open={open}
        title="Nahlásit hodnocení"
        onCancel={isLoading ? undefined : () => setOpen(false)}
        afterClose={() => {
          setReason(null);
          setNote('');
        }}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={isLoading}>
            Zrušit
          </Button>,
          <Button key="send" type="primary" onClick={() => void send()} disabled={!reason || isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Odesílání…' : 'Odeslat'}
          </Button>,
        ]}
      >
        <p id={reasonLabel}>Proč hodnocení nahlašujete?</p>
        <Radio.Group
          aria-labelledby={reasonLabel}
          className="review-report__reasons"
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
          options={REPORT_REASONS}
        />
        <label htmlFor={noteId} className="review-report__label">
          Poznámka (nepovinná)
        </label>
        <Input.TextArea id={noteId} rows={3} maxLength={REPORT_NOTE_MAX} showCount value={note} onChange={(event) => setNote(event.target.value)} />
        <p className="portfolio-muted review-report__hint">Hodnocení zůstane zveřejněné, dokud ho neprověříme.</p>
      </Modal>
    </>
  );
}
