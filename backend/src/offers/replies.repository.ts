import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReplyKind, ReplyReason } from './entities/request-reply.entity';

/** A one-tap answer as the service reads it. */
export interface ReplyRow {
  id: number;
  requestId: number;
  providerId: number;
  kind: ReplyKind;
  reason: ReplyReason | null;
  question: string | null;
  calendarMarked: boolean;
  dayStatusBefore: 'available' | 'inquiry' | 'busy' | null;
  dayNotesBefore: string | null;
  createdAt: Date;
}

/** A new answer: what the provider chose, and what its calendar mark changed. */
export interface NewReply {
  requestId: number;
  providerId: number;
  kind: ReplyKind;
  reason: ReplyReason | null;
  question: string | null;
  calendarMarked: boolean;
  dayStatusBefore: string | null;
  dayNotesBefore: string | null;
}

const REPLY_COLUMNS = `q.id, q.request_id AS "requestId", q.provider_id AS "providerId", q.kind, q.reason, q.question,
  q.calendar_marked AS "calendarMarked", q.day_status_before AS "dayStatusBefore", q.day_notes_before AS "dayNotesBefore",
  q.created_at AS "createdAt"`;

/**
 * The Offers module's table of one-tap answers (request_replies, issue 45): the only place that
 * writes it. Changes run in the caller's transaction after it locked the request's row
 * (RequestsService.lockForOffers), like offers. Published for reading: the Requests module's provider
 * list (EXISTS on request_id, provider_id); the response signals read it beside the offers.
 */
@Injectable()
export class RepliesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The provider's answer on the request, locked; null when it has none. */
  async lockOwn(manager: EntityManager, requestId: number, providerId: number): Promise<ReplyRow | null> {
    const [row] = (await manager.query(
      `SELECT ${REPLY_COLUMNS} FROM request_replies q WHERE q.request_id = $1 AND q.provider_id = $2 FOR UPDATE`,
      [requestId, providerId],
    )) as ReplyRow[];
    return row ?? null;
  }

  /** A new answer; a second one of the provider on the request raises 23505 (request_replies_request_provider). */
  async insert(manager: EntityManager, reply: NewReply): Promise<ReplyRow> {
    const [row] = (await manager.query(
      `INSERT INTO request_replies AS q (request_id, provider_id, kind, reason, question, calendar_marked, day_status_before, day_notes_before)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING ${REPLY_COLUMNS}`,
      [
        reply.requestId,
        reply.providerId,
        reply.kind,
        reply.reason,
        reply.question,
        reply.calendarMarked,
        reply.dayStatusBefore,
        reply.dayNotesBefore,
      ],
    )) as ReplyRow[];
    return row;
  }

  /** Deletes the answer when it is younger than `seconds` (the database's clock, which dated it); whether it did. */
  async deleteWithin(manager: EntityManager, id: number, seconds: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `DELETE FROM request_replies WHERE id = $1 AND created_at > now() - make_interval(secs => $2)`,
      [id, seconds],
    )) as [unknown[], number];
    return count > 0;
  }

  /** The request's answers, newest first (the couple's muted list). */
  ofRequest(requestId: number): Promise<ReplyRow[]> {
    return this.dataSource.query(
      `SELECT ${REPLY_COLUMNS} FROM request_replies q WHERE q.request_id = $1 ORDER BY q.created_at DESC, q.id DESC`,
      [requestId],
    ) as Promise<ReplyRow[]>;
  }

  /** The account's data export: its provider profile's answers and those on the couple's requests, oldest first. */
  ofExport(providerId: number | null, requestIds: readonly number[]): Promise<ReplyRow[]> {
    return this.dataSource.query(
      `SELECT ${REPLY_COLUMNS} FROM request_replies q WHERE q.provider_id = $1 OR q.request_id = ANY($2::int[]) ORDER BY q.created_at, q.id`,
      [providerId, [...requestIds]],
    ) as Promise<ReplyRow[]>;
  }

  /** The provider's answers, in the erasure's transaction (the profile's delete would cascade to them too). */
  async deleteOfProvider(manager: EntityManager, providerId: number): Promise<void> {
    await manager.query(`DELETE FROM request_replies WHERE provider_id = $1`, [providerId]);
  }
}
