import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

type HttpLabel = 'method' | 'route' | 'status';

/** Seconds: from a cached reference answer (~1 ms) to a slow export or upload (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label: the route's template (`/api/service-requests/:id`), never the path itself, so the
 * series stay bounded whatever a client asks for. Answers without a route are the file and page
 * handlers' (which run before routing): `page` for an HTML page of the SPA, `static` for a file
 * (assets, images, sitemaps), and `unmatched` for any other 404 (an unknown API path, a missing file).
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const template = request.routeOptions.url;
  if (template) return template;
  const type = String(reply.raw.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) return 'page';
  return reply.raw.statusCode === 404 ? 'unmatched' : 'static';
}

/** Request count and duration by method, route template and status (README "Metrics"). */
@Injectable()
export class HttpMetrics {
  private readonly requests: Counter<HttpLabel>;
  private readonly duration: Histogram<HttpLabel>;

  constructor(registry: MetricsRegistry) {
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = registry.counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames });
    this.duration = registry.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by method, route template and status',
      labelNames,
      buckets: DURATION_BUCKETS,
    });
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  /**
   * Counts every answer once it is sent: a Fastify onResponse hook, which also sees the answers of the
   * Node handlers before routing (files, pages, uploads: Fastify listens for the response's end) and
   * of the in-process requests of the server render. Kept apart from the request log (common/logging).
   */
  attach(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.record(request.method, routeLabel(request, reply), reply.raw.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
}
