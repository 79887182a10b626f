import { Injectable } from '@nestjs/common';

/** The weekly digest's clock: injectable, so that a test sets a Monday instead of waiting for one. */
@Injectable()
export class PlanDigestClock {
  now(): Date {
    return new Date();
  }
}
