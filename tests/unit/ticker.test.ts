// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** worker-timers, recorded: its timers run on the (fake) clock, as the worker's would. */
const worker = vi.hoisted(() => ({ intervals: 0, timeouts: [] as number[], broken: false }));
vi.mock("worker-timers", () => ({
  setInterval: (fn: () => void, ms: number) => {
    if (worker.broken) throw new Error("no worker");
    worker.intervals++;
    return globalThis.setInterval(fn, ms);
  },
  clearInterval: (id: number) => globalThis.clearInterval(id),
  setTimeout: (fn: () => void, ms: number) => {
    if (worker.broken) throw new Error("no worker");
    worker.timeouts.push(ms);
    return globalThis.setTimeout(fn, ms);
  },
  clearTimeout: (id: number) => globalThis.clearTimeout(id),
}));

let visibility: DocumentVisibilityState = "visible";
function hide() {
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}

/** The module keeps whether the worker is in use: a fresh copy per test. */
async function ticker() {
  vi.resetModules();
  return import("~/lib/ticker");
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  visibility = "visible";
  Object.assign(worker, { intervals: 0, timeouts: [], broken: false });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe("ticker", () => {
  it("ticks on the window's clock while the page is visible: no worker is started", async () => {
    const { startTicker } = await ticker();
    const tick = vi.fn();
    const stop = startTicker(tick, 1000);
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(worker.intervals).toBe(0);
    stop();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("moves a running ticker to the worker when the page is hidden, ticking once per interval", async () => {
    const { startTicker } = await ticker();
    const tick = vi.fn();
    const stop = startTicker(tick, 1000);
    vi.advanceTimersByTime(1500);
    hide();
    expect(worker.intervals).toBe(1);
    tick.mockClear();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    // Timers started later go to the worker at once.
    startTicker(() => {}, 500);
    expect(worker.intervals).toBe(2);
    stop();
    tick.mockClear();
    vi.advanceTimersByTime(3000);
    expect(tick).not.toHaveBeenCalled();
  });

  it("moves a pending deadline to the worker with what is left of the wait, and fires it once", async () => {
    const { runAt } = await ticker();
    const ring = vi.fn();
    runAt(Date.now() + 10_000, ring);
    vi.advanceTimersByTime(4000);
    hide();
    expect(worker.timeouts).toEqual([6000]);
    vi.advanceTimersByTime(5999);
    expect(ring).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ring).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it("leaves a deadline that has fired where it is when the page is hidden later", async () => {
    const { runAt } = await ticker();
    const ring = vi.fn();
    runAt(Date.now() + 1000, ring);
    vi.advanceTimersByTime(1000);
    hide();
    vi.advanceTimersByTime(5000);
    expect(ring).toHaveBeenCalledTimes(1);
    expect(worker.timeouts).toEqual([]);
  });

  it("uses the worker from the first timer in a tab opened in the background", async () => {
    visibility = "hidden";
    const { startTicker } = await ticker();
    const tick = vi.fn();
    startTicker(tick, 1000);
    expect(worker.intervals).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it("stays on the window's clock when the worker cannot start", async () => {
    worker.broken = true;
    const { startTicker } = await ticker();
    const tick = vi.fn();
    startTicker(tick, 1000);
    hide();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
