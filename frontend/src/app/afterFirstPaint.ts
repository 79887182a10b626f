/**
 * Calls `run` once the page has painted its first content (index.html's static first screen), or
 * at once where that cannot be observed or will not happen soon (a hidden tab, no Paint Timing).
 * The app's code is fetched and run after it, so it cannot hold up the first paint.
 */
export function afterFirstPaint(run: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', start);
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  ) {
    start();
    return;
  }
  observer = new PerformanceObserver(() => {
    if (painted()) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Hidden before painting (no paint will come), or the paint is not reported: do not wait for it.
  document.addEventListener('visibilitychange', start);
  window.setTimeout(start, 1000);
}
