import { CheckOutlined, MessageOutlined, PaperClipOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { Tag } from '../../shared/ui/Tag';
import type { DataColumns } from '../../shared/ui/DataTable';
import { useMemo } from 'react';
import type { MessageReportDto } from '../../api';
import { formatDate, plural, truncate } from '../../shared/format';
import type { UpdateParams } from '../../shared/useListParams';
import {
  CONVERSATION_SIDE_LABELS,
  DEFAULT_MESSAGE_REPORT_STATUS,
  MESSAGE_REPORT_PARAMS,
  MESSAGE_REPORT_REASON_LABELS,
  MESSAGE_REPORT_STATUS_OPTIONS,
  QUESTION_THREAD_LABEL,
  countMessageReportFilters,
} from './adminParams';
import type { MessageReportFilters, MessageReportParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { ConversationDrawer } from './ConversationDrawer';
import { MessageReportDialog } from './MessageReportDialogs';
import type { MessageReportDecision } from './MessageReportDialogs';
import { useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';
import { EmailText } from '../../shared/EmailText';

export interface MessagesTabProps {
  filters: MessageReportFilters;
  update: UpdateParams<MessageReportParamName>;
  list: AdminListQuery<MessageReportDto>;
}

const TEXTS = {
  heading: 'Nahlášené zprávy',
  results: 'Seznam nahlášených zpráv',
  filters: 'Filtry nahlášených zpráv',
  loading: 'Načítání nahlášených zpráv…',
  empty: 'Žádné nahlášené zprávy',
  loadError: 'Nahlášené zprávy se nepodařilo načíst',
};

/** How much of the message the table shows (the conversation view has it whole). */
const PREVIEW_LENGTH = 160;

/** The preview's id: the row's action buttons say which message they act on. */
const previewId = (report: MessageReportDto) => `admin-message-report-${report.id}-message`;

export const BLOCKED_LABEL = 'Zablokován';
/** A couple without an account: blocking acts on its request's manage link. */
export const LINK_SENDER_LABEL = 'Bez účtu, píše přes odkaz poptávky';
export const NOT_BLOCKABLE_LABEL = 'Nelze zablokovat';

/** The reported message as the table shows it: the start of its text, or what it consists of. */
export function messagePreview(report: Pick<MessageReportDto, 'message'>): string {
  const body = report.message.body.trim();
  if (body) return truncate(body, PREVIEW_LENGTH);
  return report.message.attachments.length > 0 ? 'Bez textu, jen přílohy' : 'Bez textu';
}

/** '1 příloha', '3 přílohy'. */
export function attachmentsText(count: number): string {
  return `${count} ${plural(count, ['příloha', 'přílohy', 'příloh'])}`;
}

/** A report's sender can be blocked or unblocked when there is something to block: its account or its request's link. */
const canBlock = (report: MessageReportDto) => report.sender.blockTarget !== null;

/** The red 'Zablokován' badge of a sender who may not send messages or offers. */
export function BlockedBadge() {
  return (
    <Tag className="admin-badge admin-badge--marked" icon={<StopOutlined aria-hidden="true" />}>
      {BLOCKED_LABEL}
    </Tag>
  );
}

/**
 * 'Zprávy' tab: messages reported by either side of a conversation (open ones first, the resolved ones
 * behind the filter), newest first and paged on the server. The admin reads the whole conversation,
 * keeps the message ('Ponechat') or blocks its sender with a reason, and may lift a block.
 */
export function MessagesTab({ filters, update, list }: MessagesTabProps) {
  const dialog = useRowDialog<MessageReportDecision | 'conversation', MessageReportDto>();
  const actions = useActionsColumn<MessageReportDto>(230, (report) => (
    <>
      <RowAction icon={<MessageOutlined aria-hidden="true" />} describedBy={previewId(report)} onClick={() => dialog.open('conversation', report)}>
        Zobrazit konverzaci
      </RowAction>
      {report.resolvedAt === null && (
        <RowAction icon={<CheckOutlined aria-hidden="true" />} describedBy={previewId(report)} onClick={() => dialog.open('dismiss', report)}>
          Ponechat
        </RowAction>
      )}
      {report.resolvedAt === null && canBlock(report) && !report.sender.blocked && (
        <RowAction danger icon={<StopOutlined aria-hidden="true" />} describedBy={previewId(report)} onClick={() => dialog.open('block', report)}>
          Zablokovat odesílatele
        </RowAction>
      )}
      {canBlock(report) && report.sender.blocked && (
        <RowAction icon={<UnlockOutlined aria-hidden="true" />} describedBy={previewId(report)} onClick={() => dialog.open('unblock', report)}>
          Odblokovat odesílatele
        </RowAction>
      )}
    </>
  ));

  const columns: DataColumns<MessageReportDto> = useMemo(
    () => [
      {
        key: 'message',
        title: 'Nahlášená zpráva',
        width: 280,
        render: (_, report) => (
          <div className="admin-cell-name">
            <span id={previewId(report)} className="admin-message-snippet">
              {messagePreview(report)}
            </span>
            {report.message.attachments.length > 0 && (
              <span className="admin-cell-name__sub">
                <PaperClipOutlined aria-hidden="true" /> {attachmentsText(report.message.attachments.length)}
              </span>
            )}
          </div>
        ),
      },
      {
        key: 'reason',
        title: 'Důvod',
        width: 190,
        render: (_, report) => (
          <div className="admin-cell-name">
            <Tag className="admin-badge admin-badge--old">{MESSAGE_REPORT_REASON_LABELS[report.reason] ?? report.reason}</Tag>
            {report.note?.trim() && <span className="admin-cell-name__sub admin-review-snippet">{report.note}</span>}
          </div>
        ),
      },
      {
        key: 'reporter',
        title: 'Nahlásil',
        width: 110,
        render: (_, report) => CONVERSATION_SIDE_LABELS[report.reporterSide] ?? report.reporterSide,
      },
      {
        key: 'sender',
        title: 'Odesílatel',
        width: 220,
        render: (_, report) => (
          <div className="admin-cell-name">
            <strong className="admin-cell-name__title">{report.sender.name}</strong>
            {report.sender.email && <span className="admin-cell-name__sub admin-break"><EmailText value={report.sender.email} /></span>}
            {/* A couple writing through the manage link has no account: blocking acts on the link and its e-mail. */}
            {report.sender.blockTarget === 'link' && <span className="admin-cell-name__sub">{LINK_SENDER_LABEL}</span>}
            {report.sender.blockTarget === null && <span className="admin-cell-name__sub">{NOT_BLOCKABLE_LABEL}</span>}
            {report.sender.blocked && <BlockedBadge />}
          </div>
        ),
      },
      {
        key: 'conversation',
        title: 'Konverzace',
        width: 220,
        render: (_, report) => (
          <div className="admin-cell-name">
            <span>{report.providerName}</span>
            <span className="admin-cell-name__sub">{report.requestTitle ?? QUESTION_THREAD_LABEL}</span>
          </div>
        ),
      },
      {
        key: 'createdAt',
        title: 'Nahlášeno',
        width: 130,
        render: (_, report) => (
          <div className="admin-cell-name">
            <span className="admin-nowrap">{formatDate(report.createdAt)}</span>
            {report.resolvedAt && <span className="admin-cell-name__sub admin-nowrap">{`Vyřízeno ${formatDate(report.resolvedAt)}`}</span>}
          </div>
        ),
      },
      actions,
    ],
    [actions],
  );

  const conversation = dialog.props('conversation');
  return (
    <AdminTable
      id="admin-messages"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: MESSAGE_REPORT_PARAMS.page }}
      filters={{
        activeCount: countMessageReportFilters(filters),
        fields: [
          {
            kind: 'select',
            name: 'status',
            param: MESSAGE_REPORT_PARAMS.status,
            label: 'Stav',
            placeholder: 'Otevřená nahlášení',
            value: filters.status,
            options: MESSAGE_REPORT_STATUS_OPTIONS,
            // The open reports are the default: choosing them clears the parameter.
            noneValue: DEFAULT_MESSAGE_REPORT_STATUS,
          },
        ],
      }}
      columns={columns}
      scrollX={1380}
    >
      <ConversationDrawer report={conversation.row} open={conversation.open} onClose={dialog.close} />
      {(['dismiss', 'block', 'unblock'] as const).map((kind) => (
        <MessageReportDialog key={kind} kind={kind} report={dialog.props(kind).row} open={dialog.props(kind).open} onClose={dialog.close} />
      ))}
    </AdminTable>
  );
}
