import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import type { ConversationSummaryDto, MessageDto, MessageReportReason, OfferStatus } from '../../api';
import { formatDate, formatTime, pragueDay } from '../../shared/format';
import type { TagColor } from '../../shared/ui/Tag';

/** Conversations (issue 19): the limits the server checks (conversation-rules.ts), texts and formatting. */

export { MESSAGE_MAX } from '../../shared/conversationLimits';
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
export const REPORT_NOTE_MAX = 1000;
/** Threads per page of the inbox list. */
export const INBOX_PAGE_SIZE = 20;
/** The manage-link page has no event stream: its thread asks again this often. */
export const TOKEN_POLL_MS = 15_000;

export const CONVERSATION_TEXTS = {
  emptyBody: 'Napište zprávu nebo přiložte soubor',
  fileType: 'Přiložit lze jen PDF nebo obrázek JPG, PNG či WebP',
  fileTooLarge: 'Příloha může mít nejvýše 10 MB',
  tooManyFiles: `Ke zprávě lze přiložit nejvýše ${ATTACHMENTS_MAX} soubory`,
  sendFailed: 'Zprávu se nepodařilo odeslat',
  blocked: 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.',
  reported: 'Děkujeme, zprávu prověříme',
  question: 'Dotaz z portfolia',
} as const;

/** The report reasons in the order shown (the server's labels, conversation-rules.ts). */
export const MESSAGE_REPORT_REASONS: { value: MessageReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam nebo reklama' },
  { value: 'offensive', label: 'Urážlivý obsah' },
  { value: 'scam', label: 'Podvod' },
  { value: 'other', label: 'Jiný důvod' },
];

interface OfferStatusTag {
  label: string;
  /** antd's preset colour; none is the default grey. */
  color?: TagColor;
}

const OFFER_STATUS: Record<OfferStatus, OfferStatusTag> = {
  sent: { label: 'Nabídka', color: 'blue' },
  accepted: { label: 'Vybráno', color: 'green' },
  declined: { label: 'Odmítnuto', color: 'red' },
  withdrawn: { label: 'Staženo' },
};

/** The tag of a thread's offer ('Vybráno' for the accepted one), null for a question. */
export function offerStatusTag(status: OfferStatus | null): OfferStatusTag | null {
  return status ? OFFER_STATUS[status] : null;
}

/** What the thread is about: the request's title, or 'Dotaz z portfolia'. */
export function conversationSubject(conversation: Pick<ConversationSummaryDto, 'request'>): string {
  return conversation.request?.title ?? CONVERSATION_TEXTS.question;
}

/** The Czech problem with an attachment (type, size), or null when the server will take it. */
export function attachmentError(file: { name: string; type: string; size: number }): string | null {
  const byType = (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
  // Some systems give no MIME type; the name decides then (the server checks the content anyway).
  const byName = file.type === '' && /\.(pdf|jpe?g|png|webp)$/i.test(file.name);
  if (!byType && !byName) return CONVERSATION_TEXTS.fileType;
  if (file.size > ATTACHMENT_MAX_BYTES) return CONVERSATION_TEXTS.fileTooLarge;
  return null;
}

/** The multipart body of conversationsSend: `body` (when written), `token` (manage link), `files`. */
export function buildMessageForm(body: string, files: readonly Blob[], token?: string): FormData {
  const form = new FormData();
  const text = body.trim();
  if (text) form.append('body', text);
  if (token) form.append('token', token);
  // The name given explicitly: the server stores it as the attachment's file name.
  for (const file of files) form.append('files', file, 'name' in file && typeof file.name === 'string' ? file.name : 'soubor');
  return form;
}

/** GET /api/conversations/{id}/attachments/{attachmentId}, with the manage link's token. */
export function attachmentUrl(conversationId: number, attachmentId: number, token?: string): string {
  const path = `/api/conversations/${conversationId}/attachments/${attachmentId}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

let decimal: Intl.NumberFormat | undefined;

/** 512 → '512 B', 35_000 → '34 kB', 1_250_000 → '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  decimal ??= new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** The time of a message inside its day, in Prague time: '9:05'. */
export function formatMessageTime(iso: string): string {
  return formatTime(iso);
}

/** The day before a 'YYYY-MM-DD' day (calendar arithmetic, no time zone). */
const dayBefore = (day: string) => dayjs(day).subtract(1, 'day').format('YYYY-MM-DD');

/** The inbox's time of the last message: 'právě teď', 'před 5 min', 'dnes 9:05', 'včera 18:30', or the date. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  const minutes = dayjs(now).diff(time, 'minute');
  if (minutes < 1 && minutes > -5) return 'právě teď';
  if (minutes >= 1 && minutes < 60) return `před ${minutes} min`;
  // Today and yesterday in Prague, as the server renders it.
  const day = pragueDay(iso);
  const today = pragueDay(now);
  if (day === today) return `dnes ${formatTime(iso)}`;
  if (day === dayBefore(today)) return `včera ${formatTime(iso)}`;
  return formatDate(iso);
}

/** The heading of a Prague day ('YYYY-MM-DD') in a thread: 'Dnes', 'Včera', else 'pondělí 14. 9. 2026'. */
export function formatDayHeading(day: string, now: Date = new Date()): string {
  const today = pragueDay(now);
  if (day === today) return 'Dnes';
  if (day === dayBefore(today)) return 'Včera';
  return `${dayjs(day).locale('cs').format('dddd')} ${formatDate(day)}`;
}

/** Messages (oldest first) in days of Prague time, oldest day first. */
export function groupByDay(messages: readonly MessageDto[]): { day: string; messages: MessageDto[] }[] {
  const days: { day: string; messages: MessageDto[] }[] = [];
  for (const message of messages) {
    const day = pragueDay(message.createdAt);
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** The pages of a thread (the latest one and the older ones loaded), oldest first, each message once. */
export function mergeMessagePages(pages: readonly (readonly MessageDto[] | undefined)[]): MessageDto[] {
  const byId = new Map<number, MessageDto>();
  for (const page of pages) for (const message of page ?? []) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

