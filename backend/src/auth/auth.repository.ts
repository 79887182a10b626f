import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { poolOf } from '../database/pg-pool';
import { preparedQuery } from '../database/sql-query';
import { EmailVerificationToken } from './entities/email-verification-token.entity';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { User } from './entities/user.entity';

export type UserChanges = Partial<
  Pick<User, 'googleId' | 'profileImageUrl' | 'isAdmin' | 'firstName' | 'lastName' | 'passwordHash' | 'emailVerifiedAt'>
>;

/** What a link's token turned out to be when used. */
export type TokenUse = { userId: number; state: 'used-now' | 'already-verified' } | { state: 'spent' | 'unknown' };

/** User's columns but the password hash (which is never selected by default), as its properties. */
const SESSION_USER_SQL = `SELECT id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl",
    google_id AS "googleId", stripe_customer_id AS "stripeCustomerId", is_admin AS "isAdmin", email_verified_at AS "emailVerifiedAt",
    created_at AS "createdAt", updated_at AS "updatedAt"
  FROM users WHERE id = $1`;

/**
 * The Auth module's tables (users, user_sessions, password_reset_tokens, email_verification_tokens, sign_in_failures): the only
 * place that reads or writes them. Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class AuthRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Runs `work` in one transaction of the Auth module's tables. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(work);
  }

  private usersOf(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  // ---- users ----

  /**
   * The session's account by id, loaded on every signed-in request (SessionSerializer): one
   * statement prepared per pooled connection and mapped here, where TypeORM's findOneBy would build
   * the query again each time (its share of the app's time under the message load, about 7 %).
   */
  async findSessionUser(id: number): Promise<User | null> {
    const { rows } = await poolOf(this.users.manager.connection).query<User>(preparedQuery(SESSION_USER_SQL, [id]));
    return rows[0] ? Object.assign(new User(), rows[0]) : null;
  }

  findUser(where: { id: number } | { email: string } | { googleId: string }, manager?: EntityManager): Promise<User | null> {
    return (manager ? manager.getRepository(User) : this.users).findOneBy(where);
  }

  /** Users by id (missing ids are left out). */
  findUsers(ids: number[]): Promise<User[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.findBy({ id: In(ids) });
  }

  /** The user with the password hash loaded (it is not selected by default). */
  findUserWithPassword(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email }).getOne();
  }

  /** The account's password hash (null for an account without a password), or undefined when there is no such account. */
  async passwordHashOf(userId: number): Promise<string | null | undefined> {
    const user = await this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :userId', { userId }).getOne();
    return user ? user.passwordHash : undefined;
  }

  insertUser(user: Omit<User, 'id' | 'stripeCustomerId' | 'createdAt' | 'updatedAt'>, manager?: EntityManager): Promise<User> {
    const repository = this.usersOf(manager);
    return repository.save(repository.create(user));
  }

  async updateUser(userId: number, changes: UserChanges, manager?: EntityManager): Promise<void> {
    await this.usersOf(manager).update({ id: userId }, changes);
  }

  /** Sets the gateway's customer id unless the account has one already. */
  async setStripeCustomerOnce(userId: number, customerId: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ stripeCustomerId: customerId })
      .where('id = :userId AND stripe_customer_id IS NULL', { userId })
      .execute();
  }

  /** Locks the account's row; whether it is an admin's, or null when missing. */
  async lockUser(manager: EntityManager, userId: number): Promise<{ isAdmin: boolean } | null> {
    const [user] = (await manager.query(`SELECT is_admin AS "isAdmin" FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Array<{
      isAdmin: boolean;
    }>;
    return user ?? null;
  }

  /** Locks the admin accounts' rows; their ids. */
  async lockAdminIds(manager: EntityManager): Promise<number[]> {
    const rows = (await manager.query(`SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE`)) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** Deletes the account; its reset tokens go by ON DELETE CASCADE. */
  async deleteUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }

  // ---- sessions ----

  /** Ends the account's sessions, all of them or all but `keepSid` (the caller's own). */
  async deleteSessionsOf(manager: EntityManager, userId: number, keepSid?: string): Promise<void> {
    // The sessions store the user id as passport.user (see SessionSerializer).
    await manager.query(`DELETE FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1 AND sid IS DISTINCT FROM $2`, [
      String(userId),
      keepSid ?? null,
    ]);
  }

  // ---- e-mail verification tokens (stored as SHA-256 hashes) ----

  /** Stores a new token and retires the user's earlier ones: only the newest link works. */
  async replaceVerificationToken(manager: EntityManager, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.query(`UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    const tokens = manager.getRepository(EmailVerificationToken);
    await tokens.save(tokens.create({ userId, tokenHash, expiresAt, usedAt: null }));
  }

  /** How many verification links the account was sent since `since` (the resend limit). */
  async countVerificationTokensSince(userId: number, since: Date): Promise<number> {
    const [row] = (await this.users.manager.query(
      `SELECT count(*)::int AS count FROM email_verification_tokens WHERE user_id = $1 AND created_at > $2`,
      [userId, since],
    )) as Array<{ count: number }>;
    return row.count;
  }

  /**
   * Uses a verification token and marks its account's e-mail verified, in the caller's transaction:
   * 'used-now'; 'already-verified' for a spent link of a verified account (opened twice); else
   * 'spent' (used, retired or expired) or 'unknown'.
   */
  async useVerificationToken(manager: EntityManager, tokenHash: string): Promise<TokenUse> {
    const [rows] = (await manager.query(
      `UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id AS "userId"`,
      [tokenHash],
    )) as [Array<{ userId: number }>, number];
    if (rows[0]) {
      await manager.query(`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [rows[0].userId]);
      return { userId: rows[0].userId, state: 'used-now' };
    }
    const [known] = (await manager.query(
      `SELECT t.user_id AS "userId", u.email_verified_at IS NOT NULL AS verified
         FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
      [tokenHash],
    )) as Array<{ userId: number; verified: boolean }>;
    if (!known) return { state: 'unknown' };
    return known.verified ? { userId: known.userId, state: 'already-verified' } : { state: 'spent' };
  }

  // ---- password reset tokens (stored as SHA-256 hashes) ----

  /** Stores a new token and retires the user's earlier ones: only the newest link works. */
  async replaceResetToken(manager: EntityManager, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    const tokens = manager.getRepository(PasswordResetToken);
    await tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL', { userId })
      .execute();
    await tokens.save(tokens.create({ userId, tokenHash, expiresAt, usedAt: null }));
  }

  /** The account of this (lower-cased) address, its row locked until the caller's transaction ends; null when there is none. */
  lockUserByEmail(manager: EntityManager, email: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
  }

  /** How many reset links the account was issued (and mailed) since `since`: the per-account cap. */
  async countResetTokensSince(manager: EntityManager, userId: number, since: Date): Promise<number> {
    const [row] = (await manager.query(`SELECT count(*)::int AS count FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2`, [
      userId,
      since,
    ])) as Array<{ count: number }>;
    return row.count;
  }

  /** Marks an unused, unexpired token used; its user's id, or null when there is no such token. */
  async consumeResetToken(manager: EntityManager, tokenHash: string): Promise<number | null> {
    const [rows] = (await manager.query(
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id AS "userId"`,
      [tokenHash],
    )) as [Array<{ userId: number }>, number];
    return rows[0]?.userId ?? null;
  }

  // ---- failed sign-ins (the rules: sign-in-delay.ts) ----

  /** Runs `work` in one transaction holding the account's sign-in lock: the tries on one account are counted one at a time. */
  withSignInLock<T>(accountKey: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`sign-in:${accountKey}`]);
      return work(manager);
    });
  }

  /** The account's failure rows of these sources: the count, whether its last failure is within `windowMs`, how long it still waits. */
  async signInFailures(
    manager: EntityManager,
    accountKey: string,
    sources: string[],
    windowMs: number,
  ): Promise<Array<{ source: string; failures: number; recent: boolean; waitMs: number }>> {
    return (await manager.query(
      `SELECT source, failures, last_failed_at > now() - $3 * interval '1 millisecond' AS recent,
              GREATEST(ceil(extract(epoch FROM not_before - now()) * 1000), 0)::int AS "waitMs"
         FROM sign_in_failures WHERE account_key = $1 AND source = ANY($2::text[])`,
      [accountKey, sources, windowMs],
    )) as Array<{ source: string; failures: number; recent: boolean; waitMs: number }>;
  }

  /** Stores the new counts, each with its wait from now, in the caller's transaction. */
  async saveSignInFailures(
    manager: EntityManager,
    accountKey: string,
    rows: Array<{ source: string; failures: number; delaySeconds: number }>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sign_in_failures (account_key, source, failures, last_failed_at, not_before)
       SELECT $1, source, failures, now(), now() + delay * interval '1 second'
         FROM unnest($2::text[], $3::int[], $4::int[]) AS u(source, failures, delay)
       ON CONFLICT (account_key, source) DO UPDATE
         SET failures = EXCLUDED.failures, last_failed_at = EXCLUDED.last_failed_at, not_before = EXCLUDED.not_before`,
      [accountKey, rows.map((row) => row.source), rows.map((row) => row.failures), rows.map((row) => row.delaySeconds)],
    );
  }

  /** Moves the rows' failure time, and their wait with it, to now (the wait stays as long as it was set). */
  async restartSignInWaits(accountKey: string, sources: string[]): Promise<void> {
    await this.users.manager.query(
      `UPDATE sign_in_failures SET not_before = now() + (not_before - last_failed_at), last_failed_at = now()
        WHERE account_key = $1 AND source = ANY($2::text[])`,
      [accountKey, sources],
    );
  }

  /** Forgets the account's failures: of these sources, or all of them (null). */
  async clearSignInFailures(accountKey: string, sources: string[] | null, manager?: EntityManager): Promise<void> {
    await (manager ?? this.users.manager).query(
      `DELETE FROM sign_in_failures WHERE account_key = $1 AND ($2::text[] IS NULL OR source = ANY($2::text[]))`,
      [accountKey, sources],
    );
  }

  /** Deletes the rows whose last failure is older than `windowMs` and whose wait is over; how many. */
  async pruneSignInFailures(windowMs: number): Promise<number> {
    const [, count] = (await this.users.manager.query(
      `DELETE FROM sign_in_failures WHERE last_failed_at < now() - $1 * interval '1 millisecond' AND not_before < now()`,
      [windowMs],
    )) as [unknown, number];
    return count;
  }
}
