import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { validateSync, IsEmail, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { standaloneUsersService } from '../auth/auth.api';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';

class AdminInput {
  @IsEmail({}, { message: 'a valid --email is required' })
  email: string;

  @MinLength(8, { message: '--password must have at least 8 characters' })
  password: string;
}

const USAGE = 'Usage: npm run admin:create -- --email admin@example.cz --password "long secret"';

/** Creates an admin account, or promotes an existing one and sets its password. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const input = Object.assign(new AdminInput(), {
    email: (values.email ?? process.env.ADMIN_EMAIL ?? '').trim().toLowerCase(),
    password: values.password ?? process.env.ADMIN_PASSWORD ?? '',
  });
  const errors = validateSync(input);
  if (errors.length) {
    console.error(errors.flatMap((error) => Object.values(error.constraints ?? {})).join('\n'));
    console.error(USAGE);
    process.exit(2);
  }

  const database = await openDatabase(AppConfig.fromEnv());
  try {
    await runMigrations(database.directUrl);
    // One-off: straight to PostgreSQL (the pool options are for a direct connection).
    const dataSource = await new DataSource(buildDataSourceOptions(database.directUrl)).initialize();
    try {
      const users = standaloneUsersService(dataSource);
      const { user, created } = await users.ensureAdmin(input.email, input.password);
      console.log(`${created ? 'Created' : 'Updated'} admin account ${user.email} (id ${user.id})`);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
