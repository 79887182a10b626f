import { startTransition, useEffect, useState } from 'react';

/**
 * The first screen of a visit waits for the page's code (main.tsx holds it with the chunks
 * preloaded for the address), so that the static first screen (BootScreen, also in index.html)
 * gives way to the finished page and not to a loading spinner in between. Nothing is held in tests
 * or after the first page.
 */
let ready = true;
const listeners = new Set<() => void>();

export function holdFirstScreen(loading: Promise<unknown>): void {
  ready = false;
  const release = () => {
    ready = true;
    listeners.forEach((listener) => listener());
  };
  loading.then(release, release);
}

/** Whether the first page's code is there; turns true in a transition (rendered in slices). */
export function useFirstScreenReady(): boolean {
  const [isReady, setReady] = useState(ready);
  useEffect(() => {
    if (isReady) return;
    const listener = () => startTransition(() => setReady(true));
    if (ready) {
      listener();
      return;
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [isReady]);
  return isReady;
}
