import { SERVICE_CATEGORIES } from '../catalog/data/categories.data';
import { CHECKLIST } from './checklist';
import { customTasksText } from './plan-digest-mail';
import { compareTasks, digestHorizon, isDigestTime, isOverdue, pragueDay, taskDueDate } from './plan-task-schedule';
import { schedule } from './plan-tasks.service';
import type { TaskRow } from './plan-tasks.repository';

const row = (id: number, fields: Partial<TaskRow>): TaskRow => ({
  id,
  planId: 1,
  templateKey: null,
  title: null,
  categoryId: null,
  monthsBefore: null,
  dueDate: null,
  doneAt: null,
  doneBy: null,
  note: null,
  assigneeUserId: null,
  hidden: false,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  ...fields,
});

describe('the checklist', () => {
  it('has about 40 tasks with unique keys, categories of the catalogue and timings of 0–24 months', () => {
    expect(CHECKLIST.length).toBeGreaterThanOrEqual(38);
    expect(new Set(CHECKLIST.map((item) => item.key)).size).toBe(CHECKLIST.length);
    const categories = new Set(SERVICE_CATEGORIES.map((category) => category.id));
    for (const item of CHECKLIST) {
      if (item.categoryId) expect(categories).toContain(item.categoryId);
      expect(item.monthsBefore).toBeGreaterThanOrEqual(0);
      expect(item.monthsBefore).toBeLessThanOrEqual(24);
      expect(item.title.length).toBeLessThanOrEqual(200);
    }
  });

  it("includes the issue's examples, the register's documents a month before with the reason", () => {
    const byTitle = new Map(CHECKLIST.map((item) => [item.title, item]));
    expect(byTitle.get('Zarezervujte termín na matrice / na úřadě')?.monthsBefore).toBe(12);
    expect(byTitle.get('Doložte doklady na matriku')).toMatchObject({ monthsBefore: 1, why: expect.stringContaining('měsíc před') });
    expect(byTitle.get('Objednejte fotografa')?.categoryId).toBe('photography');
    for (const title of ['Rozešlete oznámení', 'Ochutnávka menu', 'Zasedací pořádek']) expect(byTitle.has(title)).toBe(true);
  });
});

describe('the schedule', () => {
  it('dates a task its months before the wedding, on the same day of the month', () => {
    expect(taskDueDate('2027-06-12', 12, null)).toBe('2026-06-12');
    expect(taskDueDate('2027-06-12', 1, null)).toBe('2027-05-12');
    expect(taskDueDate('2027-06-12', 0, null)).toBe('2027-06-12');
  });

  it("keeps to the month's last day where the day does not exist", () => {
    expect(taskDueDate('2027-03-31', 1, null)).toBe('2027-02-28');
    expect(taskDueDate('2028-03-31', 1, null)).toBe('2028-02-29');
    expect(taskDueDate('2027-08-31', 2, null)).toBe('2027-06-30');
  });

  it('has no date without a wedding date (months before only), and a custom exact date wins', () => {
    expect(taskDueDate(null, 10, null)).toBeNull();
    expect(taskDueDate('2027-06-12', null, null)).toBeNull();
    expect(taskDueDate(null, null, '2027-01-05')).toBe('2027-01-05');
    expect(taskDueDate('2027-06-12', 3, '2027-01-05')).toBe('2027-01-05');
  });

  it('marks an open task overdue the day after its date, never a done or undated one', () => {
    expect(isOverdue('2026-05-10', false, '2026-05-10')).toBe(false);
    expect(isOverdue('2026-05-10', false, '2026-05-11')).toBe(true);
    expect(isOverdue('2026-05-10', true, '2026-05-11')).toBe(false);
    expect(isOverdue(null, false, '2026-05-11')).toBe(false);
  });

  it("takes today in Prague (past 23:00 UTC in summer it is already tomorrow)", () => {
    expect(pragueDay(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
    expect(pragueDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
    expect(digestHorizon('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('sends the digest on Mondays from 8:00 Prague time', () => {
    expect(isDigestTime(new Date('2026-06-15T06:05:00Z'), 8)).toBe(true); // Monday 8:05 CEST
    expect(isDigestTime(new Date('2026-06-15T05:55:00Z'), 8)).toBe(false); // 7:55
    expect(isDigestTime(new Date('2026-06-16T06:05:00Z'), 8)).toBe(false); // Tuesday
    expect(isDigestTime(new Date('2026-01-12T07:00:00Z'), 8)).toBe(true); // Monday 8:00 CET
  });

  it('orders by date, undated last, then months before (furthest first), then the list, then id', () => {
    const tasks = [
      { id: 5, dueDate: null, monthsBefore: null, order: 99 },
      { id: 4, dueDate: null, monthsBefore: 3, order: 99 },
      { id: 3, dueDate: '2027-01-01', monthsBefore: 5, order: 2 },
      { id: 2, dueDate: '2027-01-01', monthsBefore: 5, order: 1 },
      { id: 1, dueDate: '2026-12-01', monthsBefore: null, order: 99 },
      { id: 6, dueDate: null, monthsBefore: 10, order: 7 },
    ];
    expect([...tasks].sort(compareTasks).map((task) => task.id)).toEqual([1, 2, 3, 6, 4, 5]);
  });

  it("gives the list's tasks their text from the checklist and leaves out keys no longer in it", () => {
    const rows = [
      row(1, { templateKey: 'registry-documents', monthsBefore: 1 }),
      row(2, { templateKey: 'gone-from-the-list', monthsBefore: 3 }),
      row(3, { title: 'Koupit dárky pro svědky', dueDate: '2027-05-20', monthsBefore: 2 }),
      row(4, { templateKey: 'registry-date', monthsBefore: 12 }),
    ];
    const dated = schedule(rows, '2027-06-12');
    expect(dated.map((task) => [task.id, task.displayTitle, task.due])).toEqual([
      [4, 'Zarezervujte termín na matrice / na úřadě', '2026-06-12'],
      [1, 'Doložte doklady na matriku', '2027-05-12'],
      [3, 'Koupit dárky pro svědky', '2027-05-20'],
    ]);
    // Without a date: months before only, the exact date of the custom task still counts.
    expect(schedule(rows, null).map((task) => [task.id, task.due])).toEqual([
      [3, '2027-05-20'],
      [4, null],
      [1, null],
    ]);
  });
});

describe("the digest's count of custom tasks", () => {
  it('says it in Czech with the right plural', () => {
    expect(customTasksText(1)).toBe('1 vlastní úkol');
    expect(customTasksText(3)).toBe('3 vlastní úkoly');
    expect(customTasksText(5)).toBe('5 vlastních úkolů');
  });
});
