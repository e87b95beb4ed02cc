import { whenIdle } from "~/lib/idle";

/** Runs `task` once the page has loaded and the main thread is idle. */
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
