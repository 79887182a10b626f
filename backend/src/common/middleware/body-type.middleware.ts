import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** What the API reads: JSON, and multipart forms for the image uploads. */
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Refuses a request body of any other type with 415 before it is parsed (a form post or plain text
 * would otherwise reach validation as an empty object and get a misleading "field required").
 */
export function bodyTypeMiddleware() {
  return (request: Request, _response: Response, next: NextFunction): void => {
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody || request.is(BODY_TYPES)) return next();
    next(new UnsupportedMediaTypeException());
  };
}
