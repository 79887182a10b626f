import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/sql-query';

/** The funnel's daily counters (columns of provider_daily_results). */
export const RESULT_COUNTERS = ['requestsMatched', 'requestsOpened', 'offersSent', 'offersRead', 'offersAccepted', 'bookingsConfirmed'] as const;
export type ResultCounter = (typeof RESULT_COUNTERS)[number];

/** Every figure recorded from events (insights_tracking.figure). */
export type TrackedFigure = ResultCounter | 'responseMinutes';

const COLUMN: Record<ResultCounter, string> = {
  requestsMatched: 'requests_matched',
  requestsOpened: 'requests_opened',
  offersSent: 'offers_sent',
  offersRead: 'offers_read',
  offersAccepted: 'offers_accepted',
  bookingsConfirmed: 'bookings_confirmed',
};

/** The steps between a provider and a request counted once each (provider_request_results' columns). */
const STEP_COLUMN = { matched: 'matched_at', opened: 'opened_at', offered: 'offered_at' } as const;
type Step = keyof typeof STEP_COLUMN;
const STEP_COUNTER: Record<Step, ResultCounter> = { matched: 'requestsMatched', opened: 'requestsOpened', offered: 'offersSent' };

/** The Prague day of a time, in SQL ($n a timestamptz parameter). */
const pragueDay = (param: string) => `(${param}::timestamptz AT TIME ZONE 'Europe/Prague')::date`;

/** One provider's counters of one month (YYYY-MM). */
export type MonthCounters = { providerId: number; month: string } & Record<ResultCounter, number>;

/**
 * The results' tables (CreateProviderResults1763709100100): the only place that reads or writes
 * them. Each write is one statement, so that a counter moves only with the fact it counts.
 */
@Injectable()
export class ResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds 1 to the providers' counter of the day of `at`. */
  async increment(providerIds: number[], counter: ResultCounter, at: Date): Promise<void> {
    if (providerIds.length === 0) return;
    const column = COLUMN[counter];
    await queryPrepared(
      this.dataSource.manager,
      `INSERT INTO provider_daily_results AS d (provider_id, day, ${column})
       SELECT id, ${pragueDay('$2')}, count(*) FROM unnest($1::int[]) AS id GROUP BY id
       ON CONFLICT (provider_id, day) DO UPDATE SET ${column} = d.${column} + EXCLUDED.${column}`,
      [providerIds, at],
    );
  }

  /**
   * Records a step between providers and a request at `at` where it is new, and counts it for those
   * providers only (a request listed twice, opened again, offered again after a withdrawal counts once); how many were new.
   */
  async recordStep(providerIds: number[], requestId: number, step: Step, at: Date): Promise<number> {
    if (providerIds.length === 0) return 0;
    const column = STEP_COLUMN[step];
    const counter = COLUMN[STEP_COUNTER[step]];
    const rows = (await this.dataSource.query(
      `WITH fresh AS (
         INSERT INTO provider_request_results AS r (provider_id, request_id, ${column})
         SELECT DISTINCT id, $2::int, $3::timestamptz FROM unnest($1::int[]) AS id
         ON CONFLICT (provider_id, request_id) DO UPDATE SET ${column} = EXCLUDED.${column} WHERE r.${column} IS NULL
         RETURNING provider_id
       )
       INSERT INTO provider_daily_results AS d (provider_id, day, ${counter})
       SELECT provider_id, ${pragueDay('$3')}, 1 FROM fresh
       ON CONFLICT (provider_id, day) DO UPDATE SET ${counter} = d.${counter} + 1
       RETURNING provider_id`,
      [providerIds, requestId, at],
    )) as unknown[];
    return rows.length;
  }

  /** Remembers when the request was first listed (later listings keep the first time). */
  async recordListed(requestId: number, at: Date): Promise<void> {
    await this.dataSource.query(`INSERT INTO results_listed_requests (request_id, listed_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      requestId,
      at,
    ]);
  }

  /**
   * The provider's first answer to the request (an offer or a one-tap reply): its response time, in
   * minutes from the request reaching the provider (or, when it reached it otherwise, from its first
   * listing). Nothing when it answered before, or when neither start is known.
   */
  async recordResponse(providerId: number, requestId: number, at: Date): Promise<void> {
    await this.dataSource.query(
      `WITH fresh AS (
         INSERT INTO provider_request_results AS r (provider_id, request_id, responded_at) VALUES ($1, $2, $3)
         ON CONFLICT (provider_id, request_id) DO UPDATE SET responded_at = EXCLUDED.responded_at WHERE r.responded_at IS NULL
         RETURNING provider_id, request_id, matched_at
       )
       INSERT INTO provider_response_times (provider_id, request_id, minutes, responded_at)
       SELECT f.provider_id, f.request_id,
              greatest(0, floor(extract(epoch FROM $3::timestamptz - coalesce(f.matched_at, l.listed_at)) / 60))::int, $3
         FROM fresh f LEFT JOIN results_listed_requests l ON l.request_id = f.request_id
        WHERE coalesce(f.matched_at, l.listed_at) IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [providerId, requestId, at],
    );
  }

  /** Since when each figure is recorded. */
  async tracking(): Promise<Map<TrackedFigure, Date>> {
    const rows = (await this.dataSource.query(`SELECT figure, since FROM insights_tracking`)) as Array<{ figure: TrackedFigure; since: Date }>;
    return new Map(rows.map((row) => [row.figure, row.since]));
  }

  /** The providers' counters per month from month `from` to `to` (YYYY-MM, inclusive); months without a row left out. */
  async monthlyCounters(providerIds: number[], from: string, to: string): Promise<MonthCounters[]> {
    if (providerIds.length === 0) return [];
    const sums = RESULT_COUNTERS.map((counter) => `sum(${COLUMN[counter]})::int AS "${counter}"`).join(', ');
    return (await this.dataSource.query(
      `SELECT provider_id AS "providerId", to_char(day, 'YYYY-MM') AS month, ${sums}
         FROM provider_daily_results
        WHERE provider_id = ANY ($1::int[]) AND day >= to_date($2, 'YYYY-MM') AND day < to_date($3, 'YYYY-MM') + interval '1 month'
        GROUP BY provider_id, to_char(day, 'YYYY-MM')`,
      [providerIds, from, to],
    )) as MonthCounters[];
  }

  /**
   * The providers' response times (minutes) answered from month `from` to `to` (YYYY-MM, Prague,
   * inclusive), each with its month: the medians are taken from these.
   */
  async responseTimes(providerIds: number[], from: string, to: string): Promise<Array<{ providerId: number; month: string; minutes: number }>> {
    if (providerIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT provider_id AS "providerId", to_char(responded_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month, minutes
         FROM provider_response_times
        WHERE provider_id = ANY ($1::int[])
          AND responded_at >= (to_date($2, 'YYYY-MM')::timestamp AT TIME ZONE 'Europe/Prague')
          AND responded_at < ((to_date($3, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Europe/Prague')`,
      [providerIds, from, to],
    )) as Array<{ providerId: number; month: string; minutes: number }>;
  }
}
