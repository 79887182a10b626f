import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Lazy routes are compiled on first use; give findBy* queries time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// antd without motion: a toast or dialog comes and goes at once (jsdom runs no transitions, so a leave
// motion would hold it, and its timers, past the test).
vi.mock('../shared/antd/theme', async (importOriginal) => {
  const { theme, ...rest } = await importOriginal<typeof import('../shared/antd/theme')>();
  return { ...rest, theme: { ...theme, token: { ...theme.token, motion: false } } };
});

/** antd's static toasts and confirmations still on the page (shared/ui/antdStatic). */
const staticAntd = () => document.querySelector('.ant-notification-notice, .ant-modal-root .ant-modal');

afterEach(async () => {
  cleanup();
  // antd's static toasts and confirmations live in React roots of their own, which cleanup() does not
  // unmount: a toast's 5 s timer would update its root after the file's jsdom is gone ("window is not
  // defined" from react-dom, which failed 3 of 4 full runs on 2026-11-27 after reviewReport,
  // providerOffers and accountSecurity), and the next test would find it. Closed here, and gone.
  if (!staticAntd()) return;
  const { Modal, notification } = await import('antd');
  notification.destroy();
  Modal.destroyAll();
  for (let waited = 0; staticAntd() && waited < 1_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
});

// React's scheduler finishes queued work in later macrotasks (setImmediate). Work a file's last test
// left queued must run before jsdom is torn down, or it runs without a window and fails the run: a few
// rounds, a longer pause each.
afterAll(async () => {
  for (const pause of [25, 50, 100, 200]) await new Promise((resolve) => setTimeout(resolve, pause));
});

// jsdom lacks matchMedia, which antd's responsive helpers use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Node's Request (used by RTK Query's fetchBaseQuery) cannot resolve the app's relative URLs
// ('/api/...') the way a browser does; resolve them against the jsdom page address.
const NativeRequest = globalThis.Request;
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init);
  }
}
globalThis.Request = PageRelativeRequest as typeof Request;
