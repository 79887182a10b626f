import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { czechCollateClause } from '../database/czech-collation';
import type { GuestCountsDto, PlanGuestDto } from './dto/plan-guest.dto';
import type { GuestFields, GuestRsvp } from './guest-csv';
import { RSVP_LINK_DAYS_WITHOUT_DATE } from './planning-rules';

export interface GuestFilters {
  search?: string;
  rsvp?: GuestRsvp;
  group?: string;
}

/** A guest as the token finds it, with what the public page may show of the plan. */
export interface RsvpRow {
  planId: number;
  coupleNames: string | null;
  weddingDate: string | null;
  guestName: string;
  rsvp: GuestRsvp;
  partySize: number;
  dietary: string | null;
}

/** The columns of PlanGuestDto (g: plan_guests). */
const GUEST_COLUMNS = `g.id, g.name, g.group_name AS "group", g.is_child AS child, g.contact, g.dietary, g.table_label AS "table", g.rsvp,
  g.party_size AS "partySize", to_char(g.responded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "respondedAt",
  (g.rsvp_token_hash IS NOT NULL AND g.rsvp_token_expires_at > now()) AS "rsvpLinkActive"`;

/** The guest's RSVP page's columns (g: plan_guests, p: wedding_plans). */
const RSVP_COLUMNS = `g.plan_id AS "planId", p.couple_names AS "coupleNames", to_char(p.wedding_date, 'YYYY-MM-DD') AS "weddingDate",
  g.name AS "guestName", g.rsvp, g.party_size AS "partySize", g.dietary`;

/** The field's column, for the partial update. */
const COLUMNS: Record<keyof GuestFields, string> = {
  name: 'name',
  group: 'group_name',
  child: 'is_child',
  contact: 'contact',
  dietary: 'dietary',
  table: 'table_label',
  rsvp: 'rsvp',
  partySize: 'party_size',
};

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * plan_guests: the only place that reads or writes them. Every query filters by the plan, so another
 * plan's guest is never found. The RSVP reads join wedding_plans for the names and date (same module).
 */
