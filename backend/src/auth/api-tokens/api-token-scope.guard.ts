import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '../request-augment';
import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  SCOPE_EXTENSION,
  TOKEN_RATE_LIMITED,
  TOKEN_ROUTE_REFUSED,
  tokenScopeMissing,
  type ApiTokenScopeName,
} from './api-token-scopes';

const SCOPE_KEY = 'svatby:api-token-scope';

/**
 * A route a personal API token may call with `scope` (besides the browser's session, unchanged):
 * ApiTokenScopeGuard checks it; the documentation declares both schemes and names the scope
 * (buildOpenApiDocument). The route's own guards (signed in, provider, admin) still apply.
 */
export function ApiTokenScope(scope: ApiTokenScopeName) {
  // The security list itself is set by buildOpenApiDocument from the extension (it knows whether the route is open to visitors).
  return applyDecorators(SetMetadata(SCOPE_KEY, scope), ApiBearerAuth('bearer'), ApiExtension(SCOPE_EXTENSION, scope));
}

/**
 * Global: a request authenticated by an API token (request.apiToken, set by ApiTokenAuthentication)
 * reaches only routes that declare a scope the token holds (default deny: token management, the
 * password, the account's deletion, sign-in are never reachable by token), at most
 * API_TOKEN_REQUESTS_PER_MINUTE a minute per token. Session requests pass untouched.
 */
@Injectable()
export class ApiTokenScopeGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = request.apiToken;
    if (!token) return true;
    const scope = this.reflector.getAllAndOverride<ApiTokenScopeName | undefined>(SCOPE_KEY, [context.getHandler(), context.getClass()]);
    if (!scope) throw new ForbiddenException(TOKEN_ROUTE_REFUSED);
    if (!token.scopes.includes(scope)) throw new ForbiddenException(tokenScopeMissing(scope));
    const minute = 60_000;
    const record = await this.storage.increment(`ApiToken:${token.id}`, minute, API_TOKEN_REQUESTS_PER_MINUTE, minute, 'api-token');
    if (record.isBlocked) {
      context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(record.timeToBlockExpire));
      throw new HttpException(TOKEN_RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
