import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Lazy routes are compiled on first use; give findBy* queries time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// React's scheduler finishes queued work in later macrotasks (setImmediate). Work a file's last test
// left queued must run before jsdom is torn down, or it runs without a window and fails the run
// ("window is not defined" from react-dom, seen on a loaded CI machine, with 50 ms still in
// reviewReport.test.tsx while the API tests ran beside it): a few rounds, a longer pause each.
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
