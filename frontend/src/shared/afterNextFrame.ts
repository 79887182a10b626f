/**
 * Calls `run` in a task after the browser's next frame (after its style, layout and paint), or
 * after a plain task where no frame will come (a hidden tab, no requestAnimationFrame). Returns a
 * function that cancels it.
 */
export function afterNextFrame(run: () => void): () => void {
  let frame: number | undefined;
  let timer: number | undefined;
  const later = () => {
    frame = undefined;
    timer = window.setTimeout(run, 0);
  };
  if (typeof window.requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    frame = window.requestAnimationFrame(later);
  } else {
    later();
  }
  return () => {
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
