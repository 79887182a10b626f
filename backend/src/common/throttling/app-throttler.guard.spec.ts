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

describe('AppThrottlerGuard', () => {
  it('keys a counter by route, limit name and client address, readably', async () => {
    const increment = jest.fn<ReturnType<ThrottlerStorage['increment']>, Parameters<ThrottlerStorage['increment']>>(async () => ({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    }));
    const guard = new AppThrottlerGuard({ throttlers: [{ name: 'default', ttl: 60_000, limit: 100 }] }, { increment }, new Reflector());
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
