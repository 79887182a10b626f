import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle, ThrottlerStorage } from '@nestjs/throttler';
import { AppThrottlerGuard } from './app-throttler.guard';

@Throttle({ default: { limit: 50, ttl: 60_000 } })
class ReviewsLike {
  @Throttle({ default: { limit: 3, ttl: 1_000 } })
  create(): void {}

  list(): void {}

  @SkipThrottle()
  webhook(): void {}
}

/** A storage that counts every hit as the first of its window. */
const firstHits = () =>
  jest.fn<ReturnType<ThrottlerStorage['increment']>, Parameters<ThrottlerStorage['increment']>>(async () => ({
    totalHits: 1,
    timeToExpire: 60,
    isBlocked: false,
    timeToBlockExpire: 0,
  }));

/** A request from 203.0.113.7 to one of ReviewsLike's handlers; the headers the guard sets land in `headers`. */
const contextOf = (handler: () => void, headers: Record<string, unknown> = {}, apiToken?: { id: number; scopes: string[] }) =>
  ({
    getHandler: () => handler,
    getClass: () => ReviewsLike,
    switchToHttp: () => ({
      getRequest: () => ({ ip: '203.0.113.7', headers: {}, apiToken }),
      getResponse: () => ({ setHeader: (name: string, value: unknown) => (headers[name] = value) }),
    }),
  }) as unknown as ExecutionContext;

const DEFAULT_LIMIT = { throttlers: [{ name: 'default', ttl: 60_000, limit: 100 }] };

describe('AppThrottlerGuard', () => {
  it('keys a counter by route, limit name and client address, readably', async () => {
    const increment = firstHits();
    const guard = new AppThrottlerGuard(DEFAULT_LIMIT, { increment }, new Reflector());
    await guard.onModuleInit();
    const headers: Record<string, unknown> = {};
    await expect(guard.canActivate(contextOf(ReviewsLike.prototype.create, headers))).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith('ReviewsLike.create:default:203.0.113.7', 1_000, 3, 1_000, 'default');
    expect(headers['X-RateLimit-Remaining']).toBe(2);
  });

  it('keys a request authenticated by an API token by the token, not the address (issue 50)', async () => {
    const increment = firstHits();
    const guard = new AppThrottlerGuard(DEFAULT_LIMIT, { increment }, new Reflector());
    await guard.onModuleInit();
    await expect(guard.canActivate(contextOf(ReviewsLike.prototype.create, {}, { id: 42, scopes: [] }))).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith('ReviewsLike.create:default:api-token:42', 1_000, 3, 1_000, 'default');
  });

  it("reads a route's limits once and applies the method's, the class's or none, as the library does", async () => {
    const increment = firstHits();
    const reflector = new Reflector();
    const reads = jest.spyOn(reflector, 'getAllAndOverride');
    const guard = new AppThrottlerGuard(DEFAULT_LIMIT, { increment }, reflector);
    await guard.onModuleInit();
    for (let round = 0; round < 3; round += 1) {
      await expect(guard.canActivate(contextOf(ReviewsLike.prototype.create))).resolves.toBe(true);
      await expect(guard.canActivate(contextOf(ReviewsLike.prototype.list))).resolves.toBe(true);
      await expect(guard.canActivate(contextOf(ReviewsLike.prototype.webhook))).resolves.toBe(true);
    }
    expect(increment.mock.calls).toEqual(
      Array.from({ length: 3 }, () => [
        ['ReviewsLike.create:default:203.0.113.7', 1_000, 3, 1_000, 'default'],
        ['ReviewsLike.list:default:203.0.113.7', 60_000, 50, 60_000, 'default'],
      ]).flat(),
    );
    const readsAfterThreeRounds = reads.mock.calls.length;
    await guard.canActivate(contextOf(ReviewsLike.prototype.list));
    expect(reads.mock.calls.length).toBe(readsAfterThreeRounds);
  });

  it('refuses a route over its limit with the Czech message', async () => {
    const guard = new AppThrottlerGuard(
      { ...DEFAULT_LIMIT, errorMessage: 'Příliš mnoho požadavků' },
      { increment: async () => ({ totalHits: 4, timeToExpire: 1, isBlocked: true, timeToBlockExpire: 1 }) },
      new Reflector(),
    );
    await guard.onModuleInit();
    await expect(guard.canActivate(contextOf(ReviewsLike.prototype.create))).rejects.toThrow('Příliš mnoho požadavků');
  });
});
