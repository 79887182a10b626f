import { createHash } from 'node:crypto';
import type { Response } from 'express';

/**
 * A JSON body serialized once, with a strong ETag of its text. Reference data (locations, the
 * categories with their counts) is the same for every visitor until it changes, so it is not
 * stringified and hashed again on every request.
 */
export class SerializedJson {
  /** The JSON as UTF-8 bytes, sent as they are (no re-encoding per request). */
  readonly bytes: Buffer;
  readonly etag: string;

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /**
   * Sets the JSON type and the ETag on `response` and answers the bytes for the handler to return
   * (with `@Res({ passthrough: true })`; JsonExpressAdapter sends a Buffer through res.send). With
   * the ETag already set, Express does not hash the body and still answers 304 Not Modified to a
   * matching If-None-Match.
   */
  sendWith(response: Response): Buffer {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('ETag', this.etag);
    return this.bytes;
  }
}

/**
 * Memoizes `build` on the identity of its sources: the serialization is made again only when one of
 * them is another object. Sources must be replaced, never mutated, when they change (CatalogService's
 * reference data, ListingCountsCache's counts).
 */
export function serializedOnChange<Sources extends readonly object[]>(
  build: (...sources: Sources) => unknown,
): (...sources: Sources) => SerializedJson {
  let last: { sources: Sources; body: SerializedJson } | null = null;
  return (...sources: Sources) => {
    if (!last || sources.length !== last.sources.length || sources.some((source, index) => source !== last!.sources[index])) {
      last = { sources, body: new SerializedJson(build(...sources)) };
    }
    return last.body;
  };
}
