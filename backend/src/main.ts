import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { AppConfig } from './config/app-config';
import { FRONTEND_DIST_DIR, FRONTEND_SERVER_ENTRY } from './config/paths';
import { openDatabase } from './database/database-connection';
import { runMigrations } from './database/migrate';

async function bootstrap(): Promise<void> {
  // Debug output (PostgreSQL's own log among it) only when asked for.
  if (process.env.LOG_LEVEL !== 'debug') Logger.overrideLogger(['log', 'warn', 'error', 'fatal']);
  const logger = new Logger('Bootstrap');
  const config = AppConfig.fromEnv();
  const database = await openDatabase(config);
  let closing: Promise<void> | null = null;
  try {
    await runMigrations(database.url);
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot({ config, databaseUrl: database.url }),
      createHttpAdapter(config),
      // rawBody: the Stripe webhook verifies its signature over the exact bytes received.
      { bufferLogs: true, rawBody: true },
    );
    const http = configureApp(app, config, { frontendDir: FRONTEND_DIST_DIR, firstScreenModule: FRONTEND_SERVER_ENTRY });
    await app.listen(config.port, config.host);
    logger.log(`Svatby runs on ${config.appUrl} (API docs at ${config.appUrl}/docs, database: ${database.kind})`);

    const shutdown = (signal: string): Promise<void> =>
      (closing ??= (async () => {
        logger.log(`${signal} received, shutting down`);
        http.close();
        await app.close();
        await database.close();
      })());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        shutdown(signal)
          .then(() => process.exit(0))
          .catch((error: unknown) => {
            logger.error(`Shutdown failed: ${String(error)}`);
            process.exit(1);
          });
      });
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  new Logger('Bootstrap').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  // bufferLogs holds everything logged before the app is up: print it, or a failed start is silent.
  Logger.flush();
  process.exit(1);
});
