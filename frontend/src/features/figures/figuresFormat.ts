/** How the public figures read in Czech (pure, shared by the page and its tests). */
import { formatDate, formatTime } from '../../shared/format/date';
import { formatDuration } from '../../shared/format/duration';

/** The text of a figure below its minimum count. */
export const TOO_FEW = 'málo dat';

/** 35 → '35 min', 165 → '2 h 45 min', 1500 → '1 d 1 h': short, for the table's cells. */
export const formatMinutes = (minutes: number): string => formatDuration(minutes, 'short');

/** 0.4 → '40 %' (a non-breaking space, as Czech typesetting has it). */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}\u00a0%`;
}

/** 28000 → '28 000 Kč' (non-breaking spaces: the same text on the server and in every browser). */
export function formatPrice(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0Kč`;
}

/** An ISO timestamp → '1. 3. 2026 11:40' in Czech time (the same on the server and in the browser). */
export function formatRefreshed(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}
