import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import { EventsService } from '../events/events.api';
import { PlanRepository } from './plan.repository';
import type { PlanningChanged } from './planning-events';

/**
 * Live updates between the partners: once a planning write committed, every member of the plan (and
 * whoever just left it) gets 'plan.updated' with the section that changed; their browsers refetch.
 */
@Injectable()
export class PlanningEffects {
  constructor(
    private readonly plans: PlanRepository,
    private readonly events: EventsService,
  ) {}

  @OnDomainEvent<PlanningChanged>('planning.changed')
  async onChanged(event: PlanningChanged): Promise<void> {
    const members = await this.plans.memberIds(event.planId);
    await this.events.publish([...members, ...(event.alsoTell ?? [])], { type: 'plan.updated', planSection: event.section });
  }
}
