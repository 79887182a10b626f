import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../../auth/auth.api';
import { ProvidersService } from '../../providers/providers.api';
import { AvailabilityService } from '../../availability/availability.api';
import { hashToken, newLinkToken } from '../../common/security/link-token';
import { AppConfig } from '../../config/app-config';
import { CalendarFeedsRepository, type FeedBookingRow } from './calendar-feeds.repository';
import { bookingsCalendar, type BookingCalendarEntry, type CalendarEntry } from './ics';

/** A feed unused this long stops answering (its owner makes a new link). */
export const CALENDAR_FEED_EXPIRY_DAYS = 180;
/** Past events kept in a feed: clients drop what disappears, and last season's weddings may matter. */
const FEED_PAST_DAYS = 365;
/** Busy days ahead in a provider's feed (the availability calendar's window is 24 months). */
const FEED_BUSY_AHEAD_DAYS = 2 * 366;
const FEED_MAX_BOOKINGS = 2000;

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'Kalendář nenalezen. Odkaz byl zrušen, nahrazen novým, nebo dlouho nepoužit: vytvořte si ve Svatbách nový.',
} as const;

export interface CalendarFeedState {
  /** The private URL: only in the answer that made it (the database keeps the token's hash only). */
  url: string | null;
  active: boolean;
  createdAt: Date | null;
  lastUsedAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Private calendar feeds (issue 44, item 6): each account (couple or provider) may have one URL
 * with a long random token that calendar apps poll: its confirmed and cancelled bookings, and for a
 * provider the busy days of the availability calendar.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly availability: AvailabilityService,
    private readonly providers: ProvidersService,
    private readonly config: AppConfig,
  ) {}

  async state(user: User): Promise<CalendarFeedState> {
    const feed = await this.feeds.feedOf(user.id);
    if (!feed || this.expired(feed.lastUsedAt)) return { url: null, active: false, createdAt: null, lastUsedAt: null };
    return { url: null, active: true, createdAt: feed.createdAt, lastUsedAt: feed.lastUsedAt };
  }

  /** A new token: the old URL (if any) stops working at once. */
  async regenerate(user: User): Promise<CalendarFeedState> {
    const { token, hash } = newLinkToken();
    const feed = await this.feeds.replace(user.id, hash);
    return { url: this.urlOf(token), active: true, createdAt: feed.createdAt, lastUsedAt: feed.lastUsedAt };
  }

  async revoke(user: User): Promise<void> {
    await this.feeds.revoke(user.id);
  }

  /** The feed behind a token, as iCalendar text; 404 for an unknown, replaced, revoked or expired token. */
  async feed(token: string): Promise<string> {
    // 43 URL-safe characters: anything else is not one of ours (no query for it).
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new NotFoundException(CALENDAR_FEED_MESSAGES.notFound);
    const feed = await this.feeds.byTokenHash(hashToken(token));
    if (!feed || this.expired(feed.lastUsedAt)) throw new NotFoundException(CALENDAR_FEED_MESSAGES.notFound);
    await this.feeds.touch(feed.userId);
    const providerId = await this.providers.profileIdOfUser(feed.userId);
    return this.calendarOf(feed.userId, providerId, providerId ? 'Svatby – rezervace a obsazené dny' : 'Svatby – naše svatba');
  }

  /** One booking as an .ics file (to add it by hand). */
  bookingEventFile(row: FeedBookingRow): string {
    return bookingsCalendar(`Svatby – ${row.number}`, [this.bookingEntry(row)]);
  }

  private async calendarOf(userId: number, providerId: number | null, name: string): Promise<string> {
    const now = new Date();
    const from = dayOf(new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS));
    const bookings = (await this.feeds.feedBookings(userId, providerId, from, FEED_MAX_BOOKINGS)).map((row) => this.bookingEntry(row));
    const entries: CalendarEntry[] = [...bookings];
    if (providerId) {
      // A day a confirmed booking holds is that booking's event already; the busy entry would repeat it.
      const booked = new Set(bookings.filter((entry) => entry.status === 'confirmed').map((entry) => entry.eventDate));
      const busy = await this.availability.busyDays(providerId, from, dayOf(new Date(now.getTime() + FEED_BUSY_AHEAD_DAYS * DAY_MS)));
      for (const day of busy) {
        if (!booked.has(day.date)) entries.push({ kind: 'busy', providerId, date: day.date, notes: day.notes });
      }
    }
    return bookingsCalendar(name, entries, now);
  }

  private bookingEntry(row: FeedBookingRow): BookingCalendarEntry {
    return { kind: 'booking', ...row, url: `${this.config.appUrl}/rezervace/${row.bookingId}` };
  }

  private urlOf(token: string): string {
    return `${this.config.appUrl}/api/calendar/${token}.ics`;
  }

  private expired(lastUsedAt: Date): boolean {
    return Date.now() - new Date(lastUsedAt).getTime() > CALENDAR_FEED_EXPIRY_DAYS * DAY_MS;
  }
}
