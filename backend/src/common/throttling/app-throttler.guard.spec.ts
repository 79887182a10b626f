import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle, ThrottlerStorage } from '@nestjs/throttler';
import { AppThrottlerGuard, RouteMetadataCache } from './app-throttler.guard';

@Throttle({ default: { limit: 50, ttl: 60_000 } })
class ReviewsLike {
  @Throttle({ default: { limit: 3, ttl: 1_000 } })
  create(): void {}

  list(): void {}

  @SkipThrottle()
  webhook(): void {}
}

const KEYS = ['THROTTLER:LIMITdefault', 'THROTTLER:TTLdefault', 'THROTTLER:SKIPdefault'];

describe('RouteMetadataCache', () => {
  it('answers what Reflector answers for a handler and its class', () => {
    const cache = new RouteMetadataCache();
    const reflector = new Reflector();
    for (const handler of [ReviewsLike.prototype.create, ReviewsLike.prototype.list, ReviewsLike.prototype.webhook]) {
      for (const key of KEYS) {
        expect(cache.getAllAndOverride(key, [handler, ReviewsLike])).toEqual(reflector.getAllAndOverride(key, [handler, ReviewsLike]));
      }
    }
    expect(cache.getAllAndOverride('THROTTLER:LIMITdefault', [ReviewsLike.prototype.create, ReviewsLike])).toBe(3);
    expect(cache.getAllAndOverride('THROTTLER:LIMITdefault', [ReviewsLike.prototype.list, ReviewsLike])).toBe(50);
    expect(cache.getAllAndOverride('THROTTLER:SKIPdefault', [ReviewsLike.prototype.webhook, ReviewsLike])).toBe(true);
  });

  it('reads each key of a route once, undefined answers included', () => {
    const cache = new RouteMetadataCache();
    const read = jest.spyOn(Reflector.prototype, 'get');
    try {
      for (let i = 0; i < 3; i++) {
        cache.getAllAndOverride('THROTTLER:LIMITdefault', [ReviewsLike.prototype.create, ReviewsLike]);
        cache.getAllAndOverride('THROTTLER:SKIPdefault', [ReviewsLike.prototype.list, ReviewsLike]);
      }
      // create: found on the handler (1 read); list: absent on the handler and the class (2 reads).
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      read.mockRestore();
    }
  });
});

describe('AppThrottlerGuard', () => {
  it('keys a counter by route, limit name and client address, readably', async () => {
    const increment = jest.fn<ReturnType<ThrottlerStorage['increment']>, Parameters<ThrottlerStorage['increment']>>(async () => ({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    }));
    const guard = new AppThrottlerGuard({ throttlers: [{ name: 'default', ttl: 60_000, limit: 100 }] }, { increment });
    await guard.onModuleInit();
    const headers: Record<string, unknown> = {};
    const context = {
      getHandler: () => ReviewsLike.prototype.create,
      getClass: () => ReviewsLike,
      switchToHttp: () => ({
        getRequest: () => ({ ip: '203.0.113.7', headers: {} }),
        getResponse: () => ({ setHeader: (name: string, value: unknown) => (headers[name] = value) }),
      }),
    } as unknown as ExecutionContext;
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith('ReviewsLike.create:default:203.0.113.7', 1_000, 3, 1_000, 'default');
    expect(headers['X-RateLimit-Remaining']).toBe(2);
  });
});
