import dayjs from 'dayjs';
import { AVAILABILITY_MONTHS_AHEAD, type AvailabilityStatus, DAY_FORMAT } from '../availability-rules';

/** How far ahead the demo providers' calendars are filled: the wedding season ahead, not the whole window. */
export const DEMO_AVAILABILITY_MONTHS = 15;

/** A small deterministic hash (FNV-1a) of a text: the same provider draws the same calendar. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * A demo provider's calendar: the Saturdays of the next 15 months (inside the 24-month window),
 * about a third booked, some on request, some open, the rest left unset ('Neuvedeno'), as a real
 * provider's would be. Deterministic per `key` and `today`.
 */
export function demoAvailabilityDays(key: string, today: Date = new Date()): Array<{ day: string; status: AvailabilityStatus }> {
  const start = dayjs(today).startOf('day');
  const end = start.add(Math.min(DEMO_AVAILABILITY_MONTHS, AVAILABILITY_MONTHS_AHEAD), 'month');
  const days: Array<{ day: string; status: AvailabilityStatus }> = [];
  let saturday = start.add((6 - start.day() + 7) % 7, 'day');
  while (!saturday.isAfter(end)) {
    const day = saturday.format(DAY_FORMAT);
    const roll = hash(`${key}:${day}`) % 100;
    // Summer Saturdays book out first.
    const summer = saturday.month() >= 4 && saturday.month() <= 8;
    const busyShare = summer ? 45 : 20;
    if (roll < busyShare) days.push({ day, status: 'busy' });
    else if (roll < busyShare + 10) days.push({ day, status: 'inquiry' });
    else if (roll < busyShare + 40) days.push({ day, status: 'available' });
    saturday = saturday.add(7, 'day');
  }
  return days;
}
