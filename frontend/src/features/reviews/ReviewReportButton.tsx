import { useReviewsReportMutation } from '../../api';
import type { ReportReviewDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { ReportButton, type ReportOutcome, type ReportReasonChoice } from '../../shared/ReportButton';
import { notify } from '../../shared/ui/notify';

type ReportReason = ReportReviewDto['reason'];

/** The reasons offered, in the order shown (the server's list, review-moderation-rules.ts). */
export const REPORT_REASONS: ReportReasonChoice<ReportReason>[] = [
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
 * stays visible until an admin decides; the reviewed provider's own report is marked by the server. Toasts
 * through notify: the public portfolio renders without antd's App.
 */
export function ReviewReportButton({ reviewId, reviewerName }: { reviewId: number; reviewerName: string }) {
  const [report] = useReviewsReportMutation();

  const send = async (reason: ReportReason, note: string | undefined): Promise<ReportOutcome> => {
    try {
      await report({ id: reviewId, reportReviewDto: { reason, ...(note ? { note } : {}) } }).unwrap();
      void notify('success', { title: REPORT_THANKS });
      return 'sent';
    } catch (error) {
      // Reported before from here: nothing more to do, so say so and close.
      if (errorStatus(error) === 409) {
        void notify('info', { title: errorMessage(error, 'Toto hodnocení jste už nahlásili') });
        return 'known';
      }
      void notify('error', { title: 'Hodnocení se nepodařilo nahlásit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
      return 'failed';
    }
  };

  return (
    <ReportButton
      className="review__report"
      ariaLabel={`Nahlásit hodnocení od ${reviewerName}`}
      title="Nahlásit hodnocení"
      question="Proč hodnocení nahlašujete?"
      hint="Hodnocení zůstane zveřejněné, dokud ho neprověříme."
      reasons={REPORT_REASONS}
      noteMax={REPORT_NOTE_MAX}
      onReport={send}
    />
  );
}
