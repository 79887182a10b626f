/**
 * The public surface of `matching/`. Shortlists, invitations to quote and the 48-hour follow-up: what other modules may use.
 * Other modules import from this file (and `matching.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { MatchingService } from './matching.service';
export type { InvitedProvider, MatchingEvent, ProvidersInvited } from './matching-events';
export type { HouseholdSource } from './matching.service';
export { INVITATION_SOURCES } from './entities/request-invitation.entity';
export type { InvitationSource } from './entities/request-invitation.entity';
export { MatchingClock } from './matching-clock';
export { ExportedInvitationDto, ExportedShortlistEntryDto } from './dto/invitation.dto';
