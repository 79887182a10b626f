import * as fs from 'node:fs';
import * as path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { INestApplication, Logger, RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import passport from 'passport';
import serveStatic from 'serve-static';
import { DataSource } from 'typeorm';
import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  ApiTokenAuthentication,
  SCOPE_EXTENSION,
  TOKEN_INVALID,
  TOKEN_RATE_LIMITED,
  tokenScopeMissing,
} from './auth/auth.api';
import { createSessionMiddleware, endExpiredSession, SESSION_COOKIE_NAME, sessionWhenPresent } from './auth/session.middleware';
import { answerNotModified } from './common/http/json-etag';
import { leaveMultipartToInterceptors } from './common/http/multipart-form';
import { HttpMetrics } from './common/metrics/http-metrics';
import { METRICS_PATH } from './common/metrics/metrics.controller';
import { pathOf, readThroughToRawRequest, type NodeMiddleware } from './common/http/node-http';
import { bodyTypeMiddleware } from './common/middleware/body-type.middleware';
import { internalRequestHeaders } from './common/throttling/page-rate-limit';
import { requestIdMiddleware } from './common/middleware/request-id.middleware';
import { sameOriginMiddleware } from './common/middleware/same-origin.middleware';
import { createValidationPipe } from './common/validation/validation-pipe';
import { AppConfig } from './config/app-config';
import { STRIPE_WEBHOOK_PATH } from './subscriptions/stripe-webhook.controller';
import { UPLOADS_URL_PREFIX } from './providers/uploads/image-storage.service';
import { OBJECT_STORAGE, type ObjectStorage, PUBLIC_CACHE_CONTROL } from './storage/storage.api';
import { declareWebhooks, WEBHOOK_PAYLOAD_MODELS } from './integrations/integrations.api';
import { poolOf } from './database/pg-pool';
import { FirstScreenRenderer, type ServerFetchFor } from './seo/first-screen';
import { SeoHttpService } from './seo/seo-http.service';

import { BUDGET_CHOICES } from './requests/budget';

export const API_PREFIX = 'api';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Svatby API')
    .setDescription(
      'API of Svatby, the Czech marketplace for wedding services. All endpoints are under /api. A browser signs in with ' +
        `the session cookie \`${SESSION_COOKIE_NAME}\` set by the sign-in endpoints; state-changing requests from other sites are refused. ` +
        'A program (a CRM, a booking system) sends a personal API token instead, `Authorization: Bearer svt_…`, created by a provider or an ' +
        'admin under "Přístup přes API" in the account settings: such a request is authenticated by the token alone (cookies are ignored, no ' +
        'same-origin check), reaches only the operations that name a scope the token holds (403 otherwise, naming the missing scope), and is ' +
        'limited per token (429). An unknown, revoked or expired token answers 401. ' +
        'Errors answer `{ statusCode, message, errors? }` with a Czech message.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'A personal API token (svt_…) with the scopes the operation names (x-svatby-scope)' },
      'bearer',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    // The webhook payloads (issue 50): documented in components.schemas though no operation returns them.
    extraModels: WEBHOOK_PAYLOAD_MODELS,
  });
  // A named enum that a property offers beside free text (anyOf), which decorators cannot declare.
  document.components!.schemas!.BudgetChoice = {
    type: 'string',
    enum: [...BUDGET_CHOICES],
    description: "The request form's budget choices (spec): not sure, up to 50 000 Kč, … over 500 000 Kč",
  };
  declareTokenScopes(document);
  declareWebhooks(document);
  return document;
}

/**
 * The operations an API token may call (@ApiTokenScope, whose extension names the scope) accept both
 * schemes, and their description says which scope; the others keep what they declared. One that
 * declared no cookie is open to visitors too (a request list): the empty requirement says so.
 */
function declareTokenScopes(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, unknown>)) {
      if (!operation || typeof operation !== 'object') continue;
      const op = operation as {
        [SCOPE_EXTENSION]?: string;
        security?: Array<Record<string, string[]>>;
        description?: string;
        responses?: Record<string, { description?: string; content?: unknown }>;
      };
      const scope = op[SCOPE_EXTENSION];
      if (!scope) continue;
      const signedInOnly = (op.security ?? []).some((requirement) => 'cookie' in requirement);
      op.security = signedInOnly ? [{ cookie: [] }, { bearer: [] }] : [{}, { cookie: [] }, { bearer: [] }];
      const sentence = `Via an API token: scope \`${scope}\`.`;
      op.description = op.description ? `${op.description.trimEnd()} ${sentence}` : sentence;
      // What a token request may meet besides the route's own answers.
      const responses = (op.responses ??= {});
      const tokenAnswers: Record<string, string> = {
        '401': `An unknown, revoked or expired API token: '${TOKEN_INVALID}'`,
        '403': `An API token without scope ${scope}: '${tokenScopeMissing(scope)}'`,
        '429': `Over ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute with one API token: '${TOKEN_RATE_LIMITED}'`,
      };
      for (const [status, text] of Object.entries(tokenAnswers)) {
        const existing = responses[status];
        if (existing) existing.description = existing.description ? `${existing.description.trimEnd()}; ${text}` : text;
        else responses[status] = { description: text, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } } };
      }
    }
  }
}

