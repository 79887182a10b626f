import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { clearCookie, pathOf, type NodeMiddleware } from '../common/http/node-http';
import { AppConfig } from '../config/app-config';
import { preparingPool } from '../database/sql-query';
import { logOutSession, SESSION_ABSOLUTE_LIFETIME_MS } from './session-login';
import { rememberSessionCookieSignatures } from './session-cookie-signatures';

export const SESSION_COOKIE_NAME = 'svatby.sid';
/** The idle limit: a session unused this long ends (the cookie rolls with every answer). */
const SESSION_IDLE_MS = 14 * 24 * 3_600_000;

export interface SessionSetup {
  middleware: NodeMiddleware;
  /** Stops the store's prune timer (on shutdown). */
  close(): void;
}

/** Sessions live in PostgreSQL (table user_sessions, made by a migration) and survive restarts. */
export function createSessionMiddleware(pool: Pool, config: AppConfig): SessionSetup {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    // Its read (every signed-in request) and touch prepared once per connection.
    pool: preparingPool(pool) as Pool,
    tableName: 'user_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.schedulerEnabled ? 15 * 60 : false,
  });
  touchAtMostEvery(store, SESSION_TOUCH_INTERVAL_MS);
  rememberSessionCookieSignatures();
  const middleware = session({
    name: SESSION_COOKIE_NAME,
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy.enabled,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.usesHttps,
      maxAge: SESSION_IDLE_MS,
    },
  });
  return { middleware: middleware as unknown as NodeMiddleware, close: () => store.close() };
}

/**
 * With `rolling`, express-session refreshes the stored expiry (store.touch: an UPDATE) on every
 * answer of a signed-in request, and holds the answer until it is done. The idle limit is 14 days:
 * refreshing a session's stored expiry about once a minute per instance (at most two minutes
 * apart) ends an idle session at most two minutes early, and spares the signed-in requests a round
 * trip each (the cookie still rolls on every answer).
 */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

function touchAtMostEvery(store: session.Store, intervalMs: number): void {
  // The typings give touch's callback no error argument; connect-pg-simple passes one.
  const touch = store.touch?.bind(store) as ((sid: string, data: session.SessionData, done: (error?: unknown) => void) => void) | undefined;
  if (!touch) return;
  // Two generations of session ids touched recently: bounded by the sessions active in two intervals.
  let current = new Set<string>();
  let previous = new Set<string>();
  let rotatedAt = Date.now();
  store.touch = (sid, data, callback) => {
    const now = Date.now();
    if (now - rotatedAt >= intervalMs) {
      previous = now - rotatedAt >= 2 * intervalMs ? new Set() : current;
      current = new Set();
      rotatedAt = now;
    }
    if (current.has(sid) || previous.has(sid)) return callback?.();
    current.add(sid);
    touch(sid, data, (error?: unknown) => {
      if (error) current.delete(sid);
      (callback as ((error?: unknown) => void) | undefined)?.(error);
    });
  };
}

/**
 * Ends a signed-in session SESSION_ABSOLUTE_LIFETIME_MS after its sign-in however active it is, and
 * one from before sign-ins were stamped (no signedInAt): the request goes on as a visitor's. Runs
 * after Passport has loaded the user.
 */
export function endExpiredSession(): NodeMiddleware {
  return (request, response, next) => {
    const signedInAt = request.session?.signedInAt;
    if (!request.user || (typeof signedInAt === 'number' && Date.now() - signedInAt <= SESSION_ABSOLUTE_LIFETIME_MS)) return next();
    logOutSession(request).then(() => {
      clearCookie(response, SESSION_COOKIE_NAME);
      next();
    }, next);
  };
}

/** Whether a request's Cookie header carries the session cookie (not whether the session is valid). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(`${SESSION_COOKIE_NAME}=`) ?? false;
}

/** Paths that start or end a session without the cookie (sign-in, Google's redirect keeps state and returnTo, logout). */
const SESSION_PATH_PREFIXES = ['/api/auth/', '/api/logout'];
/** Other calls that sign the caller in: a provider's registration (POST /api/providers). */
const SESSION_STARTING_PATHS = new Set(['/api/providers']);

/**
 * A request without the session cookie has no session to load and stores none (saveUninitialized
 * is off), yet express-session and Passport would still draw a random id, hash it and wrap the
 * response for it. Such requests (a visitor's reads, a couple's request submission), outside the
 * calls that sign in, skip the session handlers: `req.user` stays unset, which every guard already
 * treats as a visitor.
 */
export function sessionWhenPresent(handlers: NodeMiddleware[]): NodeMiddleware {
  const chain = handlers.reduceRight<NodeMiddleware>(
    (rest, handler) => (request, response, next) =>
      handler(request, response, (error?: unknown) => (error ? next(error) : rest(request, response, next))),
    (_request, _response, next) => next(),
  );
  return (request, response, next) => {
    const path = pathOf(request);
    // A request authenticated by an API token (api-token-authentication.ts) neither reads nor makes a session.
    if (request.apiToken) return next();
    const visitor =
      !hasSessionCookie(request.headers.cookie) &&
      !SESSION_STARTING_PATHS.has(path) &&
      !SESSION_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (visitor) return next();
    chain(request, response, next);
  };
}
