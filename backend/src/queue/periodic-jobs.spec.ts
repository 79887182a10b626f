import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from './job-queue.service';
import { PeriodicJob } from './periodic-job';
import { PeriodicJobs } from './periodic-jobs.service';

/** The queues as the runner declares them: the job's own settings, the defaults for the rest. */
const HOURLY: QueueDefinition = { name: 'test-hourly', retries: 1, retryDelaySeconds: 10, expireInSeconds: 60 };
const DAILY: QueueDefinition = { name: 'test-daily', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };

@Injectable()
class SomeModuleJobs {
  readonly runs: string[] = [];

  @PeriodicJob({
    name: 'test-hourly',
    cron: '15 * * * *',
    windowSeconds: 3000,
    atStart: true,
    pollingIntervalSeconds: 30,
    retries: 1,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
  })
  async hourly(): Promise<number> {
    this.runs.push('hourly');
    return 0;
  }

  @PeriodicJob({ name: 'test-daily', cron: '20 3 * * *', windowSeconds: 3600 })
  async daily(): Promise<{ removed: number }> {
    this.runs.push('daily');
    return { removed: 2 };
  }

  notAJob(): void {}
}

/** The queue as the runner uses it, recording what it was asked. */
function recordingQueue() {
  const workers = new Map<string, { pollingIntervalSeconds: number; handle: () => Promise<void> }>();
  return {
    defined: [] as QueueDefinition[],
    sent: [] as Array<[string, number]>,
    workers,
    define(queue: QueueDefinition) {
      this.defined.push(queue);
    },
    async work(queue: string, options: { pollingIntervalSeconds: number }, handle: () => Promise<void>) {
      workers.set(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds, handle });
    },
    async sendOncePer(queue: string, seconds: number) {
      this.sent.push([queue, seconds]);
    },
  };
}

async function start(schedulerEnabled: boolean) {
  const queue = recordingQueue();
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ScheduleModule.forRoot()],
    providers: [
      SomeModuleJobs,
      PeriodicJobs,
      { provide: JobQueue, useValue: queue },
      { provide: AppConfig, useValue: { schedulerEnabled } },
    ],
  }).compile();
  const app = await moduleRef.init();
  return { app, queue, jobs: app.get(SomeModuleJobs), schedules: app.get(SchedulerRegistry) };
}

describe('PeriodicJobs', () => {
  it('declares every @PeriodicJob queue, works it, ticks its cron in Prague time and catches up at start when asked', async () => {
    const { app, queue, jobs, schedules } = await start(true);
    try {
      expect(queue.defined).toEqual([HOURLY, DAILY]);
      expect(app.get(PeriodicJobs).list()).toEqual([
        { queue: 'test-hourly', cron: '15 * * * *', source: 'SomeModuleJobs.hourly' },
        { queue: 'test-daily', cron: '20 3 * * *', source: 'SomeModuleJobs.daily' },
      ]);
      expect([...queue.workers.keys()]).toEqual(['test-hourly', 'test-daily']);
      expect(queue.workers.get('test-daily')!.pollingIntervalSeconds).toBe(60);
      const hourly = schedules.getCronJob('test-hourly');
      expect(hourly.cronTime.source).toBe('15 * * * *');
      expect(hourly.cronTime.timeZone).toBe('Europe/Prague');
      expect(schedules.getCronJob('test-daily').cronTime.source).toBe('20 3 * * *');
      // Only the hourly job asked for a run at start; a tick queues one within the job's window.
      expect(queue.sent).toEqual([['test-hourly', 3000]]);
      schedules.getCronJob('test-daily').fireOnTick();
      await new Promise((resolve) => setImmediate(resolve));
      expect(queue.sent).toEqual([
        ['test-hourly', 3000],
        ['test-daily', 3600],
      ]);
      // The worker runs the method itself and logs an outcome that is not all zero.
      const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      await queue.workers.get('test-daily')!.handle();
      await queue.workers.get('test-hourly')!.handle();
      expect(jobs.runs).toEqual(['daily', 'hourly']);
      expect(logged.mock.calls.map(([message]) => message)).toEqual(['SomeModuleJobs.daily: {"removed":2}']);
      logged.mockRestore();
    } finally {
      await app.close();
    }
  });

  it('only declares the queues on an instance without the scheduler (the API tests run the jobs themselves)', async () => {
    const { app, queue, schedules } = await start(false);
    try {
      expect(queue.defined.map((definition) => definition.name)).toEqual(['test-hourly', 'test-daily']);
      expect(queue.workers.size).toBe(0);
      expect(queue.sent).toEqual([]);
      expect(schedules.getCronJobs().size).toBe(0);
    } finally {
      await app.close();
    }
  });
});
