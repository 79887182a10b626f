import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const etags = new WeakMap<object, string>();

/**
 * Sets a strong ETag of `body`'s JSON on the response and answers the body. Lists change with every
 * write and are not revalidated, so only reference data that clients revalidate carries one, and
 * answerNotModified answers 304 to a matching If-None-Match. The tag is computed once per body
 * object: reference data hands out the same object until it changes.
 */
export function withJsonETag<T extends object>(response: FastifyReply, body: T): T {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
    etags.set(body, etag);
  }
  response.header('ETag', etag);
  return body;
}

/** Whether the client's If-None-Match holds `etag` (RFC 9110: weak comparison; a Cache-Control: no-cache request asks afresh). */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tag = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * A Fastify onSend hook: a successful GET or HEAD answer with an ETag the client already has becomes
 * a 304 without a body (a conditional GET, RFC 9110).
 */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload?: unknown) => void): void {
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string' || reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD') || !isFresh(request, etag)) {
    return done(null, payload);
  }
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  done(null, '');
}

/**
 * Memoizes `build` on the identity of its arguments: it runs again only when one of them is another
 * object. Arguments must be replaced, never mutated, when they change (CatalogService's reference
 * data, the listed counts).
 */
export function memoizeOnIdentity<Args extends readonly object[], Result>(build: (...args: Args) => Result): (...args: Args) => Result {
  let last: { args: Args; result: Result } | null = null;
  return (...args: Args) => {
    if (!last || args.length !== last.args.length || args.some((arg, index) => arg !== last!.args[index])) {
      last = { args, result: build(...args) };
    }
    return last.result;
  };
}
