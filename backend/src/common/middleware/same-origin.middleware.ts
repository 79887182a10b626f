import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** Origins allowed besides the request's own host, e.g. the public APP_URL or Vite's dev server. */
  allowedOrigins: string[];
  /** Paths that authenticate by other means (signed webhooks) and are called cross-site by design. */
  exemptPaths?: string[];
}

/**
 * Refuses state-changing requests made by another site (CSRF), on top of SameSite=Lax cookies:
 * a browser always sends Origin on cross-site POSTs and Sec-Fetch-Site on modern ones.
 * Requests with neither header come from non-browser clients, which cannot ride a victim's cookies.
 */
export function sameOriginMiddleware(options: SameOriginOptions) {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const exempt = new Set(options.exemptPaths ?? []);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || exempt.has(request.path)) return next();
    const origin = request.get('origin');
    const fetchSite = request.get('sec-fetch-site');
    let sameSite: boolean;
    if (origin && origin !== 'null') {
      const ownOrigin = `${request.protocol}://${request.get('host')}`;
      sameSite = origin === ownOrigin || allowed.has(origin);
    } else if (origin === 'null') {
      sameSite = false;
    } else {
      sameSite = !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    }
    if (sameSite) return next();
    response.status(403).json({ statusCode: 403, message: 'Požadavek z cizího webu byl odmítnut' });
  };
}
