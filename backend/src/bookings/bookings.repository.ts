import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/sql-query';
import type { BookingDocumentContent } from './booking-document';
import { BOOKING_TIME_ZONE, DEFAULT_CANCELLATION_TERMS, DEFAULT_EVENTS_PER_DAY } from './booking-rules';
import type { BookingAction, BookingActor } from './entities/booking-history.entity';
import type { BookingStatus } from './entities/booking.entity';

/** A booking as the service reads it (the bookings row). */
export interface BookingRow {
  id: number;
  number: string;
  offerId: number;
  requestId: number;
  providerId: number;
  providerUserId: number | null;
  coupleUserId: number | null;
  status: BookingStatus;
  /** YYYY-MM-DD. */
  eventDate: string | null;
  respondBy: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  depositAmount: number | null;
  depositReceivedAt: Date | null;
  depositRemindersSent: number;
  document: BookingDocumentContent | null;
  sequence: number;
  keepDateBlocked: boolean;
  reviewInvitedAt: Date | null;
  coupleName: string;
  coupleEmail: string;
  providerName: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface BookingHistoryRow {
  bookingId: number;
  at: Date;
  actor: BookingActor;
  action: BookingAction;
  reason: string | null;
}

/** What a new booking starts with (the accept's transaction). */
export interface NewBooking {
  offerId: number;
  requestId: number;
  providerId: number;
  providerUserId: number | null;
  coupleUserId: number | null;
  eventDate: string | null;
  respondHours: number;
  depositAmount: number | null;
  coupleName: string;
  coupleEmail: string;
  providerName: string;
}

/** The settings a confirmation reads under the provider's lock. */
export interface LockedSettings {
  cancellationTerms: string;
  depositPercent: number | null;
  bankAccountIban: string | null;
  eventsPerDay: number;
}

const SETTINGS_COLUMNS = `cancellation_terms AS "cancellationTerms", deposit_percent AS "depositPercent",
  bank_account_iban AS "bankAccountIban", events_per_day AS "eventsPerDay"`;

/** A change's entry in the booking's history. */
export interface HistoryEntry {
  actor: BookingActor;
  action: BookingAction;
  reason: string | null;
}

export const BOOKING_COLUMNS = `b.id, b.number, b.offer_id AS "offerId", b.request_id AS "requestId", b.provider_id AS "providerId",
  b.provider_user_id AS "providerUserId", b.couple_user_id AS "coupleUserId", b.status, to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
  b.respond_by AS "respondBy", b.confirmed_at AS "confirmedAt", b.ended_at AS "endedAt", b.deposit_amount AS "depositAmount",
  b.deposit_received_at AS "depositReceivedAt", b.deposit_reminders_sent AS "depositRemindersSent", b.document, b.sequence,
  b.keep_date_blocked AS "keepDateBlocked", b.review_invited_at AS "reviewInvitedAt", b.couple_name AS "coupleName",
  b.couple_email AS "coupleEmail", b.provider_name AS "providerName", b.created_at AS "createdAt", b.updated_at AS "updatedAt"`;

/**
 * The Bookings module's tables (bookings, booking_history, provider_booking_settings' lock): the
 * core's reads and writes. Every change runs in the caller's transaction after locking the booking's
 * row; a confirmation first locks the provider's settings row, so that confirmations of one provider
 * take turns and the capacity count cannot be outrun.
 */
@Injectable()
export class BookingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byId(id: number, manager: EntityManager = this.dataSource.manager): Promise<BookingRow | null> {
    const [row] = await queryPrepared<BookingRow>(manager, `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1`, [id]);
    return row ?? null;
  }

