import { startTransition, useEffect, useState } from 'react';
import { afterNextFrame } from './afterNextFrame';

/**
 * Whether the browser has painted a frame since `active` first turned true (then true for good). What is heavy to
 * render on a tap (a dialog's first opening: antd's provider, styles and fields) waits for it, so that the tap paints
 * its answer (a spinner) at once; the rest then renders as a transition, which a next tap may interrupt.
 */
export function usePaintedSince(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!active || painted) return;
    return afterNextFrame(() => startTransition(() => setPainted(true)));
  }, [active, painted]);
  return painted;
}
