import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import { lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { AntdBoundary } from './antd/AntdBoundary';
import { PlainButton } from './PlainButton';
import type { ReportDialogProps } from './ReportDialog';
import { useOpenedOnce } from './useOpenedOnce';
import './reportButton.css';

export interface ReportReasonChoice<Reason extends string> {
  value: Reason;
  label: string;
}

/** How a report ended: 'sent' and 'known' (reported before: the server's 409) close the dialog. */
export type ReportOutcome = 'sent' | 'known' | 'failed';

/** The dialog (antd) loads on the first click: the button sits on the public portfolio, which renders without antd. */
const ReportDialog = lazy(() => import('./ReportDialog')) as unknown as ComponentType<ReportDialogProps<string>>;

/**
 * 'Nahlásit' and its dialog (a reason from a list and an optional note), for whatever can be reported
 * (a review, a message). The caller sends the report, tells the user how it went and answers the outcome.
 */
export function ReportButton<Reason extends string>({
  ariaLabel,
  title,
  question,
  hint,
  reasons,
  noteMax,
  className,
  onReport,
}: {
  /** The button's accessible name: 'Nahlásit hodnocení od Jana'. */
  ariaLabel: string;
  title: string;
  question: string;
  hint: string;
  reasons: readonly ReportReasonChoice<Reason>[];
  noteMax: number;
  className?: string;
  onReport: (reason: Reason, note: string | undefined) => Promise<ReportOutcome>;
}) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);

  return (
    <>
      <PlainButton
        variant="link"
        className={['report-button', className].filter(Boolean).join(' ')}
        icon={<FlagOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        Nahlásit
      </PlainButton>
      {mounted && (
        <AntdBoundary>
          <ReportDialog
            open={open}
            onClose={() => setOpen(false)}
            title={title}
            question={question}
            hint={hint}
            reasons={reasons}
            noteMax={noteMax}
            onReport={onReport as (reason: string, note: string | undefined) => Promise<ReportOutcome>}
          />
        </AntdBoundary>
      )}
    </>
  );
}
