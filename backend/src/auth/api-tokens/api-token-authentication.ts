import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pathOf, sendJson, type NodeMiddleware, type NodeRequest } from '../../common/http/node-http';
import { AppConfig } from '../../config/app-config';
import type { User } from '../entities/user.entity';
import '../request-augment';
import { UsersService } from '../users.service';
import { TOKEN_INVALID, type ApiTokenScopeName } from './api-token-scopes';

/** An active token as its store found it. */
export interface ApiTokenGrant {
  tokenId: number;
  userId: number;
  scopes: ApiTokenScopeName[];
}

/**
 * The personal API tokens as Auth needs them; the Integrations module owns them and registers its
 * store at init (useStore), as Providers registers the viewer's provider source: Auth imports nothing
 * of Integrations, which imports Auth.
 */
export interface ApiTokenStore {
  /** The active (not revoked, not expired) token with this secret, or null; notes its use (at most once a minute). */
  authenticate(secret: string, address: string | null): Promise<ApiTokenGrant | null>;
  /** Revokes every active token of the account in the caller's transaction (with its audit entries); how many. */
  revokeAllOf(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'isAdmin'>): Promise<number>;
}

/** `Bearer <token>`; the token's own form is checked before any lookup. */
const BEARER = /^Bearer[ \t]+(\S*)[ \t]*$/i;
const BEARER_SCHEME = /^Bearer(\s|$)/i;
/** svt_ and the base64url of 32 random bytes (Integrations' ApiTokensService draws them). */
export const API_TOKEN_FORMAT = /^svt_[A-Za-z0-9_-]{43}$/;

/**
 * The second way into the one viewer (DESIGN.md): a request to /api with `Authorization: Bearer svt_…`
 * is authenticated by the token alone. Its cookies are ignored (no session is read, made or sent
 * back), an unknown, revoked or expired token answers 401 instead of falling back to them, and the
 * account is loaded as a session's would be, so the guards and @Viewer() see the same user.
 * request.apiToken marks the request: the scope guard, the same-origin check and the rate limit read it.
 */
@Injectable()
export class ApiTokenAuthentication {
  private store: ApiTokenStore | null = null;

  constructor(
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  /** Called by the Integrations module at init. */
  useStore(store: ApiTokenStore): void {
    this.store = store;
  }

  /** Revokes the account's tokens in the caller's transaction (a password change that asks for it). */
  revokeAllOf(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'isAdmin'>): Promise<number> {
    return this.requireStore().revokeAllOf(manager, user);
  }

  /** Runs before the same-origin check and the session (app.setup.ts). */
  middleware(): NodeMiddleware {
    return (request, response, next) => {
      const header = request.headers.authorization;
      if (!header || !BEARER_SCHEME.test(header) || !pathOf(request).startsWith('/api/')) return next();
      const secret = BEARER.exec(header)?.[1] ?? '';
      this.authenticate(request, secret).then((ok) => {
        if (ok) return next();
        response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        sendJson(response, 401, { statusCode: 401, message: TOKEN_INVALID });
      }, next);
    };
  }

  private async authenticate(request: NodeRequest, secret: string): Promise<boolean> {
    if (!API_TOKEN_FORMAT.test(secret)) return false;
    const grant = await this.requireStore().authenticate(secret, this.config.trustProxy.clientAddress(request) ?? null);
    if (!grant) return false;
    const user = await this.users.findById(grant.userId);
    if (!user) return false;
    Object.assign(request, {
      user,
      apiToken: { id: grant.tokenId, scopes: grant.scopes },
      // What Passport's guards ask (AuthenticatedGuard, AdminGuard); the session's handlers never run for this request.
      isAuthenticated: () => true,
      isUnauthenticated: () => false,
    });
    return true;
  }

  private requireStore(): ApiTokenStore {
    if (!this.store) throw new Error('ApiTokenAuthentication has no store: the Integrations module registers it at init');
    return this.store;
  }
}
