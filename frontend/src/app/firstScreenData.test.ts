import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { mockRecordingApi } from '../test/recordingApi';
import { FIRST_SCREEN_DATA_WAIT_MS, loadFirstScreenData } from './firstScreenData';
import { makeStore } from './store';

const categories = [{ id: 'photography', name: 'Fotografie', description: 'Svatební fotograf zachytí přípravy.', group: 'Foto a video', icon: 'camera' }];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadFirstScreenData', () => {
  it('puts the categories in the store before a category page first renders', async () => {
    const { callsTo } = mockRecordingApi({ 'GET /api/service-categories': { status: 200, body: categories } });
    const store = makeStore();
    await loadFirstScreenData(store, '/services/photography');
    expect(callsTo('GET', '/api/service-categories')).toHaveLength(1);
    expect(api.endpoints.catalogCategories.select()(store.getState()).data).toEqual(categories);
  });

  it('asks for nothing on other pages', async () => {
    const { calls } = mockRecordingApi({});
    await loadFirstScreenData(makeStore(), '/poptavky');
    expect(calls).toHaveLength(0);
  });

  it('lets the page go after a failed answer, and after the longest wait when none comes', async () => {
    mockRecordingApi({ 'GET /api/service-categories': { status: 500, body: { statusCode: 500, message: 'Chyba' } } });
    await expect(loadFirstScreenData(makeStore(), '/services/music')).resolves.toBeUndefined();

    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    vi.useFakeTimers();
    let released = false;
    void loadFirstScreenData(makeStore(), '/services/catering').then(() => {
      released = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });
});
