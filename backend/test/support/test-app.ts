import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { ThrottlerStorage } from '@nestjs/throttler';
import { randomUUID } from 'node:crypto';
import { PgThrottlerStorage } from '../../src/common/throttling/pg-throttler-storage';
import * as fs from 'node:fs';
import type { Server } from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp, createHttpAdapter } from '../../src/app.setup';
import { poolOf } from '../../src/database/pg-pool';
import { AppConfig } from '../../src/config/app-config';

export interface TestApp {
  app: NestFastifyApplication;
  server: Server;
  dataSource: DataSource;
  config: AppConfig;
  /** The stand-in SPA's directory (TEST_FRONTEND). */
  frontendDir: string;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * A stand-in for the built SPA (frontend/dist): the app's own index.html (the template the server
 * writes each page's head into), one hashed asset and one with the build's precompressed copies
 * beside it (.br and .gz, as vite.config.ts writes them).
 */
export const TEST_FRONTEND = {
  index: fs.readFileSync(path.resolve(__dirname, '../../../frontend/index.html'), 'utf8'),
  asset: 'assets/index-Ab12Cd34.js',
  precompressed: {
    path: 'assets/vendor-Ef56Gh78.js',
    body: `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `svatba-${index}`))};\n`,
  },
};

function writeTestFrontend(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), TEST_FRONTEND.index);
  fs.writeFileSync(path.join(dir, TEST_FRONTEND.asset), 'console.log("svatby");');
  const { path: file, body } = TEST_FRONTEND.precompressed;
  fs.writeFileSync(path.join(dir, file), body);
  fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
}

/**
 * Boots the real application (all modules, middleware, pipes, filters, the SPA's file serving) on
 * the run's database. Uploads and message attachments go to temporary directories of this app
 * (removed on close) unless UPLOADS_DIR / ATTACHMENTS_DIR are given; the SPA is a stand-in in another.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run the API tests through jest.api.config.js');
  const uploadsDir = env.UPLOADS_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-uploads-'));
  const attachmentsDir = env.ATTACHMENTS_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-attachments-'));
  const frontendDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-frontend-'));
  writeTestFrontend(frontendDir);
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SCHEDULER_ENABLED: 'false',
    SEED_DEMO: 'false',
    APP_URL: 'http://localhost:3000',
    ...(uploadsDir ? { UPLOADS_DIR: uploadsDir } : {}),
    ...(attachmentsDir ? { ATTACHMENTS_DIR: attachmentsDir } : {}),
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ config, databaseUrl })],
  })
    // Test files share the run's database; each app counts its own rate-limit hits, as before.
    .overrideProvider(ThrottlerStorage)
    .useFactory({
      factory: (dataSource: DataSource) =>
        new PgThrottlerStorage(poolOf(dataSource), `${randomUUID()}:`),
      inject: [DataSource],
    })
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: ['error'], rawBody: true });
  const http = configureApp(app, config, { frontendDir });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer() as Server;
  return {
    app,
    server,
    dataSource: app.get(DataSource),
    config,
    frontendDir,
    agent: () => request.agent(server),
    async close() {
      http.close();
      await app.close();
      if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
      if (attachmentsDir) fs.rmSync(attachmentsDir, { recursive: true, force: true });
      fs.rmSync(frontendDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A unique e-mail per call, so test files can share the run's database. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.cz`;
}
