/** Longest wait for an idle moment: work that personalises the page still comes soon. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` when the browser is idle (or after a timeout), not inside a busier task. */
export function onIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(work, 0);
  }
}
