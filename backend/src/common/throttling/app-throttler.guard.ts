import type { IncomingHttpHeaders } from 'node:http';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions, type ThrottlerRequest } from '@nestjs/throttler';
// The metadata keys @Throttle and @SkipThrottle write; the package's index does not export them.
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants';
import { isInternalRequest } from './page-rate-limit';

/** One named limit of a route as its decorators and the module's options set it (numbers only). */
type RouteLimit = Omit<ThrottlerRequest, 'context'>;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Handler = Function;

/**
 * The app-wide rate limit (ThrottlerModule's options, PgThrottlerStorage): @nestjs/throttler's guard
 * with two changes.
 *
 * - A readable counter key instead of a SHA-256 of it; the key is already short (route, limit name,
 *   a normalized client address) and is stored as is in rate_limit_hits.
 * - Each route's limits are read from its decorators once, not on every request: the library asks
 *   the Reflector six times per limit and request, about 5 µs of the categories' 100 µs of CPU
 *   (README "The request pipeline"). A route whose limit is a function of the request keeps the
 *   library's path.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  /** Per handler and controller class: its limits, or null when one is resolved per request. */
  private readonly routeLimits = new WeakMap<Handler, WeakMap<Handler, RouteLimit[] | null>>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.limitsOf(context.getHandler(), context.getClass());
    if (limits === null) return super.canActivate(context);
    if (await this.shouldSkip(context)) return true;
    let allowed = true;
    for (const limit of limits) {
      if ((limit.throttler.skipIf ?? this.commonOptions.skipIf)?.(context)) continue;
      allowed = (await this.handleRequest({ context, ...limit })) && allowed;
    }
    return allowed;
  }

  /** The API calls of a page's server render: the page counted itself (PageRateLimit). */
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return isInternalRequest(context.switchToHttp().getRequest<{ headers: IncomingHttpHeaders }>().headers);
  }

  /** A request authenticated by an API token is counted per token, wherever it comes from (issue 50). */
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const token = (request as { apiToken?: { id: number } }).apiToken;
    return token ? `api-token:${token.id}` : super.getTracker(request);
  }

  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}.${context.getHandler().name}:${name}:${tracker}`;
  }

  private limitsOf(handler: Handler, classRef: Handler): RouteLimit[] | null {
    let byClass = this.routeLimits.get(handler);
    if (!byClass) this.routeLimits.set(handler, (byClass = new WeakMap()));
    let limits = byClass.get(classRef);
    if (limits === undefined) {
      limits = this.readLimits(handler, classRef);
      byClass.set(classRef, limits);
    }
    return limits;
  }

  /** What the library's canActivate reads per request, read once (null: a limit is a function). */
  private readLimits(handler: Handler, classRef: Handler): RouteLimit[] | null {
    const read = <T>(key: string, throttler: ThrottlerOptions): T | undefined =>
      this.reflector.getAllAndOverride<T>(key + throttler.name, [handler, classRef]);
    const limits: RouteLimit[] = [];
    for (const throttler of this.throttlers) {
      if (read<boolean>(THROTTLER_SKIP, throttler)) continue;
      const limit = read<ThrottlerOptions['limit']>(THROTTLER_LIMIT, throttler) ?? throttler.limit;
      const ttl = read<ThrottlerOptions['ttl']>(THROTTLER_TTL, throttler) ?? throttler.ttl;
      const blockDuration = read<ThrottlerOptions['blockDuration']>(THROTTLER_BLOCK_DURATION, throttler) ?? throttler.blockDuration ?? ttl;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number') return null;
      limits.push({
        throttler,
        limit,
        ttl,
        blockDuration,
        getTracker: read(THROTTLER_TRACKER, throttler) ?? throttler.getTracker ?? this.commonOptions.getTracker!,
        generateKey: read(THROTTLER_KEY_GENERATOR, throttler) ?? throttler.generateKey ?? this.commonOptions.generateKey!,
      });
    }
    return limits;
  }
}
