import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AuthRepository, type UserChanges } from './auth.repository';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';
import { isUniqueViolation } from '../database/sql-state';

export interface NewUser {
  email: string;
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
  googleId?: string | null;
  profileImageUrl?: string | null;
  isAdmin?: boolean;
  /** The address is proven already (Google's verified e-mail). */
  emailVerified?: boolean;
}

/** Accounts. Other modules create and read users only through this service. */
@Injectable()
export class UsersService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly passwords: PasswordService,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.repository.findSessionUser(id);
  }

  /** Users by id, for lists that name many (the Conversations inbox); missing ids are left out. */
  async findByIds(ids: number[]): Promise<Map<number, User>> {
    const users = await this.repository.findUsers([...new Set(ids)]);
    return new Map(users.map((user) => [user.id, user]));
  }

  /** The account of this address; in the caller's transaction when given one. */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repository.findUser({ email: email.toLowerCase() }, manager);
  }

  /** The user with the password hash loaded (it is not selected by default). */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.repository.findUserWithPassword(email.toLowerCase());
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.repository.findUser({ googleId });
  }

  /** Whether the account's e-mail is proven: by its verification link or by Google's verified address. */
  hasVerifiedEmail(user: Pick<User, 'emailVerifiedAt'>): boolean {
    return user.emailVerifiedAt !== null;
  }

  /** Whether `password` is the account's password (false for an account without one). */
  async verifyPassword(userId: number, password: string): Promise<boolean> {
    return this.passwords.verify((await this.repository.passwordHashOf(userId)) ?? null, password);
  }

  /** Whether the account has a password (else it signs in through Google only). */
  async hasPassword(userId: number): Promise<boolean> {
    return Boolean(await this.repository.passwordHashOf(userId));
  }

  /** Creates a user, inside the caller's transaction when a manager is given. */
  async create(data: NewUser, manager?: EntityManager): Promise<User> {
    return this.repository.insertUser(
      {
        email: data.email.toLowerCase(),
        passwordHash: data.password ? await this.passwords.hash(data.password) : null,
        firstName: data.firstName ?? null,
        lastName: data.lastName ?? null,
        googleId: data.googleId ?? null,
        profileImageUrl: data.profileImageUrl ?? null,
        isAdmin: data.isAdmin ?? false,
        emailVerifiedAt: data.emailVerified ? new Date() : null,
      },
      manager,
    );
  }

  async setPassword(userId: number, password: string, manager?: EntityManager): Promise<void> {
    await this.repository.updateUser(userId, { passwordHash: await this.passwords.hash(password) }, manager);
  }

  async update(userId: number, changes: Omit<UserChanges, 'passwordHash'>): Promise<void> {
    await this.repository.updateUser(userId, changes);
  }

  /**
   * Makes sure an admin account with this e-mail and password exists (ADMIN_EMAIL / ADMIN_PASSWORD,
   * `npm run admin:create`). An existing account is promoted and its password set.
   */
  async ensureAdmin(email: string, password: string): Promise<{ user: User; created: boolean }> {
    const existing = await this.findByEmailWithPassword(email);
    if (!existing) {
      try {
        return { user: await this.create({ email, password, isAdmin: true, emailVerified: true }), created: true };
      } catch (error) {
        // Another instance starting at the same moment created it: check that one instead.
        if (!isUniqueViolation(error)) throw error;
        return this.ensureAdmin(email, password);
      }
    }
    const passwordMatches = await this.passwords.verify(existing.passwordHash, password);
    if (!passwordMatches || !existing.isAdmin) {
      await this.repository.transaction(async (manager) => {
        await this.repository.updateUser(
          existing.id,
          { isAdmin: true, ...(passwordMatches ? {} : { passwordHash: await this.passwords.hash(password) }) },
          manager,
        );
        // A session from before the promotion (or under the old password) does not carry admin rights on.
        await this.repository.deleteSessionsOf(manager, existing.id);
      });
    }
    return { user: { ...existing, isAdmin: true }, created: false };
  }

  /** Remembers the account's customer at the payment gateway (Stripe), unless it has one already. */
  async rememberStripeCustomer(userId: number, customerId: string): Promise<void> {
    await this.repository.setStripeCustomerOnce(userId, customerId);
  }

  /** Locks the account for its delete; whether it is an admin's, or null when missing. */
  lockForDelete(manager: EntityManager, userId: number): Promise<{ isAdmin: boolean } | null> {
    return this.repository.lockUser(manager, userId);
  }

  /**
   * Locks every admin account until the caller's transaction ends (two admins deleting themselves at
   * once take turns) and answers their ids: the account deletion's "not the last admin" rule.
   */
  lockAdmins(manager: EntityManager): Promise<number[]> {
    return this.repository.lockAdminIds(manager);
  }

  /** Deletes the account and signs it out everywhere (its reset tokens go by ON DELETE CASCADE). */
  async deleteAccount(manager: EntityManager, userId: number): Promise<void> {
    await this.signOutEverywhere(manager, userId);
    await this.repository.deleteUser(manager, userId);
  }

  /** Ends every session of the account (but `keepSid`, the caller's own, when given), in the caller's transaction. */
  async signOutEverywhere(manager: EntityManager, userId: number, keepSid?: string): Promise<void> {
    await this.repository.deleteSessionsOf(manager, userId, keepSid);
  }
}

/** The accounts outside Nest's container (the admin-create command), over a data source of its own. */
export const standaloneUsersService = (dataSource: DataSource): UsersService =>
  new UsersService(new AuthRepository(dataSource.getRepository(User)), new PasswordService());
