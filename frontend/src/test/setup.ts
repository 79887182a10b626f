import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Most files share a worker's libraries (vite.config.ts: isolate: false). Each starts on an empty page at '/', with the
// app's own modules loaded afresh (their module-level state, e.g. a server-rendered first screen taken, is the file's
// own) and Testing Library's settings as below (a file may change them).
vi.resetModules();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
}
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();

// Lazy routes and dialogs (shared/lazyOnOpen) are compiled on first use; give findBy* queries time on a busy machine
// (a dialog's first open took over 5 s in a loaded CI run). Only a failing query waits that long.
configure({ asyncUtilTimeout: 10_000, defaultHidden: false });

// antd without motion: a toast or dialog comes and goes at once (jsdom runs no transitions, so a leave
// motion would hold it, and its timers, past the test).
vi.mock('../shared/antd/theme', async (importOriginal) => {
  const { theme, ...rest } = await importOriginal<typeof import('../shared/antd/theme')>();
  return { ...rest, theme: { ...theme, token: { ...theme.token, motion: false } } };
});

/**
 * Animation frames on the real timers. jsdom runs its frames on an interval it starts with the global setInterval of
 * the moment: a frame asked for under fake timers (through jsdom's own requestAnimationFrame, which Redux Toolkit's
 * autoBatch holds from the moment a store is made, e.g. an earlier test's store answering late) and still due when a
 * test goes back to real timers never came, and no later frame of the file came either (a lazy dialog's
 * first open waits for a frame, see shared/usePaintedSince: inquiryMatching's question dialog, once in a full run).
 * Fake timers still replace these while they are on; test/frames.test.ts shows the case.
 */
const realSetTimeout = setTimeout;
const realClearTimeout = clearTimeout;
const pendingFrames = new Map<number, ReturnType<typeof setTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
  const id = ++lastFrame;
  pendingFrames.set(
    id,
    realSetTimeout(() => {
      pendingFrames.delete(id);
      callback(performance.now());
    }, 16),
  );
  return id;
};
window.cancelAnimationFrame = (id: number): void => {
  realClearTimeout(pendingFrames.get(id));
  pendingFrames.delete(id);
};

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
  // A file's stubbed globals and fake clock end with it, not in the next file of its worker.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const pause of [25, 50, 100, 200]) await new Promise((resolve) => setTimeout(resolve, pause));
  // Nor may a frame still due run after the file's jsdom is gone.
  for (const frame of pendingFrames.values()) realClearTimeout(frame);
  pendingFrames.clear();
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
// Once per worker: files that share it would otherwise wrap the previous file's class.
if (globalThis.Request.name !== 'PageRelativeRequest') {
  const NativeRequest = globalThis.Request;
  class PageRelativeRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init);
    }
  }
  globalThis.Request = PageRelativeRequest as typeof Request;
}
