import { afterEach } from 'vitest';

/**
 * Makes `window.matchMedia` answer true for the given queries only (jsdom has no layout, so a test
 * says which screen it stands for); each test file that calls it gets the original back after each test.
 */
export function matchMediaQueries(...matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Restores the setup's matchMedia after each test of the calling file. */
export function restoreMatchMediaAfterEach() {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
}
