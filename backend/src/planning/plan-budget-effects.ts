import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type {
  BookingCancelled,
  BookingConfirmed,
  BookingCreated,
  BookingDeclined,
  BookingDepositReceived,
  BookingEventBase,
  BookingExpired,
} from '../bookings/bookings.api';
import { CatalogService } from '../catalog/catalog.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import type { OfferAccepted } from '../offers/offers.api';
import { PlanBudgetRepository } from './plan-budget.repository';
import { planChanged } from './planning-events';
import { AMOUNT_MAX } from './planning-rules';

/** The amount a line takes from accepted terms: a range's upper bound and a starting price are estimates. */
export function offerAmount(terms: OfferAccepted['terms']): { actual: number; estimate: boolean } {
  const actual = terms.priceKind === 'range' ? (terms.priceMax ?? terms.priceMin) : terms.priceMin;
  return { actual: Math.min(Math.max(actual, 0), AMOUNT_MAX), estimate: terms.priceKind !== 'exact' };
}

/**
 * The budget follows Svatby: an offer the couple accepted fills its category's line (the actual
 * amount, source 'svatby'); the booking's confirmation shows its deposit due, the provider's record
 * of it received counts it as paid; a lapsed booking (declined, expired, cancelled) drops the link.
 * A lapse's 'offer.reopened' names the offers open again, not the lapsed one: the booking event of the
 * same lapse carries that one, so it is not listened to here. Offers are edited or withdrawn only
 * while 'sent', so an accepted offer's terms are final and other offers' changes leave the lines be.
 * Each listener's change (one UPDATE, or the offer's line in a transaction) tells the plan's members (planning.changed).
 */
@Injectable()
export class PlanBudgetEffects {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly budget: PlanBudgetRepository,
    private readonly catalog: CatalogService,
  ) {}

  @OnDomainEvent<OfferAccepted>('offer.accepted')
  async onOfferAccepted(event: OfferAccepted): Promise<void> {
    const userId = event.request.userId;
    // Through the manage link only: no account, no plan.
    if (userId === null || !event.terms) return;
    const name = (await this.catalog.categoryNameMap()).get(event.terms.categoryId);
    if (!name) return;
    const { actual, estimate } = offerAmount(event.terms);
    await this.domainEvents.transaction(async (manager, record) => {
      const planId = await this.budget.planOf(manager, userId);
      if (planId === null) return;
      await this.budget.followOffer(manager, { planId, categoryId: event.terms.categoryId, title: name, actual, estimate, offerId: event.offerId });
      record(planChanged(planId, 'budget'));
    });
  }

  /** The booking made at the acceptance: noted on the line (nothing the couple sees changes, so no live event). */
  @OnDomainEvent<BookingCreated>('booking.created')
  async onBookingCreated(event: BookingCreated): Promise<void> {
    await this.domainEvents.statement((manager) => this.budget.noteBooking(manager, event.offerId, event.bookingId));
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onBookingConfirmed(event: BookingConfirmed): Promise<void> {
    const deposit = event.depositAmount ?? event.known?.facts.depositAmount ?? null;
    await this.change((manager) => this.budget.noteBooking(manager, event.offerId, event.bookingId, deposit));
  }

  @OnDomainEvent<BookingDepositReceived>('booking.deposit_received')
  async onDepositReceived(event: BookingDepositReceived): Promise<void> {
    await this.change((manager) => this.budget.depositReceived(manager, event.offerId, event.depositAmount ?? null));
  }

  @OnDomainEvent<BookingDeclined>('booking.declined')
  async onBookingDeclined(event: BookingDeclined): Promise<void> {
    await this.lapsed(event);
  }

  @OnDomainEvent<BookingExpired>('booking.expired')
  async onBookingExpired(event: BookingExpired): Promise<void> {
    await this.lapsed(event);
  }

  @OnDomainEvent<BookingCancelled>('booking.cancelled')
  async onBookingCancelled(event: BookingCancelled): Promise<void> {
    await this.lapsed(event);
  }

  private async lapsed(event: BookingEventBase): Promise<void> {
    await this.change((manager) => this.budget.dropOffer(manager, event.offerId));
  }

  /** Runs a change of lines found by their offer, one UPDATE each; each plan it touched is told. */
  private async change(work: (manager: EntityManager) => Promise<number[]>): Promise<void> {
    await this.domainEvents.statement(async (manager, record) => {
      for (const planId of await work(manager)) record(planChanged(planId, 'budget'));
    });
  }
}
