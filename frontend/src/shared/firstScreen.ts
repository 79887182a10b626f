import { startTransition, useEffect, useState } from 'react';
import { afterNextFrame } from './afterNextFrame';

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

/**
 * The app's first page draws what is below the first screen in steps, a part per frame, so that no
 * step is a long task while the page starts (see HomePage). Set by the app's start (start.tsx): not
 * in tests, which render everything at once.
 */
let staged = false;

export function stageFirstPage(): void {
  staged = true;
}

/** Whether the page renders in steps (read when it mounts). */
export function isFirstPageStaged(): boolean {
  return staged;
}

/** The first page has been drawn: pages render at once from now on. */
export function firstPageDone(): void {
  staged = false;
}

/**
 * How many of a list's `total` items to draw: on the app's first page `first` with the page, then `perFrame` more after
 * each frame, in transitions (short tasks while the page starts: a dashboard's 50 cards drawn at once were one task of
 * ~140 ms on a phone), then the first page is done; elsewhere, and in tests, all at once. `ready`: the items are there
 * (before, nothing is staged). The server's render of a first page draws the same first items (src/server stages it).
 */
export function useStagedCount(total: number, { first, perFrame, ready = true }: { first: number; perFrame: number; ready?: boolean }): number {
  const [staged] = useState(isFirstPageStaged);
  const [count, setCount] = useState(first);
  const allShown = !staged || count >= total;
  useEffect(() => {
    if (!staged || !ready) return;
    if (allShown) {
      firstPageDone();
      return;
    }
    return afterNextFrame(() => startTransition(() => setCount((shown) => shown + perFrame)));
  }, [staged, ready, allShown, count, perFrame]);
  return allShown ? total : count;
}
