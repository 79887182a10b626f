import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Logger as Pino } from 'pino';
import { withoutTokens } from '../http/without-tokens';
import { createRequestLineLogger } from './app-logger';
import type { NodeMiddleware, NodeRequest, NodeResponse } from '../http/node-http';
import { nameServerSpan } from '../tracing/spans';

/** The route template Fastify matched (`/api/service-requests/:id`), kept on the Node request for its log line. */
const ROUTE = Symbol('route');
type LoggedRequest = NodeRequest & { [ROUTE]?: string };

/** Load balancers ask this every few seconds: its lines are `debug`, not one an hour per probe in the info log. */
const HEALTH_ROUTE = '/api/health';

/**
 * Fastify knows the matched route before any middleware runs: keep its template for the request line, and
 * name the request's trace span after it (a no-op when tracing is off). Unmatched requests (static files,
 * the SPA's pages, 404s) have none.
 */
export function recordRouteTemplates(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route) {
      (request.raw as LoggedRequest)[ROUTE] = route;
      nameServerSpan(request.method, route);
    }
    done();
  });
}

/** The URL as received (a prefixed middleware may have shortened `url` meanwhile), without its link tokens. */
const urlOf = (request: LoggedRequest): string => withoutTokens(request.originalUrl ?? request.url ?? '/');

/** One request line's fields: no headers, no body, the URL without its link tokens, the account's id (never its e-mail). */
function requestFields(request: LoggedRequest, response: NodeResponse, url: string, durationMs: number): Record<string, unknown> {
  return {
    method: request.method,
    url,
    route: request[ROUTE],
    status: response.statusCode,
    durationMs,
    userId: request.user?.id,
    // The client went away before the answer was complete (an event stream closed, a download cut off).
    ...(response.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * The request log, after request-id.middleware.ts: one line per request when its answer is finished (or
 * the client is gone), `reqId` = X-Request-Id (a 5xx's stack is logged by HttpExceptionFilter under the
 * same id). One call at the end and nothing per request before it: pino-http's child logger per request
 * (its bindings serialized each time) took a third of a small answer's time, and an AsyncLocalStorage to
 * stamp the id on other lines another fifth (Node 20's promise hooks on every promise), measured on
 * GET /api/locations.
 */
export function requestLogging(root: Pino): NodeMiddleware[] {
  const lines = createRequestLineLogger(root);
  const log: NodeMiddleware = (request: LoggedRequest, response, next) => {
    const started = performance.now();
    const reqId = request.requestId ?? '-';
    response.once('close', () => {
      const level = response.statusCode >= 500 ? 'error' : request[ROUTE] === HEALTH_ROUTE ? 'debug' : 'info';
      if (!lines.isLevelEnabled(level)) return;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const url = urlOf(request);
      lines[level]({ reqId, ...requestFields(request, response, url, durationMs) }, `${request.method} ${url} ${response.statusCode}`);
    });
    next();
  };
  return [log];
}
