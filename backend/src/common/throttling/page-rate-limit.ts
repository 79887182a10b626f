import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';

/**
 * The header of the API calls a page's server render makes in-process (app.setup.ts, serverFetchFor), with
 * a token drawn at each start that no client can know: AppThrottlerGuard does not count them, the page counted
 * itself once (PageRateLimit).
 */
export const INTERNAL_REQUEST_HEADER = 'x-svatby-internal-request';
const INTERNAL_REQUEST_TOKEN = randomBytes(16).toString('hex');
const INTERNAL_REQUEST_TOKEN_BYTES = Buffer.from(INTERNAL_REQUEST_TOKEN);

export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN });

/** Compared in constant time, as every secret a client could probe. */
export function isInternalRequest(headers: IncomingHttpHeaders): boolean {
  const sent = headers[INTERNAL_REQUEST_HEADER];
  if (typeof sent !== 'string') return false;
  const bytes = Buffer.from(sent);
  return bytes.length === INTERNAL_REQUEST_TOKEN_BYTES.length && timingSafeEqual(bytes, INTERNAL_REQUEST_TOKEN_BYTES);
}

/** A page's rate-limit check: blocked with the seconds until it may ask again, or allowed. */
export type PageLimitResult = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * The app-wide per-address limit (ThrottlerModule's options, PgThrottlerStorage) for a page rendered on the
 * server: one hit per page under the page's own counter, as an API route counts one per call, whether the
 * page is rendered or reused (seo/first-screen-cache.ts). The address is the one Fastify's request.ip gives
 * the API's counters (TrustProxy.clientAddress).
 */
@Injectable()
export class PageRateLimit {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions,
    private readonly config: AppConfig,
  ) {}

  async hit(request: IncomingMessage, page: string): Promise<PageLimitResult> {
    const tracker = normalizeIp(this.config.trustProxy.clientAddress(request) ?? '');
    const throttlers: ThrottlerOptions[] = Array.isArray(this.options) ? this.options : this.options.throttlers;
    for (const throttler of throttlers) {
      const { limit, ttl, blockDuration = ttl, name = 'default' } = throttler;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number') continue;
      // The key's form is AppThrottlerGuard's (route, limit name, address).
      const record = await this.storage.increment(`Pages.${page}:${name}:${tracker}`, ttl, limit, blockDuration, name);
      if (record.isBlocked) return { blocked: true, retryAfterSeconds: record.timeToBlockExpire };
    }
    return { blocked: false };
  }
}
