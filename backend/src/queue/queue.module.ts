import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service';

/** The PostgreSQL job queue (pg-boss) for the modules that queue or schedule work: Mail, Subscriptions. */
@Module({
  providers: [JobQueue],
  exports: [JobQueue],
})
export class QueueModule {}
