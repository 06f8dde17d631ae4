/** Longest wait for the first paint before the work starts anyway (a browser that never says). */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * Runs `work` once the browser has shown the page's first content (the paint timing entry
 * `first-contentful-paint`, reported when the frame is on screen, not when it is committed).
 * A hidden tab draws nothing, and a browser without paint timing does not report it: there the
 * work starts at once; and it starts after FIRST_PAINT_WAIT_MS whatever happens.
 */
export function afterFirstPaint(work: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(work, 0);
  };
  if (
    document.visibilityState === "hidden" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, FIRST_PAINT_WAIT_MS);
}
