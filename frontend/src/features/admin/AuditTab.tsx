import type { DataColumns } from '../../shared/ui/DataTable';
import type { AuditLogEntryDto } from '../../api';
import { formatDate, formatDateTime } from '../../shared/format';
import type { UpdateParams } from '../../shared/useListParams';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS, AUDIT_PARAMS } from './adminParams';
import type { AuditFilters, AuditParamName } from './adminParams';
import { AdminTable } from './AdminTable';
import type { AdminListQuery } from './tableParts';

export interface AuditTabProps {
  filters: AuditFilters;
  update: UpdateParams<AuditParamName>;
  list: AdminListQuery<AuditLogEntryDto>;
}

const TARGET_LABELS: Record<string, string> = {
  service_request: 'Poptávka',
  provider: 'Dodavatel',
  database: 'Databáze',
  review: 'Hodnocení',
  message_report: 'Nahlášení zprávy',
  user: 'Účet',
};

/** 'Poptávka #40', 'Dodavatel #12', 'Databáze'. */
export function auditTarget(entry: Pick<AuditLogEntryDto, 'targetType' | 'targetId'>): string {
  const name = TARGET_LABELS[entry.targetType] ?? entry.targetType;
  return entry.targetId ? `${name} #${entry.targetId}` : name;
}

const DETAIL_LABELS: Record<string, string> = {
  notes: 'Poznámky',
  previousNotes: 'Předchozí poznámky',
  reason: 'Důvod',
  previousReason: 'Předchozí důvod',
  title: 'Název',
  status: 'Stav',
  markedForDeletion: 'Označeno pro smazání',
  deletionReason: 'Důvod smazání',
  companyName: 'Firma',
  isDemo: 'Ukázkový dodavatel',
  userId: 'Účet',
  planType: 'Plán',
  planId: 'Plán',
  endsAt: 'Konec',
  source: 'Zdroj',
  filename: 'Soubor',
  providerId: 'Dodavatel',
  previousStatus: 'Předchozí stav',
  rating: 'Hvězdy',
  resolvedReports: 'Uzavřená nahlášení',
  reviewerNotified: 'Autor upozorněn',
  messageId: 'Zpráva',
  conversationId: 'Konverzace',
  senderSide: 'Strana odesílatele',
  senderUserId: 'Účet odesílatele',
  blockedRequestId: 'Zablokovaný odkaz poptávky',
  blockedMailbox: 'Zablokovaná e-mailová adresa',
  mailbox: 'Včetně e-mailové adresy',
};

function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The recorded details as 'Důvod: splněno · Plán: basic', each key with its Czech name. */
export function auditDetails(details: AuditLogEntryDto['details']): string {
  if (!details) return '–';
  const parts = Object.entries(details).map(([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${detailValue(value)}`);
  return parts.length > 0 ? parts.join(' · ') : '–';
}

const COLUMNS: DataColumns<AuditLogEntryDto> = [
  { key: 'createdAt', title: 'Čas', width: 170, render: (_, entry) => <span className="admin-nowrap">{formatDateTime(entry.createdAt)}</span> },
  {
    key: 'admin',
    title: 'Administrátor',
    width: 220,
    render: (_, entry) => <span className="admin-break">{entry.adminEmail ?? 'Smazaný účet'}</span>,
  },
  { key: 'action', title: 'Akce', width: 230, render: (_, entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { key: 'target', title: 'Cíl', width: 140, render: (_, entry) => auditTarget(entry) },
  {
    key: 'details',
    title: 'Podrobnosti',
    render: (_, entry) => <span className="admin-details__text">{auditDetails(entry.details)}</span>,
  },
];

/** 'Audit' tab: who did what and when in the panel, newest first, filtered by action, paged on the server. */
export function AuditTab({ filters, update, list }: AuditTabProps) {
  return (
    <AdminTable
      id="admin-audit"
      texts={{
        heading: 'Audit',
        results: 'Záznamy auditu',
        filters: 'Filtry auditu',
        loading: 'Načítání záznamů…',
        empty: 'Žádné záznamy',
        loadError: 'Záznamy auditu se nepodařilo načíst',
      }}
      list={list}
      update={update}
      page={{ current: filters.page, param: AUDIT_PARAMS.page }}
      filters={{
        activeCount: filters.action ? 1 : 0,
        fields: [
          {
            kind: 'select',
            name: 'action',
            param: AUDIT_PARAMS.action,
            label: 'Akce',
            placeholder: 'Všechny akce',
            value: filters.action,
            options: AUDIT_ACTION_OPTIONS,
          },
        ],
      }}
      columns={COLUMNS}
      scrollX={1000}
    />
  );
}
