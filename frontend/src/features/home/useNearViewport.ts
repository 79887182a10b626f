import { useEffect, useRef, useState } from 'react';

/** How far below the viewport a lazy section starts loading. */
const PRELOAD_MARGIN = '800px 0px';

/** What counts as the visitor starting to move around the page. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Whether the element is (nearly) visible: true once the visitor scrolls or interacts and the
 * element is within 800 px of the viewport, at once when `immediately` (e.g. the URL points at it)
 * or without IntersectionObserver. Stays true. Waiting for the first interaction keeps the lazy
 * parts below the first screen out of the page load.
 */
export function useNearViewport<T extends Element>(immediately: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => immediately || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    if (immediately) {
      setNear(true);
      return;
    }
    const node = ref.current;
    if (!node) return;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      INTERACTIONS.forEach((name) => window.removeEventListener(name, observe));
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: PRELOAD_MARGIN },
      );
      observer.observe(node);
    };
    INTERACTIONS.forEach((name) => window.addEventListener(name, observe, { passive: true }));
    return () => {
      INTERACTIONS.forEach((name) => window.removeEventListener(name, observe));
      observer?.disconnect();
    };
  }, [near, immediately]);
  return [ref, near] as const;
}
