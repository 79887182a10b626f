import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../../auth/auth.api';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { PlanTasksService } from '../plan-tasks.service';
import { PlanRepository } from '../plan.repository';

/** The test couple's account (auth/test-accounts.ts). */
const TEST_COUPLE_EMAIL = 'test.par@svatby.cz';

/**
 * Issue 46 visible in the demo (SEED_DEMO): the test couple has a wedding plan about nine months
 * ahead (Praha, 60 guests, 280 000 Kč), with the checklist, a few budget lines and guests. Once per
 * database; skipped quietly, and tried again at the next start, while the account is missing; an
 * account that already has a plan is left alone.
 */
@Injectable()
export class PlanningDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlanningDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: PlanRepository,
    private readonly tasks: PlanTasksService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    // Demo sugar: never in the way of a start.
    await this.seed().catch((error: unknown) => this.logger.warn(`Planning demo data not seeded: ${String(error)}`));
  }

  private async seed(): Promise<void> {
    const couple = await this.users.findByEmail(TEST_COUPLE_EMAIL);
    if (!couple || (await this.plans.membership(couple.id))) return;
    const ran = await runSeedOnce(this.dataSource, 'demo-planning-v1', async (manager) => {
      const planId = await this.plans.insertPlan(manager, {
        coupleNames: 'Jana a Petr',
        weddingDate: dayjs().add(9, 'month').day(6).format('YYYY-MM-DD'),
        locationId: 'praha',
        expectedGuests: 60,
        totalBudget: 280_000,
      });
      await this.plans.insertMember(manager, planId, couple.id);
      await this.tasks.seedFor(manager, planId);
      await this.extras(manager, planId);
    });
    if (ran) this.logger.log('Seeded a wedding plan for the test couple');
  }

  /** A few budget lines and guests (plain rows of the plan's tables; names invented). */
  private async extras(manager: EntityManager, planId: number): Promise<void> {
    await manager.query(
      `INSERT INTO plan_budget_lines (plan_id, category_id, title, planned, actual, paid)
       SELECT $1, line.category_id, c.name, line.planned, line.actual, line.paid
         FROM (VALUES ('venue', 90000, 95000, 20000), ('catering', 70000, NULL, 0), ('photography', 30000, NULL, 0), ('flowers', 12000, NULL, 0))
              AS line (category_id, planned, actual, paid)
         JOIN service_categories c ON c.id = line.category_id`,
      [planId],
    );
    await manager.query(
      `INSERT INTO plan_guests (plan_id, name, group_name, is_child, rsvp, party_size, responded_at)
       SELECT $1, guest.name, guest.group_name, guest.is_child, guest.rsvp, guest.party_size,
              CASE WHEN guest.rsvp = 'invited' THEN NULL ELSE now() END
         FROM (VALUES ('Marie Dvořáková', 'Rodina nevěsty', false, 'confirmed', 2), ('Tomáš Dvořák', 'Rodina nevěsty', false, 'confirmed', 1),
                      ('Anička Dvořáková', 'Rodina nevěsty', true, 'invited', 1), ('Jiří Svoboda', 'Rodina ženicha', false, 'invited', 1),
                      ('Lucie Černá', 'Přátelé', false, 'declined', 1), ('Ondřej Král', 'Přátelé', false, 'invited', 1))
              AS guest (name, group_name, is_child, rsvp, party_size)`,
      [planId],
    );
  }
}
