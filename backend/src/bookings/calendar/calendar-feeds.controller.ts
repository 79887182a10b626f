import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SignedIn, Viewer } from '../../auth/auth.api';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import { CalendarFeedDto } from '../dto/calendar-feed.dto';
import { CALENDAR_FEED_MESSAGES, CalendarFeedsService, type CalendarFeedState } from './calendar-feeds.service';

/**
 * Per IP: calendar apps poll a feed every few hours, but one provider's servers (Google's) poll for
 * many people; the limit stops scraping, not them. Tokens are 256-bit, so guessing is no concern.
 */
export const CALENDAR_FEED_RATE_LIMIT = { default: { limit: 120, ttl: 60_000 } } as const;

const toDto = (state: CalendarFeedState): CalendarFeedDto => ({
  url: state.url,
  active: state.active,
  createdAt: state.createdAt?.toISOString() ?? null,
  lastUsedAt: state.lastUsedAt?.toISOString() ?? null,
});

/** The signed-in account's private calendar URL (couple or provider): read, replace, revoke. */
@ApiTags('bookings')
@Controller('calendar-feed')
@SignedIn()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @ApiOperation({
    operationId: 'calendarFeedGet',
    summary: "Whether the account's private calendar URL works (the URL itself is shown only when it is made)",
    description: 'Any signed-in account (couple or provider), its own feed: whether it is active, when made and last polled.',
  })
  @ApiOkResponse({ type: CalendarFeedDto })
  async get(@Viewer() viewer: Viewer): Promise<CalendarFeedDto> {
    return toDto(await this.feeds.state(viewer.user!));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calendarFeedRegenerate',
    summary: 'Makes a new private calendar URL; the previous one stops working at once',
    description:
      'Any signed-in account, its own feed. The feed (iCalendar) holds the confirmed and cancelled bookings of the account, as a ' +
      'couple and as a provider, and a ' +
      "provider's busy days.",
  })
  @ApiOkResponse({ type: CalendarFeedDto, description: 'With `url` (shown this once)' })
  async regenerate(@Viewer() viewer: Viewer): Promise<CalendarFeedDto> {
    return toDto(await this.feeds.regenerate(viewer.user!));
  }

  @Delete()
  @ApiOperation({
    operationId: 'calendarFeedRevoke',
    summary: 'Revokes the private calendar URL (it answers 404 from now on)',
    description: 'Any signed-in account, its own feed. Calendar apps subscribed to it stop getting updates at once.',
  })
  @ApiOkResponse({ type: CalendarFeedDto, description: 'The feed, now inactive' })
  async revoke(@Viewer() viewer: Viewer): Promise<CalendarFeedDto> {
    await this.feeds.revoke(viewer.user!);
    return toDto({ url: null, active: false, createdAt: null, lastUsedAt: null });
  }
}

/** The feed itself: public, the token is the key. */
@ApiTags('bookings')
@Controller('calendar')
export class CalendarFeedIcsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get(':token.ics')
  @Throttle(CALENDAR_FEED_RATE_LIMIT)
  @ApiOperation({
    operationId: 'calendarFeedIcs',
    summary: "A private calendar feed (iCalendar, Europe/Prague, all-day events) for Google, Apple or Outlook Calendar",
    description:
      'Anyone holding the private URL (the token is the key, no session). Rate limited to 120 polls a minute per client address. Each ' +
      'booking is one event with a stable UID (booking-{id}@svatby.cz) and SEQUENCE; a cancelled one stays as ' +
      'STATUS:CANCELLED. A provider\'s feed adds the busy days of its availability calendar.',
  })
  @ApiParam({ name: 'token', description: 'The token from the private URL' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CALENDAR_FEED_MESSAGES.notFound}' (unknown, replaced, revoked or unused for 180 days)` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async feed(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const text = await this.feeds.feed(token);
    // Set on success only: an error answer stays JSON.
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="svatby.ics"')
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex');
    return text;
  }
}
