import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_SCROLL_DELAY_MS } from './useAnchorNavigation';

/** How long the target is kept aligned while content above it is still loading. */
const SETTLE_MS = 4000;

/** The element id of a location hash ('#ai-form' → 'ai-form'), or null. */
function hashTarget(hash: string): string | null {
  if (!hash || hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function alignTo(id: string, behavior: ScrollBehavior): boolean {
  const target = document.getElementById(id);
  if (!target || typeof target.scrollIntoView !== 'function') return false;
  target.scrollIntoView({ behavior, block: 'start' });
  return true;
}

/**
 * Scrolls to the URL hash target once `ready` (the async sections have rendered), smoothly after
 * the spec's 100 ms, then keeps the target aligned while the content above it grows (cards, the
 * lazy form), until the user scrolls or types, or a few seconds have passed.
 */
export function useScrollToHash(ready: boolean, containerRef: RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hashTarget(hash);
    if (!ready || !id) return;
    let observer: ResizeObserver | undefined;
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      observer?.disconnect();
      observer = undefined;
      userEvents.forEach((name) => window.removeEventListener(name, stop));
    };
    userEvents.forEach((name) => window.addEventListener(name, stop, { passive: true }));

    const startTimer = window.setTimeout(() => {
      if (!alignTo(id, 'smooth')) return stop();
      const container = containerRef.current;
      if (!container || typeof ResizeObserver === 'undefined') return;
      let first = true;
      observer = new ResizeObserver(() => {
        // The first call only reports the current size.
        if (first) {
          first = false;
          return;
        }
        alignTo(id, 'instant');
      });
      observer.observe(container);
    }, ANCHOR_SCROLL_DELAY_MS);
    const settleTimer = window.setTimeout(stop, SETTLE_MS);

    return () => {
      window.clearTimeout(startTimer);
      window.clearTimeout(settleTimer);
      stop();
    };
  }, [hash, ready, containerRef]);
}
