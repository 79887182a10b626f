/**
 * The Svatby API for integrators: openapi-fetch over the types generated from openapi.json (src/schema.d.ts,
 * `npm run generate`), with a personal API token (`svt_…`, "Přístup přes API" in the account settings) as the
 * Bearer header on every call.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** A schema of openapi.json by name: `Schema<'ServiceRequestDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The body of every error answer: the Czech message is ready to show; `errors` names the fields of a 400. */
export type ApiError = components['schemas']['ApiErrorDto'];

export type SvatbyClient = Client<paths>;

export interface SvatbyClientOptions {
  /** The app's origin, e.g. https://www.svatby.cz (the paths carry /api themselves). */
  baseUrl: string;
  /** A personal API token, `svt_…`. */
  token: string;
  /** Another fetch (tests, proxies, retries); globalThis.fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client whose methods are typed by the API's paths: `client.GET('/api/service-requests', { params: { query } })`. */
export function createSvatbyClient({ baseUrl, token, fetch }: SvatbyClientOptions): SvatbyClient {
  const secret = token.trim();
  // A call without a token would reach the API as a visitor and fail later, less clearly.
  if (!secret) throw new Error('Chybí API token (svt_…): vytvořte ho v nastavení účtu v části „Přístup přes API“.');
  const client = createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), ...(fetch ? { fetch } : {}) });
  client.use(bearer(secret));
  return client;
}

/** Sends the token on every request; the API takes no cookie from integrators, so none is kept. */
function bearer(token: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** A non-2xx answer of the API, with its status and its body as the API sent it. */
export class SvatbyApiError extends Error {
  override readonly name = 'SvatbyApiError';

  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }

  /** 401: the token is unknown, revoked or expired. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** 403: a scope the token lacks (named in the message), or an operation not open to tokens. */
  get isForbidden(): boolean {
    return this.status === 403;
  }

  /** 429: over the token's rate limit; wait and retry. */
  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /** The message of one field of a 400, if the API named it. */
  fieldMessage(field: string): string | undefined {
    return this.body.errors?.find((error) => error.field === field)?.message;
  }
}

/** The error body as the API sends it, or a stand-in when something in between (a proxy, a gateway) answered instead. */
function errorBody(status: number, error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && typeof (error as ApiError).message === 'string') {
    const { message, errors } = error as ApiError;
    return { statusCode: status, message, ...(Array.isArray(errors) ? { errors } : {}) };
  }
  return { statusCode: status, message: typeof error === 'string' && error ? error : `HTTP ${status}` };
}

type Result = { data?: unknown; error?: unknown; response: Response };
/** The data of the success branch of an openapi-fetch result. */
type DataOf<R> = R extends { data: infer Data; error?: never } ? Data : never;

/**
 * The data of a call, or a SvatbyApiError for any non-2xx answer:
 * `const page = await unwrap(client.GET('/api/service-requests', { params: { query: { filtered: true } } }))`.
 */
export async function unwrap<R extends Result>(call: R | Promise<R>): Promise<DataOf<R>> {
  const { data, error, response } = await call;
  if (!response.ok) throw new SvatbyApiError(response.status, errorBody(response.status, error));
  return data as DataOf<R>;
}

export function isSvatbyApiError(error: unknown): error is SvatbyApiError {
  return error instanceof SvatbyApiError;
}
