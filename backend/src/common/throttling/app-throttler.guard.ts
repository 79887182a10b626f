import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * The app-wide rate limit (ThrottlerModule's options, PgThrottlerStorage): @nestjs/throttler's
 * guard with a readable counter key instead of a SHA-256 of it; the key is already short (route,
 * limit name, a normalized client address) and is stored as is in rate_limit_hits.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}.${context.getHandler().name}:${name}:${tracker}`;
  }
}
