import type { GuestCountsDto, WeddingPlanDto, PlanTaskDto } from '../../api';
import { formatDate, formatKc } from '../../shared/format';
import { countOf } from '../../shared/format/text';
import { MONTH_FORMS } from '../../shared/glossary';

/** The couple's wedding plan (issue 46): texts and groupings shared by the page, its tabs and the dashboard card. */

export const PLAN_TITLE = 'Můj svatební plán';
export const COUPLES_ONLY_TEXT = 'Svatební plán je určen párům.';
export const NO_DATE_TEXT = 'Datum zatím nevíme';
export const INVITE_PARTNER_TITLE = 'Pozvat partnera';

/** The page's tabs as `?tab=` names them. */
export const PLAN_TABS = ['ukoly', 'rozpocet', 'hoste'] as const;
export type PlanTab = (typeof PLAN_TABS)[number];
export const PLAN_TAB_LABELS: Record<PlanTab, string> = { ukoly: 'Úkoly', rozpocet: 'Rozpočet', hoste: 'Hosté' };

export const isPlanTab = (value: string | null): value is PlanTab => PLAN_TABS.includes(value as PlanTab);

export const GUEST_FORMS = ['host', 'hosté', 'hostů'] as const;
const TASK_FORMS = ['úkol', 'úkoly', 'úkolů'] as const;

/** Nominative month names ('červen 2027' heads a group of tasks). */
const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'];

export const weddingDateText = (date: string | null | undefined): string => (date ? formatDate(date) : NO_DATE_TEXT);

/** '12 měsíců předem', 'v měsíci svatby' for 0. */
export function monthsBeforeText(months: number): string {
  return months <= 0 ? 'v měsíci svatby' : `${countOf(months, MONTH_FORMS)} předem`;
}

/** When a task is due: its date, else how many months before the wedding, else nothing. */
export function taskDueText(task: Pick<PlanTaskDto, 'dueDate' | 'monthsBefore'>): string | null {
  if (task.dueDate) return `do ${formatDate(task.dueDate)}`;
  if (task.monthsBefore !== null) return monthsBeforeText(task.monthsBefore);
  return null;
}

export const taskCountText = (count: number): string => countOf(count, TASK_FORMS);

export interface TaskGroup {
  key: string;
  title: string;
  tasks: PlanTaskDto[];
}

/**
 * Tasks by the month they are due ('červen 2027'); without a date by the months before the wedding (most first);
 * tasks with neither last ('Bez termínu'). Within a group the server's order stays (by due).
 */
export function groupTasks(tasks: readonly PlanTaskDto[]): TaskGroup[] {
  const groups = new Map<string, TaskGroup & { order: string }>();
  for (const task of tasks) {
    let key: string;
    let title: string;
    let order: string;
    if (task.dueDate) {
      key = task.dueDate.slice(0, 7);
      title = `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
      order = `0-${key}`;
    } else if (task.monthsBefore !== null) {
      key = `m${task.monthsBefore}`;
      title = monthsBeforeText(task.monthsBefore);
      title = title.charAt(0).toUpperCase() + title.slice(1);
      order = `1-${String(99 - task.monthsBefore).padStart(2, '0')}`;
    } else {
      key = 'none';
      title = 'Bez termínu';
      order = '2';
    }
    const group = groups.get(key) ?? { key, title, order, tasks: [] };
    group.tasks.push(task);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order.localeCompare(b.order))
    .map(({ key, title, tasks: list }) => ({ key, title, tasks: list }));
}

/** The expected number of guests from the list: the people who confirmed plus one per guest who has not answered yet. */
export function planGuestEstimate(counts: GuestCountsDto | null | undefined): number | null {
  if (!counts) return null;
  const estimate = counts.people + counts.invited;
  return estimate > 0 ? estimate : null;
}

export const guestsText = (count: number): string => countOf(count, GUEST_FORMS);

/** The header's and the card's guest line: the expected number and what the list says. */
export function planGuestsText(plan: Pick<WeddingPlanDto, 'expectedGuests' | 'guests'>): string {
  const parts: string[] = [];
  if (plan.expectedGuests !== null) parts.push(`asi ${guestsText(plan.expectedGuests)}`);
  if (plan.guests.total > 0) parts.push(rsvpCountsText(plan.guests));
  return parts.length > 0 ? parts.join(' · ') : 'Zatím neurčeno';
}

/** 'potvrdilo 12, čeká 30, omluvilo se 3' (the guest rows' answers). */
export function rsvpCountsText(counts: GuestCountsDto): string {
  return `potvrdilo ${counts.confirmed}, čeká ${counts.invited}, omluvilo se ${counts.declined}`;
}

export const budgetText = (amount: number | null): string => (amount === null ? 'Zatím neurčen' : formatKc(amount));

/** 'Klára (vy) a Petr', the members by name. */
export function membersText(plan: Pick<WeddingPlanDto, 'members'>): string {
  return plan.members.map((member) => (member.isViewer ? `${member.name} (vy)` : member.name)).join(' a ');
}
