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
 * The Auth module's tables (users, user_sessions, password_reset_tokens, email_verification_tokens): the only place that reads
 * or writes them. Methods taking an EntityManager run in the caller's transaction.
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
}
