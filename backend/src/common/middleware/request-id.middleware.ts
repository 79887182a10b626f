import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NodeMiddleware } from '../http/node-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy may have given the request: short and plain, so it is safe in a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id, answered in `X-Request-Id` and written in the log line of any error,
 * so that a user's report ("it failed at 10:42, id …") leads to the log entry. The id of a trusted
 * proxy (TRUST_PROXY: `fromTrustedProxy` says whether the connection's peer is one) is kept so that
 * its log and ours match; anything else gets a new UUID.
 */
export function requestIdMiddleware(fromTrustedProxy: (request: IncomingMessage) => boolean): NodeMiddleware {
  return (request, response, next) => {
    const header = fromTrustedProxy(request) ? request.headers[REQUEST_ID_HEADER.toLowerCase()] : undefined;
    const forwarded = Array.isArray(header) ? header[0] : header;
    request.requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, request.requestId);
    next();
  };
}
