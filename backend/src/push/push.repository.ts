import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** A push_subscriptions row as the module reads it. */
export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const SELECT = `SELECT id, user_id AS "userId", endpoint, p256dh, auth, label, created_at AS "createdAt", last_used_at AS "lastUsedAt"
  FROM push_subscriptions`;

/** push_subscriptions and push_digest_items: the only place that reads or writes them. */
@Injectable()
export class PushRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<PushSubscriptionRow[]> {
    return (await manager.query(`${SELECT} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId])) as PushSubscriptionRow[];
  }

  async find(id: number): Promise<PushSubscriptionRow | null> {
    const [row] = (await this.dataSource.query(`${SELECT} WHERE id = $1`, [id])) as PushSubscriptionRow[];
    return row ?? null;
  }

  /** The ids of the devices of these accounts (the listeners' fan-out). */
  async idsOfUsers(manager: EntityManager, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = (await manager.query(`SELECT id FROM push_subscriptions WHERE user_id = ANY($1::int[]) ORDER BY id`, [userIds])) as Array<{
      id: number;
    }>;
    return rows.map((row) => row.id);
  }

  /** Which of these accounts have at least one device. */
  async usersWithDevices(manager: EntityManager, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = (await manager.query(`SELECT DISTINCT user_id AS "userId" FROM push_subscriptions WHERE user_id = ANY($1::int[])`, [
      userIds,
    ])) as Array<{ userId: number }>;
    return rows.map((row) => row.userId);
  }

  /** Serialises one account's device registrations (the limit is counted, then a row inserted). */
  async lockUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby.push.user'), $1)`, [userId]);
  }

  async countOf(manager: EntityManager, userId: number): Promise<number> {
    const [row] = (await manager.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [userId])) as Array<{ n: number }>;
    return row.n;
  }

  async findByEndpoint(manager: EntityManager, endpoint: string): Promise<PushSubscriptionRow | null> {
    const [row] = (await manager.query(`${SELECT} WHERE endpoint = $1`, [endpoint])) as PushSubscriptionRow[];
    return row ?? null;
  }

  /**
   * Stores a device by its endpoint: a known endpoint gets the new keys and label (and moves to this
   * account, as a fresh device, when another account had it: the browser now belongs to whoever
   * turned push on last).
   */
  async upsert(
    manager: EntityManager,
    device: { userId: number; endpoint: string; p256dh: string; auth: string; label: string },
  ): Promise<PushSubscriptionRow> {
    const [row] = (await manager.query(
      `INSERT INTO push_subscriptions AS s (user_id, endpoint, p256dh, auth, label) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET
         p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, label = EXCLUDED.label, user_id = EXCLUDED.user_id,
         created_at = CASE WHEN s.user_id = EXCLUDED.user_id THEN s.created_at ELSE now() END,
         last_used_at = CASE WHEN s.user_id = EXCLUDED.user_id THEN s.last_used_at ELSE NULL END
       RETURNING id, user_id AS "userId", endpoint, p256dh, auth, label, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
      [device.userId, device.endpoint, device.p256dh, device.auth, device.label],
    )) as PushSubscriptionRow[];
    return row;
  }

  /** Deletes an account's device; whether it was there. */
  async deleteOwn(userId: number, id: number): Promise<boolean> {
    // A CTE: TypeORM answers a bare DELETE with [rows, count], not the rows.
    const [row] = (await this.dataSource.query(
      `WITH gone AS (DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id) SELECT count(*)::int AS n FROM gone`,
      [id, userId],
    )) as Array<{ n: number }>;
    return row.n > 0;
  }

  /** Deletes a device the push service called gone, unless it was re-registered with new keys meanwhile. */
  async deleteGone(id: number, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2`, [id, endpoint]);
  }

  async markUsed(id: number): Promise<void> {
    await this.dataSource.query(`UPDATE push_subscriptions SET last_used_at = now() WHERE id = $1`, [id]);
  }

  async deleteAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM push_digest_items WHERE user_id = $1`, [userId]);
  }

  // ---- the basic providers' daily digest ----

  async addDigestItems(manager: EntityManager, userIds: number[], requestId: number): Promise<void> {
    if (userIds.length === 0) return;
    await manager.query(
      `INSERT INTO push_digest_items (user_id, request_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING`,
      [userIds, requestId],
    );
  }

  /** Takes every pending digest item (deleted in the caller's transaction): the count of new requests per account. */
  async takeDigest(manager: EntityManager): Promise<Array<{ userId: number; count: number }>> {
    return (await manager.query(
      `WITH taken AS (DELETE FROM push_digest_items RETURNING user_id)
       SELECT user_id AS "userId", count(*)::int AS count FROM taken GROUP BY user_id ORDER BY user_id`,
    )) as Array<{ userId: number; count: number }>;
  }
}
