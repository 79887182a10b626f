import { Injectable } from '@nestjs/common';
import type { BookingConfirmed } from '../bookings/bookings.api';
import { locationReach } from '../catalog/catalog.api';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import type { OfferAccepted, OfferRead, OfferSent, ReplyCreated } from '../offers/offers.api';
import { ProviderRecords } from '../providers/providers.api';
import type { RequestListed, RequestOpened } from '../requests/requests.api';
import { ResultsRepository } from './results.repository';

/** The catalogue's whole country: a request there (or a provider serving it) reaches every place. */
const WHOLE_COUNTRY = 'cela-cr';

/**
 * The areas a provider must serve (one of) to be reached by a request at `locationId`: null for
 * any area (a whole-country request). locationReach is symmetric (a city reaches its regions and a
 * region its cities), so the request's reach is the set of the providers' areas that reach it.
 */
export function areasReaching(locationId: string | null): string[] | null {
  if (locationId === WHOLE_COUNTRY) return null;
  // A place outside the catalogue reaches only the providers of the whole country.
  return locationId ? (locationReach([locationId]) ?? null) : [WHOLE_COUNTRY];
}

/**
 * The providers' results kept from the facts as they commit (DomainEvents): each listener writes
 * one or two statements into insights' own tables, so that the results page reads counters only.
 */
@Injectable()
export class ResultsEffects {
  constructor(
    private readonly results: ResultsRepository,
    private readonly providers: ProviderRecords,
  ) {}

  /** A listed request reaches the providers of its (new) categories serving its place: "Zveřejněné poptávky ve vašem oboru". */
  @OnDomainEvent<RequestListed>('request.listed')
  async onListed(event: RequestListed): Promise<void> {
    if (event.isDemo) return;
    const at = new Date(event.listedAt);
    await this.results.recordListed(event.requestId, at);
    const reached = await this.providers.reachedProviders(event.newCategories, areasReaching(event.locationId));
    await this.results.recordStep(reached, event.requestId, 'matched', at);
  }

  @OnDomainEvent<RequestOpened>('request.opened')
  async onOpened(event: RequestOpened): Promise<void> {
    await this.results.recordStep([event.providerId], event.requestId, 'opened', new Date(event.openedAt));
  }

  @OnDomainEvent<OfferSent>('offer.sent')
  async onOfferSent(event: OfferSent): Promise<void> {
    const at = new Date();
    await this.results.recordStep([event.providerId], event.request.id, 'offered', at);
    await this.results.recordResponse(event.providerId, event.request.id, at);
  }

  /** A one-tap answer (issue 45) is an answer too: it ends the response time, without counting as an offer. */
  @OnDomainEvent<ReplyCreated>('reply.created')
  async onReply(event: ReplyCreated): Promise<void> {
    await this.results.recordResponse(event.providerId, event.requestId, new Date());
  }

  @OnDomainEvent<OfferRead>('offer.read')
  async onOfferRead(event: OfferRead): Promise<void> {
    await this.results.increment([event.providerId], 'offersRead', new Date(event.readAt));
  }

  @OnDomainEvent<OfferAccepted>('offer.accepted')
  async onOfferAccepted(event: OfferAccepted): Promise<void> {
    await this.results.increment([event.providerId], 'offersAccepted', new Date());
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onBookingConfirmed(event: BookingConfirmed): Promise<void> {
    await this.results.increment([event.providerId], 'bookingsConfirmed', new Date());
  }
}
