/**
 * Runs `run` once the main thread is idle (a timer where the browser has no idle callbacks);
 * returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}
