import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorDto } from './api-error.dto';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** What each error answer means when the endpoint has nothing more specific to say. */
const GENERIC: Record<ApiErrorStatus, string> = {
  400: 'Invalid input: a Czech message naming the field, with `errors` per field',
  401: 'Not signed in',
  403: 'The signed-in account may not do this',
  404: 'No such item (or not visible to the caller)',
  409: 'The item is not in a state that allows this',
  410: 'The link has expired or was used already',
  413: 'The upload is too large',
  415: 'The file type is not accepted',
  422: 'The input is valid but cannot be processed',
  429: 'Too many attempts: a Czech message, and Retry-After says when to try again',
  502: 'An outside service (the payment gateway, ARES, the AI service) failed or timed out; try again later',
  503: 'A required service is unavailable',
};

/**
 * The error answers of an endpoint, all with the shared error body (ApiErrorDto): a status alone gets the
 * generic meaning above, `{ 404: 'No such offer' }` a specific one. Signed-in, provider and admin routes
 * get 401/403 from their guards' decorators (SignedIn, ProviderOnly, AdminOnly) already.
 */
export function ApiErrors(...errors: Array<ApiErrorStatus | Partial<Record<ApiErrorStatus, string>>>) {
  const described = new Map<ApiErrorStatus, string>();
  for (const entry of errors) {
    if (typeof entry === 'number') described.set(entry, GENERIC[entry]);
    else for (const [status, text] of Object.entries(entry)) described.set(Number(status) as ApiErrorStatus, text as string);
  }
  return applyDecorators(...[...described].map(([status, description]) => ApiResponse({ status, type: ApiErrorDto, description })));
}