  /** The booking locked until the caller's transaction ends; null when missing. */
  async lock(manager: EntityManager, id: number): Promise<BookingRow | null> {
    const [row] = await queryPrepared<BookingRow>(manager, `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /**
   * The booking locked for its confirmation, with the provider's other confirmed bookings on `day`
   * (read under the caller's settings lock, so that no confirmation of the provider runs meanwhile); null when missing.
   */
  async lockForConfirmation(manager: EntityManager, id: number, day: string): Promise<{ booking: BookingRow; confirmedThatDay: number } | null> {
    const [row] = (await queryPrepared(
      manager,
      `SELECT ${BOOKING_COLUMNS},
              (SELECT count(*)::int FROM bookings c
                WHERE c.provider_id = b.provider_id AND c.status = 'confirmed' AND c.event_date = $2 AND c.id <> b.id) AS "confirmedThatDay"
         FROM bookings b WHERE b.id = $1 FOR UPDATE OF b`,
      [id, day],
    )) as Array<BookingRow & { confirmedThatDay: number }>;
    if (!row) return null;
    const { confirmedThatDay, ...booking } = row;
    return { booking, confirmedThatDay };
  }

  /** A new booking 'pending_provider', numbered SV-{year in Prague}-{sequence}, and its 'created' history entry. */
  async insert(manager: EntityManager, booking: NewBooking, actor: BookingActor): Promise<BookingRow> {
    const [row] = (await manager.query(
      `INSERT INTO bookings AS b (number, offer_id, request_id, provider_id, provider_user_id, couple_user_id, event_date, respond_by,
                                  deposit_amount, couple_name, couple_email, provider_name)
       VALUES ('SV-' || to_char(now() AT TIME ZONE $12, 'YYYY') || '-' || lpad(nextval('booking_number_seq')::text, 6, '0'),
               $1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7), $8, $9, $10, $11)
       RETURNING ${BOOKING_COLUMNS}`,
      [
        booking.offerId,
        booking.requestId,
        booking.providerId,
        booking.providerUserId,
        booking.coupleUserId,
        booking.eventDate,
        booking.respondHours,
        booking.depositAmount,
        booking.coupleName,
        booking.coupleEmail,
        booking.providerName,
        BOOKING_TIME_ZONE,
      ],
    )) as BookingRow[];
    await this.addHistory(manager, row.id, actor, 'created', null);
    return row;
  }

  async addHistory(manager: EntityManager, bookingId: number, actor: BookingActor, action: BookingAction, reason: string | null): Promise<void> {
    await queryPrepared(manager, `INSERT INTO booking_history (booking_id, actor, action, reason) VALUES ($1, $2, $3, $4)`, [
      bookingId,
      actor,
      action,
      reason,
    ]);
  }

  /**
   * Sets `set` (SQL with $2.. for `values`) on the booking $1, bumps its SEQUENCE and writes the
   * change's history entry, in one statement; the row after.
   */
  async change(manager: EntityManager, id: number, set: string, values: unknown[], entry: HistoryEntry): Promise<BookingRow> {
    const at = values.length + 2;
    const [row] = (await queryPrepared(
      manager,
      `WITH saved AS (
         UPDATE bookings b SET ${set}, sequence = b.sequence + 1, updated_at = now() WHERE b.id = $1 RETURNING b.*
       ), logged AS (
         INSERT INTO booking_history (booking_id, actor, action, reason) SELECT id, $${at}, $${at + 1}, $${at + 2} FROM saved
       )
       SELECT ${BOOKING_COLUMNS} FROM saved b`,
      [id, ...values, entry.actor, entry.action, entry.reason],
    )) as BookingRow[];
    return row;
  }

  /**
   * The provider's settings row locked until the caller's transaction ends, made with the defaults
   * when missing: the lock that makes one provider's confirmations take turns. One statement when
   * the row exists (the usual case); a concurrent first insert is waited for and read again.
   */
  async lockSettings(manager: EntityManager, providerId: number): Promise<LockedSettings> {
    const select = `SELECT ${SETTINGS_COLUMNS} FROM provider_booking_settings WHERE provider_id = $1 FOR UPDATE`;
    const [existing] = (await queryPrepared(manager, select, [providerId])) as LockedSettings[];
    if (existing) return existing;
    const [made] = (await queryPrepared(
      manager,
      `INSERT INTO provider_booking_settings (provider_id, cancellation_terms, events_per_day) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id) DO NOTHING RETURNING ${SETTINGS_COLUMNS}`,
      [providerId, DEFAULT_CANCELLATION_TERMS, DEFAULT_EVENTS_PER_DAY],
    )) as LockedSettings[];
    if (made) return made;
    const [raced] = (await queryPrepared(manager, select, [providerId])) as LockedSettings[];
    return raced;
  }

  /** The provider's settings without a lock (the defaults when none were saved). */
  async settings(providerId: number): Promise<LockedSettings> {
    const [row] = (await queryPrepared(
      this.dataSource.manager,
      `SELECT ${SETTINGS_COLUMNS} FROM provider_booking_settings WHERE provider_id = $1`,
      [providerId],
    )) as LockedSettings[];
    return row ?? { cancellationTerms: DEFAULT_CANCELLATION_TERMS, depositPercent: null, bankAccountIban: null, eventsPerDay: DEFAULT_EVENTS_PER_DAY };
  }

  /** The provider's confirmed bookings on `day`, `except` one. */
  async confirmedOn(manager: EntityManager, providerId: number, day: string, except: number): Promise<number> {
    const [{ n }] = (await queryPrepared(
      manager,
      `SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status = 'confirmed' AND event_date = $2 AND id <> $3`,
      [providerId, day, except],
    )) as Array<{ n: number }>;
    return n;
  }

  /** The histories of the bookings, oldest entry first. */
  async histories(ids: number[]): Promise<Map<number, BookingHistoryRow[]>> {
    const map = new Map<number, BookingHistoryRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = (await queryPrepared(
      this.dataSource.manager,
      `SELECT booking_id AS "bookingId", at, actor, action, reason FROM booking_history WHERE booking_id = ANY($1::int[]) ORDER BY at, id`,
      [ids],
    )) as BookingHistoryRow[];
    for (const row of rows) map.get(row.bookingId)?.push(row);
    return map;
  }

  /** The couple's bookings: of its account, or on its own requests; newest first. */
  ofCouple(userId: number, requestIds: number[]): Promise<BookingRow[]> {
    return this.dataSource.query(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.couple_user_id = $1 OR b.request_id = ANY($2::int[])
        ORDER BY b.created_at DESC, b.id DESC`,
      [userId, requestIds],
    ) as Promise<BookingRow[]>;
  }

  /** The request's bookings, newest first. */
  ofRequest(requestId: number): Promise<BookingRow[]> {
    return this.dataSource.query(`SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.request_id = $1 ORDER BY b.created_at DESC, b.id DESC`, [
      requestId,
    ]) as Promise<BookingRow[]>;
  }

  /** A page of the provider's bookings: waiting for it first, then by the event date (undated last), then newest. */
  async providerPage(
    providerId: number,
    filter: { status?: BookingStatus; page: number; pageSize: number },
  ): Promise<{ rows: BookingRow[]; total: number }> {
    const where = filter.status ? `b.provider_id = $1 AND b.status = $2` : `b.provider_id = $1 AND $2::varchar IS NULL`;
    const values = [providerId, filter.status ?? null];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE ${where}
          ORDER BY (b.status = 'pending_provider') DESC, b.event_date ASC NULLS LAST, b.created_at DESC, b.id DESC
          LIMIT $3 OFFSET $4`,
        [...values, filter.pageSize, (filter.page - 1) * filter.pageSize],
      ) as Promise<BookingRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM bookings b WHERE ${where}`, values) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }

  /** The ids of the bookings waiting for the provider past their deadline at `now` (the expiry job). */
  async overdue(now: Date, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM bookings WHERE status = 'pending_provider' AND respond_by <= $1 ORDER BY respond_by, id LIMIT $2`,
      [now, limit],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }
}
