import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { InvitationSource } from './entities/request-invitation.entity';

/** An invitation as the module reads it, with the invitee's company name. */
export interface InvitationRow {
  requestId: number;
  providerId: number;
  companyName: string;
  source: InvitationSource;
  createdAt: Date;
}

/** A shortlist entry. */
export interface ShortlistRow {
  providerId: number;
  createdAt: Date;
}

/** What the 48-hour job picks for a request (FollowupPick). */
export interface FollowupProvider {
  id: number;
  userId: number;
  companyName: string;
  email: string;
}

/** The request's side of the follow-up's pick. */
export interface FollowupPick {
  requestId: number;
  categories: string[];
  /** Provider areas that reach the request's place; null: every provider (a request for the whole country). */
  areas: string[] | null;
  weddingDate: string | null;
  /** THE listed rule, from Providers' front door (ProvidersService.listedCondition('p')). */
  listedSql: string;
  limit: number;
}

/**
 * The Matching module's tables (shortlist_entries, request_invitations, request_followups): the only
 * place that reads or writes them. Two report queries of the 48-hour job read beyond them, each
 * through what its owner publishes: the candidates read service_requests' confirmed_at/offer_count
 * (Requests), the pick reads provider_profiles with Providers' listed rule, the published functions
 * active_subscription() (Subscriptions) and provider_day_status() (Availability), and EXISTS probes on
 * the published tables offers and request_replies (Offers; contract-45 "Published reads").
 */
