import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A reference body's JSON text and its strong ETag, made once per body object. */
interface SerializedBody {
  json: string;
  etag: string;
}

const serialized = new WeakMap<object, SerializedBody>();

/**
 * Sets a strong ETag of `body`'s JSON on the response and answers the body. Lists change with every
 * write and are not revalidated, so only reference data that clients revalidate carries one, and
 * answerNotModified answers 304 to a matching If-None-Match. Reference data hands out the same object
 * until it changes, so its JSON and tag are made once per object and the answer sends that JSON
 * (the reply's serializer) instead of serializing the body again on every request.
 */
export function withJsonETag<T extends object>(response: FastifyReply, body: T): T {
  let entry = serialized.get(body);
  if (!entry) {
    const json = JSON.stringify(body);
    entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    serialized.set(body, entry);
  }
  const { json, etag } = entry;
  response.header('ETag', etag);
  // A reply with its own serializer gets no content type from Fastify.
  response.header('Content-Type', 'application/json; charset=utf-8');
  response.serializer(() => json);
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
