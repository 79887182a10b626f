import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/*
 * Spans the app adds to the instrumentations' (tracing.ts). Only @opentelemetry/api: without the SDK
 * (OTEL_EXPORTER_OTLP_ENDPOINT unset) its tracer is a no-op and there is no active span.
 */

const tracer = trace.getTracer('svatby');

/** Names the HTTP server span after the route template (`GET /api/service-requests/:id`) instead of just the method. */
export function nameServerSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** One span per batch of pg-boss jobs a worker handles: a trace of its own, holding the handler's SQL. */
export function inJobSpan<T>(queue: string, jobCount: number, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `job ${queue}`,
    {
      root: true,
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, 'messaging.batch.message_count': jobCount },
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * Names every request's trace span after its route template once Fastify has matched it (before any
 * middleware runs). Unmatched requests (static files, the SPA's pages, 404s) keep the method alone.
 */
export function nameServerSpansAfterRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route) nameServerSpan(request.method, route);
    done();
  });
}
