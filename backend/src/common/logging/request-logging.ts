import type { FastifyInstance } from 'fastify';
import { storage, Store } from 'nestjs-pino/storage';
import type { Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { withoutTokens } from '../http/without-tokens';
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
function requestFields(request: LoggedRequest, response: NodeResponse, durationMs: number): Record<string, unknown> {
  return {
    method: request.method,
    url: urlOf(request),
    route: request[ROUTE],
    status: response.statusCode,
    durationMs,
    userId: request.user?.id,
    // The client went away before the answer was complete (an event stream closed, a download cut off).
    ...(response.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * The request log (pino-http), after request-id.middleware.ts: one line per request when its answer is
 * finished (or the client is gone), `reqId` = X-Request-Id. Every Nest `Logger` call made while the request
 * is handled carries the same `reqId` (nestjs-pino's store, which the app's LoggerService reads).
 */
export function requestLogging(root: Pino): NodeMiddleware[] {
  const log = pinoHttp({
    logger: root,
    genReqId: (request) => (request as LoggedRequest).requestId ?? '-',
    // Bind only the id to the request's loggers: the line's other fields are written once, at the end.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    customAttributeKeys: { reqId: 'reqId' },
    customLogLevel: (request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : (request as LoggedRequest)[ROUTE] === HEALTH_ROUTE ? 'debug' : 'info',
    customSuccessObject: (request, response, base: { responseTime?: number }) =>
      requestFields(request as LoggedRequest, response, base.responseTime ?? 0),
    // A 5xx's error is logged with its stack by HttpExceptionFilter, under the same reqId.
    customErrorObject: (request, response, _error, base: { responseTime?: number }) =>
      requestFields(request as LoggedRequest, response, base.responseTime ?? 0),
    customSuccessMessage: (request, response) => `${request.method} ${urlOf(request as LoggedRequest)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${urlOf(request as LoggedRequest)} ${response.statusCode}`,
  });
  // pino-http keeps an `id` the request already has (middie copies Fastify's `req-N` there): ours is X-Request-Id.
  const identify: NodeMiddleware = (request, _response, next) => {
    request.id = request.requestId ?? '-';
    next();
  };
  const bind: NodeMiddleware = (request, _response, next) => {
    const logger = (request as NodeRequest & { log?: Pino }).log;
    if (!logger) return next();
    storage.run(new Store(logger), next);
  };
  return [identify, log as unknown as NodeMiddleware, bind];
}