@Injectable()
export class MatchingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- shortlist ----

  /** The household's entries (the couple's plan members), one per provider: the earliest added. */
  async shortlist(userIds: number[]): Promise<ShortlistRow[]> {
    return (await this.dataSource.query(
      `SELECT provider_id AS "providerId", min(created_at) AS "createdAt" FROM shortlist_entries WHERE user_id = ANY($1::int[])
        GROUP BY provider_id ORDER BY 2, 1`,
      [userIds],
    )) as ShortlistRow[];
  }

  async shortlistIds(userIds: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT provider_id AS id FROM shortlist_entries WHERE user_id = ANY($1::int[]) ORDER BY provider_id`,
      [userIds],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /**
   * Adds the provider for the account unless the household has it (idempotent), under a per-account
   * advisory lock so that the cap holds against parallel adds: 'added', 'present' or 'full'. The cap
   * counts the household's providers.
   */
  async addToShortlist(userId: number, providerId: number, max: number, household: number[] = [userId]): Promise<'added' | 'present' | 'full'> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('shortlist'), $1)`, [userId]);
      const [present] = (await manager.query(`SELECT 1 FROM shortlist_entries WHERE user_id = ANY($1::int[]) AND provider_id = $2`, [
        household,
        providerId,
      ])) as unknown[];
      if (present) return 'present';
      const [{ count }] = (await manager.query(
        `SELECT count(DISTINCT provider_id)::int AS count FROM shortlist_entries WHERE user_id = ANY($1::int[])`,
        [household],
      )) as Array<{ count: number }>;
      if (count >= max) return 'full';
      await manager.query(`INSERT INTO shortlist_entries (user_id, provider_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, providerId]);
      return 'added';
    });
  }

  /** Removes the provider for the whole household (the partner's heart goes too). */
  async removeFromShortlist(userIds: number[], providerId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM shortlist_entries WHERE user_id = ANY($1::int[]) AND provider_id = $2`, [userIds, providerId]);
  }


  // ---- invitations ----

  /** Whether the provider is invited to the request (in the caller's transaction: the offer's, after its lock). */
  async isInvited(manager: EntityManager, requestId: number, providerId: number): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM request_invitations WHERE request_id = $1 AND provider_id = $2`, [
      requestId,
      providerId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async invitedProviderIds(manager: EntityManager, requestId: number): Promise<number[]> {
    const rows = (await manager.query(`SELECT provider_id AS id FROM request_invitations WHERE request_id = $1 ORDER BY provider_id`, [
      requestId,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The request's invitations, oldest first, with the invitees' names. */
  async invitations(requestId: number, manager: EntityManager = this.dataSource.manager): Promise<InvitationRow[]> {
    return (await manager.query(
      `SELECT i.request_id AS "requestId", i.provider_id AS "providerId", p.company_name AS "companyName", i.source, i.created_at AS "createdAt"
         FROM request_invitations i JOIN provider_profiles p ON p.id = i.provider_id
        WHERE i.request_id = $1
        ORDER BY i.created_at, i.id`,
      [requestId],
    )) as InvitationRow[];
  }

  /** The couple's invitations of a request so far (the per-request cap), in the caller's transaction. */
  async coupleInvitationCount(manager: EntityManager, requestId: number): Promise<number> {
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM request_invitations WHERE request_id = $1 AND source = 'couple'`,
      [requestId],
    )) as Array<{ count: number }>;
    return count;
  }

  /**
   * The account's invitations in the last 24 hours (the daily cap), after taking the account's
   * advisory lock for the caller's transaction: two invites of one couple at once take turns.
   */
  async lockAndCountToday(manager: EntityManager, userId: number): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('invitations'), $1)`, [userId]);
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM request_invitations WHERE invited_by = $1 AND created_at > now() - interval '24 hours'`,
      [userId],
    )) as Array<{ count: number }>;
    return count;
  }

  /** Inserts the invitations (already invited providers skipped); the providers newly invited. */
  async insertInvitations(
    manager: EntityManager,
    requestId: number,
    providerIds: number[],
    source: InvitationSource,
    invitedBy: number | null,
  ): Promise<number[]> {
    if (providerIds.length === 0) return [];
    const rows = (await manager.query(
      `INSERT INTO request_invitations (request_id, provider_id, source, invited_by)
       SELECT $1, unnest($2::int[]), $3, $4
       ON CONFLICT (request_id, provider_id) DO NOTHING
       RETURNING provider_id AS "providerId"`,
      [requestId, providerIds, source, invitedBy],
    )) as Array<{ providerId: number }>;
    return rows.map((row) => row.providerId);
  }

  /** The provider's invitations to active requests it has not answered yet (the dashboard's "Pozvánka od páru"). */
  async openInvitationCount(providerId: number): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count
         FROM request_invitations i JOIN service_requests r ON r.id = i.request_id
        WHERE i.provider_id = $1 AND r.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.request_id = i.request_id AND o.provider_id = i.provider_id AND o.status <> 'withdrawn')
          AND NOT EXISTS (SELECT 1 FROM request_replies rr WHERE rr.request_id = i.request_id AND rr.provider_id = i.provider_id)`,
      [providerId],
    )) as Array<{ count: number }>;
    return count;
  }

  // ---- the 48-hour follow-up ----

  /** Active, confirmed, non-demo requests confirmed at or before `cutoff` with fewer than `offersBelow` offers and no follow-up yet. */
  async followupCandidates(cutoff: Date, offersBelow: number, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT r.id FROM service_requests r
        WHERE r.status = 'active' AND NOT r.is_demo AND r.confirmed_at IS NOT NULL AND r.confirmed_at <= $1
          AND r.offer_count < $2
          AND NOT EXISTS (SELECT 1 FROM request_followups f WHERE f.request_id = r.id)
        ORDER BY r.confirmed_at, r.id
        LIMIT $3`,
      [cutoff, offersBelow, limit],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** Marks the follow-up done (once per request); false when another run marked it first. */
  async insertFollowup(manager: EntityManager, requestId: number, ranAt: Date): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO request_followups (request_id, ran_at, invited_count) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING RETURNING request_id`,
      [requestId, ranAt],
    )) as unknown[];
    return rows.length > 0;
  }

  async setFollowupCount(manager: EntityManager, requestId: number, count: number): Promise<void> {
    await manager.query(`UPDATE request_followups SET invited_count = $2 WHERE request_id = $1`, [requestId, count]);
  }

  /**
   * The follow-up's providers for a request: subscribed (an active subscription), listed, not demo,
   * serving one of its categories and its place, not already invited, offered or answered, not busy
   * on the date (free or unknown); by answer rate (desc), response time (asc), id.
   */
  async followupProviders(manager: EntityManager, pick: FollowupPick): Promise<FollowupProvider[]> {
    return (await manager.query(
      `SELECT p.id, p.user_id AS "userId", p.company_name AS "companyName", p.email
         FROM provider_profiles p
        WHERE ${pick.listedSql} AND NOT p.is_demo
          AND EXISTS (SELECT 1 FROM active_subscription(p.id))
          AND p.categories && $2::varchar[]
          AND ($3::varchar[] IS NULL OR p.service_areas && $3::varchar[])
          AND NOT EXISTS (SELECT 1 FROM request_invitations i WHERE i.request_id = $1 AND i.provider_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.request_id = $1 AND o.provider_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM request_replies rr WHERE rr.request_id = $1 AND rr.provider_id = p.id)
          AND ($4::date IS NULL OR provider_day_status(p.id, $4::date) <> 'busy')
        ORDER BY p.response_share DESC NULLS LAST, p.response_minutes_median ASC NULLS LAST, p.id
        LIMIT $5`,
      [pick.requestId, pick.categories, pick.areas, pick.weddingDate, pick.limit],
    )) as FollowupProvider[];
  }

  // ---- account data ----

  async exportShortlist(userId: number): Promise<ShortlistRow[]> {
    return this.shortlist([userId]);
  }

  /** The account's invitations: made as a couple (invited_by, or on its requests) and received by its provider profile. */
  async exportInvitations(
    userId: number,
    providerId: number | null,
    requestIds: number[],
  ): Promise<Array<{ requestId: number; providerId: number; source: InvitationSource; createdAt: Date; side: 'couple' | 'provider' }>> {
    return (await this.dataSource.query(
      `SELECT i.request_id AS "requestId", i.provider_id AS "providerId", i.source, i.created_at AS "createdAt",
              CASE WHEN i.provider_id = $2 THEN 'provider' ELSE 'couple' END AS side
         FROM request_invitations i
        WHERE i.invited_by = $1 OR i.provider_id = $2 OR i.request_id = ANY($3::int[])
        ORDER BY i.created_at, i.id`,
      [userId, providerId, requestIds],
    )) as Array<{ requestId: number; providerId: number; source: InvitationSource; createdAt: Date; side: 'couple' | 'provider' }>;
  }

  /**
   * Erasure: the shortlist goes (also by the foreign key's cascade); the couple's invitations of its
   * requests go (who invited whom is the couple's); a provider's received invitations go with its
   * profile (cascade).
   */
  async erase(manager: EntityManager, userId: number, requestIds: number[]): Promise<void> {
    await manager.query(`DELETE FROM shortlist_entries WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM request_invitations WHERE invited_by = $1 OR request_id = ANY($2::int[])`, [userId, requestIds]);
  }
}
