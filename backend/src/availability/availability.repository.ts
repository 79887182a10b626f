import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/sql-query';
import type { AvailabilityStatus } from './availability-rules';
import type { AvailabilityDayDto } from './dto/availability.dto';

const DAY_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS date, status, notes`;

/**
 * The Availability module's table (provider_availability): the only place that reads or writes it.
 * The catalogue's wedding-day filter reads it through the SQL functions providers_busy_on and provider_day_status.
 */
@Injectable()
export class AvailabilityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sets the days (insert or replace) in one statement; the rows as stored, in day order. */
  async upsert(providerId: number, days: string[], status: AvailabilityStatus, notes: string | null): Promise<AvailabilityDayDto[]> {
    const rows = (await this.dataSource.query(
      `INSERT INTO provider_availability (provider_id, day, status, notes)
       SELECT $1, day, $3, $4 FROM unnest($2::date[]) AS day
       ON CONFLICT (provider_id, day) DO UPDATE SET status = excluded.status, notes = excluded.notes, updated_at = now()
       RETURNING ${DAY_COLUMNS}`,
      [providerId, days, status, notes],
    )) as AvailabilityDayDto[];
    return rows.sort((a, b) => a.date.localeCompare(b.date));
  }

  /** Sets one day busy with `notes` in the caller's transaction (a confirmed booking). */
  async setBusy(manager: EntityManager, providerId: number, day: string, notes: string): Promise<void> {
    await queryPrepared(
      manager,
      `INSERT INTO provider_availability (provider_id, day, status, notes) VALUES ($1, $2, 'busy', $3)
       ON CONFLICT (provider_id, day) DO UPDATE SET status = 'busy', notes = excluded.notes, updated_at = now()`,
      [providerId, day, notes],
    );
  }

  /** Removes the day's entry when it is still the busy one with `notes` (the provider did not change it since); whether it did. */
  async removeBusy(manager: EntityManager, providerId: number, day: string, notes: string): Promise<boolean> {
    const [, count] = (await manager.query(
      `DELETE FROM provider_availability WHERE provider_id = $1 AND day = $2 AND status = 'busy' AND notes = $3`,
      [providerId, day, notes],
    )) as [unknown[], number];
    return count > 0;
  }

  /** The day's entry locked in the caller's transaction; null when the provider never set the day. */
  async lockDay(manager: EntityManager, providerId: number, day: string): Promise<{ status: AvailabilityStatus; notes: string | null } | null> {
    const [row] = (await manager.query(
      `SELECT status, notes FROM provider_availability WHERE provider_id = $1 AND day = $2 FOR UPDATE`,
      [providerId, day],
    )) as Array<{ status: AvailabilityStatus; notes: string | null }>;
    return row ?? null;
  }

  /** Puts back the day's earlier entry while it is still the busy one with `notes`. */
  async restoreBusy(
    manager: EntityManager,
    providerId: number,
    day: string,
    notes: string,
    status: AvailabilityStatus,
    notesBefore: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE provider_availability SET status = $4, notes = $5, updated_at = now()
        WHERE provider_id = $1 AND day = $2 AND status = 'busy' AND notes = $3`,
      [providerId, day, notes, status, notesBefore],
    );
  }

  /** Seeds days in the caller's transaction; a day the provider set already keeps its entry. */
  async insertMissing(manager: EntityManager, providerId: number, days: ReadonlyArray<{ day: string; status: AvailabilityStatus }>): Promise<void> {
    if (days.length === 0) return;
    await manager.query(
      `INSERT INTO provider_availability (provider_id, day, status)
       SELECT $1, d.day, d.status FROM unnest($2::date[], $3::varchar[]) AS d (day, status)
       ON CONFLICT (provider_id, day) DO NOTHING`,
      [providerId, days.map((entry) => entry.day), days.map((entry) => entry.status)],
    );
  }

  /** The provider's entries from `from` to `to` (YYYY-MM-DD, inclusive), in day order. */
  range(providerId: number, from: string, to: string): Promise<AvailabilityDayDto[]> {
    return this.dataSource.query(
      `SELECT ${DAY_COLUMNS} FROM provider_availability
       WHERE provider_id = $1 AND day BETWEEN $2::date AND $3::date
       ORDER BY day`,
      [providerId, from, to],
    ) as Promise<AvailabilityDayDto[]>;
  }

  /** The provider's busy days from `from` to `to` (YYYY-MM-DD, inclusive), with the notes, in day order. */
  busyDays(providerId: number, from: string, to: string): Promise<AvailabilityDayDto[]> {
    return this.dataSource.query(
      `SELECT ${DAY_COLUMNS} FROM provider_availability
       WHERE provider_id = $1 AND status = 'busy' AND day BETWEEN $2::date AND $3::date
       ORDER BY day`,
      [providerId, from, to],
    ) as Promise<AvailabilityDayDto[]>;
  }

  /** Every day the provider has set, past ones too, with the private notes (the account's data export). */
  all(providerId: number): Promise<AvailabilityDayDto[]> {
    return this.dataSource.query(`SELECT ${DAY_COLUMNS} FROM provider_availability WHERE provider_id = $1 ORDER BY day`, [
      providerId,
    ]) as Promise<AvailabilityDayDto[]>;
  }

  /** How many calendar days the provider has set, in the caller's transaction. */
  async countOf(manager: EntityManager, providerId: number): Promise<number> {
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM provider_availability WHERE provider_id = $1`, [
      providerId,
    ])) as Array<{ count: number }>;
    return count;
  }
}
