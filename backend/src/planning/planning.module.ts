import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { MatchingModule } from '../matching/matching.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { PlanningDemoSeeder } from './demo/planning-demo.seeder';
import { PlanAccess } from './plan-access';
import { PlanBudgetController } from './plan-budget.controller';
import { PlanBudgetEffects } from './plan-budget-effects';
import { PlanBudgetRepository } from './plan-budget.repository';
import { PlanBudgetService } from './plan-budget.service';
import { PlanGuestsController } from './plan-guests.controller';
import { PlanGuestsRepository } from './plan-guests.repository';
import { PlanGuestsService } from './plan-guests.service';
import { PlanController } from './plan.controller';
import { PlanRepository } from './plan.repository';
import { PlanService } from './plan.service';
import { PlanDigestClock } from './plan-digest-clock';
import { PlanDigestService } from './plan-digest.service';
import { PlanTasksController } from './plan-tasks.controller';
import { PlanTasksEffects } from './plan-tasks-effects';
import { PlanTasksJobs } from './plan-tasks.jobs';
import { PlanTasksRepository } from './plan-tasks.repository';
import { PlanTasksService } from './plan-tasks.service';
import { PlanningAccountData } from './planning-account-data';
import { PlanningEffects } from './planning-effects';
import { PlanningService } from './planning.service';
import { RsvpController } from './rsvp.controller';

/**
 * Planning (issue 46): the couple's wedding plan shared by two partners, with its checklist, budget
 * and guest list (RSVP by link). Depends on Auth, Requests, Catalog, Events, Mail, Queue and
 * Matching (it registers the shortlist's household at init); it reacts to Offers' and Bookings'
 * domain events by type only. Nothing of those imports planning (offers → matching: a cycle otherwise).
 */
@Module({
  imports: [AuthModule, RequestsModule, CatalogModule, EventsModule, MailModule, QueueModule, MatchingModule],
  controllers: [
    PlanController,
    PlanBudgetController,
    PlanTasksController,
    PlanGuestsController,
    RsvpController,
  ],
  providers: [
    PlanningService,
    PlanAccess,
    PlanBudgetService,
    PlanBudgetRepository,
    PlanBudgetEffects,
    PlanRepository,
    PlanService,
    PlanTasksService,
    PlanGuestsService,
    PlanGuestsRepository,
    PlanTasksRepository,
    PlanTasksEffects,
    PlanTasksJobs,
    PlanDigestService,
    PlanDigestClock,
    PlanningEffects,
    PlanningAccountData,
    PlanningDemoSeeder,
  ],
  exports: [PlanningService],
})
export class PlanningModule {}
