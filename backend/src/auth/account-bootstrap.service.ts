import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { TEST_ACCOUNTS } from './test-accounts';
import { UsersService } from './users.service';
import { isUniqueViolation } from '../database/sql-state';

/** At start: the admin from ADMIN_EMAIL / ADMIN_PASSWORD, and the test accounts outside production. */
@Injectable()
export class AccountBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountBootstrapService.name);

  constructor(
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      const { created } = await this.users.ensureAdmin(this.config.admin.email, this.config.admin.password);
      this.logger.log(`${created ? 'Created' : 'Checked'} admin account ${this.config.admin.email}`);
    }
    if (this.config.testLoginEnabled) {
      for (const account of TEST_ACCOUNTS) {
        if (await this.users.findByEmail(account.email)) continue;
        try {
          // Fixtures of this project's own domain: nothing to prove.
          await this.users.create({ email: account.email, firstName: account.firstName, lastName: account.lastName, emailVerified: true });
        } catch (error) {
          // Another instance created it at the same moment.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
  }
}