/** The largest JSON body the API reads (100 kB, as it always was); uploads have their own limits. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The HTTP server: Fastify (measured against Express for the list endpoints, README "The request
 * pipeline"). Behind trusted proxies (TRUST_PROXY) the client's address is the right-most address of
 * X-Forwarded-For that is not a trusted proxy, and its scheme the proxy's X-Forwarded-Proto.
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new AppFastifyAdapter({ trustProxy: config.trustProxy.fastifyOption, bodyLimit: JSON_BODY_LIMIT_BYTES });
}

/**
 * The API documentation's assets (SwaggerModule) are the only static files Nest serves itself: with
 * serve-static, as the uploads and the SPA, instead of the @fastify/static plugin.
 */
class AppFastifyAdapter extends FastifyAdapter {
  override useStaticAssets(options: { root: string; prefix?: string }) {
    return this.use(options.prefix ?? '/', serveStatic(options.root, { index: false, redirect: false }));
  }
}

export interface ConfiguredApp {
  /** Releases what the HTTP layer holds besides Nest itself (the session store's timer). */
  close(): void;
}

/**
 * Public images at /uploads, before sessions (no session lookup for an image). Upload names are
 * random and never reused, so they are cached for a year.
 * - local: UPLOADS_DIR, created at start, served read-only; nosniff keeps a browser from reading a
 *   file as anything but its type (image/webp). A missing file falls through to Nest's Czech 404 (the
 *   SPA fallback excludes /uploads).
 * - s3: a permanent redirect to the object's public URL (S3_PUBLIC_URL/<key>), cacheable as long: the
 *   stored URLs stay /uploads/… whatever the driver, and a CDN or nginx in front may route /uploads/
 *   to the bucket directly and never ask the app.
 */
