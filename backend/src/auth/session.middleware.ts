import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { logOutSession, SESSION_ABSOLUTE_LIFETIME_MS } from './session-login';

export const SESSION_COOKIE_NAME = 'svatby.sid';
/** The idle limit: a session unused this long ends (the cookie rolls with every answer). */
const SESSION_IDLE_MS = 14 * 24 * 3_600_000;

export interface SessionSetup {
  middleware: ReturnType<typeof session>;
  /** Stops the store's prune timer (on shutdown). */
  close(): void;
}

/** Sessions live in PostgreSQL (table user_sessions, made by a migration) and survive restarts. */
export function createSessionMiddleware(pool: Pool, config: AppConfig): SessionSetup {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'user_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.schedulerEnabled ? 15 * 60 : false,
  });
  const middleware = session({
    name: SESSION_COOKIE_NAME,
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.usesHttps,
      maxAge: SESSION_IDLE_MS,
    },
  });
  return { middleware, close: () => store.close() };
}

/**
 * Ends a signed-in session SESSION_ABSOLUTE_LIFETIME_MS after its sign-in however active it is, and
 * one from before sign-ins were stamped (no signedInAt): the request goes on as a visitor's. Runs
 * after Passport has loaded the user.
 */
export function endExpiredSession(): RequestHandler {
  return (request, response, next) => {
    const signedInAt = request.session?.signedInAt;
    if (!request.user || (typeof signedInAt === 'number' && Date.now() - signedInAt <= SESSION_ABSOLUTE_LIFETIME_MS)) return next();
    logOutSession(request).then(() => {
      response.clearCookie(SESSION_COOKIE_NAME);
      next();
    }, next);
  };
}

/** Paths that start or end a session on a plain GET (Google's redirect keeps state and returnTo, logout). */
const SESSION_GET_PATHS = ['/api/auth/', '/api/logout'];

/**
 * A read without the session cookie has no session to load and stores none (saveUninitialized
 * is off), yet express-session and Passport would still draw a random id, hash it and wrap the
 * response for it. Such requests (GET / HEAD without the cookie, outside the sign-in paths) skip
 * the session handlers: `req.user` stays unset, which every guard already treats as a visitor.
 */
export function sessionWhenPresent(handlers: RequestHandler[]): RequestHandler {
  const cookiePrefix = `${SESSION_COOKIE_NAME}=`;
  const chain = handlers.reduceRight<(request: Request, response: Response, next: NextFunction) => void>(
    (rest, handler) => (request, response, next) =>
      handler(request, response, (error?: unknown) => (error ? next(error) : rest(request, response, next))),
    (_request, _response, next) => next(),
  );
  return (request, response, next) => {
    const visitorRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.headers.cookie?.includes(cookiePrefix) &&
      !SESSION_GET_PATHS.some((prefix) => request.path.startsWith(prefix));
    if (visitorRead) return next();
    chain(request, response, next);
  };
}
