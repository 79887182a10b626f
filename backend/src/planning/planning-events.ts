import type { DomainEvent } from '../common/domain-events/domain-events';

export const PLAN_SECTIONS = ['plan', 'tasks', 'budget', 'guests'] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/**
 * Something in a wedding plan changed (recorded in the write's DomainEvents.transaction): after the
 * commit PlanningEffects tells every member ('plan.updated'). `alsoTell`: accounts that just left the
 * plan (or whose plan was deleted), whose other tabs must refetch too.
 */
export interface PlanningChanged extends DomainEvent {
  type: 'planning.changed';
  planId: number;
  section: PlanSection;
  alsoTell?: number[];
}

export const planChanged = (planId: number, section: PlanSection, alsoTell?: number[]): PlanningChanged => ({
  type: 'planning.changed',
  planId,
  section,
  ...(alsoTell && alsoTell.length > 0 ? { alsoTell } : {}),
});
