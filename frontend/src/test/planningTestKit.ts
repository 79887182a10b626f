import type { GuestCountsDto, PlanSummaryDto, PlanTaskDto, WeddingPlanDto } from '../api';

/** Fixtures of the wedding plan's tests (issue 46): the plan, its tasks and the dashboard's summary as the API answers them. */

export function makeGuestCounts(overrides: Partial<GuestCountsDto> = {}): GuestCountsDto {
  return { total: 0, invited: 0, confirmed: 0, declined: 0, children: 0, people: 0, ...overrides };
}

export function makePlan(overrides: Partial<WeddingPlanDto> = {}): WeddingPlanDto {
  return {
    id: 3,
    coupleNames: 'Klára a Tomáš',
    weddingDate: '2027-09-18',
    locationId: 'brno',
    locationName: 'Brno',
    expectedGuests: 60,
    totalBudget: 280000,
    members: [{ userId: 7, name: 'Klára', isViewer: true, joinedAt: '2026-10-01T10:00:00.000Z' }],
    partnerInvitation: null,
    weeklyDigest: true,
    guests: makeGuestCounts(),
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTask(overrides: Partial<PlanTaskDto> = {}): PlanTaskDto {
  return {
    id: 1,
    key: 'registry-office',
    title: 'Zarezervujte termín na matrice / na úřadě',
    why: null,
    categoryId: null,
    monthsBefore: 12,
    dueDate: '2026-09-18',
    overdue: false,
    done: false,
    doneBy: null,
    doneAt: null,
    note: null,
    assigneeUserId: null,
    hidden: false,
    custom: false,
    ...overrides,
  };
}

export function makePlanSummary(overrides: Partial<PlanSummaryDto> = {}): PlanSummaryDto {
  return { hasPlan: false, weddingDate: null, nextTasks: [], budget: null, guests: null, ...overrides };
}
