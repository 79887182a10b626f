import { Logger, OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Pool } from 'pg';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Limits from this many hits per window up are counted locally and synced (see PgThrottlerStorage). */
export const BATCHED_LIMIT_MIN = 100;
const SYNC_INTERVAL_MS = 1_000;
const SWEEP_INTERVAL_MS = 10 * 60_000;

/*
 * Adds hits to counters (one row per key: fixed window, limit, block) in one statement, for one key
 * or a batch. A window that has run out starts again with the new hits; a count over the limit
 * blocks the key for its block duration, and a blocked key stays blocked until then.
 */
const ADD_HITS_SQL = `
  INSERT INTO rate_limit_hits AS t (key, hits, expires_at, blocked_until, hit_limit, block_ms)
  SELECT key, added, now() + ttl * interval '1 millisecond',
         CASE WHEN added > hit_limit THEN now() + block_ms * interval '1 millisecond' END, hit_limit, block_ms
    FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) AS u(key, added, ttl, hit_limit, block_ms)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN t.expires_at <= now() AND NOT COALESCE(t.blocked_until > now(), false) THEN EXCLUDED.hits ELSE t.hits + EXCLUDED.hits END,
    expires_at = CASE WHEN t.expires_at <= now() THEN EXCLUDED.expires_at ELSE t.expires_at END,
    blocked_until = CASE
      WHEN t.blocked_until > now() THEN t.blocked_until
      WHEN (CASE WHEN t.expires_at <= now() THEN 0 ELSE t.hits END) + EXCLUDED.hits > EXCLUDED.hit_limit
        THEN now() + EXCLUDED.block_ms * interval '1 millisecond'
    END,
    hit_limit = EXCLUDED.hit_limit,
    block_ms = EXCLUDED.block_ms
  RETURNING key, hits,
    GREATEST(ceil(extract(epoch FROM expires_at - now()) * 1000), 0)::int AS expires_in_ms,
    COALESCE(GREATEST(ceil(extract(epoch FROM blocked_until - now()) * 1000), 0), 0)::int AS blocked_for_ms`;

interface CounterRow {
  key: string;
  hits: number;
  expires_in_ms: number;
  blocked_for_ms: number;
}

interface LocalCounter {
  /** Hits of every instance as of the last sync. */
  sharedHits: number;
  /** Hits here since the last sync. */
  pending: number;
  windowEndsAt: number;
  blockedUntil: number;
  ttl: number;
  limit: number;
  blockDuration: number;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

const recordOf = (row: CounterRow): ThrottlerStorageRecord => ({
  totalHits: row.hits,
  timeToExpire: seconds(row.expires_in_ms),
  isBlocked: row.blocked_for_ms > 0,
  timeToBlockExpire: seconds(row.blocked_for_ms),
});

/**
 * Rate-limit counters in PostgreSQL, so every app instance on the database counts the same hits
 * (the in-memory default would give each instance its own allowance).
 *
 * Strict limits (sign-in, registration, password reset, reviews, AI, contact: under
 * BATCHED_LIMIT_MIN per window) are exact: each hit is one upsert before the request goes on. The
 * general per-address limit (hundreds a minute, checked on every request) would cost every request
 * a database round trip that way, so its hits are counted here and added to the shared counter once
 * a second: the instances still share one counter and a flood is stopped, up to a second late.
 */
export class PgThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger(PgThrottlerStorage.name);
  private readonly local = new Map<string, LocalCounter>();
  private syncing: Promise<void> | null = null;
  private readonly timers: NodeJS.Timeout[];

