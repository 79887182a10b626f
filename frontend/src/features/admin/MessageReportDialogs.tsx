import { Checkbox, Input } from 'antd';
import { useState } from 'react';
import {
  useAdminResolveMessageReportMutation,
  useAdminSetMessagingBlockMutation,
  useAdminSetRequestMessagingBlockMutation,
} from '../../api';
import type { MessageReportDto } from '../../api';
import { RowActionDialog } from './ActionDialog';
import { MESSAGE_REPORT_REASON_LABELS } from './adminParams';

export type MessageReportDecision = 'dismiss' | 'block' | 'unblock';

/** The server's limit of a block reason (conversation-rules.ts BLOCK_REASON_MAX). */
export const BLOCK_REASON_MAX = 500;

interface MessageReportDialogProps {
  kind: MessageReportDecision;
  /** The report the dialog acts on (kept while the dialog closes). */
  report: MessageReportDto | null;
  open: boolean;
  onClose: () => void;
}

const TEXTS: Record<
  MessageReportDecision,
  { title: string; confirm: string; pending: string; success: string; failure: string; danger: boolean; reasonRequired: boolean }
> = {
  dismiss: {
    title: 'Ponechat zprávu',
    confirm: 'Ponechat',
    pending: 'Ukládání...',
    success: 'Nahlášení bylo zamítnuto',
    failure: 'Nepodařilo se vyřídit nahlášení',
    danger: false,
    reasonRequired: false,
  },
  block: {
    title: 'Zablokovat odesílatele',
    confirm: 'Zablokovat',
    pending: 'Blokování...',
    success: 'Odesílatel byl zablokován',
    failure: 'Nepodařilo se zablokovat odesílatele',
    danger: true,
    reasonRequired: true,
  },
  unblock: {
    title: 'Odblokovat odesílatele',
    confirm: 'Odblokovat',
    pending: 'Ukládání...',
    success: 'Odesílatel byl odblokován',
    failure: 'Nepodařilo se odblokovat odesílatele',
    danger: false,
    reasonRequired: false,
  },
};

/** A couple writing through its request's manage link, without an account: blocking acts on the link (and its mailbox). */
export const isLinkSender = (report: MessageReportDto) => report.sender.blockTarget === 'link';

/** The checkbox of a link-only sender's block: also the mailbox the request came from. */
export const MAILBOX_LABEL = 'Zablokovat i e-mailovou adresu (i další poptávky z ní)';

/** What the decision does, shown above the reason. */
function effect(kind: MessageReportDecision, report: MessageReportDto): string {
  const provider = report.message.senderSide === 'provider';
  if (kind === 'dismiss') return 'Zpráva zůstane v konverzaci beze změny a nahlášení se uzavře.';
  if (isLinkSender(report)) {
    return kind === 'unblock'
      ? 'Pár bude moci znovu psát přes odkaz pro správu poptávky, i z dalších poptávek z téže e-mailové adresy.'
      : 'Pár nemá účet a píše přes odkaz pro správu poptávky. Po zablokování už přes tento odkaz žádnou zprávu nepošle; když to zkusí, uvidí, že má posílání zablokované, a může nám napsat přes kontaktní formulář. Nahlášení se uzavře.';
  }
  if (kind === 'unblock') {
    return provider
      ? 'Dodavatel bude znovu moci posílat nabídky i zprávy.'
      : 'Odesílatel bude znovu moci posílat zprávy i nabídky.';
  }
  return provider
    ? 'Zablokovaný dodavatel nemůže posílat nabídky ani zprávy. Když to zkusí, uvidí, že má posílání zablokované, a může nám napsat přes kontaktní formulář. Nahlášení se uzavře.'
    : 'Zablokovaný účet nemůže posílat zprávy ani nabídky. Když to zkusí, uvidí, že má posílání zablokované, a může nám napsat přes kontaktní formulář. Nahlášení se uzavře.';
}

/**
 * 'Ponechat' (dismiss the report), 'Zablokovat odesílatele' (resolve the report by blocking, a required
 * reason; a couple without an account is blocked by its request's manage link and, unless unticked, its
 * e-mail address) and 'Odblokovat odesílatele': each confirmed in a dialog and recorded in the audit log.
 */
export function MessageReportDialog({ kind, report, open, onClose }: MessageReportDialogProps) {
  const [reason, setReason] = useState('');
  const [mailbox, setMailbox] = useState(true);
  const [resolve, resolving] = useAdminResolveMessageReportMutation();
  const [setBlock, settingBlock] = useAdminSetMessagingBlockMutation();
  const [setLinkBlock, settingLinkBlock] = useAdminSetRequestMessagingBlockMutation();
  const texts = TEXTS[kind];
  const pending = kind === 'unblock' ? settingBlock.isLoading || settingLinkBlock.isLoading : resolving.isLoading;
  const fieldId = `admin-message-report-${kind}-reason`;
  const trimmed = reason.trim();

  const action = (row: MessageReportDto) => {
    if (kind === 'unblock') {
      // The row shows unblock only for a sender it can block: an account, or a request's link.
      if (isLinkSender(row)) {
        return setLinkBlock({
          id: row.requestId ?? 0,
          requestMessagingBlockDto: { blocked: false, reason: trimmed || undefined },
        }).unwrap();
      }
      return setBlock({ id: row.sender.userId ?? 0, messagingBlockDto: { blocked: false, reason: trimmed || undefined } }).unwrap();
    }
    const linkOnly = kind === 'block' && isLinkSender(row);
    return resolve({
      id: row.id,
      resolveMessageReportDto: { action: kind, reason: trimmed || undefined, ...(linkOnly ? { mailbox } : {}) },
    }).unwrap();
  };

  return (
    <RowActionDialog
      row={report}
      open={open}
      onClose={onClose}
      title={texts.title}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      pending={pending}
      danger={texts.danger}
      confirmDisabled={texts.reasonRequired && trimmed === ''}
      action={action}
      successTitle={(answer) => (answer as { message?: string } | undefined)?.message || texts.success}
      failureTitle={texts.failure}
      afterClose={() => {
        setReason('');
        setMailbox(true);
      }}
    >
      {(row) => (
        <>
          <p className="admin-dialog__subject">
            {`${row.sender.name}${row.sender.email ? ` (${row.sender.email})` : ''} – ${MESSAGE_REPORT_REASON_LABELS[row.reason] ?? row.reason}`}
          </p>
          <p>{effect(kind, row)}</p>
          <label htmlFor={fieldId} className="admin-dialog__label">
            {texts.reasonRequired ? (
              <>
                Důvod <span aria-hidden="true">*</span>
              </>
            ) : (
              'Poznámka (nepovinná)'
            )}
          </label>
          <Input.TextArea
            id={fieldId}
            rows={3}
            autoFocus
            required={texts.reasonRequired}
            aria-required={texts.reasonRequired || undefined}
            maxLength={BLOCK_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={
              texts.reasonRequired ? 'Např. opakovaně nabízí platbu mimo Svatby, urážky' : 'Např. ověřeno, zpráva je v pořádku'
            }
          />
          {kind === 'block' && isLinkSender(row) && (
            <p className="admin-dialog__check">
              <Checkbox checked={mailbox} onChange={(event) => setMailbox(event.target.checked)}>
                {row.sender.email ? `${MAILBOX_LABEL}: ${row.sender.email}` : MAILBOX_LABEL}
              </Checkbox>
            </p>
          )}
          {texts.reasonRequired && <p className="admin-dialog__hint">Důvod uložíme do auditu.</p>}
        </>
      )}
    </RowActionDialog>
  );
}
