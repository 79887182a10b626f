import { Injectable } from '@nestjs/common';

/** The webhooks' clock (retry times, the 24-hour window, the disable rule): injectable, so that a test moves time instead of waiting a day. */
@Injectable()
export class WebhookClock {
  now(): Date {
    return new Date();
  }
}
