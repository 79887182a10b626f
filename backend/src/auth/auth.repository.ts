import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { User } from './entities/user.entity';

export type UserChanges = Partial<
  Pick<User, 'googleId' | 'profileImageUrl' | 'isAdmin' | 'firstName' | 'lastName' | 'passwordHash'>
>;

/**
 * The Auth module's tables (users, user_sessions, password_reset_tokens): the only place that reads
 * or writes them. Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class AuthRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  private usersOf(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  // ---- users ----

  findUser(where: { id: number } | { email: string } | { googleId: string }): Promise<User | null> {
    return this.users.findOneBy(where);
  }

  /** The user with the password hash loaded (it is not selected by default). */
  findUserWithPassword(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email }).getOne();
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

  /** Deletes the account; its reset tokens go by ON DELETE CASCADE. */
  async deleteUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }

  // ---- sessions ----

  async deleteSessionsOf(manager: EntityManager, userId: number): Promise<void> {
    // The sessions store the user id as passport.user (see SessionSerializer).
    await manager.query(`DELETE FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(userId)]);
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
