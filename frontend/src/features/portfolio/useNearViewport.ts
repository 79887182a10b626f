import { useEffect, useRef, useState } from 'react';

/** How far below the viewport a lazy section starts loading (its code, then its data). */
const PRELOAD_MARGIN = '200px 0px';

/**
 * Whether the element is within 200 px of the viewport: true at once when `immediately` (a link points into
 * it) or without IntersectionObserver, then stays true. The portfolio's lower sections (calendar, reviews)
 * load their code and data only when the visitor comes near; unlike the home page's hook, no interaction is
 * awaited, as a short portfolio shows them on the first screen of a desktop.
 */
export function useNearViewport<T extends Element>(immediately = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => immediately || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
