import { Button, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import type { ReportOutcome, ReportReasonChoice } from './ReportButton';

export interface ReportDialogProps<Reason extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  question: string;
  hint: string;
  reasons: readonly ReportReasonChoice<Reason>[];
  noteMax: number;
  onReport: (reason: Reason, note: string | undefined) => Promise<ReportOutcome>;
}

/**
 * The report dialog (a reason from a list and an optional note): antd's Modal, Radio and TextArea, so it
 * loads with antd when 'Nahlásit' is first clicked (ReportButton renders it lazily).
 */
export default function ReportDialog<Reason extends string>({
  open,
  onClose,
  title,
  question,
  hint,
  reasons,
  noteMax,
  onReport,
}: ReportDialogProps<Reason>) {
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
      if (outcome !== 'failed') onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={sending ? undefined : onClose}
      afterClose={() => {
        setReason(null);
        setNote('');
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={sending}>
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
  );
}
