import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { WebhookDeliveryState } from '../entities/webhook-delivery.entity';

/** A webhook_endpoints row as the module reads it. */
export interface WebhookEndpointRow {
  id: number;
  userId: number;
  url: string;
  description: string | null;
  events: string[];
  /** The signing secret as stored: encrypted (`v1:…`, WebhookSecretCipher); a clear `whsec_…` from before only until the next start. */
  storedSecret: string;
  enabled: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  failingSince: Date | null;
  consecutiveFailures: number;
  createdAt: Date;
}

/** A webhook_deliveries row (the log's columns; the payload where asked). */
export interface WebhookDeliveryRow {
  id: string;
  endpointId: number;
  eventId: string;
  eventType: string;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  responseExcerpt: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewDelivery {
  endpointId: number;
  eventId: string;
  eventType: string;
  payload: object;
}

/** What one attempt left on its delivery. */
export interface AttemptRecord {
  state: WebhookDeliveryState;
  nextAttemptAt: Date | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
  finishedAt: Date | null;
}

const ENDPOINT_COLUMNS = `id, user_id AS "userId", url, description, events, secret AS "storedSecret", enabled, disabled_at AS "disabledAt",
  disabled_reason AS "disabledReason", failing_since AS "failingSince", consecutive_failures AS "consecutiveFailures", created_at AS "createdAt"`;
const DELIVERY_COLUMNS = `d.id::text AS id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.event_type AS "eventType", d.state,
  d.attempts, d.next_attempt_at AS "nextAttemptAt", d.last_status_code AS "lastStatusCode", d.last_duration_ms AS "lastDurationMs",
  d.last_error AS "lastError", d.response_excerpt AS "responseExcerpt", d.created_at AS "createdAt", d.finished_at AS "finishedAt"`;

/** webhook_endpoints and webhook_deliveries: the only place that reads or writes them. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- endpoints ----

  async listOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<WebhookEndpointRow[]> {
    return (await manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE user_id = $1 ORDER BY created_at, id`, [
      userId,
    ])) as WebhookEndpointRow[];
  }

  async findOwn(userId: number, id: number, manager: EntityManager = this.dataSource.manager): Promise<WebhookEndpointRow | null> {
    const [row] = (await manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ])) as WebhookEndpointRow[];
    return row ?? null;
  }

  async find(id: number, manager: EntityManager = this.dataSource.manager): Promise<WebhookEndpointRow | null> {
    const [row] = (await manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id])) as WebhookEndpointRow[];
    return row ?? null;
  }

  /** Serialises one account's endpoint registrations (the limit is counted, then a row inserted). */
  async lockUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby.webhooks.user'), $1)`, [userId]);
  }

  async countOf(manager: EntityManager, userId: number): Promise<number> {
    const [row] = (await manager.query(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE user_id = $1`, [userId])) as Array<{ n: number }>;
    return row.n;
  }

  async insert(
    manager: EntityManager,
    endpoint: { userId: number; url: string; description: string | null; events: string[]; storedSecret: string },
  ): Promise<WebhookEndpointRow> {
    const [row] = (await manager.query(
      `INSERT INTO webhook_endpoints (user_id, url, description, events, secret) VALUES ($1, $2, $3, $4::text[], $5) RETURNING ${ENDPOINT_COLUMNS}`,
      [endpoint.userId, endpoint.url, endpoint.description, endpoint.events, endpoint.storedSecret],
    )) as WebhookEndpointRow[];
    return row;
  }

  /** Changes an account's endpoint; switching it on again clears its failure run. The row after, or null when it is not the account's. */
  async update(
    userId: number,
    id: number,
    changes: { events?: string[]; enabled?: boolean; description?: string | null; url?: string },
  ): Promise<WebhookEndpointRow | null> {
    const [row] = (await this.dataSource.query(
      `UPDATE webhook_endpoints SET
         events = COALESCE($3::text[], events),
         url = COALESCE($4, url),
         description = CASE WHEN $5::boolean THEN $6 ELSE description END,
         enabled = COALESCE($7, enabled),
         disabled_at = CASE WHEN $7 IS NULL OR $7 = enabled THEN disabled_at WHEN $7 THEN NULL ELSE now() END,
         disabled_reason = CASE WHEN $7 IS NULL OR $7 = enabled THEN disabled_reason WHEN $7 THEN NULL ELSE 'owner' END,
         failing_since = CASE WHEN $7 AND NOT enabled THEN NULL ELSE failing_since END,
         consecutive_failures = CASE WHEN $7 AND NOT enabled THEN 0 ELSE consecutive_failures END
       WHERE id = $1 AND user_id = $2
       RETURNING ${ENDPOINT_COLUMNS}`,
      [id, userId, changes.events ?? null, changes.url ?? null, changes.description !== undefined, changes.description ?? null, changes.enabled ?? null],
    )) as [WebhookEndpointRow[], number];
    // An UPDATE … RETURNING through TypeORM answers [rows, count].
    return row?.[0] ?? null;
  }

  /** The endpoints whose secret is still in clear (written before the secrets were encrypted, or by an older instance). */
  async clearSecrets(): Promise<Array<{ id: number; secret: string }>> {
    return (await this.dataSource.query(`SELECT id, secret FROM webhook_endpoints WHERE secret NOT LIKE 'v1:%' ORDER BY id`)) as Array<{
      id: number;
      secret: string;
    }>;
  }

  /** Stores a secret's encrypted form, unless the row changed meanwhile (another instance starting encrypted it first). */
  async encryptSecret(id: number, clear: string, encrypted: string): Promise<void> {
    await this.dataSource.query(`UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2`, [id, clear, encrypted]);
  }

  async deleteOwn(userId: number, id: number): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `WITH gone AS (DELETE FROM webhook_endpoints WHERE id = $1 AND user_id = $2 RETURNING id) SELECT count(*)::int AS n FROM gone`,
      [id, userId],
    )) as Array<{ n: number }>;
    return row.n > 0;
  }

  async deleteAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM webhook_endpoints WHERE user_id = $1`, [userId]);
  }

  /** The enabled endpoints of these accounts subscribed to `eventType` (the fan-out of an event). */
  async subscribed(manager: EntityManager, userIds: number[], eventType: string): Promise<WebhookEndpointRow[]> {
    if (userIds.length === 0) return [];
    return (await manager.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE user_id = ANY($1::int[]) AND enabled AND $2 = ANY(events) ORDER BY id`,
      [[...new Set(userIds)], eventType],
    )) as WebhookEndpointRow[];
  }

  /** Each event type's accounts with an enabled endpoint subscribed to it (WebhookSubscribers keeps it). */
  async subscribersByType(): Promise<Map<string, Set<number>>> {
    const rows = (await this.dataSource.query(`SELECT user_id AS "userId", events FROM webhook_endpoints WHERE enabled`)) as Array<{
      userId: number;
      events: string[];
    }>;
    const byType = new Map<string, Set<number>>();
    for (const row of rows) {
      for (const type of row.events) {
        const users = byType.get(type) ?? new Set<number>();
        byType.set(type, users.add(row.userId));
      }
    }
    return byType;
  }

  /** A delivery failed for good: one more in the endpoint's run of failures. The run after it. */
  async recordFinalFailure(manager: EntityManager, endpointId: number, now: Date): Promise<{ consecutiveFailures: number; failingSince: Date } | null> {
    const [rows] = (await manager.query(
      `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1, failing_since = COALESCE(failing_since, $2)
        WHERE id = $1 RETURNING consecutive_failures AS "consecutiveFailures", failing_since AS "failingSince"`,
      [endpointId, now],
    )) as [Array<{ consecutiveFailures: number; failingSince: Date }>, number];
    return rows[0] ?? null;
  }

  async recordSuccess(manager: EntityManager, endpointId: number): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET consecutive_failures = 0, failing_since = NULL WHERE id = $1 AND (consecutive_failures > 0 OR failing_since IS NOT NULL)`,
      [endpointId],
    );
  }

  /** Switches an enabled endpoint off for its failures; whether it was on. */
  async disableForFailures(manager: EntityManager, endpointId: number, now: Date): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_at = $2, disabled_reason = 'failures' WHERE id = $1 AND enabled RETURNING id`,
      [endpointId, now],
    )) as [Array<{ id: number }>, number];
    return rows.length > 0;
  }

  // ---- deliveries ----

  /** Inserts pending deliveries, due at once (the caller queues their jobs); their ids. */
  async insertDeliveries(manager: EntityManager, deliveries: NewDelivery[], now: Date): Promise<string[]> {
    if (deliveries.length === 0) return [];
    const rows = (await manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, created_at)
       SELECT d.endpoint_id, d.event_id, d.event_type, d.payload, $2
         FROM jsonb_to_recordset($1::jsonb) AS d(endpoint_id int, event_id text, event_type text, payload jsonb)
       RETURNING id::text AS id`,
      [
        JSON.stringify(deliveries.map((d) => ({ endpoint_id: d.endpointId, event_id: d.eventId, event_type: d.eventType, payload: d.payload }))),
        now,
      ],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /** An endpoint's deliveries, newest first, one page. */
  async deliveryPage(endpointId: number, page: number, pageSize: number): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
    const rows = (await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [endpointId, pageSize, (page - 1) * pageSize],
    )) as WebhookDeliveryRow[];
    const [{ n }] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId])) as Array<{
      n: number;
    }>;
    return { rows, total: n };
  }

  async findDelivery(endpointId: number, id: string): Promise<(WebhookDeliveryRow & { payload: Record<string, unknown> }) | null> {
    const [row] = (await this.dataSource.query(`SELECT ${DELIVERY_COLUMNS}, d.payload FROM webhook_deliveries d WHERE d.id = $1 AND d.endpoint_id = $2`, [
      id,
      endpointId,
    ])) as Array<WebhookDeliveryRow & { payload: Record<string, unknown> }>;
    return row ?? null;
  }

  /** A pending delivery and its endpoint, locked for its attempt (SKIP LOCKED: another worker has it). */
  async lockForAttempt(
    manager: EntityManager,
    id: string,
  ): Promise<{ delivery: WebhookDeliveryRow & { payload: Record<string, unknown> }; endpoint: WebhookEndpointRow } | null> {
    const [delivery] = (await manager.query(
      `SELECT ${DELIVERY_COLUMNS}, d.payload FROM webhook_deliveries d WHERE d.id = $1 AND d.state = 'pending' FOR UPDATE SKIP LOCKED`,
      [id],
    )) as Array<WebhookDeliveryRow & { payload: Record<string, unknown> }>;
    if (!delivery) return null;
    const endpoint = await this.find(delivery.endpointId, manager);
    return endpoint ? { delivery, endpoint } : null;
  }

  async recordAttempt(manager: EntityManager, id: string, attempt: AttemptRecord): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, state = $2, next_attempt_at = $3, last_status_code = $4, last_duration_ms = $5,
              last_error = $6, response_excerpt = $7, finished_at = $8
        WHERE id = $1`,
      [
        id,
        attempt.state,
        attempt.nextAttemptAt,
        attempt.statusCode,
        attempt.durationMs,
        attempt.error?.slice(0, 1000) ?? null,
        attempt.excerpt?.slice(0, 1000) ?? null,
        attempt.finishedAt,
      ],
    );
  }

  /** Ends a pending delivery without an attempt (its endpoint was switched off meanwhile). */
  async abandon(manager: EntityManager, id: string, reason: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET state = 'failed', next_attempt_at = NULL, last_error = $2, finished_at = $3 WHERE id = $1 AND state = 'pending'`,
      [id, reason, now],
    );
  }

  /** Takes the deliveries whose next attempt is due (their jobs are queued by the caller, in its transaction); their ids. */
  async takeDue(manager: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows = (await manager.query(
      `WITH due AS (
         SELECT id FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE webhook_deliveries d SET next_attempt_at = NULL FROM due WHERE d.id = due.id RETURNING d.id::text AS id`,
      [now, limit],
    )) as [Array<{ id: string }>, number];
    return rows[0].map((row) => row.id);
  }

  /** The account's endpoints for its data export (the secrets stay out). */
  async exportOf(userId: number): Promise<Array<{ url: string; events: string[]; enabled: boolean; createdAt: Date }>> {
    return (await this.dataSource.query(
      `SELECT url, events, enabled, created_at AS "createdAt" FROM webhook_endpoints WHERE user_id = $1 ORDER BY id`,
      [userId],
    )) as Array<{ url: string; events: string[]; enabled: boolean; createdAt: Date }>;
  }
}
