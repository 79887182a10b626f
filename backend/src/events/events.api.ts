/**
 * The public surface of `events/`. Live events to browsers (SSE over LISTEN/NOTIFY): what other modules may use.
 * Other modules import from this file (and `events.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { EVENTS_CHANNEL } from './app-event';
export type { AppEvent } from './app-event';
export { EventsService } from './events.service';
export type { ChannelWatch, NotifiedCache } from './notified-cache';
