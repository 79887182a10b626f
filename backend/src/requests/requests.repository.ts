import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { foldText } from '../common/text/fold';
import { czechCollateClause } from '../database/czech-collation';
import { escapeLike, selectPage, SqlParams } from '../database/sql-query';
import type { RequestStatus } from './entities/service-request.entity';

/** A request as the operators see it: every column, contacts and admin fields included. */
export interface RequestRecord {
  id: number;
  coupleName: string;
  title: string;
  status: RequestStatus;
  createdAt: Date;
  weddingDate: string | null;
  location: string;
  contactEmail: string;
  phoneCountryCode: string | null;
  contactPhone: string | null;
  budget: string;
  description: string;
  services: string[];
  adminNotes: string | null;
  markedForDeletionAt: Date | null;
  deletionReason: string | null;
  olderThanMonth: boolean;
}

export interface RequestRecordFilter {
  search?: string;
  status?: RequestRecord['status'];
  marked?: boolean;
  olderThanMonth?: boolean;
  sort: 'newest' | 'oldest' | 'wedding-date' | 'couple-name';
  page: number;
  pageSize: number;
}

/** The contact fields the search reads besides service_requests.search_text; the expression of service_requests_contact_trgm_idx. */
const CONTACT_TEXT = `fold_text(r.couple_name || ' ' || r.contact_email || ' ' || coalesce(r.contact_phone, ''))`;

const RECORD_SELECT = `SELECT r.id, r.couple_name AS "coupleName", r.title, r.status, r.created_at AS "createdAt",
    to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.contact_email AS "contactEmail",
    r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone", r.budget, r.description, r.services,
    r.admin_notes AS "adminNotes", r.marked_for_deletion_at AS "markedForDeletionAt", r.deletion_reason AS "deletionReason",
    r.created_at < now() - interval '1 month' AS "olderThanMonth"
  FROM service_requests r`;

/**
 * The Requests module's table for the operators (the admin panel asks through this, never with SQL
 * of its own): every request in any status, filtered, sorted and paged in SQL; notes, deletion
 * marks and deletes, each in the caller's transaction so that its audit row commits with it; and
 * the overview's counts.
 */
@Injectable()
export class RequestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordPage(filter: RequestRecordFilter): Promise<{ rows: RequestRecord[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.search) {
      const pattern = params.add(`%${escapeLike(foldText(filter.search))}%`);
      where.push(`(r.search_text LIKE ${pattern} OR ${CONTACT_TEXT} LIKE ${pattern})`);
    }
    if (filter.status) where.push(`r.status = ${params.add(filter.status)}`);
    if (filter.marked !== undefined) where.push(`r.marked_for_deletion_at IS ${filter.marked ? 'NOT NULL' : 'NULL'}`);
    if (filter.olderThanMonth !== undefined) {
      where.push(filter.olderThanMonth ? `r.created_at < now() - interval '1 month'` : `r.created_at >= now() - interval '1 month'`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return selectPage<RequestRecord>(this.dataSource, {
      select: RECORD_SELECT,
      countFrom: 'FROM service_requests r',
      where: whereSql,
      orderBy: await this.order(filter.sort),
      params,
      page: filter.page,
      pageSize: filter.pageSize,
    });
  }

  async record(id: number, manager: EntityManager = this.dataSource.manager): Promise<RequestRecord | null> {
    const [row] = (await manager.query(`${RECORD_SELECT} WHERE r.id = $1`, [id])) as RequestRecord[];
    return row ?? null;
  }

  /** Replaces the admin notes (null clears them); the previous notes, or null when there is no such request. */
  async setAdminNotes(manager: EntityManager, id: number, notes: string | null): Promise<{ previousNotes: string | null } | null> {
    const [before] = (await manager.query(`SELECT admin_notes AS notes FROM service_requests WHERE id = $1 FOR UPDATE`, [id])) as Array<{
      notes: string | null;
    }>;
    if (!before) return null;
    await manager.query(`UPDATE service_requests SET admin_notes = $2 WHERE id = $1`, [id, notes]);
    return { previousNotes: before.notes };
  }

  /** Marks the request for deletion (keeping the first mark's time) with `reason`; what it was before, or null when missing. */
  async markForDeletion(
    manager: EntityManager,
    id: number,
    reason: string,
  ): Promise<{ wasMarked: boolean; previousReason: string | null } | null> {
    const [before] = (await manager.query(
      `SELECT deletion_reason AS reason, marked_for_deletion_at IS NOT NULL AS marked FROM service_requests WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Array<{ reason: string | null; marked: boolean }>;
    if (!before) return null;
    await manager.query(
      `UPDATE service_requests SET marked_for_deletion_at = coalesce(marked_for_deletion_at, now()), deletion_reason = $2 WHERE id = $1`,
      [id, reason],
    );
    return { wasMarked: before.marked, previousReason: before.reason };
  }

  /**
   * Deletes the request with its notification rows (ON DELETE CASCADE); what identifies it (not the
   * couple's contact details), or null when there was none.
   */
  async delete(
    manager: EntityManager,
    id: number,
  ): Promise<{ title: string; status: string; marked: boolean; reason: string | null } | null> {
    const [deleted] = (await manager.query(
      `DELETE FROM service_requests WHERE id = $1
       RETURNING title, status, marked_for_deletion_at IS NOT NULL AS marked, deletion_reason AS reason`,
      [id],
    )) as [Array<{ title: string; status: string; marked: boolean; reason: string | null }>, number];
    return deleted[0] ?? null;
  }

  /** Requests created in each of the last `weeks` weeks (Monday first) in `timeZone`, oldest first, empty weeks included. */
  weeklyCounts(weeks: number, timeZone: string): Promise<Array<{ week: string; count: number }>> {
    return this.dataSource.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 week',
                                date_trunc('week', now() AT TIME ZONE $1), interval '1 week') AS week
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(r.id)::int AS count
         FROM weeks w
         LEFT JOIN service_requests r
           ON r.created_at >= (w.week AT TIME ZONE $1)
          AND r.created_at < ((w.week + interval '1 week') AT TIME ZONE $1)
        GROUP BY w.week
        ORDER BY w.week`,
      [timeZone, weeks],
    ) as Promise<Array<{ week: string; count: number }>>;
  }

  async countAll(): Promise<number> {
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM service_requests`)) as Array<{ total: number }>;
    return total;
  }

  private async order(sort: RequestRecordFilter['sort']): Promise<string> {
    switch (sort) {
      case 'oldest':
        return 'r.created_at ASC, r.id ASC';
      case 'wedding-date':
        return 'r.wedding_date ASC NULLS LAST, r.created_at DESC, r.id DESC';
      case 'couple-name':
        return `r.couple_name${await czechCollateClause(this.dataSource)} ASC, r.id ASC`;
      default:
        return 'r.created_at DESC, r.id DESC';
    }
  }
}
