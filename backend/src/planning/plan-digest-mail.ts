import dayjs from 'dayjs';
import { PLAIN_GREETING, type RenderedMail, renderMail } from '../mail/mail.api';

/*
 * The weekly digest's e-mail (issue 46 item 2). It lists the titles of the checklist's tasks only
 * (the module's own texts) and just the number of the couple's own tasks: never a title, a note or
 * anything else a member typed, nor the partner's name.
 */

export const planTasksUrl = (appUrl: string): string => `${appUrl}/muj-plan`;

/** A task of the list as the digest shows it. */
export interface DigestTask {
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  overdue: boolean;
}

/** "1 vlastní úkol", "3 vlastní úkoly", "5 vlastních úkolů". */
export function customTasksText(count: number): string {
  if (count === 1) return '1 vlastní úkol';
  if (count >= 2 && count <= 4) return `${count} vlastní úkoly`;
  return `${count} vlastních úkolů`;
}

const taskLine = (task: DigestTask): string =>
  `• ${task.title} – ${task.overdue ? `po termínu (${dayjs(task.dueDate).format('D. M.')})` : `do ${dayjs(task.dueDate).format('D. M. YYYY')}`}`;

export function weeklyDigestMail(params: { tasks: DigestTask[]; customCount: number; url: string }): RenderedMail {
  const { tasks, customCount } = params;
  const lines = tasks.map(taskLine);
  if (customCount > 0) lines.push(tasks.length > 0 ? `• a ${customTasksText(customCount)}` : `• ${customTasksText(customCount)}`);
  return renderMail({
    template: 'plan-weekly-digest',
    subject: 'Co vás čeká ve svatebním plánu – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: ['tyto úkoly ze svatebního plánu jsou po termínu nebo na řadě v příštích 14 dnech:', lines.join('\n')],
    action: { label: 'Otevřít úkoly', url: params.url },
    footnote: 'Týdenní přehled můžete vypnout v plánu, na kartě Úkoly.',
  });
}
