import { FlagOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import './reportButton.css';

export interface ReportReasonChoice<Reason extends string> {
  value: Reason;
  label: string;
}

/** How a report ended: 'sent' and 'known' (reported before: the server's 409) close the dialog. */
export type ReportOutcome = 'sent' | 'known' | 'failed';

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
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const ids = useId();
  const reasonLabel = `${ids}-reason`;
  const noteId = `${ids}-note`;

  const send = async () => {
    if (!reason) return;
    setSending(true);
    try {
      const outcome = await onReport(reason, note.trim() || undefined);
      if (outcome !== 'failed') setOpen(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        className={className}
        icon={<FlagOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        Nahlásit
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={sending ? undefined : () => setOpen(false)}
        afterClose={() => {
          setReason(null);
          setNote('');
        }}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={sending}>
            Zrušit
          </Button>,
          <Button key="send" type="primary" onClick={() => void send()} disabled={!reason || sending} aria-busy={sending || undefined}>
            {sending ? 'Odesílání…' : 'Odeslat'}
          </Button>,
        ]}
      >
        <p id={reasonLabel}>{question}</p>
        <Radio.Group
          aria-labelledby={reasonLabel}
          className="report-dialog__reasons"
          value={reason}
          onChange={(event) => setReason(event.target.value as Reason)}
          options={reasons as ReportReasonChoice<Reason>[]}
        />
        <label htmlFor={noteId} className="report-dialog__label">
          Poznámka (nepovinná)
        </label>
        <Input.TextArea id={noteId} rows={3} maxLength={noteMax} showCount value={note} onChange={(event) => setNote(event.target.value)} />
        <p className="report-dialog__hint">{hint}</p>
      </Modal>
    </>
  );
}
