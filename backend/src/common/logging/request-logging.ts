import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as Pino } from 'pino';
import { withoutTokens } from '../http/without-tokens';
import { createRequestLineLogger } from './app-logger';
import type { NodeRequest } from '../http/node-http';

/** Load balancers ask this every few seconds: its lines are `debug`, not one an hour per probe in the info log. */
const HEALTH_ROUTE = '/api/health';

/** The answer a connection is writing, until it is sent: what the connection's close logs as aborted. */
const IN_FLIGHT = Symbol('inFlightReply');
type TrackedSocket = Socket & { [IN_FLIGHT]?: FastifyReply | null };

/** The URL as received (a prefixed middleware may have shortened `url` meanwhile), without its link tokens. */
const urlOf = (request: NodeRequest): string => withoutTokens(request.originalUrl ?? request.url ?? '/');

/**
 * One request line's fields: no headers, no body, the URL without its link tokens, the route's template
 * (`/api/service-requests/:id`; none for files, pages and 404s), the account's id (never its e-mail).
 */
function requestFields(request: FastifyRequest, reply: FastifyReply, url: string, aborted: boolean): Record<string, unknown> {
  const raw = request.raw as NodeRequest;
  return {
    reqId: raw.requestId ?? '-',
    method: raw.method,
    url,
    route: request.routeOptions.url,
    status: reply.raw.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
    userId: raw.user?.id,
    // The client went away before the answer was complete (an event stream closed, a download cut off).
    ...(aborted ? { aborted: true } : {}),
  };
}

/**
 * The request log: one line per request once its answer is sent, `reqId` = X-Request-Id (request-id.middleware.ts;
 * a 5xx's stack is logged by HttpExceptionFilter under the same id). Written from Fastify's onResponse hook, which
 * also sees the answers of the Node handlers before routing (files, pages) and shares the one 'finish' listener
 * Fastify puts on every response for the metrics' hook. A listener of our own on each request or response (the
 * line used to be written on the response's 'close') made V8 promote every request's objects to the old
 * generation: ~2 MB per scavenge instead of ~14 KB, each scavenge 4.5 ms instead of 1 ms, about a third of
 * GET /api/locations' throughput (--trace-gc-nvp under 50 connections). An answer whose client goes away first
 * never finishes: the connection's close (one listener per connection, not per request) logs a routed one
 * (an event stream, an export) as aborted.
 * One call per line and nothing per request before it: pino-http's child logger per request (its bindings
 * serialized each time) took a third of a small answer's time, and an AsyncLocalStorage to stamp the id on
 * other lines another fifth (Node 20's promise hooks on every promise).
 */
export function logRequests(fastify: FastifyInstance, root: Pino): void {
  const lines = createRequestLineLogger(root);
  const write = (request: FastifyRequest, reply: FastifyReply, aborted: boolean): void => {
    const status = reply.raw.statusCode;
    const level = status >= 500 ? 'error' : request.routeOptions.url === HEALTH_ROUTE ? 'debug' : 'info';
    if (!lines.isLevelEnabled(level)) return;
    const url = urlOf(request.raw as NodeRequest);
    lines[level](requestFields(request, reply, url, aborted), `${request.raw.method} ${url} ${status}`);
  };
  fastify.server.on('connection', (socket: TrackedSocket) => {
    socket.once('close', () => {
      const reply = socket[IN_FLIGHT];
      if (reply) write(reply.request, reply, true);
    });
  });
  // After the Node handlers' hook (middie): a file or page they send is logged when sent, not when cut off.
  fastify.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as TrackedSocket | null;
    if (socket) socket[IN_FLIGHT] = reply;
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const socket = request.raw.socket as TrackedSocket | null;
    if (socket && socket[IN_FLIGHT] === reply) socket[IN_FLIGHT] = null;
    write(request, reply, !reply.raw.writableFinished);
    done();
  });
}
