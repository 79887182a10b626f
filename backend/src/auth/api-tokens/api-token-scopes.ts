/**
 * The scopes of personal API tokens (issue 50): what a token may do on the routes that declare one
 * (@ApiTokenScope). The list lives here, beside the guard that checks it, so that every module may
 * mark its routes without importing Integrations (which issues the tokens and imports Auth).
 */
export const API_TOKEN_SCOPES = [
  'profile:read',
  'profile:write',
  'requests:read',
  'offers:read',
  'offers:write',
  'messages:read',
  'messages:write',
  'availability:write',
  'bookings:read',
  'bookings:write',
  'invoices:read',
  'admin:read',
] as const;

export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];

/** Scopes only an admin account's token may hold (its routes still need the admin role too). */
export const ADMIN_ONLY_SCOPES: readonly ApiTokenScopeName[] = ['admin:read'];

/** The 403 of a token request to a route that declares no scope (default deny). */
export const TOKEN_ROUTE_REFUSED = 'Tato operace není přes API token dostupná.';
/** The 403 of a token without the route's scope. */
export const tokenScopeMissing = (scope: string): string => `API token nemá oprávnění ${scope}.`;
/** The 401 of an unknown, revoked or expired token (never answered by falling back to the cookie). */
export const TOKEN_INVALID = 'API token je neplatný, zneplatněný nebo mu vypršela platnost.';
/** The 429 of a token over its own limit. */
export const TOKEN_RATE_LIMITED = 'Příliš mnoho požadavků přes API token. Zkuste to prosím znovu za chvíli.';
/** Requests per minute one token may make, over all routes (beside each route's own limit, counted per token too). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

/** The OpenAPI extension naming an operation's scope (buildOpenApiDocument turns it into security and a sentence). */
export const SCOPE_EXTENSION = 'x-svatby-scope';
