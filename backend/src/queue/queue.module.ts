import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue.service';
import { PeriodicJobs } from './periodic-jobs.service';

/** The PostgreSQL job queue (pg-boss): queued work of every module, and the periodic jobs (@PeriodicJob). */
@Module({
  imports: [DiscoveryModule],
  providers: [JobQueue, PeriodicJobs],
  exports: [JobQueue],
})
export class QueueModule {}
