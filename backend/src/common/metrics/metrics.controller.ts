import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { MetricsRegistry } from './metrics-registry';

/** The scrape path on the app's port, outside the /api prefix (app.setup.ts excludes it), as Prometheus expects. */
export const METRICS_PATH = 'metrics';

/**
 * Whether `authorization` is `Bearer <token>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first wrong character of a guess.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given !== '';
}

/**
 * GET /metrics on the app's port (README "Metrics"): only with METRICS_TOKEN set (404 otherwise, as
 * if there were no such path) and only for `Authorization: Bearer $METRICS_TOKEN` (401). Not in the
 * API document, not counted by the rate limit (a scraper asks every 15 s from one address), and it
 * reads no session (Prometheus sends no cookie).
 */
@ApiExcludeController()
@SkipThrottle()
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(
    private readonly registry: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = this.config.metrics.token;
    if (!token) throw new NotFoundException();
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException();
    }
    reply.header('Content-Type', this.registry.contentType);
    return this.registry.scrape();
  }
}
