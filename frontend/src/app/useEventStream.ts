import { useEffect } from 'react';
import { api, useAppDispatch } from '../api';
import type { AppDispatch } from '../api';

/** GET /api/events: the signed-in user's server-sent events (ids only; the client refetches). */
export const EVENTS_URL = '/api/events';
/** After this many errors in a row the counts are also asked for by polling… */
export const EVENT_ERRORS_BEFORE_POLLING = 3;
/** …this often, until the stream is open again. */
export const EVENT_POLL_MS = 60_000;

type Tag = 'Conversations' | 'Offers' | 'Requests' | 'Bookings' | 'Plan' | 'PlanTasks' | 'PlanBudget' | 'PlanGuests';

const PLAN_TAGS: Tag[] = ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'];

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

/** The cache tags each event type makes stale (the contract's AppEvent types). */
export const EVENT_TAGS: Record<string, Tag[]> = {
  'offer.created': ['Offers', 'Conversations', 'Requests'],
  'offer.updated': ['Offers', 'Conversations', 'Requests'],
  'message.created': ['Conversations', 'Offers'],
  'conversation.read': ['Conversations', 'Offers'],
  // A booking's change (issue 44): a lapsed one reopens the request and its offers; each posts a system message.
  // It also moves the couple's plan (a deposit due or paid, a lapsed booking's budget line).
  'booking.updated': ['Bookings', 'Offers', 'Requests', 'Conversations', 'Plan', 'PlanTasks', 'PlanBudget'],
  // A couple invited this provider to quote (issue 45): the request joins the top of its lists, flagged.
  'request.invited': ['Requests'],
  // The partner (or a guest by RSVP, or Svatby from an offer) changed the wedding plan (issue 46).
  'plan.updated': PLAN_TAGS,
};

/**
 * Opens the stream and returns its closing function. The browser reconnects by itself (the server
 * says `retry: 5000`); after repeated errors, or when the browser gave up (a non-200 answer), the
 * unread count is polled every minute (a change refreshes the lists) and a closed stream is opened
 * again. Reopening after an error refreshes everything: events may have been missed meanwhile.
 */
export function openEventStream(dispatch: AppDispatch): () => void {
  let source: EventSource;
  let errors = 0;
  let poll: ReturnType<typeof setInterval> | undefined;
  let lastUnread: number | undefined;
  const invalidate = (tags: Tag[]) => dispatch(api.util.invalidateTags(tags));

  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  const pollOnce = async () => {
    if (source.readyState === CLOSED) connect();
    const result = await dispatch(api.endpoints.conversationsUnread.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const unread = result.data?.unreadMessages;
    if (unread === undefined || unread === lastUnread) return;
    // The first answer too: events may have been missed since the stream failed.
    lastUnread = unread;
    invalidate(['Conversations', 'Offers']);
  };

  function connect() {
    source = new EventSource(EVENTS_URL, { withCredentials: true });
    for (const [type, tags] of Object.entries(EVENT_TAGS)) source.addEventListener(type, () => invalidate(tags));
    source.addEventListener('open', () => {
      if (errors > 0) invalidate(['Conversations', 'Offers', 'Requests', 'Bookings', ...PLAN_TAGS]);
      errors = 0;
      stopPolling();
    });
    source.addEventListener('error', () => {
      errors += 1;
      if (poll === undefined && (errors >= EVENT_ERRORS_BEFORE_POLLING || source.readyState === CLOSED)) {
        poll = setInterval(() => void pollOnce(), EVENT_POLL_MS);
      }
    });
  }

  connect();
  return () => {
    stopPolling();
    source.close();
  };
}

/**
 * One event stream per signed-in tab (mounted once, in the app layout): new offers, messages and
 * read marks refresh the cached offers, conversations and requests. Closed on sign-out and unmount.
 */
export function useEventStream(signedIn: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    return openEventStream(dispatch);
  }, [signedIn, dispatch]);
}
