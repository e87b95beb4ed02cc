import {
  clearInterval as clearWorkerInterval,
  clearTimeout as clearWorkerTimeout,
  setInterval as setWorkerInterval,
  setTimeout as setWorkerTimeout,
} from "worker-timers";

/**
 * Background-safe timers. Browsers throttle `setTimeout`/`setInterval` in hidden tabs (to once a
 * minute after a while); timers run inside a worker are not throttled that way, so a countdown in
 * a background tab still re-renders its title and completes on time. If the worker cannot start
 * (very old browsers, a blocked blob: worker) we fall back to the window's timers.
 *
 * While the page is visible its own timers are exact, so the worker starts the first time the page
 * is hidden (or at once in a tab opened in the background), and the timers then running move to
 * it. Starting it is a blob, a thread and messages between processes: in the middle of hydration
 * that made the clock and alarm pages' longest tasks (decision 071).
 *
 * Nothing here counts time: callers derive what they show from a deadline and `Date.now()`;
 * a tick only says "look at the clock again".
 */

type Cancel = () => void;

let workerBroken = false;
let workerInUse = false;
/** The timers running on the window's clock, each moving itself to the worker when called. */
const onWindowTimers = new Set<() => void>();

let watching = false;
function moveToWorkerOnceHidden(): void {
  if (watching || typeof document === "undefined") return;
  watching = true;
  const moveToWorker = () => {
    if (document.visibilityState !== "hidden" || workerInUse) return;
    workerInUse = true;
    document.removeEventListener("visibilitychange", moveToWorker);
    for (const move of [...onWindowTimers]) move();
  };
  document.addEventListener("visibilitychange", moveToWorker);
  moveToWorker();
}

/** Intervals or timeouts of one clock: the worker's or the window's. */
interface Clock {
  set(fn: () => void, ms: number): number;
  clear(id: number): void;
}

const clocks = {
  interval: {
    worker: { set: setWorkerInterval, clear: clearWorkerInterval },
    window: { set: (fn, ms) => window.setInterval(fn, ms), clear: (id) => window.clearInterval(id) },
  },
  timeout: {
    worker: { set: setWorkerTimeout, clear: clearWorkerTimeout },
    window: { set: (fn, ms) => window.setTimeout(fn, ms), clear: (id) => window.clearTimeout(id) },
  },
} satisfies Record<string, Record<"worker" | "window", Clock>>;

function run(clock: Clock, fn: () => void, ms: number): Cancel {
  const id = clock.set(fn, ms);
  return () => {
    try {
      clock.clear(id);
    } catch {
      // already cleared, or fired
    }
  };
}

/** Starts a timer on the worker's clock when the page has been hidden, else on the window's. */
function start(kind: keyof typeof clocks, fn: () => void, ms: number): { cancel: Cancel; onWindow: boolean } {
  if (workerInUse && !workerBroken) {
    try {
      return { cancel: run(clocks[kind].worker, fn, ms), onWindow: false };
    } catch (error) {
      workerBroken = true;
      console.warn("worker timers unavailable, falling back to window timers", error);
    }
  }
  return { cancel: run(clocks[kind].window, fn, ms), onWindow: true };
}

/**
 * A timer that starts with `begin()` (which returns how to stop it) and, while on the window's
 * clock, starts again with `begin()` on the worker's the moment the page is hidden.
 */
function movable(begin: () => { cancel: Cancel; onWindow: boolean }): Cancel {
  moveToWorkerOnceHidden();
  let current = begin();
  const move = () => {
    onWindowTimers.delete(move);
    current.cancel();
    current = begin();
  };
  if (current.onWindow && !workerInUse) onWindowTimers.add(move);
  return () => {
    onWindowTimers.delete(move);
    current.cancel();
  };
}

function every(ms: number, fn: () => void): Cancel {
  return movable(() => start("interval", fn, ms));
}

function after(ms: number, fn: () => void): Cancel {
  const due = performance.now() + ms;
  let done = false;
  let stop: Cancel = () => {};
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    fn();
  };
  // Moved to the worker: only what is left of the wait.
  stop = movable(() => start("timeout", fire, Math.max(0, due - performance.now())));
  return () => {
    if (done) return;
    done = true;
    stop();
  };
}

/** Events after which the page may have missed ticks (tab shown again, restored from bfcache, refocused). */
const WAKE_EVENTS = ["visibilitychange", "pageshow", "focus"] as const;

function onWake(fn: () => void): Cancel {
  const handler = () => {
    if (document.visibilityState !== "hidden") fn();
  };
  for (const name of WAKE_EVENTS) (name === "visibilitychange" ? document : window).addEventListener(name, handler);
  return () => {
    for (const name of WAKE_EVENTS)
      (name === "visibilitychange" ? document : window).removeEventListener(name, handler);
  };
}

/**
 * Calls `fn` every `intervalMs` from a worker, and at once whenever the page wakes up.
 * Returns a function that stops it.
 */
export function startTicker(fn: () => void, intervalMs: number): Cancel {
  const stopInterval = every(intervalMs, fn);
  const stopWake = onWake(fn);
  return () => {
    stopInterval();
    stopWake();
  };
}

/**
 * Calls `fn` once when `Date.now()` reaches `deadline` (epoch ms): a worker timeout for the exact
 * remaining time, re-armed if it fires early (clock adjustments) and checked again whenever the page
 * wakes, so a frozen or throttled page fires the moment it runs again, never a tick later.
 */
export function runAt(deadline: number, fn: () => void, now: () => number = Date.now): Cancel {
  let cancelled = false;
  let cancelTimeout: Cancel = () => {};
  const check = () => {
    if (cancelled) return;
    const left = deadline - now();
    if (left <= 0) {
      cancel();
      fn();
      return;
    }
    cancelTimeout();
    cancelTimeout = after(left, check);
  };
  const stopWake = onWake(check);
  const cancel = () => {
    cancelled = true;
    cancelTimeout();
    stopWake();
  };
  check();
  return cancel;
}
