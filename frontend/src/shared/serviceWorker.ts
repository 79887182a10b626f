/**
 * The service worker (src/sw/sw.ts, built to /sw.js by vite-plugin-pwa in production builds only): the installable
 * app's offline page and Web Push. Tiny and without imports: main.tsx (the entry) calls
 * registerServiceWorkerWhenIdle(), and the push card (features/push) the others.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this build has a service worker at all (not the development server, not the tests). */
export const serviceWorkerBuilt = (): boolean => import.meta.env.PROD;

/** The worker's registration: the existing one, or a new registration (production builds); undefined without one. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing || !serviceWorkerBuilt()) return existing;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/**
 * Registers the worker once the page has loaded and the browser is idle: its install (the worker's script, the
 * offline page and icons) must not compete with the page's own scripts and data. Production builds only.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!serviceWorkerBuilt() || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined), { timeout: 10_000 });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
