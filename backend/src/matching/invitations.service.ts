import { ConflictException, ForbiddenException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';
import { CatalogService, locationReach } from '../catalog/catalog.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { ProvidersService } from '../providers/providers.api';
import { type InvitationRequestContext, REQUEST_NOT_FOUND, RequestsService } from '../requests/requests.api';
import type { InvitationDto, InvitationsDto, InviteProvidersDto } from './dto/invitation.dto';
import type { InvitationSource } from './entities/request-invitation.entity';
import { MatchingClock } from './matching-clock';
import type { InvitedProvider, ProvidersInvited } from './matching-events';
import {
  FOLLOWUP_AFTER_HOURS,
  FOLLOWUP_BATCH,
  FOLLOWUP_INVITES_MAX,
  FOLLOWUP_OFFERS_BELOW,
  INVITATIONS_PER_DAY_MAX,
  INVITATIONS_PER_REQUEST_MAX,
  MATCHING_MESSAGES,
} from './matching-rules';
import { type InvitationRow, MatchingRepository } from './matching.repository';

const WHOLE_COUNTRY = 'cela-cr';

const toDto = (row: InvitationRow): InvitationDto => ({
  providerId: row.providerId,
  companyName: row.companyName,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

const eventRequest = (request: InvitationRequestContext): ProvidersInvited['request'] => ({
  id: request.id,
  userId: request.userId,
  coupleName: request.coupleName,
  contactEmail: request.contactEmail,
  categoryId: request.categoryId,
  locationId: request.locationId,
  weddingDate: request.weddingDate,
});

/**
 * Invitations to quote (issue 45, item 2 and 6): the couple invites up to 5 listed providers to its
 * active request (20 a day per account); the 48-hour follow-up invites up to 5 more matching
 * providers once per request. Each runs in one transaction after locking the request's row (the
 * offers' lock: an offer's "is the sender invited" sees every invitation before it); the mails and
 * live events follow the commit (MatchingEffects).
 */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly matching: MatchingRepository,
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
    private readonly clock: MatchingClock,
  ) {}

  /** GET /api/service-requests/{id}/invitations: the owner's (signed-in) view; 404 otherwise. */
  async list(requestId: number, viewer: Viewer): Promise<InvitationsDto> {
    await this.ownedRequest(requestId, viewer);
    return { items: (await this.matching.invitations(requestId)).map(toDto) };
  }

  /**
   * POST /api/service-requests/{id}/invitations: 404 for an unknown or someone else's request, 409
   * for one not active or over 5 couple invitations, 429 over 20 a day, 400 naming the providers that
   * are not listed. Already invited providers are skipped silently.
   */
  async invite(requestId: number, dto: InviteProvidersDto, viewer: Viewer): Promise<InvitationsDto> {
    const userId = viewer.user!.id;
    await this.ownedRequest(requestId, viewer);
    // Any provider with a public profile (a free one's portfolio is reachable by id: it sees the invitation and is offered a
    // subscription to answer); a demo provider is invented, nobody would read its mail.
    const found = await Promise.all(dto.providerIds.map((id) => this.providers.findBasic(id)));
    const missing = dto.providerIds.filter((_, index) => !found[index] || found[index]!.isDemo);
    if (missing.length > 0) throw fieldError('providerIds', MATCHING_MESSAGES.notListed(missing));
    if (viewer.provider && dto.providerIds.includes(viewer.provider.id)) throw fieldError('providerIds', MATCHING_MESSAGES.ownProfile);

    const rows = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.invitationContext(manager, requestId, true);
      if (!request || request.userId !== userId) throw new NotFoundException(REQUEST_NOT_FOUND);
      if (request.status !== 'active' || request.isDemo) throw new ConflictException(MATCHING_MESSAGES.requestNotActive);
      const current = await this.matching.invitations(requestId, manager);
      const already = new Set(current.map((row) => row.providerId));
      const fresh = dto.providerIds.filter((id) => !already.has(id));
      if (fresh.length > 0) {
        const coupleCount = current.filter((row) => row.source === 'couple').length;
        if (coupleCount + fresh.length > INVITATIONS_PER_REQUEST_MAX) throw new ConflictException(MATCHING_MESSAGES.perRequest);
        const today = await this.matching.lockAndCountToday(manager, userId);
        if (today + fresh.length > INVITATIONS_PER_DAY_MAX) throw new HttpException(MATCHING_MESSAGES.perDay, HttpStatus.TOO_MANY_REQUESTS);
        const inserted = await this.matching.insertInvitations(manager, requestId, fresh, 'couple', userId);
        await this.recordInvited(record, request, inserted, 'couple');
      }
      return this.matching.invitations(requestId, manager);
    });
    return { items: rows.map(toDto) };
  }

  /**
   * The 48-hour follow-up (every 30 minutes, MatchingJobs): each active, confirmed, non-demo request
   * confirmed at least 48 hours before `now`, with fewer than 2 offers and no follow-up yet, gets up
   * to 5 more matching providers invited ('system') and its follow-up mark, even when none was found.
   * Returns the number of requests handled.
   */
  async runFollowups(now: Date = this.clock.now()): Promise<{ requests: number; invited: number }> {
    const cutoff = new Date(now.getTime() - FOLLOWUP_AFTER_HOURS * 3_600_000);
    const ids = await this.matching.followupCandidates(cutoff, FOLLOWUP_OFFERS_BELOW, FOLLOWUP_BATCH);
    if (ids.length === 0) return { requests: 0, invited: 0 };
    const reaching = await this.reachingAreas();
    let handled = 0;
    let invited = 0;
    for (const id of ids) {
      try {
        const count = await this.followup(id, now, cutoff, reaching);
        if (count !== null) {
          handled += 1;
          invited += count;
        }
      } catch (error) {
        this.logger.error(`Follow-up of request ${id} failed: ${String(error)}`);
      }
    }
    return { requests: handled, invited };
  }

  /** One request's follow-up under its lock; null when it no longer qualifies or another run took it. */
  private async followup(id: number, now: Date, cutoff: Date, reaching: (locationId: string | null) => string[] | null): Promise<number | null> {
    return this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.invitationContext(manager, id, true);
      if (!request || request.status !== 'active' || request.isDemo || !request.confirmedAt || request.confirmedAt > cutoff) return null;
      if (request.offerCount >= FOLLOWUP_OFFERS_BELOW) return null;
      if (!(await this.matching.insertFollowup(manager, id, now))) return null;
      const picked = await this.matching.followupProviders(manager, {
        requestId: id,
        categories: request.matchedCategories.length > 0 ? request.matchedCategories : [request.categoryId],
        areas: reaching(request.locationId),
        weddingDate: request.weddingDate,
        listedSql: this.providers.listedCondition('p'),
        limit: FOLLOWUP_INVITES_MAX,
      });
      const inserted = await this.matching.insertInvitations(
        manager,
        id,
        picked.map((provider) => provider.id),
        'system',
        null,
      );
      await this.matching.setFollowupCount(manager, id, inserted.length);
      if (inserted.length > 0) {
        const byId = new Map(picked.map((provider) => [provider.id, provider]));
        record({
          type: 'matching.invited',
          source: 'system',
          request: eventRequest(request),
          invited: inserted.map((providerId) => {
            const provider = byId.get(providerId)!;
            return { providerId, userId: provider.userId, companyName: provider.companyName, email: provider.email };
          }),
        } satisfies ProvidersInvited);
      }
      return inserted.length;
    });
  }

  /**
   * The provider areas that reach a request's place (the inverse of the inquiries filter's
   * locationReach): null for a request for the whole country (every provider); a place outside the
   * catalogue is reached by whole-country providers only.
   */
  private async reachingAreas(): Promise<(locationId: string | null) => string[] | null> {
    const areas = (await this.catalog.listLocations()).map((location) => location.id);
    return (locationId) => {
      if (locationId === WHOLE_COUNTRY) return null;
      if (!locationId) return [WHOLE_COUNTRY];
      return [
        WHOLE_COUNTRY,
        ...areas.filter((area) => {
          const reach = locationReach([area]);
          return reach === null || reach.includes(locationId);
        }),
      ];
    };
  }

  private async recordInvited(
    record: (event: ProvidersInvited) => void,
    request: InvitationRequestContext,
    providerIds: number[],
    source: InvitationSource,
  ): Promise<void> {
    if (providerIds.length === 0) return;
    const parties = await this.providers.offerParties(providerIds);
    const invited: InvitedProvider[] = providerIds
      .map((id) => parties.get(id))
      .filter((party) => party !== undefined)
      .map((party) => ({ providerId: party.id, userId: party.userId, companyName: party.companyName, email: party.email }));
    record({ type: 'matching.invited', source, request: eventRequest(request), invited } satisfies ProvidersInvited);
  }

  /** The signed-in owner's request; 404 for a missing one or someone else's (nobody else learns it exists). */
  private async ownedRequest(requestId: number, viewer: Viewer): Promise<void> {
    if (!viewer.user) throw new ForbiddenException();
    const context = await this.requests.offerContext(requestId);
    if (!context || context.userId !== viewer.user.id) throw new NotFoundException(REQUEST_NOT_FOUND);
  }
}
