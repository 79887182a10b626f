import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared, selectPage, SqlParams } from '../database/sql-query';
import type { ConversationSide, MessageSenderSide } from './entities/conversation.entity';
import type { MessageReportReason } from './entities/message-report.entity';

/** A conversation as the rules read it. */
export interface ConversationRow {
  id: number;
  providerId: number;
  requestId: number | null;
  offerId: number | null;
  coupleUserId: number | null;
  /** bigint ids as numbers (message ids stay far below 2^53). */
  coupleReadMessageId: number;
  providerReadMessageId: number;
  lastMessageAt: Date;
  createdAt: Date;
}

const CONVERSATION_COLUMNS = `c.id, c.provider_id AS "providerId", c.request_id AS "requestId", c.offer_id AS "offerId",
  c.couple_user_id AS "coupleUserId", c.couple_read_message_id::float8 AS "coupleReadMessageId",
  c.provider_read_message_id::float8 AS "providerReadMessageId", c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt"`;

/** An inbox row: the conversation, the viewer's side, its last message and the viewer's unread count. */
export interface InboxRow extends ConversationRow {
  side: ConversationSide;
  unreadCount: number;
  lastBody: string | null;
  lastSenderSide: MessageSenderSide | null;
  lastCreatedAt: Date | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderSide: MessageSenderSide;
  senderUserId: number | null;
  body: string;
  /** A notice's text for the couple / the provider when it differs from `body`. */
  coupleBody?: string | null;
  providerBody?: string | null;
  /** The side whose own action a notice reports: never unread for it. */
  actorSide?: ConversationSide | null;
  createdAt: Date;
}

/** A notice from Svatby: one text, or one per audience (the couple and the provider read it differently). */
export interface SystemNotice {
  body: string;
  coupleBody?: string;
  providerBody?: string;
}

const MESSAGE_COLUMNS = `m.id::float8 AS id, m.conversation_id AS "conversationId", m.sender_side AS "senderSide",
  m.sender_user_id AS "senderUserId", m.body, m.couple_body AS "coupleBody", m.provider_body AS "providerBody",
  m.actor_side AS "actorSide", m.created_at AS "createdAt"`;

/**
 * SQL: the message m is unread for the side (an SQL expression) in conversation c: written by the
 * other side or Svatby (a notice of the side's own action excepted) after the side's read mark.
 */
const unreadFor = (side: string) =>
  `m.sender_side <> ${side} AND m.actor_side IS DISTINCT FROM ${side}
   AND m.id > CASE WHEN ${side} = 'couple' THEN c.couple_read_message_id ELSE c.provider_read_message_id END`;

/** SQL: what the side reads of message m (a notice may have a text per audience). */
const bodyFor = (side: string) => `CASE WHEN ${side} = 'couple' THEN coalesce(m.couple_body, m.body) ELSE coalesce(m.provider_body, m.body) END`;

/** The couple of a thread: its account, else the mailbox of its request's contact e-mail (else the request). */
export function coupleKey(couple: { userId: number | null; mailboxKey: string; requestId: number }): string {
  if (couple.userId !== null) return `user:${couple.userId}`;
  return couple.mailboxKey !== '' ? `mailbox:${couple.mailboxKey}` : `request:${couple.requestId}`;
}

export interface AttachmentRow {
  id: number;
  messageId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

export interface NewAttachment {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

/** Whose threads: the provider profile's, the couple account's questions, the couple's own requests'. */
export interface InboxOwner {
  providerId: number | null;
  userId: number;
  requestIds: number[];
}

export interface ReportRow {
  id: number;
  messageId: number;
  reporterSide: ConversationSide;
  reason: MessageReportReason;
  note: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  conversationId: number;
  providerId: number;
  requestId: number | null;
  coupleUserId: number | null;
}

export interface MailCandidate {
  conversationId: number;
  side: ConversationSide;
  providerId: number;
  requestId: number | null;
  coupleUserId: number | null;
}

export interface MessagingSettingsRow {
  userId: number;
  messageEmails: boolean;
  blockedAt: Date | null;
  blockedReason: string | null;
}

const readColumn = (side: ConversationSide) => (side === 'couple' ? 'couple_read_message_id' : 'provider_read_message_id');
const mailedColumn = (side: ConversationSide) => (side === 'couple' ? 'couple_mailed_at' : 'provider_mailed_at');

/** The Conversations module's tables (conversations, messages, attachments, reports, messaging settings): the only place that reads or writes them. */
@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(id: number, manager: EntityManager = this.dataSource.manager): Promise<ConversationRow | null> {
    const [row] = (await manager.query(`SELECT ${CONVERSATION_COLUMNS} FROM conversations c WHERE c.id = $1`, [
      id,
    ])) as ConversationRow[];
    return row ?? null;
  }

