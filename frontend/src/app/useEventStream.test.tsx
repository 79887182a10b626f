import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { mockApi } from '../test/renderApp';
import { makeStore } from './store';
import { EVENT_POLL_MS, EVENTS_URL, openEventStream, useEventStream } from './useEventStream';

/** A stand-in for the browser's EventSource: the test opens it, sends events and errors. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const invalidations = (dispatch: { mock: { calls: unknown[][] } }) =>
  dispatch.mock.calls
    .map(([action]) => action as { type?: string; payload?: unknown })
    .filter((action) => action.type === api.util.invalidateTags([]).type)
    .map((action) => action.payload);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the event stream', () => {
  it('opens one stream with credentials and refreshes the tags of each event type', () => {
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const close = openEventStream(store.dispatch);
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe(EVENTS_URL);
    expect(source.init).toEqual({ withCredentials: true });

    source.emit('open');
    source.emit('message.created');
    source.emit('conversation.read');
    source.emit('offer.created');
    source.emit('offer.updated');
    // The partner's change of the wedding plan (issue 46) refreshes its four parts.
    source.emit('plan.updated');
    expect(invalidations(dispatch)).toEqual([
      ['Conversations', 'Offers'],
      ['Conversations', 'Offers'],
      ['Offers', 'Conversations', 'Requests'],
      ['Offers', 'Conversations', 'Requests'],
      ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'],
    ]);
    close();
    expect(source.closed).toBe(true);
  });

  it('polls the unread count every minute after repeated errors, and stops when the stream is back', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 2, conversations: 1 } } });
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const close = openEventStream(store.dispatch);
    const [source] = FakeEventSource.instances;
    source.emit('error');
    source.emit('error');
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    source.emit('error');
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The first answer refreshes the lists: events may have been missed.
    expect(invalidations(dispatch)).toEqual([['Conversations', 'Offers']]);
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Same count: nothing more to refresh.
    expect(invalidations(dispatch)).toHaveLength(1);

    // Back: everything is refreshed once and the polling stops.
    source.emit('open');
    expect(invalidations(dispatch)).toEqual([
      ['Conversations', 'Offers'],
      ['Conversations', 'Offers', 'Requests', 'Bookings', 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'],
    ]);
    await vi.advanceTimersByTimeAsync(3 * EVENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    close();
  });

  it('opens the stream again when the browser gave up on it', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } } });
    const store = makeStore();
    const close = openEventStream(store.dispatch);
    const [first] = FakeEventSource.instances;
    first.close();
    first.emit('error');
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    close();
    expect(FakeEventSource.instances[1].closed).toBe(true);
  });

  it('runs only for a signed-in user and closes on sign-out and unmount', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender, unmount } = renderHook(({ signedIn }) => useEventStream(signedIn), { wrapper, initialProps: { signedIn: false } });
    expect(FakeEventSource.instances).toHaveLength(0);
    rerender({ signedIn: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    rerender({ signedIn: false });
    expect(FakeEventSource.instances[0].closed).toBe(true);
    rerender({ signedIn: true });
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => unmount());
    expect(FakeEventSource.instances[1].closed).toBe(true);
  });
});
