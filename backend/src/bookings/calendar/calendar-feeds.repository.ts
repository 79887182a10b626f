import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BookingCalendarEntry } from './ics';

/** A feed as stored: only the token's hash. */
export interface CalendarFeedRow {
  userId: number;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The booking columns a calendar event shows. */
export type FeedBookingRow = Omit<BookingCalendarEntry, 'kind' | 'url'>;

const FEED_COLUMNS = `user_id AS "userId", created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

/** The booking → event columns (document: the content frozen at confirmation). */
const BOOKING_EVENT_COLUMNS = `
  b.id AS "bookingId", b.number, b.status, b.sequence, to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
  b.couple_name AS "coupleName", b.provider_name AS "providerName",
  coalesce(b.document->>'title', '') AS title, b.document->>'place' AS place, b.updated_at AS "updatedAt"`;

/** calendar_feeds (the only place that reads or writes it) and the bookings a feed shows. */
@Injectable()
export class CalendarFeedsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async feedOf(userId: number): Promise<CalendarFeedRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE user_id = $1`, [userId])) as CalendarFeedRow[];
    return row ?? null;
  }

  /** The user's feed gets this token hash: a new feed, or the old token replaced (it stops working at once). */
  async replace(userId: number, tokenHash: string): Promise<CalendarFeedRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = now(), last_used_at = now()
       RETURNING ${FEED_COLUMNS}`,
      [userId, tokenHash],
    )) as CalendarFeedRow[];
    return row;
  }

  async revoke(userId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [userId]);
  }

  async byTokenHash(tokenHash: string): Promise<CalendarFeedRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE token_hash = $1`, [
      tokenHash,
    ])) as CalendarFeedRow[];
    return row ?? null;
  }

  /** Records a use, at most once a day (a calendar app polls every few hours; no write each time). */
  async touch(userId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE calendar_feeds SET last_used_at = now() WHERE user_id = $1 AND last_used_at < now() - interval '1 day'`,
      [userId],
    );
  }

  /**
   * The confirmed and cancelled bookings of an account on either side (its provider profile's, and
   * its own as a couple), from `from` on, by date; at most `limit`.
   */
  feedBookings(userId: number, providerId: number | null, from: string, limit: number): Promise<FeedBookingRow[]> {
    return this.dataSource.query(
      `SELECT ${BOOKING_EVENT_COLUMNS} FROM bookings b
       WHERE (b.couple_user_id = $1 OR b.provider_id = $2)
         AND b.status IN ('confirmed', 'cancelled') AND b.event_date >= $3::date
       ORDER BY b.event_date, b.id
       LIMIT $4`,
      [userId, providerId ?? -1, from, limit],
    ) as Promise<FeedBookingRow[]>;
  }

  /** One booking's event columns (the single .ics download). */
  async bookingEvent(bookingId: number): Promise<FeedBookingRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${BOOKING_EVENT_COLUMNS} FROM bookings b WHERE b.id = $1`, [bookingId])) as FeedBookingRow[];
    return row ?? null;
  }

  /** The booking's history, oldest first (the PDF of a cancelled booking lists it). */
  history(bookingId: number): Promise<Array<{ at: Date; actor: string; action: string; reason: string | null }>> {
    return this.dataSource.query(`SELECT at, actor, action, reason FROM booking_history WHERE booking_id = $1 ORDER BY at, id`, [bookingId]);
  }
}
