// First: the tracing SDK (only with OTEL_EXPORTER_OTLP_ENDPOINT) must patch http and pg before anything loads them.
import { stopTracing } from './common/tracing/tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { createNestLogger, createRootLogger } from './common/logging/app-logger';
import { logRequests } from './common/logging/request-logging';
import { nameServerSpansAfterRoutes } from './common/tracing/spans';
import { AppConfig } from './config/app-config';
import { FRONTEND_DIST_DIR, FRONTEND_SERVER_ENTRY } from './config/paths';
import { openDatabase } from './database/database-connection';
import { runMigrations } from './database/migrate';

async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnv();
  // Every line from here on through pino: JSON or pretty (LOG_FORMAT), at LOG_LEVEL (debug shows PostgreSQL's own log).
  const root = createRootLogger(config.logging);
  const nestLogger = createNestLogger(root);
  Logger.overrideLogger(nestLogger);
  const logger = new Logger('Bootstrap');
  const database = await openDatabase(config);
  let closing: Promise<void> | null = null;
  try {
    await runMigrations(database.directUrl);
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot({ config, databaseUrl: database.url }),
      createHttpAdapter(config),
      // rawBody: the Stripe webhook verifies its signature over the exact bytes received.
      { logger: nestLogger, rawBody: true },
    );
    const fastify = app.getHttpAdapter().getInstance();
    nameServerSpansAfterRoutes(fastify);
    // The request log (the API tests log through Nest's Logger only).
    logRequests(fastify, root);
    const http = configureApp(app, config, { frontendDir: FRONTEND_DIST_DIR, firstScreenModule: FRONTEND_SERVER_ENTRY });
    await app.listen(config.port, config.host);
    logger.log(`Svatby runs on ${config.appUrl} (API docs at ${config.appUrl}/docs, database: ${database.kind})`);

    const shutdown = (signal: string): Promise<void> =>
      (closing ??= (async () => {
        logger.log(`${signal} received, shutting down`);
        http.close();
        await app.close();
        await database.close();
        await stopTracing();
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
  process.exit(1);
});
