import { describe, expect, it } from 'vitest';
import { makeGuestCounts, makeTask } from '../../test/planningTestKit';
import { groupTasks, monthsBeforeText, planGuestEstimate, taskDueText } from './planModel';

describe('the plan’s model', () => {
  it('words when a task is due', () => {
    expect(taskDueText({ dueDate: '2027-08-18', monthsBefore: 1 })).toBe('do 18. 8. 2027');
    expect(taskDueText({ dueDate: null, monthsBefore: 3 })).toBe('3 měsíce předem');
    expect(taskDueText({ dueDate: null, monthsBefore: null })).toBeNull();
    expect(monthsBeforeText(1)).toBe('1 měsíc předem');
    expect(monthsBeforeText(12)).toBe('12 měsíců předem');
    expect(monthsBeforeText(0)).toBe('v měsíci svatby');
  });

  it('groups tasks by month, then by months before (most first), then those without any term', () => {
    const groups = groupTasks([
      makeTask({ id: 1, dueDate: null, monthsBefore: 1 }),
      makeTask({ id: 2, dueDate: '2027-01-18' }),
      makeTask({ id: 3, dueDate: null, monthsBefore: null }),
      makeTask({ id: 4, dueDate: null, monthsBefore: 12 }),
      makeTask({ id: 5, dueDate: '2026-12-01' }),
      makeTask({ id: 6, dueDate: '2027-01-02' }),
    ]);
    expect(groups.map((group) => [group.title, group.tasks.map((task) => task.id)])).toEqual([
      ['prosinec 2026', [5]],
      ['leden 2027', [2, 6]],
      ['12 měsíců předem', [4]],
      ['1 měsíc předem', [1]],
      ['Bez termínu', [3]],
    ]);
  });

  it('estimates the guests from the list for the request form', () => {
    expect(planGuestEstimate(null)).toBeNull();
    expect(planGuestEstimate(makeGuestCounts())).toBeNull();
    expect(planGuestEstimate(makeGuestCounts({ total: 12, invited: 4, confirmed: 6, declined: 2, people: 9 }))).toBe(13);
  });
});
