import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { MailService } from './mail.service';

const DRAIN_INTERVAL_MS = 5_000;
const JOB_NAME = 'mail-outbox-drain';

/** Drains the outbox every few seconds (unless SCHEDULER_ENABLED=false, as in API tests). */
@Injectable()
export class OutboxDrainerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxDrainerService.name);
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly mail: MailService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    const timer = setInterval(() => this.tick(), DRAIN_INTERVAL_MS);
    this.scheduler.addInterval(JOB_NAME, timer);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', JOB_NAME)) this.scheduler.deleteInterval(JOB_NAME);
    await this.running;
  }

  private tick(): void {
    if (this.running) return; // the previous run is still sending
    this.running = this.mail
      .drainOnce()
      .catch((error: unknown) => this.logger.error(`Outbox drain failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
