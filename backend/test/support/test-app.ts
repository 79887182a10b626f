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
 * beside it (.br and .gz, as vite.config.ts writes them); its server build is TEST_FIRST_SCREEN.
 */
export const TEST_FRONTEND = {
  index: fs.readFileSync(path.resolve(__dirname, '../../../frontend/index.html'), 'utf8'),
  asset: 'assets/index-Ab12Cd34.js',
  precompressed: {
    path: 'assets/vendor-Ef56Gh78.js',
    body: `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `svatba-${index}`))};\n`,
  },
};

/**
 * A stand-in for the frontend's server build (dist-server/first-screen.cjs, see FirstScreenRenderer): it
 * renders /dodavatele as the names of the first three listed providers, asked from the app's own API through
 * the fetch the server gives it, with a state that holds a stranger's '</script>'; ?selhat=1 makes it throw.
 * A portfolio (/portfolio?provider=N) as its name, its items' titles and its reviews' texts with their replies. For a
 * session, /dashboard as the signed-in provider's company name, asked with the session the server passes on; /admin, for an
 * admin only (GET /api/isAdmin) and on its first tab, as the requests' count; a booking's page, /rezervace/N, as the booking's number and provider,
 * for a session the API shows it to (either side).
 * The client build's manifests name the page's stylesheets: its chunk's and a chunk's it imports.
 */
const STATE_NOTE = '</script><script>alert(1)</script>';
export const TEST_FIRST_SCREEN = {
  module: 'src/features/providers/ProvidersPage.tsx',
  styles: ['.stand-in-page{display:grid}', '.stand-in-shared{color:#9d2452}'],
  stateNote: STATE_NOTE,
  source: `
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const SESSION_PAGES = { '/dashboard': 'src/features/dashboard/DashboardPage.tsx', '/admin': 'src/features/admin/AdminPage.tsx' };
const BOOKING_PAGE = /^[/]rezervace[/]([0-9]{1,10})$/;
exports.serverPageModules = (pathname, signedIn) => {
  if (signedIn) return SESSION_PAGES[pathname] ? [SESSION_PAGES[pathname]] : BOOKING_PAGE.test(pathname) ? ['src/features/bookings/BookingPage.tsx'] : null;
  return pathname === '/dodavatele' || pathname === '/portfolio' ? ['src/features/providers/ProvidersPage.tsx'] : null;
};
const ask = async (serverFetch, path) => {
  const response = await serverFetch('http://svatby.server' + path);
  return response.ok ? response.json() : null;
};
exports.renderFirstScreen = async (url, serverFetch, signedIn) => {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  if (searchParams.get('selhat')) throw new Error('the render failed');
  if (signedIn) {
    if (pathname === '/admin') {
      // The first tab only, as the app's: another loads its own code.
      if (searchParams.has('zalozka')) return null;
      const check = await ask(serverFetch, '/api/isAdmin');
      if (!check || check.isAdmin !== true) return null;
      const requests = await ask(serverFetch, '/api/admin/service-requests?page=1&pageSize=20&sort=newest');
      if (!requests) return null;
      return { html: '<h1 class="stand-in-admin">Poptávky (' + requests.total + ')</h1>', state: { api: { check, requests } } };
    }
    const bookingId = BOOKING_PAGE.exec(pathname)?.[1];
    if (bookingId) {
      const booking = await ask(serverFetch, '/api/bookings/' + bookingId);
      if (!booking) return null;
      return { html: '<h1 class="stand-in-booking">' + escape(booking.number + ' ' + booking.provider.companyName) + '</h1>', state: { api: { booking } } };
    }
    if (pathname !== '/dashboard') return null;
    const profile = await ask(serverFetch, '/api/provider/profile');
    if (!profile) return null;
    return { html: '<h1 class="stand-in-dashboard">' + escape(profile.companyName) + '</h1>', state: { api: { profile } } };
  }
  if (pathname === '/portfolio') {
    const id = searchParams.get('provider');
    if (!id) return null;
    const [provider, items, reviews] = await Promise.all(
      ['/api/providers/' + id, '/api/providers/' + id + '/portfolio', '/api/providers/' + id + '/reviews?page=1&pageSize=10'].map((path) => ask(serverFetch, path)),
    );
    if (!provider || !items || !reviews) return null;
    const list = (name, texts) => '<ul class="' + name + '">' + texts.map((text) => '<li>' + escape(text) + '</li>').join('') + '</ul>';
    return {
      html: '<article class="stand-in-portfolio"><h1>' + escape(provider.businessName) + '</h1>' +
        list('stand-in-items', items.map((item) => item.title)) +
        list('stand-in-reviews', reviews.items.map((review) => review.reviewText + (review.reply ? ' | ' + review.reply.text : ''))) + '</article>',
      state: { api: { provider, items, reviews } },
    };
  }
  const response = await serverFetch('http://svatby.server/api/service-providers?page=1&pageSize=3');
  if (!response.ok) return null;
  const list = await response.json();
  return {
    html: '<ul class="stand-in-page">' + list.items.map((item) => '<li>' + escape(item.businessName) + '</li>').join('') + '</ul>',
    state: { api: { list, note: ${JSON.stringify(STATE_NOTE)} } },
  };
};
`,
};

function writeTestFrontend(dir: string, serverDir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), TEST_FRONTEND.index);
  fs.writeFileSync(path.join(dir, TEST_FRONTEND.asset), 'console.log("svatby");');
  const { path: file, body } = TEST_FRONTEND.precompressed;
  fs.writeFileSync(path.join(dir, file), body);
  fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
  const [pageStyles, sharedStyles] = TEST_FIRST_SCREEN.styles;
  fs.writeFileSync(path.join(dir, 'assets/ProvidersPage-Aa11Bb22.css'), pageStyles);
  fs.writeFileSync(path.join(dir, 'assets/shared-Cc33Dd44.css'), sharedStyles);
  fs.mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    _ProvidersPage: { file: 'assets/ProvidersPage-Aa11Bb22.js', css: ['assets/ProvidersPage-Aa11Bb22.css'], imports: ['_shared'] },
    _shared: { file: 'assets/shared-Cc33Dd44.js', css: ['assets/shared-Cc33Dd44.css'] },
  };
  const ssrManifest = { [TEST_FIRST_SCREEN.module]: ['/assets/ProvidersPage-Aa11Bb22.js', '/assets/ProvidersPage-Aa11Bb22.css'] };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, '.vite', 'ssr-manifest.json'), JSON.stringify(ssrManifest));
  fs.writeFileSync(path.join(serverDir, 'first-screen.cjs'), TEST_FIRST_SCREEN.source);
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
  const frontendServerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-frontend-server-'));
  writeTestFrontend(frontendDir, frontendServerDir);
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
  const http = configureApp(app, config, { frontendDir, firstScreenModule: path.join(frontendServerDir, 'first-screen.cjs') });
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
      fs.rmSync(frontendServerDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A unique e-mail per call, so test files can share the run's database. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.cz`;
}
