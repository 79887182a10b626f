/** The kinds of live event a browser is told about. */
export const APP_EVENT_TYPES = ['offer.created', 'offer.updated', 'message.created', 'conversation.read', 'booking.updated', 'request.invited', 'plan.updated'] as const;
export type AppEventType = (typeof APP_EVENT_TYPES)[number];

/** One live event: ids only, never text (the client refetches what changed). */
export interface AppEvent {
  type: AppEventType;
  requestId?: number;
  offerId?: number;
  conversationId?: number;
  bookingId?: number;
  /** 'plan.updated': which part of the couple's wedding plan changed. */
  planSection?: 'plan' | 'tasks' | 'budget' | 'guests';
}

/** What travels through pg_notify: the users to tell and the event. */
export interface EventEnvelope {
  userIds: number[];
  event: AppEvent;
}

/** The PostgreSQL channel every instance listens on. */
export const EVENTS_CHANNEL = 'svatby_events';
/** pg_notify's payload limit is 8000 bytes; a batch of user ids is split below it. */
export const NOTIFY_USER_IDS_MAX = 500;
