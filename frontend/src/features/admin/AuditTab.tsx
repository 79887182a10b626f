import type { ReactNode } from 'react';
import type { DataColumns } from '../../shared/ui/DataTable';
import type { AuditLogEntryDto } from '../../api';
import { formatDate, formatDateTime } from '../../shared/format';
import type { UpdateParams } from '../../shared/useListParams';
import { STATUS_LABELS } from '../requests';
import { PLAN_LABELS } from './AdminBadges';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS, AUDIT_PARAMS, REVIEW_STATUS_LABELS } from './adminParams';
import type { AuditFilters, AuditParamName } from './adminParams';
import { AdminTable } from './AdminTable';
import type { AdminListQuery } from './tableParts';
import { EmailText } from '../../shared/EmailText';

export interface AuditTabProps {
  filters: AuditFilters;
  update: UpdateParams<AuditParamName>;
  list: AdminListQuery<AuditLogEntryDto>;
}

/** Who decided: the admin, or the booking's own couple or provider (a party's cancellation is logged too, issue 44). */
const PARTY_LABELS: Record<string, string> = { couple: 'Pár (zrušil rezervaci)', provider: 'Dodavatel (zrušil rezervaci)' };
function auditActor(entry: AuditLogEntryDto): ReactNode {
  if (entry.adminEmail) return <EmailText value={entry.adminEmail} />;
  const actor = (entry.details as { actor?: unknown } | null)?.actor;
  return typeof actor === 'string' && PARTY_LABELS[actor] ? PARTY_LABELS[actor] : 'Smazaný účet';
}

const TARGET_LABELS: Record<string, string> = {
  service_request: 'Poptávka',
  provider: 'Dodavatel',
  database: 'Databáze',
  review: 'Hodnocení',
  message_report: 'Nahlášení zprávy',
  user: 'Účet',
  booking: 'Rezervace',
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
  deleted: 'Smazáno',
  accountDeleted: 'Účet smazán',
  requestId: 'Poptávka',
  linkBlocked: 'Odkaz zablokován',
  mailboxBlocked: 'E-mailová adresa zablokována',
  blocked: 'Zablokováno',
  number: 'Číslo rezervace',
};

/** The counts of a provider's delete ('deleted'), each with its Czech name. */
const DELETED_LABELS: Record<string, string> = {
  reviews: 'hodnocení',
  availabilityDays: 'dny v kalendáři',
  portfolioItems: 'položky portfolia',
  subscriptions: 'předplatná',
  payments: 'platby',
};

const PLAN_ID_LABELS: Record<string, string> = {
  basic_monthly: 'Basic měsíční',
  basic_yearly: 'Basic roční',
  premium_monthly: 'Premium měsíční',
  premium_yearly: 'Premium roční',
};

/**
 * The stored codes shown by their Czech labels (the audit showed 'Předchozí stav: confirmed', issue
 * 51): per detail key, the states and kinds its value can be. An unknown code shows as stored.
 */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  previousStatus: REVIEW_STATUS_LABELS,
  status: STATUS_LABELS,
  planType: PLAN_LABELS,
  planId: PLAN_ID_LABELS,
  source: { stripe: 'platba kartou', offline: 'testovací platba', admin: 'zdarma od administrátora' },
  senderSide: { couple: 'pár', provider: 'dodavatel' },
};

function detailValue(value: unknown, key?: string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value);
  if (typeof value === 'string' && key && VALUE_LABELS[key]?.[value]) return VALUE_LABELS[key][value];
  if (key === 'deleted' && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, count]) => `${DELETED_LABELS[name] ?? name} ${detailValue(count)}`)
      .join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The recorded details as 'Důvod: splněno · Plán: Basic', each key and each stored code by its Czech name. */
export function auditDetails(details: AuditLogEntryDto['details']): string {
  if (!details) return '–';
  const parts = Object.entries(details).map(([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${detailValue(value, key)}`);
  return parts.length > 0 ? parts.join(' · ') : '–';
}

const COLUMNS: DataColumns<AuditLogEntryDto> = [
  { key: 'createdAt', title: 'Čas', width: 170, render: (_, entry) => <span className="admin-nowrap">{formatDateTime(entry.createdAt)}</span> },
  {
    key: 'admin',
    title: 'Administrátor',
    width: 220,
    render: (_, entry) => <span className="admin-break">{auditActor(entry)}</span>,
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
