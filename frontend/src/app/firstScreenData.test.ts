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

  describe('signed in (the server preloaded the session with the HTML)', () => {
    const sessionPreload = () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.href = '/api/auth/user';
      document.head.append(link);
      return () => link.remove();
    };

    it("lays out a couple's dashboard with its requests once the account shows no provider profile", async () => {
      const removePreload = sessionPreload();
      const { callsTo } = mockRecordingApi({
        'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Nenalezeno' } },
        'GET /api/service-requests/mine': { status: 200, body: [] },
        'GET /api/bookings/mine': { status: 200, body: [] },
        'GET /api/plan/summary': { status: 200, body: { hasPlan: false } },
        'GET /api/service-categories': { status: 200, body: categories },
      });
      const store = makeStore();
      await loadFirstScreenData(store, '/dashboard');
      removePreload();
      expect(callsTo('GET', '/api/provider/profile')).toHaveLength(1);
      expect(callsTo('GET', '/api/service-requests/mine')).toHaveLength(1);
      expect(callsTo('GET', '/api/plan/summary')).toHaveLength(1);
      expect(api.endpoints.requestsMine.select()(store.getState()).data).toEqual([]);
    });

    it("asks a provider's dashboard for none of the couple's calls", async () => {
      const removePreload = sessionPreload();
      const { calls, callsTo } = mockRecordingApi({ 'GET /api/provider/profile': { status: 200, body: { id: 7, companyName: 'Studio' } } });
      await loadFirstScreenData(makeStore(), '/dashboard');
      removePreload();
      expect(callsTo('GET', '/api/provider/profile')).toHaveLength(1);
      expect(calls).toHaveLength(1);
    });

    it('puts the shortlist in the store before /vybrani first renders; a visitor asks for nothing', async () => {
      const { calls } = mockRecordingApi({});
      await loadFirstScreenData(makeStore(), '/vybrani');
      expect(calls).toHaveLength(0);

      const removePreload = sessionPreload();
      const shortlist = { items: [], weddingDate: null };
      const { callsTo } = mockRecordingApi({
        'GET /api/shortlist': { status: 200, body: shortlist },
        'GET /api/service-categories': { status: 200, body: categories },
      });
      const store = makeStore();
      await loadFirstScreenData(store, '/vybrani');
      removePreload();
      expect(callsTo('GET', '/api/service-categories')).toHaveLength(1);
      expect(api.endpoints.listShortlist.select()(store.getState()).data).toEqual(shortlist);
    });

    it('puts the account, the subscription and the plans in the store before /subscription-management first renders', async () => {
      const removePreload = sessionPreload();
      const info = { hasSubscription: false, status: null };
      const plans = [{ id: 'basic-monthly', name: 'Basic', price: 490, interval: 'month' }];
      const { calls } = mockRecordingApi({
        'GET /api/provider/profile': { status: 200, body: { id: 7, companyName: 'Studio' } },
        'GET /api/subscription/info': { status: 200, body: info },
        'GET /api/subscription/plans': { status: 200, body: plans },
      });
      const store = makeStore();
      await loadFirstScreenData(store, '/subscription-management');
      removePreload();
      expect(calls.map((call) => call.path).sort()).toEqual(['/api/provider/profile', '/api/subscription/info', '/api/subscription/plans']);
      expect(api.endpoints.subscriptionInfo.select()(store.getState()).data).toEqual(info);
      expect(api.endpoints.subscriptionPlans.select()(store.getState()).data).toEqual(plans);
    });
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
