/** Runs `task` once the page has loaded and the main thread is idle. */
export function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => !cancelled && task());
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
  };
}
