import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { fieldError } from '../common/http/field-error';
import { PROVIDER_NOT_FOUND, ProvidersService } from '../providers/providers.api';
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_FIRST_VIEW_DAYS,
  AVAILABILITY_RANGE_MAX_DAYS,
  AvailabilityStatus,
  availabilityWindow,
  DAY_FORMAT,
  type DayAvailability,
  isInWindow,
  normalizeNotes,
  parseDay,
} from './availability-rules';
import { AvailabilityRepository } from './availability.repository';
import { AvailabilityDayDto, AvailabilityRangeQueryDto, SetAvailabilityBulkDto, SetAvailabilityDto } from './dto/availability.dto';

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly availability: AvailabilityRepository,
    private readonly providers: ProvidersService,
  ) {}

  /** The provider's own entries in a range (default today to +90 days, at most 366 days), with the notes. */
  async ownRange(providerId: number, query: AvailabilityRangeQueryDto): Promise<AvailabilityDayDto[]> {
    const { from, to } = this.rangeOf(query);
    return this.range(providerId, from, to, true);
  }

  /**
   * Any provider's calendar in a range (default today to +90 days, at most 366 days), cut to the
   * window (today to 24 months ahead), without the private notes. Days without an entry are
   * unknown ('Neuvedeno'), never free.
   */
  async publicRange(providerId: number, query: AvailabilityRangeQueryDto = {}): Promise<AvailabilityDayDto[]> {
    const { from, to } = this.rangeOf(query);
    if (!(await this.providers.findBasic(providerId))) throw new NotFoundException(PROVIDER_NOT_FOUND);
    const window = availabilityWindow();
    const start = from > window.from ? from : window.from;
    const end = to < window.to ? to : window.to;
    return start > end ? [] : this.range(providerId, start, end, false);
  }

  /** The provider's calendar on one day, as offers report it: its status, or 'unknown' when the day was never set. */
  async statusOn(providerId: number, day: string): Promise<DayAvailability> {
    const [entry] = await this.availability.range(providerId, day, day);
    return entry?.status ?? 'unknown';
  }

  /** Sets one day (insert or replace). */
  async set(providerId: number, dto: SetAvailabilityDto): Promise<AvailabilityDayDto> {
    const [day] = await this.upsert(providerId, [this.windowDay(dto.date, 'date')], dto.status, normalizeNotes(dto.notes));
    return day;
  }

  /** Sets several days in one statement: one bad day refuses the call and nothing is written. */
  async setBulk(providerId: number, dto: SetAvailabilityBulkDto): Promise<AvailabilityDayDto[]> {
    const days = dto.dates.map((date) => this.windowDay(date, 'dates'));
    return this.upsert(providerId, days, dto.status, normalizeNotes(dto.notes));
  }

  private upsert(providerId: number, days: string[], status: AvailabilityStatus, notes: string | null): Promise<AvailabilityDayDto[]> {
    return this.availability.upsert(providerId, days, status, notes);
  }

  private async range(providerId: number, from: string, to: string, withNotes: boolean): Promise<AvailabilityDayDto[]> {
    const rows = await this.availability.range(providerId, from, to);
    return withNotes ? rows : rows.map((row) => ({ ...row, notes: null }));
  }

  /** A checked range: startDate (default today) to endDate (default startDate + 90), in order, at most 366 days. */
  private rangeOf(query: AvailabilityRangeQueryDto): { from: string; to: string } {
    const start = query.startDate ? this.day(query.startDate, 'startDate') : parseDay(availabilityWindow().from)!;
    const end = query.endDate ? this.day(query.endDate, 'endDate') : start.add(AVAILABILITY_FIRST_VIEW_DAYS, 'day');
    if (end.isBefore(start)) throw fieldError('endDate', AVAILABILITY_MESSAGES.rangeOrder);
    if (end.diff(start, 'day') > AVAILABILITY_RANGE_MAX_DAYS) throw fieldError('endDate', AVAILABILITY_MESSAGES.rangeLength);
    return { from: start.format(DAY_FORMAT), to: end.format(DAY_FORMAT) };
  }

  private day(text: string, field: string) {
    const day = parseDay(text);
    if (!day) throw fieldError(field, AVAILABILITY_MESSAGES.dayFormat);
    return day;
  }

  /** A real day inside the window (today … 24 months ahead), as YYYY-MM-DD. */
  private windowDay(text: string, field: string): string {
    const day = this.day(text, field).format(DAY_FORMAT);
    if (!isInWindow(day, availabilityWindow())) throw fieldError(field, AVAILABILITY_MESSAGES.outsideWindow);
    return day;
  }

  /** The provider's busy days in a range (YYYY-MM-DD, inclusive), with the notes: the provider's own calendar feed. */
  busyDays(providerId: number, from: string, to: string): Promise<AvailabilityDayDto[]> {
    return this.availability.busyDays(providerId, from, to);
  }

  /** Every day the provider has set, with its notes: the account's data export. */
  exportOf(providerId: number): Promise<AvailabilityDayDto[]> {
    return this.availability.all(providerId);
  }

  /**
   * The Bookings module's day: a confirmed booking sets it busy with its note, in the caller's
   * transaction; a cancelled one releases it (`busy` false), removing the entry only while it is
   * still the one the booking set (a day the provider changed since stays as it is).
   */
  async setBookedDay(manager: EntityManager, providerId: number, day: string, note: string, busy: boolean): Promise<void> {
    if (busy) await this.availability.setBusy(manager, providerId, day, note);
    else await this.availability.removeBusy(manager, providerId, day, note);
  }

  /**
   * The Offers module's "Nemám volný termín" (issue 45), in the caller's transaction: the day becomes
   * busy with `note` unless it is busy already. What the day was before (status null: no entry), for
   * the undo; null when the day was left as it was.
   */
  async markBusyUnlessBusy(
    manager: EntityManager,
    providerId: number,
    day: string,
    note: string,
  ): Promise<{ status: AvailabilityStatus | null; notes: string | null } | null> {
    const before = await this.availability.lockDay(manager, providerId, day);
    if (before?.status === 'busy') return null;
    await this.availability.setBusy(manager, providerId, day, note);
    return { status: before?.status ?? null, notes: before?.notes ?? null };
  }

  /** Its undo: the day as it was before the mark, only while it is still the busy one with `note` (a day the provider changed since stays). */
  async restoreDay(
    manager: EntityManager,
    providerId: number,
    day: string,
    note: string,
    before: { status: AvailabilityStatus | null; notes: string | null },
  ): Promise<void> {
    if (before.status === null) await this.availability.removeBusy(manager, providerId, day, note);
    else await this.availability.restoreBusy(manager, providerId, day, note, before.status, before.notes);
  }

  /** How many calendar days the provider has set (for the record of a delete). */
  countOf(manager: EntityManager, providerId: number): Promise<number> {
    return this.availability.countOf(manager, providerId);
  }
}
