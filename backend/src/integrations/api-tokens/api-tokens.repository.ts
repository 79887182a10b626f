import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/sql-query';
import { poolOf } from '../../database/pg-pool';

/** An api_tokens row as the module reads it (never the hash). */
export interface ApiTokenRow {
  id: number;
  userId: number;
  name: string;
  tokenPrefix: string;
  scopes: string[];
  expiresAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
}

/** An active token found by its hash: what a bearer request needs. */
export interface ActiveTokenRow {
  id: number;
  userId: number;
  scopes: string[];
  lastUsedAt: Date | null;
}

const SELECT = `SELECT id, user_id AS "userId", name, token_prefix AS "tokenPrefix", scopes, expires_at AS "expiresAt",
       created_at AS "createdAt", last_used_at AS "lastUsedAt", last_used_ip AS "lastUsedIp", revoked_at AS "revokedAt"
  FROM api_tokens`;

/** Every bearer request: by the unique hash, active only (a revocation counts from its commit). */
const ACTIVE_BY_HASH_SQL = `SELECT id, user_id AS "userId", scopes, last_used_at AS "lastUsedAt" FROM api_tokens
  WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`;

/** api_tokens: the only place that reads or writes it. */
@Injectable()
export class ApiTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's tokens, newest first (revoked and expired ones too). */
  async listOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<ApiTokenRow[]> {
    return (await manager.query(`${SELECT} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId])) as ApiTokenRow[];
  }

  async findOwn(manager: EntityManager, userId: number, id: number): Promise<ApiTokenRow | null> {
    const [row] = (await manager.query(`${SELECT} WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId])) as ApiTokenRow[];
    return row ?? null;
  }

  /** Serialises one account's token creations (the limit is counted, then a row inserted). */
  async lockUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby.api-tokens.user'), $1)`, [userId]);
  }

  async countActiveOf(manager: EntityManager, userId: number): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
      [userId],
    )) as Array<{ n: number }>;
    return row.n;
  }

  async insert(
    manager: EntityManager,
    token: { userId: number; name: string; tokenPrefix: string; tokenHash: string; scopes: string[]; expiresAt: Date | null },
  ): Promise<ApiTokenRow> {
    const [row] = (await manager.query(
      `INSERT INTO api_tokens (user_id, name, token_prefix, token_hash, scopes, expires_at) VALUES ($1, $2, $3, $4, $5::text[], $6)
       RETURNING id, user_id AS "userId", name, token_prefix AS "tokenPrefix", scopes, expires_at AS "expiresAt", created_at AS "createdAt",
                 last_used_at AS "lastUsedAt", last_used_ip AS "lastUsedIp", revoked_at AS "revokedAt"`,
      [token.userId, token.name, token.tokenPrefix, token.tokenHash, token.scopes, token.expiresAt],
    )) as ApiTokenRow[];
    return row;
  }

  async revoke(manager: EntityManager, id: number): Promise<Date> {
    // TypeORM answers an UPDATE … RETURNING with [rows, count].
    const [[row]] = (await manager.query(`UPDATE api_tokens SET revoked_at = now() WHERE id = $1 RETURNING revoked_at AS "revokedAt"`, [id])) as [
      Array<{ revokedAt: Date }>,
      number,
    ];
    return row.revokedAt;
  }

  /** Revokes the account's active tokens; their ids. */
  async revokeAllOf(manager: EntityManager, userId: number): Promise<number[]> {
    const [rows] = (await manager.query(
      `UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) RETURNING id`,
      [userId],
    )) as [Array<{ id: number }>, number];
    return rows.map((row) => row.id);
  }

  async deleteAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM api_tokens WHERE user_id = $1`, [userId]);
  }

  /** The bearer lookup, prepared once per connection (every token request runs it). */
  async findActiveByHash(tokenHash: string): Promise<ActiveTokenRow | null> {
    const { rows } = await poolOf(this.dataSource).query<ActiveTokenRow>(preparedQuery(ACTIVE_BY_HASH_SQL, [tokenHash]));
    return rows[0] ?? null;
  }

  /** Notes a use unless one was noted in the last minute (by this or another instance). */
  async noteUse(id: number, address: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_tokens SET last_used_at = now(), last_used_ip = $2
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id, address],
    );
  }
}
