import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue.service';
import { PeriodicJobs } from './periodic-jobs.service';
import { QueueMetrics } from './queue.metrics';

/** The PostgreSQL job queue (pg-boss): queued work of every module, and the periodic jobs (@PeriodicJob). */
@Module({
  imports: [DiscoveryModule],
  providers: [JobQueue, PeriodicJobs, QueueMetrics],
  exports: [JobQueue],
})
export class QueueModule {}
