import { serviceWorkerRegistration } from '../../shared/serviceWorker';

/**
 * This browser's side of Web Push: whether it can, its current subscription, subscribing with the server's VAPID
 * key and unsubscribing. The service worker (src/sw/sw.ts) shows what arrives.
 */

/** The browser has what push needs: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The user refused (or had blocked) notifications for the site: only the browser's settings can undo it. */
export class PushPermissionError extends Error {
  constructor() {
    super('Oznámení jsou v tomto prohlížeči pro Svatby zablokovaná.');
  }
}

/** The app's worker is not there (a development server): push cannot be turned on. */
export class PushUnavailableError extends Error {
  constructor() {
    super('Oznámení teď nejde zapnout. Načtěte stránku znovu a zkuste to ještě jednou.');
  }
}

/** A base64url VAPID key as the bytes PushManager.subscribe() takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/** The worker's registration once it is active (subscribing needs an active worker), or undefined without one. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await serviceWorkerRegistration();
  return registration ? navigator.serviceWorker.ready : undefined;
}

/** This browser's push subscription, or null (none, or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await serviceWorkerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the user's permission (once: the browser remembers the answer) and subscribes this browser with the server's
 * key; an existing subscription with the same key is reused, one with another key (the server's keys changed) replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError();
  const registration = await activeRegistration();
  if (!registration) throw new PushUnavailableError();
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Ends this browser's subscription (after the server forgot the device): the push service drops it too. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}

/** What the server registers (POST /api/push/devices): the endpoint and the keys, as PushSubscription.toJSON() has them. */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushUnavailableError();
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
