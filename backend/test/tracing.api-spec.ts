import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { runMigrations } from '../src/database/migrate';
import { MainProcess, startMainProcess, waitFor } from './support/main-process';
import { createTestDatabase, TestDatabase } from './support/test-database';

/*
 * Traces (OTEL_EXPORTER_OTLP_ENDPOINT): the production build posts its spans to an OTLP/HTTP collector, here
 * a stand-in that keeps the JSON bodies of POST /v1/traces. A request gives a server span named after its
 * route template and, in the same trace, the spans of its SQL statements.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

interface OtlpBody {
  resourceSpans: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ scope?: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

/** OTLP's SpanKind: SERVER = 2, CLIENT = 3. */
const SERVER = 2;
const CLIENT = 3;

class OtlpStandIn {
  readonly bodies: OtlpBody[] = [];
  readonly paths: string[] = [];
  private server?: http.Server;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        this.paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        if (request.method === 'POST' && request.url === '/v1/traces') this.bodies.push(JSON.parse(raw) as OtlpBody);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  spans(): OtlpSpan[] {
    return this.bodies.flatMap((body) => body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
  }

  serviceNames(): string[] {
    return this.bodies.flatMap((body) =>
      body.resourceSpans.flatMap((resource) => (resource.resource?.attributes ?? []).filter((a) => a.key === 'service.name').map((a) => a.value.stringValue ?? '')),
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const attribute = (span: OtlpSpan, key: string): string | number | undefined => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('traces over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let database: TestDatabase;
  let collector: OtlpStandIn;
  let dir: string;
  let app: MainProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('svatby_tracing');
    await runMigrations(database.url, { log: () => undefined } as never);
    collector = new OtlpStandIn();
    const endpoint = await collector.start();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-tracing-'));
    app = await startMainProcess({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'tracing-test-session-secret-0123456789abc',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      PAYMENTS_OFFLINE: 'true',
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'false',
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ATTACHMENTS_DIR: path.join(dir, 'attachments'),
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'svatby-tracing-test',
      // Batches sent within a fifth of a second instead of five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await collector?.stop();
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('sends a server span named after the route and the SQL spans of that request in its trace', async () => {
    const answer = await fetch(`${app!.url}/api/locations?token=not-for-traces-0123456789`);
    expect(answer.status).toBe(200);

    const isServerSpan = (span: OtlpSpan) => span.kind === SERVER && span.name === 'GET /api/locations';
    await waitFor(() => collector.spans(), (spans) => spans.some(isServerSpan), 15_000);
    const spans = collector.spans();
    const server = spans.find(isServerSpan);
    if (!server) throw new Error(`No server span for the route; received: ${spans.map((span) => `${span.kind} ${span.name} ${JSON.stringify(span.attributes)}`).join(', ')} (${collector.paths.join('; ')})`);
    expect(attribute(server, 'http.route')).toBe('/api/locations');
    expect(attribute(server, 'url.path')).toBe('/api/locations');
    expect(attribute(server, 'url.query')).toBe('token=[skryto]');

    await waitFor(() => collector.spans(), (all) => all.some((span) => span.traceId === server.traceId && span.kind === CLIENT && attribute(span, 'db.system.name') === 'postgresql'), 10_000);
    const sql = collector.spans().filter((span) => span.traceId === server.traceId && attribute(span, 'db.system.name') === 'postgresql');
    // The statements of the route's query (the pool's connect spans have none).
    expect(sql.map((span) => String(attribute(span, 'db.query.text')))).toContainEqual(expect.stringMatching(/select[\s\S]*locations/i));
    expect(collector.serviceNames()).toContain('svatby-tracing-test');
    // Nothing of a secret: the token only ever in its hidden form.
    expect(JSON.stringify(collector.bodies)).not.toContain('not-for-traces-0123456789');
  });

  it('leaves the health probe out', async () => {
    await fetch(`${app!.url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(collector.spans().some((span) => span.kind === SERVER && attribute(span, 'url.path') === '/api/health')).toBe(false);
  });
});
