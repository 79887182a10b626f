import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { BookingsService } from './bookings.service';

/** The bookings' expiry: a booking the provider left unanswered for 72 hours lapses (every 10 minutes, so none waits long past its deadline). */
@Injectable()
export class BookingsJobs {
  constructor(private readonly bookings: BookingsService) {}

  /** The bookings expired. */
  @PeriodicJob({ name: 'booking-expiry', cron: '*/10 * * * *', windowSeconds: 500, atStart: true, pollingIntervalSeconds: 30 })
  expireOverdue(): Promise<number> {
    return this.bookings.expireOverdue();
  }
}
