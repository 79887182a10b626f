import { Injectable } from '@nestjs/common';

/** The 48-hour follow-up's clock: injectable, so that a test moves time instead of waiting two days. */
@Injectable()
export class MatchingClock {
  now(): Date {
    return new Date();
  }
}
