/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest, see vite.config.ts; registered by
 * shared/serviceWorker.ts in production builds only). It does three things:
 * - precaches the offline page (the list vite-plugin-pwa writes into self.__WB_MANIFEST), and answers a page
 *   navigation from the network, falling back to that page ("Jste offline") when the network fails: the HTML is
 *   always fresh (the server writes each page's head and first screen), and no script or API answer is cached here;
 * - shows a push message as a notification (sw/notification.ts);
 * - opens or focuses the app at the notification's link on a click (same origin only).
 * It does not claim open pages: a page loaded before the worker was installed stays without it.
 * No Workbox runtime: precaching one page takes a few lines, and the worker's script stays under 2 kB (every visitor
 * downloads it after the page has loaded; the public pages' JS budget in bench/run.mjs has little room).
 */
import { CACHE_PREFIX, cacheName, handlesNavigation, notificationFor, precacheUrls, safeUrl, windowFor } from './helpers';
import type { PrecacheEntry } from './helpers';

// The parts of the service worker's global scope used here (the project compiles against the DOM library, whose
// `self` is a window).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}
interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  caches: CacheStorage;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: PushSubscriptionChangeEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const OFFLINE_PAGE = '/offline.html';
// Written as self.__WB_MANIFEST: the build finds the injection point by that text.
const precache: PrecacheEntry[] = (self as unknown as Pick<WorkerScope, '__WB_MANIFEST'>).__WB_MANIFEST;
const CACHE = cacheName(precache);

// A new version takes over at once: it holds no app code that could mismatch the open pages. 'reload': past the
// HTTP cache, the files as the server has them now.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    worker.caches
      .open(CACHE)
      .then((cache) => cache.addAll(precacheUrls(precache).map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});
// The previous versions' caches go; navigations start while the worker boots (navigation preload), so a controlled
// page loads no later than without it.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await worker.caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => worker.caches.delete(name)));
      await worker.registration.navigationPreload?.enable();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  if (!handlesNavigation(event.request, origin)) return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(event.request));
      } catch {
        return (await worker.caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
      }
    })(),
  );
});

worker.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text(), origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = safeUrl(event.notification.data?.url, origin);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowFor(windows, target, origin);
      if (!open) return void (await worker.clients.openWindow(target));
      const focused = await open.focus();
      if (focused.url === new URL(target, origin).href) return;
      // navigate() works only in a window this worker controls; another one gets a new window with the link.
      await focused.navigate(target).catch(() => worker.clients.openWindow(target));
    })(),
  );
});

// The browser replaced the subscription (expired keys): register the new one for the signed-in account, as the card
// would. The old one answers 410 at the next send and the server removes it.
worker.addEventListener('pushsubscriptionchange', (event) => {
  const subscription = event.newSubscription;
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  event.waitUntil(
    fetch('/api/push/devices', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
    }).catch(() => undefined),
  );
});
