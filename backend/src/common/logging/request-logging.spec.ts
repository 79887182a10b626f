import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRootLogger } from './app-logger';
import { logRequests } from './request-logging';

/** A Fastify server with the request log on a collecting JSON logger, and the lines it wrote. */
type LoggedServer = { fastify: FastifyInstance; url: string; lines: Record<string, unknown>[] };

async function loggedServer(routes: (fastify: FastifyInstance) => void): Promise<LoggedServer> {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const fastify = Fastify();
  logRequests(fastify, createRootLogger({ format: 'json', level: 'info' }, destination));
  routes(fastify);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { fastify, url: `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`, lines };
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the request log', () => {
  let fastify: FastifyInstance | undefined;
  afterEach(() => fastify?.close());

  it('writes one line per answer with the route template, the status and the URL without its link token', async () => {
    const server = await loggedServer((app) => {
      app.get('/api/things/:id', async (_request, reply) => reply.code(201).send({ ok: true }));
      app.get('/api/health', async () => ({ status: 'ok' }));
    });
    fastify = server.fastify;
    await fetch(`${server.url}/api/things/7?token=tajny-odkaz-123456&x=1`);
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/nikde`);
    await until(() => server.lines.length >= 2);
    expect(server.lines).toHaveLength(2);
    expect(server.lines[0]).toMatchObject({ level: 'info', method: 'GET', route: '/api/things/:id', status: 201 });
    expect(server.lines[0].msg).toMatch(/^GET \/api\/things\/7\?/);
    expect(JSON.stringify(server.lines[0])).not.toContain('tajny-odkaz-123456');
    expect(server.lines[0]).not.toHaveProperty('aborted');
    expect(typeof server.lines[0].durationMs).toBe('number');
    // The load balancer's probe is below the info level; the 404 has no route.
    expect(server.lines[1]).toMatchObject({ status: 404, url: '/nikde' });
    expect(server.lines[1]).not.toHaveProperty('route');
  });

  it('logs an answer whose client went away before it was complete as aborted, once', async () => {
    const server = await loggedServer((app) => {
      app.get('/api/stream', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.write(': connected\n\n');
      });
    });
    fastify = server.fastify;
    await new Promise<void>((resolve, reject) => {
      const sent = httpRequest(`${server.url}/api/stream`, (response) => {
        response.once('data', () => {
          sent.destroy();
          resolve();
        });
      });
      sent.on('error', () => undefined);
      sent.once('error', reject);
      sent.end();
    });
    await until(() => server.lines.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.lines).toHaveLength(1);
    expect(server.lines[0]).toMatchObject({ route: '/api/stream', status: 200, aborted: true });
  });
});
