import { ForbiddenException, HttpException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ApiTokenScope, ApiTokenScopeGuard } from './api-token-scope.guard';
import { API_TOKEN_REQUESTS_PER_MINUTE } from './api-token-scopes';

class Routes {
  @ApiTokenScope('offers:write')
  scoped(): void {}

  unscoped(): void {}
}

/** A counter per key, as the throttler storage keeps it (one window). */
function fakeStorage(): ThrottlerStorage & { keys: string[] } {
  const hits = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    increment: async (key: string, ttl: number, limit: number) => {
      keys.push(key);
      const total = (hits.get(key) ?? 0) + 1;
      hits.set(key, total);
      return { totalHits: total, timeToExpire: ttl / 1000, isBlocked: total > limit, timeToBlockExpire: total > limit ? 60 : 0 };
    },
  };
}

function contextOf(handler: keyof Routes, request: object, headers: Record<string, string> = {}): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({ header: (name: string, value: string) => (headers[name] = value) }) }),
  } as unknown as ExecutionContext;
}

describe('ApiTokenScopeGuard', () => {
  it('lets session requests through untouched, whatever the route declares', async () => {
    const storage = fakeStorage();
    const guard = new ApiTokenScopeGuard(new Reflector(), storage);
    await expect(guard.canActivate(contextOf('unscoped', {}))).resolves.toBe(true);
    await expect(guard.canActivate(contextOf('scoped', {}))).resolves.toBe(true);
    expect(storage.keys).toEqual([]);
  });

  it('refuses a token on a route without a scope, and a token without the route scope (naming it)', async () => {
    const guard = new ApiTokenScopeGuard(new Reflector(), fakeStorage());
    const request = { apiToken: { id: 3, scopes: ['offers:read'] } };
    await expect(guard.canActivate(contextOf('unscoped', request))).rejects.toThrow(new ForbiddenException('Tato operace není přes API token dostupná.'));
    await expect(guard.canActivate(contextOf('scoped', request))).rejects.toThrow(new ForbiddenException('API token nemá oprávnění offers:write.'));
  });

  it('counts a token across routes by its id and answers 429 with Retry-After past the limit', async () => {
    const storage = fakeStorage();
    const guard = new ApiTokenScopeGuard(new Reflector(), storage);
    const request = { apiToken: { id: 9, scopes: ['offers:write'] } };
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i += 1) await guard.canActivate(contextOf('scoped', request));
    const headers: Record<string, string> = {};
    const refused = guard.canActivate(contextOf('scoped', request, headers));
    await expect(refused).rejects.toBeInstanceOf(HttpException);
    await expect(refused).rejects.toMatchObject({ status: 429, message: 'Příliš mnoho požadavků přes API token. Zkuste to prosím znovu za chvíli.' });
    expect(headers['Retry-After']).toBe('60');
    expect(new Set(storage.keys)).toEqual(new Set(['ApiToken:9']));
    // Another token has its own count.
    await expect(guard.canActivate(contextOf('scoped', { apiToken: { id: 10, scopes: ['offers:write'] } }))).resolves.toBe(true);
  });
});