@Injectable()
export class PlanGuestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(planId: number, manager: EntityManager = this.dataSource.manager): Promise<GuestCountsDto> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE rsvp = 'invited')::int AS invited,
              count(*) FILTER (WHERE rsvp = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE rsvp = 'declined')::int AS declined,
              count(*) FILTER (WHERE is_child AND rsvp <> 'declined')::int AS children,
              coalesce(sum(party_size) FILTER (WHERE rsvp = 'confirmed'), 0)::int AS people
         FROM plan_guests WHERE plan_id = $1`,
      [planId],
    )) as GuestCountsDto[];
    return row;
  }

  async groups(planId: number): Promise<string[]> {
    const collate = await czechCollateClause(this.dataSource);
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT group_name${collate} AS name FROM plan_guests WHERE plan_id = $1 AND group_name IS NOT NULL ORDER BY 1`,
      [planId],
    )) as Array<{ name: string }>;
    return rows.map((row) => row.name);
  }

  /** One page of the list, by group (ungrouped last) and name in Czech order, and how many match. */
  async page(planId: number, filters: GuestFilters, page: number, pageSize: number): Promise<{ items: PlanGuestDto[]; total: number }> {
    const collate = await czechCollateClause(this.dataSource);
    const where = `g.plan_id = $1
      AND ($2::text IS NULL OR fold_text(concat_ws(' ', g.name, g.group_name, g.contact, g.table_label)) LIKE fold_text($2::text))
      AND ($3::text IS NULL OR g.rsvp = $3::text)
      AND ($4::text IS NULL OR g.group_name = $4::text)`;
    const params = [planId, filters.search ? containing(filters.search) : null, filters.rsvp ?? null, filters.group ?? null];
    const [items, [{ total }]] = (await Promise.all([
      this.dataSource.query(
        `SELECT ${GUEST_COLUMNS} FROM plan_guests g WHERE ${where}
          ORDER BY g.group_name${collate} NULLS LAST, g.name${collate}, g.id LIMIT $5 OFFSET $6`,
        [...params, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM plan_guests g WHERE ${where}`, params),
    ])) as [PlanGuestDto[], Array<{ total: number }>];
    return { items, total };
  }

  /** Every guest for the export, in the list's order. */
  async all(planId: number): Promise<GuestFields[]> {
    const collate = await czechCollateClause(this.dataSource);
    return (await this.dataSource.query(
      `SELECT g.name, g.group_name AS "group", g.is_child AS child, g.contact, g.dietary, g.table_label AS "table", g.rsvp,
              g.party_size AS "partySize"
         FROM plan_guests g WHERE g.plan_id = $1 ORDER BY g.group_name${collate} NULLS LAST, g.name${collate}, g.id`,
      [planId],
    )) as GuestFields[];
  }

  async find(planId: number, id: number, manager: EntityManager = this.dataSource.manager): Promise<PlanGuestDto | null> {
    const [row] = (await manager.query(`SELECT ${GUEST_COLUMNS} FROM plan_guests g WHERE g.plan_id = $1 AND g.id = $2`, [
      planId,
      id,
    ])) as PlanGuestDto[];
    return row ?? null;
  }

  /** Holds the plan's guest list until the transaction ends: the 2 000 cap stays true against parallel adds and imports. */
  async lockList(manager: EntityManager, planId: number): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('plan_guests'), $1)`, [planId]);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM plan_guests WHERE plan_id = $1`, [planId])) as Array<{
      count: number;
    }>;
    return count;
  }

  /** Adds guests in one statement; their ids, in order. */
  async insert(manager: EntityManager, planId: number, guests: GuestFields[]): Promise<number[]> {
    if (guests.length === 0) return [];
    const rows = (await manager.query(
      `INSERT INTO plan_guests (plan_id, name, group_name, is_child, contact, dietary, table_label, rsvp, party_size)
       SELECT $1, name, group_name, is_child, contact, dietary, table_label, rsvp, party_size
         FROM unnest($2::varchar[], $3::varchar[], $4::boolean[], $5::varchar[], $6::varchar[], $7::varchar[], $8::varchar[], $9::smallint[])
              WITH ORDINALITY AS t(name, group_name, is_child, contact, dietary, table_label, rsvp, party_size, n)
        ORDER BY n
       RETURNING id`,
      [
        planId,
        guests.map((guest) => guest.name),
        guests.map((guest) => guest.group),
        guests.map((guest) => guest.child),
        guests.map((guest) => guest.contact),
        guests.map((guest) => guest.dietary),
        guests.map((guest) => guest.table),
        guests.map((guest) => guest.rsvp),
        guests.map((guest) => guest.partySize),
      ],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** Changes the given fields; false when the plan has no such guest. */
  async update(manager: EntityManager, planId: number, id: number, patch: Partial<GuestFields>): Promise<boolean> {
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as Array<[keyof GuestFields, unknown]>;
    const sets = entries.map(([field], index) => `${COLUMNS[field]} = $${index + 3}`);
    const rows = (await manager.query(
      `UPDATE plan_guests SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE plan_id = $1 AND id = $2 RETURNING id`,
      [planId, id, ...entries.map(([, value]) => value)],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  async delete(manager: EntityManager, planId: number, id: number): Promise<boolean> {
    const [, affected] = (await manager.query(`DELETE FROM plan_guests WHERE plan_id = $1 AND id = $2`, [planId, id])) as [unknown, number];
    return affected > 0;
  }

  /**
   * Gives the guest a new link token (the old one stops working): it works until the day after the
   * wedding ends (Europe/Prague), at least a week from now; a year without a date. Null: no such guest.
   */
  async setRsvpToken(manager: EntityManager, planId: number, id: number, hash: string): Promise<Date | null> {
    const [rows] = (await manager.query(
      `UPDATE plan_guests g
          SET rsvp_token_hash = $3, updated_at = now(),
              rsvp_token_expires_at = CASE WHEN p.wedding_date IS NULL THEN now() + make_interval(days => $4)
                ELSE greatest((p.wedding_date + 2)::timestamp AT TIME ZONE 'Europe/Prague', now() + interval '7 days') END
         FROM wedding_plans p
        WHERE p.id = g.plan_id AND g.plan_id = $1 AND g.id = $2
        RETURNING g.rsvp_token_expires_at AS "expiresAt"`,
      [planId, id, hash, RSVP_LINK_DAYS_WITHOUT_DATE],
    )) as [Array<{ expiresAt: Date }>, number];
    return rows[0]?.expiresAt ?? null;
  }

  /** Drops the guest's link; false when the plan has no such guest. */
  async clearRsvpToken(manager: EntityManager, planId: number, id: number): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE plan_guests SET rsvp_token_hash = NULL, rsvp_token_expires_at = NULL, updated_at = now() WHERE plan_id = $1 AND id = $2`,
      [planId, id],
    )) as [unknown, number];
    return affected > 0;
  }

  /** The guest of a working (known, unexpired) link token's hash. */
  async byRsvpToken(hash: string): Promise<RsvpRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${RSVP_COLUMNS} FROM plan_guests g JOIN wedding_plans p ON p.id = g.plan_id
        WHERE g.rsvp_token_hash = $1 AND g.rsvp_token_expires_at > now()`,
      [hash],
    )) as RsvpRow[];
    return row ?? null;
  }

  /** Records the guest's answer through a working link; null when the token does not work. `dietary` undefined keeps the note. */
  async answer(
    manager: EntityManager,
    hash: string,
    answer: { rsvp: GuestRsvp; partySize: number; dietary: string | null | undefined },
  ): Promise<RsvpRow | null> {
    const [row] = (await manager.query(
      `WITH g AS (
         UPDATE plan_guests
            SET rsvp = $2, party_size = $3, dietary = CASE WHEN $4 THEN $5 ELSE dietary END, responded_at = now(), updated_at = now()
          WHERE rsvp_token_hash = $1 AND rsvp_token_expires_at > now()
          RETURNING *)
       SELECT ${RSVP_COLUMNS} FROM g JOIN wedding_plans p ON p.id = g.plan_id`,
      [hash, answer.rsvp, answer.partySize, answer.dietary !== undefined, answer.dietary ?? null],
    )) as RsvpRow[];
    return row ?? null;
  }
}
