import { createHash } from 'node:crypto';
import type { Response } from 'express';

/**
 * A JSON body serialized once, with a strong ETag of its text. Reference data (locations, the
 * categories with their counts) is the same for every visitor until it changes, so it is not
 * stringified and hashed again on every request.
 */
export class SerializedJson {
  readonly text: string;
  readonly etag: string;

  constructor(value: unknown) {
    this.text = JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.text).digest('base64url')}"`;
  }

  /**
   * Sets the JSON type and the ETag on `response` and answers the text for the handler to return
   * (with `@Res({ passthrough: true })`). With the ETag already set, Express does not hash the body
   * again and still answers 304 Not Modified to a matching If-None-Match.
   */
  sendWith(response: Response): string {
    response.type('json');
    response.setHeader('ETag', this.etag);
    return this.text;
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