function serveUploads(app: NestFastifyApplication, config: AppConfig): void {
  if (config.storage.driver === 's3') {
    const storage = app.get<ObjectStorage>(OBJECT_STORAGE);
    const prefix = `${UPLOADS_URL_PREFIX}/`;
    app.use(((request, response, next) => {
      const requestPath = pathOf(request);
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !requestPath.startsWith(prefix)) return next();
      let target: string | null;
      try {
        target = storage.publicUrl(requestPath.slice(1));
      } catch {
        target = null; // not an object key (dot segments, escapes): the Czech 404
      }
      if (!target) return next();
      response.statusCode = 301;
      response.setHeader('Location', target);
      response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      response.setHeader('Content-Length', 0);
      response.end();
    }) as NodeMiddleware);
    return;
  }
  try {
    fs.mkdirSync(config.uploadsDir, { recursive: true });
  } catch (error) {
    throw new Error(`UPLOADS_DIR ${config.uploadsDir} cannot be created: ${(error as Error).message}`);
  }
  app.use(
    UPLOADS_URL_PREFIX,
    serveStatic(config.uploadsDir, {
      index: false,
      dotfiles: 'ignore',
      redirect: false,
      setHeaders: (response) => {
        response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        response.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
}

/** Paths the SPA never answers: the API, its documentation, the uploaded images and the metrics. */
const SERVER_PATHS = new RegExp(`^/(${API_PREFIX}|docs|uploads|${METRICS_PATH})(/|$)`);

/**
 * The built SPA from `frontendDir` when it holds index.html: its files (Vite puts a content hash in
 * every asset name, so those are cached for a year) and, for every other page path (the client
 * router's), index.html with the page's own head, never cached (SeoHttpService). Files outside
 * assets/ (favicon…) are revalidated. Only GET and HEAD outside SERVER_PATHS, before the session
 * middleware (a page needs no session lookup). Not @nestjs/serve-static: its error middleware
 * answers every error on the excluded /api paths with 404 (a malformed body, a database outage).
 *
 * The build writes every script and stylesheet also brotli- and gzip-compressed beside it
 * (frontend/vite.config.ts): a browser gets the smallest copy it accepts, as it is on disk, instead
 * of the compression middleware's brotli at its fast level 4 on every answer (13 % more bytes for
 * the scripts of /dodavatele, and the CPU to make them each time).
 */
function serveFrontend(app: NestFastifyApplication, frontendDir: string, firstScreenModule: string | undefined): void {
  const indexFile = path.join(frontendDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const files = expressStaticGzip(frontendDir, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const firstScreen = firstScreenModule ? FirstScreenRenderer.load(firstScreenModule, frontendDir, serverFetchFor(app)) : null;
  const page = app.get(SeoHttpService).pageHandler(indexFile, firstScreen);
  const frontend: NodeMiddleware = (request, response, next) => {
    const requestPath = pathOf(request);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(requestPath)) return next();
    // express-static-gzip reads Express's request.path, which Node's request (through middie) has not.
    Object.assign(request, { path: requestPath });
    files(request, response, () => {
      // Not a file after all (a precompressed copy gone since the start): the page must not go out as one.
      response.removeHeader('Content-Encoding');
      page(request, response, next);
    });
  };
  app.use(frontend);
}

/**
 * The server render's fetch (FirstScreenRenderer): GET requests to the app's own API, answered in-process
 * by Fastify's inject, through every hook and guard as the visitor's own request (its address), without a
 * session, or with the page request's own session cookie for a page rendered for its session. The rate limit
 * does not count them (internalRequestHeaders): the page counted one hit itself.
 */
function serverFetchFor(app: NestFastifyApplication): ServerFetchFor {
  const fastify = app.getHttpAdapter().getInstance();
  return (from, withSession) => async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new Error(`The server render only reads: ${request.method} ${request.url}`);
    const { pathname, search } = new URL(request.url);
    const forwardedFor = from.headers['x-forwarded-for'];
    const cookie = withSession ? from.headers.cookie : undefined;
    const reply = await fastify.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      headers: {
        accept: 'application/json',
        ...internalRequestHeaders(),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(cookie ? { cookie } : {}),
      },
      remoteAddress: from.socket.remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(reply.statusCode === 204 || reply.statusCode === 304 ? null : reply.body, { status: reply.statusCode, headers });
  };
}

export interface ConfigureOptions {
  /** The built frontend to serve (frontend/dist); nothing is served when it has no index.html. */
  frontendDir?: string;
  /**
   * The frontend's server build (frontend/dist-server/first-screen.cjs), which renders a visitor's first
   * screen of /dodavatele and the portfolios; without it (or the file) the browser renders them alone.
   */
  firstScreenModule?: string;
}

/**
 * Everything between Nest's DI container and the wire; shared by main.ts and the API tests. The
 * handlers made for Node's request and response (below, from the request id to the session) run
 * through @fastify/middie in this order, before Fastify routes the request (common/http/node-http.ts).
 */
export function configureApp(
  app: NestFastifyApplication,
  config: AppConfig,
  { frontendDir, firstScreenModule }: ConfigureOptions = {},
): ConfiguredApp {
  const fastify = app.getHttpAdapter().getInstance();
  readThroughToRawRequest(fastify);
  leaveMultipartToInterceptors(fastify);
  // Reference data carries its own strong ETag (withJsonETag); lists change with every write and are
  // not revalidated. Static files answer their own 304s.
  fastify.addHook('onSend', answerNotModified);
  // Request count and duration per route template (README "Metrics"), for every answer.
  app.get(HttpMetrics).attach(fastify);
  // TRUST_PROXY=true (or a hop count) believes whoever connects: say so at every start.
  if (config.trustProxy.warning) new Logger('TrustProxy').warn(config.trustProxy.warning);
  const fromTrustedProxy = (request: IncomingMessage) => config.trustProxy.fromTrustedProxy(request);
  app.use(requestIdMiddleware(fromTrustedProxy));
  // GET /metrics sits at the root, where Prometheus looks by default (common/metrics).
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: METRICS_PATH, method: RequestMethod.GET }] });
  // Stripe.js and its Payment Element (iframes, 3-D Secure pages) only when payments go through Stripe.
  const stripe = config.stripe
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.script],
          // antd generates its styles at run time (CSS-in-JS).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripe.connect],
          ...(stripe.frame.length ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.usesHttps ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A client that accepts no encoding gets the body as is: compression's response wrapping is skipped for it.
  const compress = compression();
  const compressed: NodeMiddleware = (request, response, next) =>
    request.headers['accept-encoding'] ? compress(request as never, response as never, next) : next();
  app.use(compressed);
  serveUploads(app, config);
  app.use(app.get(SeoHttpService).filesHandler());
  if (frontendDir) serveFrontend(app, frontendDir, firstScreenModule);
  // API answers carry contacts, accounts and lists that change with every write: no cache keeps
  // them (DESIGN.md section 4). Reference data overrides this with its own Cache-Control (@Header).
  const noStore: NodeMiddleware = (_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  };
  app.use(`/${API_PREFIX}`, noStore);
  app.use(`/${API_PREFIX}`, bodyTypeMiddleware());
  // `Authorization: Bearer svt_…` (issue 50): the token alone authenticates the request, before the
  // same-origin check (which it skips) and the session (which it never reads nor makes).
  app.use(app.get(ApiTokenAuthentication).middleware());
  app.use(
    sameOriginMiddleware({
      allowedOrigins: [config.appUrl, ...(config.isProduction ? [] : ['http://localhost:5173'])],
      exemptPaths: [STRIPE_WEBHOOK_PATH],
      trustProxy: fromTrustedProxy,
    }),
  );

  const pool = poolOf(app.get(DataSource));
  const sessions = createSessionMiddleware(pool, config);
  app.use(
    sessionWhenPresent([
      sessions.middleware,
      passport.initialize() as unknown as NodeMiddleware,
      passport.session() as unknown as NodeMiddleware,
      endExpiredSession(),
    ]),
  );

  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    customSiteTitle: 'Svatby API',
    jsonDocumentUrl: 'docs/openapi.json',
  });
  return { close: sessions.close };
}
