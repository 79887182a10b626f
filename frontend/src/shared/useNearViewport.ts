import { useEffect, useRef, useState } from 'react';

/** What counts as the visitor starting to move around the page. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (an IntersectionObserver rootMargin). */
  margin: string;
  /**
   * Start watching only after the visitor's first scroll or input: keeps the lazy parts below the
   * home page's first screen out of the page load. Off where a short page shows them at once (a
   * portfolio on a desktop).
   */
  waitForInteraction?: boolean;
}

/**
 * Whether the element is near the viewport: true at once when `immediately` (a link points into it)
 * or without IntersectionObserver, then stays true. Sections below the first screen load their code
 * and data only when the visitor comes near.
 */
export function useNearViewport<T extends Element>(immediately: boolean, { margin, waitForInteraction = false }: NearViewportOptions) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // A link into the section followed after the page loaded counts as well as one it loaded with.
  const near = seen || immediately;
  useEffect(() => {
    if (near) return;
    const node = ref.current;
    if (!node) return;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      INTERACTIONS.forEach((name) => window.removeEventListener(name, observe));
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
    };
    if (waitForInteraction) INTERACTIONS.forEach((name) => window.addEventListener(name, observe, { passive: true }));
    else observe();
    return () => {
      INTERACTIONS.forEach((name) => window.removeEventListener(name, observe));
      observer?.disconnect();
    };
  }, [near, margin, waitForInteraction]);
  return [ref, near] as const;
}
