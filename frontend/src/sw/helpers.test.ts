import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheName, DEFAULT_BODY, DEFAULT_TITLE, handlesNavigation, notificationFor, precacheUrls, safeUrl, windowFor } from './helpers';

const origin = 'https://svatby.example';

describe('the service worker: a push message as a notification', () => {
  it("shows the server's title, text and link, with the app's icon and a tag that replaces an earlier one", () => {
    const payload = JSON.stringify({ title: 'Nová nabídka', body: 'Na vaši poptávku přišla nabídka.', url: '/dashboard?requestId=40', tag: 'offer-40' });
    expect(notificationFor(payload, origin)).toEqual({
      title: 'Nová nabídka',
      options: {
        body: 'Na vaši poptávku přišla nabídka.',
        tag: 'offer-40',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'cs',
        data: { url: '/dashboard?requestId=40' },
      },
    });
  });

  it('shows a generic notice for an empty, broken or odd payload rather than nothing', () => {
    for (const raw of [null, undefined, '', 'not json', '[1,2]', '42', JSON.stringify({ title: '  ', body: 7, url: 12 })]) {
      const shown = notificationFor(raw, origin);
      expect(shown.title).toBe(DEFAULT_TITLE);
      expect(shown.options.body).toBe(DEFAULT_BODY);
      expect(shown.options.data.url).toBe('/dashboard');
      expect(shown.options).not.toHaveProperty('tag');
    }
  });

  it('cuts an overlong title and text', () => {
    const shown = notificationFor(JSON.stringify({ title: 'T'.repeat(300), body: 'B'.repeat(900), url: '/' }), origin);
    expect(shown.title).toHaveLength(80);
    expect(shown.options.body).toHaveLength(200);
  });
});

describe('the service worker: where a click may lead', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    expect(safeUrl('/poptavky?requestId=40#nabidky', origin)).toBe('/poptavky?requestId=40#nabidky');
    expect(safeUrl(`${origin}/conversations/5`, origin)).toBe('/conversations/5');
    expect(safeUrl('inquiries', origin)).toBe('/inquiries');
  });

  it('sends anything off the site to the dashboard', () => {
    for (const url of ['https://evil.example/login', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,hi', 'http://svatby.example/', '', null, 5]) {
      expect(safeUrl(url, origin)).toBe('/dashboard');
    }
  });

  it("picks a window already showing the link, else the focused one, else any of the app's, never another site's", () => {
    const windows = [
      { url: 'https://other.example/', focused: true, id: 'other' },
      { url: `${origin}/faq`, focused: false, id: 'faq' },
      { url: `${origin}/dashboard`, focused: true, id: 'dashboard' },
      { url: `${origin}/inquiries`, focused: false, id: 'inquiries' },
    ];
    expect(windowFor(windows, '/inquiries', origin)?.id).toBe('inquiries');
    expect(windowFor(windows, '/conversations/5', origin)?.id).toBe('dashboard');
    expect(windowFor(windows.slice(0, 2), '/conversations/5', origin)?.id).toBe('faq');
    expect(windowFor(windows.slice(0, 1), '/conversations/5', origin)).toBeUndefined();
  });
});

describe('the service worker: what it answers and caches', () => {
  const request = (url: string, mode = 'navigate', method = 'GET') => ({ url, mode, method });

  it("answers only the app's page navigations, never the API, documents, uploads or other requests", () => {
    expect(handlesNavigation(request(`${origin}/dashboard`), origin)).toBe(true);
    expect(handlesNavigation(request(`${origin}/`), origin)).toBe(true);
    expect(handlesNavigation(request(`${origin}/api/account/export`), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/api`), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/docs`), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/uploads/a.jpg`), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/api/session`, 'cors'), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/assets/index.js`, 'no-cors'), origin)).toBe(false);
    expect(handlesNavigation(request(`${origin}/login`, 'navigate', 'POST'), origin)).toBe(false);
    expect(handlesNavigation(request('https://other.example/'), origin)).toBe(false);
  });

  it('names its cache after the precached files and their revisions', () => {
    const entries = [{ url: 'offline.html', revision: 'a1' }, { url: 'favicon.svg', revision: 'b2' }];
    const name = cacheName(entries);
    expect(name.startsWith(CACHE_PREFIX)).toBe(true);
    expect(cacheName([...entries].reverse())).toBe(name);
    expect(cacheName([{ url: 'offline.html', revision: 'a2' }, entries[1]])).not.toBe(name);
    expect(precacheUrls([...entries, '/icons/icon-192.png'])).toEqual(['/offline.html', '/favicon.svg', '/icons/icon-192.png']);
  });
});
