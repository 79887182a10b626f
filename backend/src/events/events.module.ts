import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { EventsMetrics } from './events.metrics';
import { EventsService } from './events.service';

/** Live events: one server-sent-event stream per signed-in tab, fed by PostgreSQL LISTEN/NOTIFY across instances. */
@Module({
  controllers: [EventsController],
  providers: [EventsService, EventsMetrics],
  exports: [EventsService],
})
export class EventsModule {}
