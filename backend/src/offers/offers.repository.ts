import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { WHOLE_COUNTRY } from '../common/text/location-display';
import { queryPrepared, SqlParams } from '../database/sql-query';
import type { ResponseSignals } from '../providers/providers.api';
import type { OfferAvailability, OfferPriceKind, OfferStatus } from './entities/offer.entity';

/** An offer as the service reads it. */
export interface OfferRow {
  id: number;
  requestId: number;
  providerId: number;
  status: OfferStatus;
  message: string;
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  availableOnDate: OfferAvailability | null;
  depositAmount: number | null;
  declineReason: string | null;
  declinedAutomatically: boolean;
  answeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the provider writes: the offer's content (checked by the service). */
export interface OfferFields {
  message: string;
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  availableOnDate: OfferAvailability | null;
  depositAmount: number | null;
}

/** The admin overview's matching figures (issue 45): two offers within 48 hours of the confirmation. */
export interface MatchingFigures {
  requestsConsidered: number;
  withTwoOffersIn48h: number;
  shareWithTwoOffersIn48h: number | null;
  medianHoursToFirstOffer: number | null;
}

/**
 * The public figures' report (insights, issue 47): what happened to the requests and offers of one
 * category (a request's primary category) and area. Raw numbers: the minimums are the caller's.
 */
export interface MarketOfferFigures {
  categoryId: string;
  /** 'cela-cr' for every request, else a region of the places given. */
  regionId: string;
  /** Requests confirmed in the window (listed or later, demo ones apart). */
  requests: number;
  /** Of them, those that got an offer. */
  requestsWithOffer: number;
  /** Median minutes from the confirmation to the first offer, over those with one; null: none. */
  medianFirstOfferMinutes: number | null;
  /** Requests confirmed in the window and at least `earlyHours` ago: what the early share is out of. */
  requestsMature: number;
  /** Of them, those with at least two offers sent within `earlyHours` of the confirmation. */
  withTwoEarlyOffers: number;
  /** Offers accepted in the window. */
  accepted: number;
  /** Quartiles of the accepted prices (Kč; a range counts as its middle); null without any. */
  priceP25: number | null;
  priceMedian: number | null;
  priceP75: number | null;
}

/** What the public figures' report groups by: the window, the early hours and which places lie in which region. */
export interface MarketFiguresQuery {
  days: number;
  earlyHours: number;
  /** Pairs (place, region): a request at the place counts in the region too. */
  places: ReadonlyArray<{ placeId: string; regionId: string }>;
}

/** The admin overview's offer figures. */
export interface OfferOverviewFigures {
  offersPerWeek: Array<{ week: string; count: number }>;
  requestsWithOfferShare: number;
  medianFirstResponseMinutes: number | null;
  matching: MatchingFigures;
}

const OFFER_COLUMNS = `o.id, o.request_id AS "requestId", o.provider_id AS "providerId", o.status, o.message,
  o.price_kind AS "priceKind", o.price_min AS "priceMin", o.price_max AS "priceMax", o.included_items AS "includedItems",
  to_char(o.valid_until, 'YYYY-MM-DD') AS "validUntil", o.available_on_date AS "availableOnDate",
  o.deposit_amount AS "depositAmount", o.decline_reason AS "declineReason", o.declined_automatically AS "declinedAutomatically", o.answered_at AS "answeredAt",
  o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

const fieldValues = (fields: OfferFields): unknown[] => [
  fields.message,
  fields.priceKind,
  fields.priceMin,
  fields.priceMax,
  fields.includedItems,
  fields.validUntil,
  fields.availableOnDate,
  fields.depositAmount,
];

/*
 * The response signals (issue 19) over the last `days` days, for the providers `ids` (null: every
 * provider that could have one: an offer in the window or an active subscription). A report: the
 * Providers module stores them on the profiles (ProviderRecords.storeResponseSignals). Read across the Requests module's published columns (status, confirmed_at, matched
 * categories, location) because a figure over 100 000 requests cannot be assembled through services.
 *
 * A response is an offer or, since issue 45, a one-tap answer (request_replies: 'Nemám volný termín',
 * 'Nehodí se mi', 'Potřebuji upřesnit'); an answer taken back is deleted and counts no more.
 *
 * - response_minutes_median: the median of request confirmed → this provider's first response (one
 *   per request) over its responses given in the window;
 * - response_share: the requests it answered / the requests in its reach: confirmed in the window,
 *   listed or later (not demo), matching its categories and areas (a location of its areas, or the
 *   whole country), plus any other request it answered. NULL when nothing was in reach.
 */
const RESPONSE_SIGNALS_SQL = `
  WITH target AS (
    SELECT p.id, p.categories, p.service_areas
      FROM provider_profiles p
     WHERE CASE WHEN $1::int[] IS NULL
                THEN EXISTS (SELECT 1 FROM offers o WHERE o.provider_id = p.id AND o.created_at > now() - make_interval(days => $2))
                     OR EXISTS (SELECT 1 FROM request_replies q WHERE q.provider_id = p.id AND q.created_at > now() - make_interval(days => $2))
                     OR EXISTS (SELECT 1 FROM active_subscription(p.id))
                ELSE p.id = ANY ($1::int[]) END
  ), responses AS (
    SELECT o.provider_id, o.request_id, o.created_at
      FROM target t JOIN offers o ON o.provider_id = t.id AND o.created_at > now() - make_interval(days => $2)
    UNION ALL
    SELECT q.provider_id, q.request_id, q.created_at
      FROM target t JOIN request_replies q ON q.provider_id = t.id AND q.created_at > now() - make_interval(days => $2)
  ), answered AS (
    SELECT x.provider_id, x.request_id, min(x.created_at) AS created_at, r.confirmed_at
      FROM responses x
      JOIN service_requests r ON r.id = x.request_id AND r.confirmed_at IS NOT NULL
     GROUP BY x.provider_id, x.request_id, r.confirmed_at
  ), reach AS (
    SELECT t.id AS provider_id, r.id AS request_id
      FROM target t
      JOIN service_requests r
        ON r.confirmed_at > now() - make_interval(days => $2) AND r.status <> 'unconfirmed' AND NOT r.is_demo
       AND r.matched_categories && t.categories
       AND (t.service_areas && ARRAY[$3::varchar] OR r.location_id = ANY (t.service_areas))
    UNION
    SELECT a.provider_id, a.request_id FROM answered a WHERE a.confirmed_at > now() - make_interval(days => $2)
  ), figures AS (
    SELECT t.id,
           (SELECT round(percentile_cont(0.5) WITHIN GROUP (
                     ORDER BY GREATEST(extract(epoch FROM a.created_at - a.confirmed_at), 0)::float8 / 60))::int
              FROM answered a WHERE a.provider_id = t.id) AS median,
           (SELECT CASE WHEN count(*) = 0 THEN NULL
                        ELSE (count(*) FILTER (WHERE EXISTS (
                                SELECT 1 FROM offers o WHERE o.provider_id = t.id AND o.request_id = x.request_id)
                              OR EXISTS (
                                SELECT 1 FROM request_replies q WHERE q.provider_id = t.id AND q.request_id = x.request_id)))::real / count(*) END
              FROM reach x WHERE x.provider_id = t.id) AS share
      FROM target t
  )
  SELECT f.id, f.median, f.share FROM figures f`;

/*
 * The public figures (issue 47), per primary category of the request and area ('cela-cr': all, else
 * each region its place lies in), over the requests confirmed in the last $1 days (demo ones apart)
 * and the offers accepted in them. Read across the Requests module's published columns as the
 * response signals are. Run by the hourly job of the insights module, never per page view.
 */
const MARKET_REQUESTS_SQL = `
  WITH places AS (SELECT * FROM unnest($3::varchar[], $4::varchar[]) AS x(place_id, region_id)),
  window_requests AS (
    SELECT r.id, r.primary_category_id AS category_id, r.location_id, r.confirmed_at
      FROM service_requests r
     WHERE r.confirmed_at > now() - make_interval(days => $1) AND r.status <> 'unconfirmed' AND NOT r.is_demo
  ), offer_times AS (
    -- The window's offers in one hash join and one pass. Not a min(created_at) subquery per request:
    -- PostgreSQL answers that by walking offers_created_idx until the request's first offer, the whole
    -- index for every request without one (217 s at 100 000 requests and 15 000 offers; this: 0.5 s).
    SELECT w.id, min(o.created_at) AS first_offer_at,
           count(*) FILTER (WHERE o.created_at <= w.confirmed_at + make_interval(hours => $2)) AS early_offers
      FROM window_requests w JOIN offers o ON o.request_id = w.id
     GROUP BY w.id
  ), considered AS (
    SELECT w.category_id, w.location_id, w.confirmed_at, t.first_offer_at, coalesce(t.early_offers, 0) AS early_offers
      FROM window_requests w LEFT JOIN offer_times t ON t.id = w.id
  ), grouped AS (
    SELECT c.*, $5::varchar AS region_id FROM considered c
    UNION ALL
    SELECT c.*, p.region_id FROM considered c JOIN places p ON p.place_id = c.location_id
  )
  SELECT category_id AS "categoryId", region_id AS "regionId",
         count(*)::int AS "requests",
         count(first_offer_at)::int AS "requestsWithOffer",
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY GREATEST(extract(epoch FROM first_offer_at - confirmed_at), 0)::float8 / 60)
               FILTER (WHERE first_offer_at IS NOT NULL))::int AS "medianFirstOfferMinutes",
         (count(*) FILTER (WHERE confirmed_at <= now() - make_interval(hours => $2)))::int AS "requestsMature",
         (count(*) FILTER (WHERE confirmed_at <= now() - make_interval(hours => $2) AND early_offers >= 2))::int AS "withTwoEarlyOffers"
    FROM grouped
   GROUP BY category_id, region_id`;

const MARKET_PRICES_SQL = `
  WITH places AS (SELECT * FROM unnest($2::varchar[], $3::varchar[]) AS x(place_id, region_id)),
  accepted AS (
    SELECT r.primary_category_id AS category_id, r.location_id,
           CASE WHEN o.price_kind = 'range' AND o.price_max IS NOT NULL THEN (o.price_min + o.price_max) / 2.0 ELSE o.price_min END AS price
      FROM offers o JOIN service_requests r ON r.id = o.request_id
     WHERE o.status = 'accepted' AND o.answered_at > now() - make_interval(days => $1) AND NOT r.is_demo
  ), grouped AS (
    SELECT a.*, $4::varchar AS region_id FROM accepted a
    UNION ALL
    SELECT a.*, p.region_id FROM accepted a JOIN places p ON p.place_id = a.location_id
  )
  SELECT category_id AS "categoryId", region_id AS "regionId", count(*)::int AS "accepted",
         round(percentile_cont(0.25) WITHIN GROUP (ORDER BY price))::int AS "priceP25",
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS "priceMedian",
         round(percentile_cont(0.75) WITHIN GROUP (ORDER BY price))::int AS "priceP75"
    FROM grouped
   GROUP BY category_id, region_id`;

/**
 * The Offers module's table (offers): the only place that reads or writes it. Every change runs in
 * the caller's transaction, after the caller locked the request's row (RequestsService.lockForOffers):
 * offers of one request and the couple's answers take turns, and the partial unique index
 * offers_one_accepted_idx refuses a second accepted offer whatever happens. The response signals
 * and the admin figures are the module's reports (see RESPONSE_SIGNALS_SQL).
 */
@Injectable()
export class OffersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byId(id: number, manager: EntityManager = this.dataSource.manager): Promise<OfferRow | null> {
    const [row] = await queryPrepared<OfferRow>(manager, `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = $1`, [id]);
    return row ?? null;
  }

  /** The offer locked for a change until the caller's transaction ends; null when missing. */
  async lock(manager: EntityManager, id: number): Promise<OfferRow | null> {
    const [row] = await queryPrepared<OfferRow>(manager, `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** The provider's offer on the request (any status), locked; null when it has none. */
  async lockOwn(manager: EntityManager, requestId: number, providerId: number): Promise<OfferRow | null> {
    const [row] = (await queryPrepared(
      manager,
      `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.request_id = $1 AND o.provider_id = $2 FOR UPDATE`,
      [requestId, providerId],
    )) as OfferRow[];
    return row ?? null;
  }

  /** The providers of the request's offers not withdrawn (the cap's recount, in the caller's transaction). */
  async liveProviderIds(manager: EntityManager, requestId: number): Promise<number[]> {
    const rows = (await manager.query(`SELECT provider_id AS id FROM offers WHERE request_id = $1 AND status <> 'withdrawn'`, [
      requestId,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** A new offer ('sent'); a second one of the provider on the request raises 23505 (offers_request_provider). */
  async insert(manager: EntityManager, requestId: number, providerId: number, fields: OfferFields): Promise<OfferRow> {
    const [row] = (await manager.query(
      `INSERT INTO offers AS o (request_id, provider_id, message, price_kind, price_min, price_max, included_items, valid_until,
                                available_on_date, deposit_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${OFFER_COLUMNS}`,
      [requestId, providerId, ...fieldValues(fields)],
    )) as OfferRow[];
    return row;
  }

  /** A withdrawn offer sent again: new content, 'sent', the answer cleared, dated now (a new offer to the couple). */
  async resend(manager: EntityManager, id: number, fields: OfferFields): Promise<OfferRow> {
    return this.updateReturning(
      manager,
      `status = 'sent', message = $2, price_kind = $3, price_min = $4, price_max = $5, included_items = $6, valid_until = $7,
       available_on_date = $8, deposit_amount = $9, decline_reason = NULL, declined_automatically = false, answered_at = NULL,
       created_at = now(), updated_at = now()`,
      [id, ...fieldValues(fields)],
    );
  }

  /** The provider's edit of a sent offer. */
  async replace(manager: EntityManager, id: number, fields: OfferFields): Promise<OfferRow> {
    return this.updateReturning(
      manager,
      `message = $2, price_kind = $3, price_min = $4, price_max = $5, included_items = $6, valid_until = $7,
       available_on_date = $8, deposit_amount = $9, updated_at = now()`,
      [id, ...fieldValues(fields)],
    );
  }

  async withdraw(manager: EntityManager, id: number): Promise<OfferRow> {
    return this.updateReturning(manager, `status = 'withdrawn', updated_at = now()`, [id]);
  }

  /** Accepts the offer; a second accepted offer of the request raises 23505 (offers_one_accepted_idx). */
  async accept(manager: EntityManager, id: number): Promise<OfferRow> {
    return this.updateReturning(manager, `status = 'accepted', answered_at = now(), updated_at = now()`, [id]);
  }

  async decline(manager: EntityManager, id: number, reason: string | null): Promise<OfferRow> {
    return this.updateReturning(
      manager,
      `status = 'declined', decline_reason = $2, declined_automatically = false, answered_at = now(), updated_at = now()`,
      [id, reason],
    );
  }

  /** Declines every other sent offer of the request automatically with `reason`; those offers. */
  async declineOthers(manager: EntityManager, requestId: number, acceptedId: number, reason: string): Promise<OfferRow[]> {
    const [rows] = (await manager.query(
      `UPDATE offers o
          SET status = 'declined', decline_reason = $3, declined_automatically = true, answered_at = now(), updated_at = now()
        WHERE o.request_id = $1 AND o.id <> $2 AND o.status = 'sent'
        RETURNING ${OFFER_COLUMNS}`,
      [requestId, acceptedId, reason],
    )) as [OfferRow[], number];
    return rows;
  }

  /**
   * A booking's lapse (declined or expired by the provider): the accepted offer becomes 'withdrawn'
   * with `reason`, and the offers declined automatically at that acceptance and still valid on `today`
   * (valid today in Prague) are 'sent' again; those reopened.
   */
  async lapseAccepted(manager: EntityManager, offerId: number, reason: string): Promise<{ lapsed: OfferRow | null; reopened: OfferRow[] }> {
    const [lapsedRows] = (await manager.query(
      `UPDATE offers o SET status = 'withdrawn', decline_reason = $2, updated_at = now()
        WHERE o.id = $1 AND o.status = 'accepted' RETURNING ${OFFER_COLUMNS}`,
      [offerId, reason],
    )) as [OfferRow[], number];
    const lapsed = lapsedRows[0] ?? null;
    if (!lapsed) return { lapsed: null, reopened: [] };
    const [reopened] = (await manager.query(
      `UPDATE offers o
          SET status = 'sent', decline_reason = NULL, declined_automatically = false, answered_at = NULL, updated_at = now()
        WHERE o.request_id = $1 AND o.status = 'declined' AND o.declined_automatically
          AND (o.valid_until IS NULL OR o.valid_until >= (now() AT TIME ZONE 'Europe/Prague')::date)
        RETURNING ${OFFER_COLUMNS}`,
      [lapsed.requestId],
    )) as [OfferRow[], number];
    return { lapsed, reopened };
  }

  /** The offers by id (the bookings' price and items before confirmation); missing ids are left out. */
  async byIds(ids: number[]): Promise<Map<number, OfferRow>> {
    if (ids.length === 0) return new Map();
    const select = `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = ANY($1::int[])`;
    const rows = await queryPrepared<OfferRow>(this.dataSource.manager, select, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async updateReturning(manager: EntityManager, set: string, values: unknown[]): Promise<OfferRow> {
    const [rows] = (await manager.query(`UPDATE offers o SET ${set} WHERE o.id = $1 RETURNING ${OFFER_COLUMNS}`, values)) as [
      OfferRow[],
      number,
    ];
    return rows[0];
  }

  /** The offers' statuses by id; missing ids are left out. */
  async statuses(ids: number[]): Promise<Map<number, OfferStatus>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, status FROM offers WHERE id = ANY($1::int[])`, [ids])) as Array<{
      id: number;
      status: OfferStatus;
    }>;
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  /** The account's data export: the provider's own offers and those on the couple's requests, oldest first. */
  ofExport(providerId: number | null, requestIds: readonly number[]): Promise<OfferRow[]> {
    return this.dataSource.query(
      `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.provider_id = $1 OR o.request_id = ANY($2::int[]) ORDER BY o.created_at, o.id`,
      [providerId, [...requestIds]],
    ) as Promise<OfferRow[]>;
  }

  /** The request's offers the couple sees (withdrawn ones apart), newest first. */
  /**
   * Marks the request's offers its couple now sees for the first time as read (issue 47: the
   * provider's funnel); the offers marked, with their providers and the time.
   */
  markFirstRead(requestId: number): Promise<Array<{ id: number; providerId: number; readAt: Date }>> {
    return this.dataSource.query(
      `WITH marked AS (
         UPDATE offers SET first_read_at = now()
          WHERE request_id = $1 AND status <> 'withdrawn' AND first_read_at IS NULL
          RETURNING id, provider_id, first_read_at
       )
       SELECT id, provider_id AS "providerId", first_read_at AS "readAt" FROM marked ORDER BY id`,
      [requestId],
    ) as Promise<Array<{ id: number; providerId: number; readAt: Date }>>;
  }

  ofRequest(requestId: number): Promise<OfferRow[]> {
    return this.dataSource.query(
      `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.request_id = $1 AND o.status <> 'withdrawn' ORDER BY o.created_at DESC, o.id DESC`,
      [requestId],
    ) as Promise<OfferRow[]>;
  }

  /** A page of the provider's offers (any status unless filtered), newest first, and their total. */
  async providerPage(
    providerId: number,
    filter: { status?: OfferStatus; requestId?: number; page: number; pageSize: number },
  ): Promise<{ rows: OfferRow[]; total: number }> {
    const params = new SqlParams();
    const where = [`o.provider_id = ${params.add(providerId)}`];
    if (filter.status) where.push(`o.status = ${params.add(filter.status)}`);
    if (filter.requestId) where.push(`o.request_id = ${params.add(filter.requestId)}`);
    const whereSql = where.join(' AND ');
    const whereValues = [...params.values];
    const rowsSql = `SELECT ${OFFER_COLUMNS} FROM offers o WHERE ${whereSql} ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${params.add(filter.pageSize)} OFFSET ${params.add((filter.page - 1) * filter.pageSize)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(rowsSql, params.values) as Promise<OfferRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM offers o WHERE ${whereSql}`, whereValues) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total };
  }

  // ---- reports ----

  /** The public figures' report (MARKET_REQUESTS_SQL, MARKET_PRICES_SQL): one row per category and area with anything in it. */
  async marketFigures({ days, earlyHours, places }: MarketFiguresQuery): Promise<MarketOfferFigures[]> {
    const placeIds = places.map((place) => place.placeId);
    const regionIds = places.map((place) => place.regionId);
    const [requests, prices] = (await Promise.all([
      this.dataSource.query(MARKET_REQUESTS_SQL, [days, earlyHours, placeIds, regionIds, WHOLE_COUNTRY]),
      this.dataSource.query(MARKET_PRICES_SQL, [days, placeIds, regionIds, WHOLE_COUNTRY]),
    ])) as [
      Array<Omit<MarketOfferFigures, 'accepted' | 'priceP25' | 'priceMedian' | 'priceP75'>>,
      Array<Pick<MarketOfferFigures, 'categoryId' | 'regionId' | 'accepted' | 'priceP25' | 'priceMedian' | 'priceP75'>>,
    ];
    const empty = { requests: 0, requestsWithOffer: 0, medianFirstOfferMinutes: null, requestsMature: 0, withTwoEarlyOffers: 0 };
    const noPrices = { accepted: 0, priceP25: null, priceMedian: null, priceP75: null };
    const cells = new Map<string, MarketOfferFigures>();
    for (const row of requests) cells.set(`${row.categoryId}|${row.regionId}`, { ...row, ...noPrices });
    for (const row of prices) {
      const key = `${row.categoryId}|${row.regionId}`;
      cells.set(key, { ...(cells.get(key) ?? { categoryId: row.categoryId, regionId: row.regionId, ...empty }), ...row });
    }
    return [...cells.values()];
  }

  /** The response signals of the providers `ids` (null: of every provider that could have one). */
  responseSignals(ids: number[] | null, days: number): Promise<ResponseSignals[]> {
    return this.dataSource.query(RESPONSE_SIGNALS_SQL, [ids, days, WHOLE_COUNTRY]) as Promise<ResponseSignals[]>;
  }

  /**
   * Which of the review mailboxes (review_email_key, the Reviews module's published rule) are the
   * contact e-mail of a request on which the provider's offer was accepted.
   */
  async acceptedEmailKeys(providerId: number, emailKeys: string[]): Promise<Set<string>> {
    if (emailKeys.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT review_email_key(r.contact_email) AS key
         FROM offers o JOIN service_requests r ON r.id = o.request_id
        WHERE o.provider_id = $1 AND o.status = 'accepted' AND r.contact_email <> ''
          AND review_email_key(r.contact_email) = ANY ($2::text[])`,
      [providerId, emailKeys],
    )) as Array<{ key: string }>;
    return new Set(rows.map((row) => row.key));
  }

  /**
   * Whether the couple account `userId` (verified address `email`) had this provider's offer accepted
   * on a request of its own: owned by the account, or sent without one from the same mailbox (such
   * requests become the account's when it opens its dashboard).
   */
  async acceptedForCouple(providerId: number, userId: number, email: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM offers o JOIN service_requests r ON r.id = o.request_id
        WHERE o.provider_id = $1 AND o.status = 'accepted'
          AND (r.user_id = $2 OR (r.user_id IS NULL AND r.contact_email <> '' AND r.contact_email_key = public.mailbox_key($3)))
        LIMIT 1`,
      [providerId, userId, email],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The admin overview: offers sent per week (Monday first, in `timeZone`, oldest first, empty weeks
   * included; a re-sent offer counts in the week it was sent again), and over the requests confirmed
   * in the last `days` days (demo ones apart) the share with at least one offer and the median
   * minutes to the first one.
   */
  async overviewFigures(
    weeks: number,
    timeZone: string,
    days: number,
    matching: { weeks: number; hours: number },
  ): Promise<OfferOverviewFigures> {
    const [offersPerWeek, [response], [figures]] = await Promise.all([
      this.dataSource.query(
        `WITH weeks AS (
           SELECT generate_series(date_trunc('week', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 week',
                                  date_trunc('week', now() AT TIME ZONE $1), interval '1 week') AS week
         )
         SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(o.id)::int AS count
           FROM weeks w
           LEFT JOIN offers o
             ON o.created_at >= (w.week AT TIME ZONE $1)
            AND o.created_at < ((w.week + interval '1 week') AT TIME ZONE $1)
          GROUP BY w.week
          ORDER BY w.week`,
        [timeZone, weeks],
      ) as Promise<Array<{ week: string; count: number }>>,
      this.dataSource.query(
        // Joined, not a min() subquery per request (MARKET_REQUESTS_SQL says why).
        `WITH confirmed AS (
           SELECT r.id, r.confirmed_at, min(o.created_at) AS first_offer_at
             FROM service_requests r LEFT JOIN offers o ON o.request_id = r.id
            WHERE r.confirmed_at > now() - make_interval(days => $1) AND r.status <> 'unconfirmed' AND NOT r.is_demo
            GROUP BY r.id
         )
         SELECT CASE WHEN count(*) = 0 THEN 0
                     ELSE round((count(first_offer_at)::numeric / count(*)), 4)::float8 END AS "share",
                round(percentile_cont(0.5) WITHIN GROUP (
                        ORDER BY GREATEST(extract(epoch FROM first_offer_at - confirmed_at), 0)::float8 / 60)
                        FILTER (WHERE first_offer_at IS NOT NULL))::int AS "median"
           FROM confirmed`,
        [days],
      ) as Promise<Array<{ share: number; median: number | null }>>,
      // Issue 45: over the requests confirmed in the last `weeks` weeks and at least `hours` hours ago (demo ones apart),
      // those with at least two offers (any state: what the couple received) sent within `hours` of the confirmation,
      // and the median hours to the first offer over those that got one.
      this.dataSource.query(
        `WITH considered AS (
           SELECT r.id, r.confirmed_at, min(o.created_at) AS first_offer_at,
                  count(o.id) FILTER (WHERE o.created_at <= r.confirmed_at + make_interval(hours => $2)) AS early_offers
             FROM service_requests r LEFT JOIN offers o ON o.request_id = r.id
            WHERE r.confirmed_at > now() - make_interval(weeks => $1) AND r.confirmed_at <= now() - make_interval(hours => $2)
              AND r.status <> 'unconfirmed' AND NOT r.is_demo
            GROUP BY r.id
         )
         SELECT count(*)::int AS "requestsConsidered",
                (count(*) FILTER (WHERE early_offers >= 2))::int AS "withTwoOffersIn48h",
                CASE WHEN count(*) = 0 THEN NULL
                     ELSE round((count(*) FILTER (WHERE early_offers >= 2))::numeric / count(*), 4)::float8 END AS "shareWithTwoOffersIn48h",
                round((percentile_cont(0.5) WITHIN GROUP (
                        ORDER BY GREATEST(extract(epoch FROM first_offer_at - confirmed_at), 0)::float8 / 3600)
                        FILTER (WHERE first_offer_at IS NOT NULL))::numeric, 1)::float8 AS "medianHoursToFirstOffer"
           FROM considered`,
        [matching.weeks, matching.hours],
      ) as Promise<MatchingFigures[]>,
    ]);
    return { offersPerWeek, requestsWithOfferShare: response.share, medianFirstResponseMinutes: response.median, matching: figures };
  }
}
