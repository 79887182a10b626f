import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BookingConfirmed } from '../bookings/bookings.api';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import type { OfferAccepted } from '../offers/offers.api';
import { RequestsService } from '../requests/requests.api';
import { PlanTasksService } from './plan-tasks.service';

/**
 * The checklist ticks itself (issue 46 item 2): once the couple accepts an offer, or a provider
 * confirms the booking, the open tasks of the request's category in the couple's plan are done "by
 * Svatby". A link-only couple (no account) has no plan.
 */
@Injectable()
export class PlanTasksEffects {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tasks: PlanTasksService,
    private readonly requests: RequestsService,
  ) {}

  @OnDomainEvent<OfferAccepted>('offer.accepted')
  async onOfferAccepted(event: OfferAccepted): Promise<void> {
    if (event.request.userId === null) return;
    await this.tasks.tickCategory(event.request.userId, event.terms.categoryId);
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onBookingConfirmed(event: BookingConfirmed): Promise<void> {
    if (event.coupleUserId === null) return;
    const request = await this.requests.invitationContext(this.dataSource.manager, event.requestId);
    if (request) await this.tasks.tickCategory(event.coupleUserId, request.categoryId);
  }
}
