import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';

export interface NewUser {
  email: string;
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
  googleId?: string | null;
  profileImageUrl?: string | null;
  isAdmin?: boolean;
}

/** Accounts. Other modules create and read users only through this service. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** The user with the password hash loaded (it is not selected by default). */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: email.toLowerCase() })
      .getOne();
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.users.findOneBy({ googleId });
  }

  /** Creates a user, inside the caller's transaction when a manager is given. */
  async create(data: NewUser, manager?: EntityManager): Promise<User> {
    const repository = manager ? manager.getRepository(User) : this.users;
    const user = repository.create({
      email: data.email.toLowerCase(),
      passwordHash: data.password ? await this.passwords.hash(data.password) : null,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      googleId: data.googleId ?? null,
      profileImageUrl: data.profileImageUrl ?? null,
      isAdmin: data.isAdmin ?? false,
    });
    return repository.save(user);
  }

  async setPassword(userId: number, password: string, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(User) : this.users;
    await repository.update({ id: userId }, { passwordHash: await this.passwords.hash(password) });
  }

  async update(userId: number, changes: Partial<Pick<User, 'googleId' | 'profileImageUrl' | 'isAdmin' | 'firstName' | 'lastName'>>): Promise<void> {
    await this.users.update({ id: userId }, changes);
  }

  /**
   * Makes sure an admin account with this e-mail and password exists (ADMIN_EMAIL / ADMIN_PASSWORD,
   * `npm run admin:create`). An existing account is promoted and its password set.
   */
  async ensureAdmin(email: string, password: string): Promise<{ user: User; created: boolean }> {
    const existing = await this.findByEmailWithPassword(email);
    if (!existing) {
      try {
        return { user: await this.create({ email, password, isAdmin: true }), created: true };
      } catch (error) {
        // Another instance starting at the same moment created it: check that one instead.
        if ((error as { code?: string }).code !== '23505') throw error;
        return this.ensureAdmin(email, password);
      }
    }
    const passwordMatches = await this.passwords.verify(existing.passwordHash, password);
    if (!passwordMatches || !existing.isAdmin) {
      await this.users.update(
        { id: existing.id },
        { isAdmin: true, ...(passwordMatches ? {} : { passwordHash: await this.passwords.hash(password) }) },
      );
    }
    return { user: { ...existing, isAdmin: true }, created: false };
  }

  /** Remembers the account's customer at the payment gateway (Stripe), unless it has one already. */
  async rememberStripeCustomer(userId: number, customerId: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ stripeCustomerId: customerId })
      .where('id = :userId AND stripe_customer_id IS NULL', { userId })
      .execute();
  }

  /** Locks the account for its delete; whether it is an admin's, or null when missing. */
  async lockForDelete(manager: EntityManager, userId: number): Promise<{ isAdmin: boolean } | null> {
    const [user] = (await manager.query(`SELECT is_admin AS "isAdmin" FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Array<{
      isAdmin: boolean;
    }>;
    return user ?? null;
  }

  /** Deletes the account and signs it out everywhere (its reset tokens go by ON DELETE CASCADE). */
  async deleteAccount(manager: EntityManager, userId: number): Promise<void> {
    await this.signOutEverywhere(manager, userId);
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }

  /** Ends every session of the account, in the caller's transaction. */
  async signOutEverywhere(manager: EntityManager, userId: number): Promise<void> {
    // The sessions store the user id as passport.user (see SessionSerializer).
    await manager.query(`DELETE FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(userId)]);
  }
}
