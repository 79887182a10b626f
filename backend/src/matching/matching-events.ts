import type { DomainEvent } from '../common/domain-events/domain-events';
import type { InvitationSource } from './entities/request-invitation.entity';

/** An invited provider, as its mail and live event need it. */
export interface InvitedProvider {
  providerId: number;
  userId: number;
  companyName: string;
  email: string;
}

/**
 * Providers were invited to quote on a request (by its couple, or by the 48-hour follow-up). It
 * carries catalogue values only: no text the couple typed goes into the invitees' mails.
 */
export interface ProvidersInvited extends DomainEvent {
  type: 'matching.invited';
  source: InvitationSource;
  request: {
    id: number;
    /** The couple's account (their live event); null without one. */
    userId: number | null;
    coupleName: string;
    contactEmail: string;
    categoryId: string;
    locationId: string | null;
    weddingDate: string | null;
  };
  invited: InvitedProvider[];
}

export type MatchingEvent = ProvidersInvited;
