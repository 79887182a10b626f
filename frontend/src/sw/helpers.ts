/**
 * The service worker's pure parts (sw.ts), tested on their own: its cache's name, which requests it answers, what a
 * push message shows and where a click on it may lead. The server sends JSON { title, body, url, tag } with fixed Czech texts (backend/src/push); anything
 * else is shown as a generic notice rather than dropped, since a push the user never sees is wasted.
 */

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** What showNotification() takes (the DOM's NotificationOptions, with the fields used here). */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    icon: string;
    badge: string;
    lang: string;
    data: { url: string };
  };
}

export const DEFAULT_TITLE = 'Svatby';
export const DEFAULT_BODY = 'Máte novinku ve svém účtu.';
export const DEFAULT_URL = '/dashboard';
const ICON = '/icons/icon-192.png';
const TITLE_MAX = 80;
const BODY_MAX = 200;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** The push message's JSON, or null when it has none or it is not an object. */
export function parsePayload(raw: string | null | undefined): Partial<PushPayload> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<PushPayload>) : null;
  } catch {
    return null;
  }
}

/**
 * Where a notification's click may go: a path of this app (same origin), never another site (a payload is ours, but a
 * link out of a notification would be a phishing channel if one ever were not). Anything else opens the dashboard.
 */
export function safeUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return DEFAULT_URL;
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin || (target.protocol !== 'https:' && target.protocol !== 'http:')) return DEFAULT_URL;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return DEFAULT_URL;
  }
}

/** The notification a push message shows. */
export function notificationFor(raw: string | null | undefined, origin: string): ShownNotification {
  const payload = parsePayload(raw);
  const tag = text(payload?.tag, 64);
  return {
    title: text(payload?.title, TITLE_MAX) ?? DEFAULT_TITLE,
    options: {
      body: text(payload?.body, BODY_MAX) ?? DEFAULT_BODY,
      ...(tag ? { tag } : {}),
      icon: ICON,
      badge: ICON,
      lang: 'cs',
      data: { url: safeUrl(payload?.url, origin) },
    },
  };
}

/** A window of the app, as Clients.matchAll() lists them (the fields used here). */
export interface AppWindow {
  url: string;
  focused?: boolean;
}

/**
 * The open window a click should use: one already showing the target, else the focused one, else any (it navigates
 * there); undefined opens a new window.
 */
export function windowFor<T extends AppWindow>(windows: readonly T[], target: string, origin: string): T | undefined {
  const href = new URL(target, origin).href;
  const own = windows.filter((window) => window.url.startsWith(origin));
  return own.find((window) => window.url === href) ?? own.find((window) => window.focused) ?? own[0];
}

/**
 * Requests the worker answers: page navigations only (network first, the offline page when the network fails).
 * Never the API (contacts, account data: no-store) nor any other request, which go to the network as without a
 * worker (and stay visible to the browser's tools and the end-to-end tests' routing).
 */
export function handlesNavigation(request: { mode: string; method: string; url: string }, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && !/^\/(api|docs|uploads)(\/|$)/.test(url.pathname);
}

/** An entry of the precache list vite-plugin-pwa writes into the worker (self.__WB_MANIFEST). */
export type PrecacheEntry = string | { url: string; revision: string | null };

export const CACHE_PREFIX = 'svatby-offline-';

/**
 * The cache of this worker's version: named after the precached files and their revisions, so that a changed offline
 * page lands in a new cache (and the old one is deleted on activation), while an unchanged list keeps its cache.
 */
export function cacheName(entries: readonly PrecacheEntry[]): string {
  const text = entries
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`))
    .sort()
    .join('|');
  // FNV-1a, 32 bits: a short, stable name (not a security measure).
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${CACHE_PREFIX}${hash.toString(36)}`;
}

/** The URLs to precache: the paths of the list, made absolute ('offline.html' -> '/offline.html'). */
export const precacheUrls = (entries: readonly PrecacheEntry[]): string[] =>
  entries.map((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    return url.startsWith('/') ? url : `/${url}`;
  });
