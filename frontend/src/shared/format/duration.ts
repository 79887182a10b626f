/** Durations in Czech: response times and waits, from whole minutes. */
import { plural } from './text';

const DAY_FORMS = ['den', 'dny', 'dní'] as const;

/**
 * 45 → '45 min', 165 → '2 h 45 min', 1500 → '1 den 1 h' ('long') or '1 d 1 h' ('short', for table cells),
 * 6 days → '6 dní'. Below a day the minutes show; from a day on, the whole hours.
 */
export function formatDuration(minutes: number, style: 'long' | 'short' = 'long'): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const dayText = style === 'short' ? `${days} d` : `${days} ${plural(days, DAY_FORMS)}`;
  return hours ? `${dayText} ${hours} h` : dayText;
}