  /** `namespace` keeps apps that share a database apart (each API test app counts on its own). */
  constructor(
    private readonly pool: Pool,
    private readonly namespace = '',
    syncIntervalMs = SYNC_INTERVAL_MS,
  ) {
    // unref: neither timer ever keeps a process (a test, a CLI) alive.
    this.timers = [setInterval(() => void this.sync(), syncIntervalMs), setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS)];
    for (const timer of this.timers) timer.unref();
  }

  /** Nest calls this before the database pool closes: the hits counted here still count. */
  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.sync();
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    const fullKey = this.namespace + key;
    if (limit < BATCHED_LIMIT_MIN) {
      const [row] = await this.addHits([{ key: fullKey, added: 1, ttl, limit, blockDuration }]);
      return recordOf(row);
    }
    return this.countLocally(fullKey, ttl, limit, blockDuration);
  }

  /**
   * Adds a hit to several counters, as calls of `increment` in their order that stop at the first
   * blocked one, but with every exact counter in one statement (one round trip however many; those
   * all count the hit, also after a blocked one). The records up to the first blocked one.
   */
  async incrementMany(counters: ReadonlyArray<{ key: string; ttl: number; limit: number; blockDuration: number }>): Promise<ThrottlerStorageRecord[]> {
    const exact = counters.filter((counter) => counter.limit < BATCHED_LIMIT_MIN);
    const rows = exact.length === 0 ? [] : await this.addHits(exact.map((counter) => ({ ...counter, key: this.namespace + counter.key, added: 1 })));
    const exactRecords = new Map(rows.map((row) => [row.key, recordOf(row)]));
    const records: ThrottlerStorageRecord[] = [];
    for (const counter of counters) {
      const fullKey = this.namespace + counter.key;
      const record = exactRecords.get(fullKey) ?? (counter.limit < BATCHED_LIMIT_MIN ? null : this.countLocally(fullKey, counter.ttl, counter.limit, counter.blockDuration));
      if (!record) throw new Error(`Rate-limit counter ${counter.key} was not returned`);
      records.push(record);
      if (record.isBlocked) break;
    }
    return records;
  }

  /** How long `key` stays blocked (ms; 0 when it is not), for counters that count failures only (exact keys). */
  async blockedFor(key: string): Promise<number> {
    const { rows } = await this.pool.query<{ ms: number }>(
      `SELECT GREATEST(ceil(extract(epoch FROM blocked_until - now()) * 1000), 0)::int AS ms FROM rate_limit_hits WHERE key = $1`,
      [this.namespace + key],
    );
    return rows[0]?.ms ?? 0;
  }

  private countLocally(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = Date.now();
    let counter = this.local.get(key);
    if (!counter || (counter.windowEndsAt <= now && counter.blockedUntil <= now)) {
      counter = { sharedHits: 0, pending: 0, windowEndsAt: now + ttl, blockedUntil: 0, ttl, limit, blockDuration };
      this.local.set(key, counter);
    }
    counter.pending += 1;
    const totalHits = counter.sharedHits + counter.pending;
    if (counter.blockedUntil <= now && totalHits > limit) counter.blockedUntil = now + blockDuration;
    const blocked = counter.blockedUntil > now;
    return {
      totalHits,
      timeToExpire: seconds(counter.windowEndsAt - now),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? seconds(counter.blockedUntil - now) : 0,
    };
  }

  /** Adds the hits counted here to the shared counters and takes back every instance's totals. */
  sync(): Promise<void> {
    this.syncing ??= this.syncLocal().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async syncLocal(): Promise<void> {
    const now = Date.now();
    const batch: Array<{ key: string; added: number; ttl: number; limit: number; blockDuration: number }> = [];
    for (const [key, counter] of this.local) {
      if (counter.pending > 0) {
        batch.push({ key, added: counter.pending, ttl: counter.ttl, limit: counter.limit, blockDuration: counter.blockDuration });
        counter.pending = 0;
      } else if (counter.windowEndsAt <= now && counter.blockedUntil <= now) {
        this.local.delete(key);
      }
    }
    if (batch.length === 0) return;
    try {
      for (const row of await this.addHits(batch)) {
        const counter = this.local.get(row.key);
        if (!counter) continue;
        const synced = Date.now();
        counter.sharedHits = row.hits;
        counter.windowEndsAt = synced + row.expires_in_ms;
        if (row.blocked_for_ms > 0) counter.blockedUntil = Math.max(counter.blockedUntil, synced + row.blocked_for_ms);
      }
    } catch (error) {
      // The hits stay counted here; the next sync adds them.
      for (const hit of batch) {
        const counter = this.local.get(hit.key);
        if (counter) counter.pending += hit.added;
      }
      this.logger.warn(`Rate-limit sync failed: ${String(error)}`);
    }
  }

  private async addHits(
    hits: Array<{ key: string; added: number; ttl: number; limit: number; blockDuration: number }>,
  ): Promise<CounterRow[]> {
    const { rows } = await this.pool.query<CounterRow>({
      name: 'rate-limit-add-hits',
      text: ADD_HITS_SQL,
      values: [
        hits.map((hit) => hit.key),
        hits.map((hit) => hit.added),
        hits.map((hit) => Math.round(hit.ttl)),
        hits.map((hit) => hit.limit),
        hits.map((hit) => Math.round(hit.blockDuration)),
      ],
    });
    return rows;
  }

  /** Drops counters whose window and block are over; any instance may do it. */
  async sweep(): Promise<void> {
    try {
      await this.pool.query(
        `DELETE FROM rate_limit_hits WHERE expires_at < now() AND (blocked_until IS NULL OR blocked_until < now())`,
      );
    } catch (error) {
      this.logger.warn(`Rate-limit sweep failed: ${String(error)}`);
    }
  }
}