  /**
   * The conversation of an offer: the one it is in already (a re-sent offer keeps its thread), else
   * the couple's thread with the provider (a question's, another request's offer's), created when
   * missing. The thread then shows this offer and its request as its latest. Its id.
   */
  async openForOffer(
    manager: EntityManager,
    offer: { offerId: number; requestId: number; providerId: number; coupleKey: string; coupleUserId: number | null },
  ): Promise<number> {
    const [known] = (await manager.query(`SELECT conversation_id AS id FROM conversation_offers WHERE offer_id = $1`, [
      offer.offerId,
    ])) as Array<{ id: number }>;
    let id = known?.id;
    if (id === undefined) {
      const [row] = (await manager.query(
        `INSERT INTO conversations AS c (provider_id, request_id, offer_id, couple_user_id, couple_key) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider_id, couple_key) DO UPDATE SET couple_user_id = coalesce(c.couple_user_id, EXCLUDED.couple_user_id)
         RETURNING id`,
        [offer.providerId, offer.requestId, offer.offerId, offer.coupleUserId, offer.coupleKey],
      )) as Array<{ id: number }>;
      id = row.id;
      await manager.query(
        `INSERT INTO conversation_offers (offer_id, conversation_id, request_id) VALUES ($1, $2, $3) ON CONFLICT (offer_id) DO NOTHING`,
        [offer.offerId, id, offer.requestId],
      );
    }
    await manager.query(`UPDATE conversations SET offer_id = $2, request_id = $3 WHERE id = $1`, [id, offer.offerId, offer.requestId]);
    return id;
  }

  /** The couple's thread with the provider, opened when missing, now showing the request (no offer of its own); its id. */
  async openForRequest(
    manager: EntityManager,
    thread: { requestId: number; providerId: number; coupleKey: string; coupleUserId: number | null },
  ): Promise<number> {
    const [row] = (await manager.query(
      `INSERT INTO conversations AS c (provider_id, request_id, couple_user_id, couple_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider_id, couple_key)
         DO UPDATE SET request_id = EXCLUDED.request_id, couple_user_id = coalesce(c.couple_user_id, EXCLUDED.couple_user_id)
       RETURNING id`,
      [thread.providerId, thread.requestId, thread.coupleUserId, thread.coupleKey],
    )) as Array<{ id: number }>;
    return row.id;
  }

