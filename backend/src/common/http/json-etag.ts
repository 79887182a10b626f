import { createHash } from 'node:crypto';
import type { Response } from 'express';

const etags = new WeakMap<object, string>();

/**
 * Sets a strong ETag of `body`'s JSON on the response and answers the body. The app turns Express's
 * automatic ETags off (lists change with every write and are not revalidated); reference data that
 * clients revalidate sets its own, and Express still answers 304 to a matching If-None-Match. The tag
 * is computed once per body object: reference data hands out the same object until it changes.
 */
export function withJsonETag<T extends object>(response: Response, body: T): T {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
    etags.set(body, etag);
  }
  response.setHeader('ETag', etag);
  return body;
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
