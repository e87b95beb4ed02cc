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

/** Runs `task` once the page has loaded and the main thread is idle; returns what cancels it. */
export function afterLoadAndIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const run = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelIdle();
    window.removeEventListener("load", run);
  };
}
