import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NodeMiddleware } from '../http/node-http';

/** What the API reads: JSON, and multipart forms for the image uploads. */
const BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

/** The media type of a Content-Type header, without its parameters. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Refuses a request body of any other type with 415 before it is parsed (a form post or plain text
 * would otherwise reach validation as an empty object and get a misleading "field required").
 */
export function bodyTypeMiddleware(): NodeMiddleware {
  return (request, _response, next) => {
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody || BODY_TYPES.has(mediaType(request.headers['content-type']))) return next();
    next(new UnsupportedMediaTypeException());
  };
}
