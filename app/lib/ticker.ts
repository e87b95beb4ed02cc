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
 * Nothing here counts time: callers derive what they show from a deadline and `Date.now()`;
 * a tick only says "look at the clock again".
 */

type Cancel = () => void;

let workerBroken = false;

function every(ms: number, fn: () => void): Cancel {
  if (!workerBroken) {
    try {
      const id = setWorkerInterval(fn, ms);
      return () => {
        try {
          clearWorkerInterval(id);
        } catch {
          // already cleared
        }
      };
    } catch (error) {
      workerBroken = true;
      console.warn("worker timers unavailable, falling back to window timers", error);
    }
  }
  const id = window.setInterval(fn, ms);
  return () => window.clearInterval(id);
}

function after(ms: number, fn: () => void): Cancel {
  if (!workerBroken) {
    try {
      let done = false;
      const id = setWorkerTimeout(() => {
        done = true;
        fn();
      }, ms);
      return () => {
        if (done) return;
        done = true;
        try {
          clearWorkerTimeout(id);
        } catch {
          // already fired
        }
      };
    } catch (error) {
      workerBroken = true;
      console.warn("worker timers unavailable, falling back to window timers", error);
    }
  }
  const id = window.setTimeout(fn, ms);
  return () => window.clearTimeout(id);
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