  /** The requests of a thread: its offers' and the latest one it shows. */
  async threadRequestIds(conversationId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT request_id AS id FROM conversation_offers WHERE conversation_id = $1
       UNION SELECT request_id FROM conversations WHERE id = $1 AND request_id IS NOT NULL`,
      [conversationId],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The threads' offers and their requests, newest offer first. */
  async threadOffers(conversationIds: readonly number[]): Promise<Array<{ conversationId: number; offerId: number; requestId: number }>> {
    if (conversationIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT conversation_id AS "conversationId", offer_id AS "offerId", request_id AS "requestId"
         FROM conversation_offers WHERE conversation_id = ANY($1::int[]) ORDER BY offer_id DESC`,
      [[...conversationIds]],
    )) as Array<{ conversationId: number; offerId: number; requestId: number }>;
  }

  /**
   * The threads of requests that just became the account `userId`'s (sent without one) move to the
   * account: each is keyed 'user:<id>' and, where the account has a thread with that provider
   * already, the two are merged as the migration OneThreadPerCouple merged duplicates: the older
   * thread is kept, the other's messages and offers move to it, each side's read mark is set so that
   * whatever was unread in either stays unread, the activity and mail times are kept, and it shows
   * its latest offer. One transaction; idempotent (a thread already the account's is not touched).
   * The kept threads' ids.
   */
  async moveThreadsToAccount(userId: number, requestIds: readonly number[]): Promise<number[]> {
    if (requestIds.length === 0) return [];
    const key = `user:${userId}`;
    return this.dataSource.transaction(async (manager) => {
      const sources = (await manager.query(
        `SELECT c.id, c.provider_id AS "providerId" FROM conversations c
          WHERE c.couple_key <> $1
            AND (c.request_id = ANY($2::int[])
                 OR EXISTS (SELECT 1 FROM conversation_offers co WHERE co.conversation_id = c.id AND co.request_id = ANY($2::int[])))
          ORDER BY c.id FOR UPDATE`,
        [key, [...requestIds]],
      )) as Array<{ id: number; providerId: number }>;
      if (sources.length === 0) return [];
      const targets = (await manager.query(
        `SELECT id, provider_id AS "providerId" FROM conversations WHERE couple_key = $1 AND provider_id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
        [key, [...new Set(sources.map((row) => row.providerId))]],
      )) as Array<{ id: number; providerId: number }>;
      // One group per provider: the account's thread and the requests' threads; the oldest (lowest id) is kept.
      const groups = new Map<number, number[]>();
      for (const row of [...targets, ...sources]) groups.set(row.providerId, [...(groups.get(row.providerId) ?? []), row.id]);
      const keeps: number[] = [];
      const merged: Array<{ id: number; keep: number }> = [];
      for (const ids of groups.values()) {
        const keep = Math.min(...ids);
        keeps.push(keep);
        if (ids.length > 1) merged.push(...ids.map((id) => ({ id, keep })));
      }
      if (merged.length > 0) {
        const members = [merged.map((row) => row.id), merged.map((row) => row.keep)];
        const group = `SELECT * FROM unnest($1::int[], $2::int[]) AS g(id, keep)`;
        // Each side's mark in the merged thread: just before the first message that was unread in any of them.
        await manager.query(
          `WITH g AS (${group}), marks AS (
             SELECT g.keep,
                    min(m.id) FILTER (WHERE m.id > c.couple_read_message_id AND m.sender_side <> 'couple'
                                        AND m.actor_side IS DISTINCT FROM 'couple') AS couple_first_unread,
                    min(m.id) FILTER (WHERE m.id > c.provider_read_message_id AND m.sender_side <> 'provider'
                                        AND m.actor_side IS DISTINCT FROM 'provider') AS provider_first_unread,
                    max(m.id) AS last_id
               FROM g JOIN conversations c ON c.id = g.id LEFT JOIN messages m ON m.conversation_id = c.id
              GROUP BY g.keep
           ), times AS (
             SELECT g.keep, max(c.last_message_at) AS last_message_at, min(c.created_at) AS created_at,
                    max(c.couple_mailed_at) AS couple_mailed_at, max(c.provider_mailed_at) AS provider_mailed_at
               FROM g JOIN conversations c ON c.id = g.id
              GROUP BY g.keep
           )
           UPDATE conversations c
              SET couple_read_message_id = coalesce(marks.couple_first_unread - 1, marks.last_id, 0),
                  provider_read_message_id = coalesce(marks.provider_first_unread - 1, marks.last_id, 0),
                  last_message_at = times.last_message_at, created_at = times.created_at,
                  couple_mailed_at = times.couple_mailed_at, provider_mailed_at = times.provider_mailed_at
             FROM marks JOIN times ON times.keep = marks.keep
            WHERE c.id = marks.keep`,
          members,
        );
        await manager.query(`WITH g AS (${group}) UPDATE messages m SET conversation_id = g.keep FROM g WHERE m.conversation_id = g.id AND g.id <> g.keep`, members);
        await manager.query(
          `WITH g AS (${group}) UPDATE conversation_offers o SET conversation_id = g.keep FROM g WHERE o.conversation_id = g.id AND g.id <> g.keep`,
          members,
        );
        await manager.query(`WITH g AS (${group}) DELETE FROM conversations c USING g WHERE c.id = g.id AND g.id <> g.keep`, members);
      }
      // The kept threads are the account's and show their latest offer and request.
      await manager.query(
        `UPDATE conversations c
            SET couple_key = $2, couple_user_id = $3,
                offer_id = coalesce(latest.offer_id, c.offer_id), request_id = coalesce(latest.request_id, c.request_id)
           FROM conversations c0
           LEFT JOIN LATERAL (
             SELECT o.offer_id, o.request_id FROM conversation_offers o WHERE o.conversation_id = c0.id ORDER BY o.offer_id DESC LIMIT 1
           ) latest ON true
          WHERE c0.id = c.id AND c.id = ANY($1::int[])`,
        [keeps, key, userId],
      );
      return keeps;
    });
  }

  /**
   * The conversation (null when missing) and whether `userId` is blocked from sending, in one read
   * (the message post's access check and block check).
   */
  async findForSender(id: number, userId: number | null): Promise<(ConversationRow & { senderBlocked: boolean }) | null> {
    const [row] = await queryPrepared<ConversationRow & { senderBlocked: boolean }>(
      this.dataSource.manager,
      `SELECT ${CONVERSATION_COLUMNS},
              EXISTS (SELECT 1 FROM messaging_settings s WHERE s.user_id = $2 AND s.blocked_at IS NOT NULL) AS "senderBlocked"
         FROM conversations c WHERE c.id = $1`,
      [id, userId],
    );
    return row ?? null;
  }

  /**
   * A side's message with its attachments in one statement (atomic without a transaction of its
   * own): the message, the conversation's activity time and the sender's read mark (as
   * insertMessage), the attachment rows, and `notices` sent with pg_notify on `channel`, which
   * PostgreSQL delivers at the commit (never for a failed post).
   */
  async postMessage(
    message: { conversationId: number; senderSide: ConversationSide; senderUserId: number | null; body: string },
    files: readonly NewAttachment[],
    channel: string,
    notices: readonly string[],
  ): Promise<{ message: MessageRow; attachments: AttachmentRow[] }> {
    const read = readColumn(message.senderSide);
    // The CTE "notified" is read below: PostgreSQL evaluates a SELECT in WITH only when it is used.
    const [row] = await queryPrepared<MessageRow & { attachments: AttachmentRow[]; notified: number }>(
      this.dataSource.manager,
      `WITH m AS (
         INSERT INTO messages (conversation_id, sender_side, sender_user_id, body) VALUES ($1, $2, $3, $4)
         RETURNING id, conversation_id, sender_side, sender_user_id, body, created_at
       ), moved AS (
         UPDATE conversations c SET last_message_at = m.created_at, ${read} = GREATEST(c.${read}, m.id)
           FROM m WHERE c.id = m.conversation_id
       ), files AS (
         INSERT INTO message_attachments (message_id, file_name, content_type, size_bytes, storage_key)
         SELECT m.id, f.* FROM m, unnest($5::varchar[], $6::varchar[], $7::int[], $8::varchar[]) AS f
         RETURNING id, message_id, file_name, content_type, size_bytes, storage_key
       ), notified AS (
         SELECT pg_notify($9, notice) FROM m, unnest($10::text[]) AS notice
       )
       SELECT m.id::float8 AS id, m.conversation_id AS "conversationId", m.sender_side AS "senderSide",
              m.sender_user_id AS "senderUserId", m.body, m.created_at AS "createdAt",
              COALESCE((SELECT json_agg(json_build_object('id', a.id, 'messageId', a.message_id::float8, 'fileName', a.file_name,
                          'contentType', a.content_type, 'sizeBytes', a.size_bytes, 'storageKey', a.storage_key) ORDER BY a.id)
                          FROM files a), '[]'::json) AS attachments,
              (SELECT count(*) FROM notified)::int AS notified
         FROM m`,
      [
        message.conversationId,
        message.senderSide,
        message.senderUserId,
        message.body,
        files.map((file) => file.fileName),
        files.map((file) => file.contentType),
        files.map((file) => file.sizeBytes),
        files.map((file) => file.storageKey),
        channel,
        notices,
      ],
    );
    const { attachments, notified: _notified, ...stored } = row;
    return { message: stored, attachments };
  }

  /** Whether the couple's account already has a thread with the provider (a question's, or its requests' offers'). */
  async hasQuestion(providerId: number, coupleUserId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM conversations WHERE provider_id = $1 AND couple_key = $2`, [
      providerId,
      `user:${coupleUserId}`,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** The couple account's thread with the provider (one per pair), created when missing; its id and whether it is new. */
  async openQuestion(
    manager: EntityManager,
    providerId: number,
    coupleUserId: number,
  ): Promise<{ id: number; created: boolean }> {
    const [created] = (await manager.query(
      `INSERT INTO conversations (provider_id, couple_user_id, couple_key) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id, couple_key) DO NOTHING RETURNING id`,
      [providerId, coupleUserId, `user:${coupleUserId}`],
    )) as Array<{ id: number }>;
    if (created) return { id: created.id, created: true };
    const [existing] = (await manager.query(`SELECT id FROM conversations WHERE provider_id = $1 AND couple_key = $2`, [
      providerId,
      `user:${coupleUserId}`,
    ])) as Array<{ id: number }>;
    return { id: existing.id, created: false };
  }

  /**
   * Adds a message, moves the conversation's activity time and the sender side's read mark to it
   * (one's own message is read); a system message marks nothing read. The stored row.
   */
  async insertMessage(
    manager: EntityManager,
    message: {
      conversationId: number;
      senderSide: MessageSenderSide;
      senderUserId: number | null;
      body: string;
      coupleBody?: string | null;
      providerBody?: string | null;
      actorSide?: ConversationSide | null;
    },
  ): Promise<MessageRow> {
    const [row] = (await manager.query(
      `INSERT INTO messages AS m (conversation_id, sender_side, sender_user_id, body, couple_body, provider_body, actor_side)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${MESSAGE_COLUMNS}`,
      [
        message.conversationId,
        message.senderSide,
        message.senderUserId,
        message.body,
        message.coupleBody ?? null,
        message.providerBody ?? null,
        message.actorSide ?? null,
      ],
    )) as MessageRow[];
    if (message.senderSide === 'system') {
      await manager.query(`UPDATE conversations SET last_message_at = $2 WHERE id = $1`, [message.conversationId, row.createdAt]);
    } else {
      const read = readColumn(message.senderSide);
      await manager.query(`UPDATE conversations SET last_message_at = $3, ${read} = GREATEST(${read}, $2) WHERE id = $1`, [
        message.conversationId,
        row.id,
        row.createdAt,
      ]);
    }
    return row;
  }

  /** The newest `limit` messages before `before` (all when undefined), oldest first. */
  async messages(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
        ORDER BY m.id DESC LIMIT $3`,
      [conversationId, before ?? null, limit],
    )) as MessageRow[];
    return rows.reverse();
  }

  async message(id: number): Promise<MessageRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.id = $1`, [
      id,
    ])) as MessageRow[];
    return row ?? null;
  }

  async attachmentsOf(messageIds: readonly number[]): Promise<AttachmentRow[]> {
    if (messageIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT id, message_id::float8 AS "messageId", file_name AS "fileName", content_type AS "contentType",
              size_bytes AS "sizeBytes", storage_key AS "storageKey"
         FROM message_attachments WHERE message_id = ANY($1::bigint[]) ORDER BY id`,
      [messageIds],
    )) as AttachmentRow[];
  }

  /** One attachment of the conversation; null when it belongs to another one or is gone. */
  async attachment(conversationId: number, attachmentId: number): Promise<AttachmentRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT a.id, a.message_id::float8 AS "messageId", a.file_name AS "fileName", a.content_type AS "contentType",
              a.size_bytes AS "sizeBytes", a.storage_key AS "storageKey"
         FROM message_attachments a JOIN messages m ON m.id = a.message_id
        WHERE a.id = $1 AND m.conversation_id = $2`,
      [attachmentId, conversationId],
    )) as AttachmentRow[];
    return row ?? null;
  }

  /** Which of the messages the side has reported. */
  async reportedBy(side: ConversationSide, messageIds: readonly number[]): Promise<Set<number>> {
    if (messageIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT message_id::float8 AS id FROM message_reports WHERE reporter_side = $1 AND message_id = ANY($2::bigint[])`,
      [side, messageIds],
    )) as Array<{ id: number }>;
    return new Set(rows.map((row) => row.id));
  }

  /** Moves the side's read mark to the conversation's latest message (never back). */
  async markRead(conversationId: number, side: ConversationSide): Promise<void> {
    const column = readColumn(side);
    await this.dataSource.query(
      `UPDATE conversations c SET ${column} = GREATEST(c.${column}, coalesce((SELECT max(id) FROM messages WHERE conversation_id = c.id), 0))
        WHERE c.id = $1`,
      [conversationId],
    );
  }

  /** The owner's inbox condition (both sides) and the side of each row, on `params`. */
  private inboxFilter(owner: InboxOwner, params: SqlParams): { where: string; side: string } {
    const provider = owner.providerId === null ? 'NULL::int' : params.add(owner.providerId);
    const user = params.add(owner.userId);
    const requests = `${params.add(owner.requestIds)}::int[]`;
    return {
      where: `WHERE (c.provider_id = ${provider} OR c.couple_user_id = ${user} OR c.request_id = ANY(${requests})
                     OR EXISTS (SELECT 1 FROM conversation_offers co WHERE co.conversation_id = c.id AND co.request_id = ANY(${requests})))`,
      side: `CASE WHEN c.provider_id IS NOT DISTINCT FROM ${provider} THEN 'provider' ELSE 'couple' END`,
    };
  }

  /**
   * The owner's threads on both sides, newest activity first, with the last message and the unread
   * count of the owner's side (messages of the other side or of Svatby after the side's read mark).
   */
  inboxPage(owner: InboxOwner, page: number, pageSize: number): Promise<{ rows: InboxRow[]; total: number }> {
    const params = new SqlParams();
    const { where, side } = this.inboxFilter(owner, params);
    return selectPage<InboxRow>(this.dataSource, {
      select: `SELECT ${CONVERSATION_COLUMNS}, s.side, u.count AS "unreadCount",
                      last.body AS "lastBody", last.sender_side AS "lastSenderSide", last.created_at AS "lastCreatedAt"
                 FROM conversations c
                 CROSS JOIN LATERAL (SELECT ${side} AS side) s
                 CROSS JOIN LATERAL (
                   SELECT count(*)::int AS count FROM messages m
                    WHERE m.conversation_id = c.id AND ${unreadFor('s.side')}) u
                 LEFT JOIN LATERAL (
                   SELECT ${bodyFor('s.side')} AS body, m.sender_side, m.created_at FROM messages m
                    WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) last ON true`,
      countFrom: 'FROM conversations c',
      where,
      params,
      orderBy: 'c.last_message_at DESC, c.id DESC',
      page,
      pageSize,
    });
  }

  /** One conversation as an inbox row from `side`. */
  async inboxRow(conversationId: number, side: ConversationSide): Promise<InboxRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${CONVERSATION_COLUMNS}, $2::varchar AS side,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND ${unreadFor('$2::varchar')}) AS "unreadCount",
              last.body AS "lastBody", last.sender_side AS "lastSenderSide", last.created_at AS "lastCreatedAt"
         FROM conversations c
         LEFT JOIN LATERAL (
           SELECT ${bodyFor('$2::varchar')} AS body, m.sender_side, m.created_at FROM messages m
            WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) last ON true
        WHERE c.id = $1`,
      [conversationId, side],
    )) as InboxRow[];
    return row ?? null;
  }

  /** Unread messages and threads with any, over the owner's threads (both sides). */
  async unreadTotals(owner: InboxOwner): Promise<{ unreadMessages: number; conversations: number }> {
    const params = new SqlParams();
    const { where, side } = this.inboxFilter(owner, params);
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(u.count), 0)::int AS "unreadMessages", count(*) FILTER (WHERE u.count > 0)::int AS conversations
         FROM conversations c
         CROSS JOIN LATERAL (SELECT ${side} AS side) s
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS count FROM messages m WHERE m.conversation_id = c.id AND ${unreadFor('s.side')}) u
        ${where}`,
      params.values,
    )) as Array<{ unreadMessages: number; conversations: number }>;
    return row;
  }

  /** The offers' conversation ids and the side's unread counts (the Offers module's lists); offers without one are left out. */
  async unreadForOffers(
    offerIds: readonly number[],
    side: ConversationSide,
  ): Promise<Map<number, { conversationId: number; unread: number }>> {
    if (offerIds.length === 0) return new Map();
    const rows = (await queryPrepared(
      this.dataSource.manager,
      `SELECT o.offer_id AS "offerId", c.id AS "conversationId",
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND ${unreadFor('$2::varchar')}) AS unread
         FROM conversation_offers o JOIN conversations c ON c.id = o.conversation_id WHERE o.offer_id = ANY($1::int[])`,
      [offerIds, side],
    )) as Array<{ offerId: number; conversationId: number; unread: number }>;
    return new Map(rows.map((row) => [row.offerId, { conversationId: row.conversationId, unread: row.unread }]));
  }

  /** Whether any message of the conversation was reported (an admin may read it then). */
  async hasReport(conversationId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM message_reports r JOIN messages m ON m.id = r.message_id WHERE m.conversation_id = $1 LIMIT 1`,
      [conversationId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Stores a side's report; false when that side reported the message before. */
  async insertReport(report: {
    messageId: number;
    reporterSide: ConversationSide;
    reporterUserId: number | null;
    reason: MessageReportReason;
    note: string | null;
  }): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO message_reports (message_id, reporter_side, reporter_user_id, reason, note) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT message_reports_once DO NOTHING RETURNING id`,
      [report.messageId, report.reporterSide, report.reporterUserId, report.reason, report.note],
    )) as unknown[];
    return rows.length > 0;
  }

  /** A page of reports (open or resolved), newest first, with their conversation. */
  reportPage(resolved: boolean, page: number, pageSize: number): Promise<{ rows: ReportRow[]; total: number }> {
    const params = new SqlParams();
    return selectPage<ReportRow>(this.dataSource, {
      select: `SELECT r.id, r.message_id::float8 AS "messageId", r.reporter_side AS "reporterSide", r.reason, r.note,
                      r.created_at AS "createdAt", r.resolved_at AS "resolvedAt", c.id AS "conversationId",
                      c.provider_id AS "providerId", c.request_id AS "requestId", c.couple_user_id AS "coupleUserId"
                 FROM message_reports r JOIN messages m ON m.id = r.message_id JOIN conversations c ON c.id = m.conversation_id`,
      countFrom: 'FROM message_reports r',
      where: `WHERE r.resolved_at IS ${resolved ? 'NOT NULL' : 'NULL'}`,
      params,
      orderBy: resolved ? 'r.resolved_at DESC, r.id DESC' : 'r.created_at DESC, r.id DESC',
      page,
      pageSize,
    });
  }

  async messagesByIds(ids: readonly number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.id = ANY($1::bigint[])`, [
      ids,
    ])) as MessageRow[];
  }

  /** Locks a report for its decision; its message's sender; null when missing. */
  async lockReport(
    manager: EntityManager,
    id: number,
  ): Promise<{
    id: number;
    messageId: number;
    resolvedAt: Date | null;
    senderUserId: number | null;
    senderSide: MessageSenderSide;
    conversationId: number;
    requestId: number | null;
  } | null> {
    const [row] = (await manager.query(
      `SELECT r.id, r.message_id::float8 AS "messageId", r.resolved_at AS "resolvedAt", m.sender_user_id AS "senderUserId",
              m.sender_side AS "senderSide", m.conversation_id AS "conversationId", c.request_id AS "requestId"
         FROM message_reports r JOIN messages m ON m.id = r.message_id JOIN conversations c ON c.id = m.conversation_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    )) as Array<{
      id: number;
      messageId: number;
      resolvedAt: Date | null;
      senderUserId: number | null;
      senderSide: MessageSenderSide;
      conversationId: number;
      requestId: number | null;
    }>;
    return row ?? null;
  }

  /** The request of a report's conversation (null: a question thread, or no such report). */
  async requestOfReport(reportId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT c.request_id AS "requestId"
         FROM message_reports r JOIN messages m ON m.id = r.message_id JOIN conversations c ON c.id = m.conversation_id
        WHERE r.id = $1`,
      [reportId],
    )) as Array<{ requestId: number | null }>;
    return row?.requestId ?? null;
  }

  /** Closes the message's open reports (a decision answers every report of it); how many. */
  async resolveReportsOf(manager: EntityManager, messageId: number): Promise<number> {
    const [, count] = (await manager.query(
      `UPDATE message_reports SET resolved_at = now() WHERE message_id = $1 AND resolved_at IS NULL`,
      [messageId],
    )) as [unknown[], number];
    return count;
  }

  // ---- messaging settings and blocks ----

  async settings(userIds: readonly number[]): Promise<Map<number, MessagingSettingsRow>> {
    if (userIds.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT user_id AS "userId", message_emails AS "messageEmails", blocked_at AS "blockedAt", blocked_reason AS "blockedReason"
         FROM messaging_settings WHERE user_id = ANY($1::int[])`,
      [userIds],
    )) as MessagingSettingsRow[];
    return new Map(rows.map((row) => [row.userId, row]));
  }

  async setMessageEmails(userId: number, on: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO messaging_settings (user_id, message_emails) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET message_emails = EXCLUDED.message_emails`,
      [userId, on],
    );
  }

  /** Blocks (with the reason) or unblocks an account; the stored row; null when the user does not exist. */
  async setBlock(manager: EntityManager, userId: number, block: { reason: string } | null): Promise<MessagingSettingsRow | null> {
    const [row] = (await manager.query(
      `INSERT INTO messaging_settings (user_id, blocked_at, blocked_reason)
       SELECT u.id, $2::timestamptz, $3 FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         blocked_at = CASE WHEN EXCLUDED.blocked_at IS NULL THEN NULL ELSE coalesce(messaging_settings.blocked_at, EXCLUDED.blocked_at) END,
         blocked_reason = EXCLUDED.blocked_reason
       RETURNING user_id AS "userId", message_emails AS "messageEmails", blocked_at AS "blockedAt", blocked_reason AS "blockedReason"`,
      [userId, block ? new Date() : null, block?.reason ?? null],
    )) as MessagingSettingsRow[];
    return row ?? null;
  }

  /**
   * Whether the couple of a request may not post: its manage link is blocked, or the mailbox it came
   * from (`mailboxKey`; an empty key is never blocked).
   */
  async coupleBlocked(requestId: number, mailboxKey: string): Promise<boolean> {
    const [row] = await queryPrepared<{ blocked: boolean }>(
      this.dataSource.manager,
      `SELECT EXISTS (SELECT 1 FROM messaging_request_blocks WHERE request_id = $1)
           OR EXISTS (SELECT 1 FROM messaging_mailbox_blocks WHERE mailbox_key = $2 AND $2 <> '') AS blocked`,
      [requestId, mailboxKey],
    );
    return row?.blocked === true;
  }

  /** Blocks (with the reason; the first block's time stays) or unblocks a request's manage link. */
  async setRequestBlock(manager: EntityManager, requestId: number, block: { reason: string } | null): Promise<void> {
    if (!block) {
      await manager.query(`DELETE FROM messaging_request_blocks WHERE request_id = $1`, [requestId]);
      return;
    }
    await manager.query(
      `INSERT INTO messaging_request_blocks (request_id, blocked_reason) VALUES ($1, $2)
       ON CONFLICT (request_id) DO UPDATE SET blocked_reason = EXCLUDED.blocked_reason`,
      [requestId, block.reason],
    );
  }

  /** Blocks (with the reason) or unblocks a mailbox key; an empty key is left alone. */
  async setMailboxBlock(manager: EntityManager, mailboxKey: string, block: { reason: string } | null): Promise<void> {
    if (mailboxKey === '') return;
    if (!block) {
      await manager.query(`DELETE FROM messaging_mailbox_blocks WHERE mailbox_key = $1`, [mailboxKey]);
      return;
    }
    await manager.query(
      `INSERT INTO messaging_mailbox_blocks (mailbox_key, blocked_reason) VALUES ($1, $2)
       ON CONFLICT (mailbox_key) DO UPDATE SET blocked_reason = EXCLUDED.blocked_reason`,
      [mailboxKey, block.reason],
    );
  }

  /** Which of the requests' links and which mailbox keys are blocked (the admin's list of reports). */
  async blockedLinks(requestIds: readonly number[], mailboxKeys: readonly string[]): Promise<{ requests: Set<number>; mailboxes: Set<string> }> {
    const [requests, mailboxes] = await Promise.all([
      requestIds.length === 0
        ? []
        : (this.dataSource.query(`SELECT request_id AS id FROM messaging_request_blocks WHERE request_id = ANY($1::int[])`, [
            requestIds,
          ]) as Promise<Array<{ id: number }>>),
      mailboxKeys.length === 0
        ? []
        : (this.dataSource.query(`SELECT mailbox_key AS key FROM messaging_mailbox_blocks WHERE mailbox_key = ANY($1::text[])`, [
            mailboxKeys,
          ]) as Promise<Array<{ key: string }>>),
    ]);
    return { requests: new Set(requests.map((row) => row.id)), mailboxes: new Set(mailboxes.map((row) => row.key)) };
  }

  /** The block of a request's link, when there is one (the admin's answer). */
  async requestBlock(manager: EntityManager, requestId: number): Promise<{ blockedAt: Date; blockedReason: string } | null> {
    const [row] = (await manager.query(
      `SELECT blocked_at AS "blockedAt", blocked_reason AS "blockedReason" FROM messaging_request_blocks WHERE request_id = $1`,
      [requestId],
    )) as Array<{ blockedAt: Date; blockedReason: string }>;
    return row ?? null;
  }

  /** Whether a mailbox key is blocked. */
  async mailboxBlocked(manager: EntityManager, mailboxKey: string): Promise<boolean> {
    if (mailboxKey === '') return false;
    const rows = (await manager.query(`SELECT 1 FROM messaging_mailbox_blocks WHERE mailbox_key = $1`, [mailboxKey])) as unknown[];
    return rows.length > 0;
  }

  // ---- message e-mails ----

  /**
   * Sides to mail at `now`: a message of the other side (not Svatby's notices) unread for at least
   * `delayMinutes` and newer than the side's last mail, which is at least `intervalMinutes` old.
   * Threads quiet for a week are not looked at (conversations_activity_idx bounds the scan).
   */
  async mailCandidates(now: Date, delayMinutes: number, intervalMinutes: number, limit: number): Promise<MailCandidate[]> {
    return (await this.dataSource.query(
      `SELECT c.id AS "conversationId", s.side, c.provider_id AS "providerId", c.request_id AS "requestId", c.couple_user_id AS "coupleUserId"
         FROM conversations c
         CROSS JOIN (VALUES ('couple'::varchar), ('provider'::varchar)) s(side)
         CROSS JOIN LATERAL (
           SELECT CASE WHEN s.side = 'couple' THEN c.couple_read_message_id ELSE c.provider_read_message_id END AS read_id,
                  CASE WHEN s.side = 'couple' THEN c.couple_mailed_at ELSE c.provider_mailed_at END AS mailed_at) k
        WHERE c.last_message_at > $1::timestamptz - interval '7 days'
          AND (k.mailed_at IS NULL OR k.mailed_at <= $1::timestamptz - make_interval(mins => $3))
          AND EXISTS (
            SELECT 1 FROM messages m
             WHERE m.conversation_id = c.id AND m.sender_side <> s.side AND m.sender_side <> 'system' AND m.id > k.read_id
               AND m.created_at <= $1::timestamptz - make_interval(mins => $2)
               AND (k.mailed_at IS NULL OR m.created_at > k.mailed_at))
        ORDER BY c.id, s.side
        LIMIT $4`,
      [now, delayMinutes, intervalMinutes, limit],
    )) as MailCandidate[];
  }

  /**
   * Claims a side's mail at `now` when it is still due (another instance or a read may have come
   * first): the mail time is set in the caller's transaction; false when not due any more.
   */
  async claimMail(
    manager: EntityManager,
    candidate: MailCandidate,
    now: Date,
    delayMinutes: number,
    intervalMinutes: number,
  ): Promise<boolean> {
    const mailed = mailedColumn(candidate.side);
    const read = readColumn(candidate.side);
    const [, count] = (await manager.query(
      `UPDATE conversations c SET ${mailed} = $2
        WHERE c.id = $1
          AND (c.${mailed} IS NULL OR c.${mailed} <= $2::timestamptz - make_interval(mins => $4))
          AND EXISTS (
            SELECT 1 FROM messages m
             WHERE m.conversation_id = c.id AND m.sender_side <> $5 AND m.sender_side <> 'system' AND m.id > c.${read}
               AND m.created_at <= $2::timestamptz - make_interval(mins => $3)
               AND (c.${mailed} IS NULL OR m.created_at > c.${mailed}))`,
      [candidate.conversationId, now, delayMinutes, intervalMinutes, candidate.side],
    )) as [unknown[], number];
    return count > 0;
  }

  // ---- accounts (export, deletion) ----
  /** Which of the storage keys have an attachment row. */
  async existingStorageKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT storage_key AS key FROM message_attachments WHERE storage_key = ANY($1::varchar[])`,
      [keys],
    )) as Array<{ key: string }>;
    return new Set(rows.map((row) => row.key));
  }

  /** The account's question threads (as the asking couple, without any offer): their ids. */
  async questionIdsOf(manager: EntityManager, userId: number): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT id FROM conversations c
        WHERE c.couple_user_id = $1 AND NOT EXISTS (SELECT 1 FROM conversation_offers o WHERE o.conversation_id = c.id)`,
      [userId],
    )) as Array<{
      id: number;
    }>;
    return rows.map((row) => row.id);
  }

  /** The conversations of providers or requests (what a deletion's cascade will remove): their ids. */
  async idsOf(manager: EntityManager, owners: { providerIds: number[]; requestIds: number[] }): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT id FROM conversations WHERE provider_id = ANY($1::int[]) OR request_id = ANY($2::int[])`,
      [owners.providerIds, owners.requestIds],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The storage keys of the conversations' attachments (their files go with the rows). */
  async storageKeysOf(manager: EntityManager, conversationIds: readonly number[]): Promise<string[]> {
    if (conversationIds.length === 0) return [];
    const rows = (await manager.query(
      `SELECT a.storage_key AS key FROM message_attachments a JOIN messages m ON m.id = a.message_id WHERE m.conversation_id = ANY($1::int[])`,
      [conversationIds],
    )) as Array<{ key: string }>;
    return rows.map((row) => row.key);
  }

  /**
   * The couple's own words in the threads of its requests, after its account's deletion: the
   * messages stay (the provider's record of its offer) with their text replaced and the account
   * link cleared; their attachments go. The attachments' storage keys (their files go after the commit).
   */
  async anonymiseCoupleMessages(
    manager: EntityManager,
    requestIds: readonly number[],
    replacement: string,
    userId: number | null = null,
  ): Promise<string[]> {
    if (requestIds.length === 0 && userId === null) return [];
    // The threads of the requests, and the account's own (a question shares its thread with offers).
    const threads = (user: string) => `(c.request_id = ANY($1::int[]) OR c.couple_user_id = ${user}::int
      OR EXISTS (SELECT 1 FROM conversation_offers co WHERE co.conversation_id = c.id AND co.request_id = ANY($1::int[])))`;
    // A DELETE … RETURNING answers [rows, count] through TypeORM.
    const [keys] = (await manager.query(
      `DELETE FROM message_attachments a USING messages m, conversations c
        WHERE a.message_id = m.id AND m.conversation_id = c.id AND ${threads('$2')} AND m.sender_side = 'couple'
        RETURNING a.storage_key AS key`,
      [[...requestIds], userId],
    )) as [Array<{ key: string }>, number];
    await manager.query(
      `UPDATE messages m SET body = $2, sender_user_id = NULL FROM conversations c
        WHERE m.conversation_id = c.id AND ${threads('$3')} AND m.sender_side = 'couple'`,
      [[...requestIds], replacement, userId],
    );
    return keys.map((row) => row.key);
  }

  async deleteConversations(manager: EntityManager, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = (await manager.query(`DELETE FROM conversations WHERE id = ANY($1::int[])`, [ids])) as [unknown[], number];
    return count;
  }

  /** The export's rows: every conversation of the owner (both sides) with its messages, oldest first. */
  async exportOf(owner: InboxOwner): Promise<Array<ConversationRow & { side: ConversationSide }>> {
    const params = new SqlParams();
    const { where, side } = this.inboxFilter(owner, params);
    return (await this.dataSource.query(
      `SELECT ${CONVERSATION_COLUMNS}, ${side} AS side FROM conversations c ${where} ORDER BY c.id`,
      params.values,
    )) as Array<ConversationRow & { side: ConversationSide }>;
  }

  async allMessages(conversationIds: readonly number[]): Promise<MessageRow[]> {
    if (conversationIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = ANY($1::int[]) ORDER BY m.conversation_id, m.id`,
      [conversationIds],
    )) as MessageRow[];
  }
}
