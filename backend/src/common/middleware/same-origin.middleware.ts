import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { pathOf, sendJson, type NodeMiddleware } from '../http/node-http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** Origins allowed besides the request's own host, e.g. the public APP_URL or Vite's dev server. */
  allowedOrigins: string[];
  /** Paths that authenticate by other means (signed webhooks) and are called cross-site by design. */
  exemptPaths?: string[];
  /**
   * Behind a trusted proxy (TRUST_PROXY), the scheme the client used is its X-Forwarded-Proto: true, or
   * whether this request's connection comes from a trusted proxy.
   */
  trustProxy?: boolean | ((request: IncomingMessage) => boolean);
}

/** The scheme the client used: the proxy's X-Forwarded-Proto when trusted, else the connection's. */
function protocolOf(request: IncomingMessage, trustProxy: boolean | ((request: IncomingMessage) => boolean)): string {
  const trusted = typeof trustProxy === 'function' ? trustProxy(request) : trustProxy;
  const forwarded = trusted ? request.headers['x-forwarded-proto'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (first) return first;
  return (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/**
 * Refuses state-changing requests made by another site (CSRF), on top of SameSite=Lax cookies:
 * a browser always sends Origin on cross-site POSTs and Sec-Fetch-Site on modern ones.
 * Requests with neither header come from non-browser clients, which cannot ride a victim's cookies.
 * A request authenticated by an API token (request.apiToken) is not checked: its cookies are ignored,
 * and a browser cannot send the Authorization header cross-site without a CORS preflight the API never grants.
 */
export function sameOriginMiddleware(options: SameOriginOptions): NodeMiddleware {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const exempt = new Set(options.exemptPaths ?? []);
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method ?? '') || request.apiToken || exempt.has(pathOf(request))) return next();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'] as string | undefined;
    let sameSite: boolean;
    if (origin && origin !== 'null') {
      const ownOrigin = `${protocolOf(request, options.trustProxy ?? false)}://${request.headers.host}`;
      sameSite = origin === ownOrigin || allowed.has(origin);
    } else if (origin === 'null') {
      sameSite = false;
    } else {
      sameSite = !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    }
    if (sameSite) return next();
    sendJson(response, 403, { statusCode: 403, message: 'Požadavek z cizího webu byl odmítnut' });
  };
}
