// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanTimeText } from "~/features/timer/time-display";
import { goalFromQuery } from "~/features/timer/sections";
import { TIMER_STORAGE_KEY, TimerStore, serverSnapshot } from "~/features/timer/timer-store";

/** jsdom has no Worker: the ticker falls back to window timers, which fake timers drive. */
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

const fresh = (path = "/timer", seconds = 300) => {
  const store = new TimerStore(() => Date.now());
  store.initialize(path, seconds);
  return store;
};

describe("TimerStore", () => {
  it("loads the route's duration and matches what the server rendered", () => {
    const store = fresh("/timer/10-second-timer", 10);
    expect(store.getSnapshot()).toEqual(serverSnapshot(10));
    expect(store.getSnapshot()).toMatchObject({ status: "idle", seconds: 10, progress: 0 });
  });

  it("completes exactly at the deadline, once, with the bar full", () => {
    const store = fresh("/timer", 3);
    const done = vi.fn();
    store.onComplete(done);
    store.start();
    const deadline = store.getSnapshot().deadline!;
    vi.advanceTimersByTime(2_999);
    expect(done).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: "running", seconds: 1 });
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]![0]).toMatchObject({ deadline, at: deadline });
    expect(store.getSnapshot()).toMatchObject({ status: "idle", seconds: 0, progress: 100 });
    expect(store.getSnapshot().completedAt).toBe(deadline);
    vi.advanceTimersByTime(10_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("re-renders only when the shown second changes", () => {
    const store = fresh("/timer", 10);
    const listener = vi.fn();
    store.subscribe(listener);
    store.start();
    listener.mockClear();
    vi.advanceTimersByTime(5_000);
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(listener.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it("pause keeps the remaining time; setting and adding are ignored while running", () => {
    const store = fresh("/timer", 60);
    store.start();
    vi.advanceTimersByTime(10_400);
    expect(store.set(5)).toBe(false);
    expect(store.add(30)).toBe(false);
    store.pause();
    expect(store.getSnapshot()).toMatchObject({ status: "paused", seconds: 50 });
    vi.advanceTimersByTime(60_000);
    expect(store.remainingMs()).toBe(49_600);
    expect(store.add(30)).toBe(true);
    expect(store.getSnapshot().seconds).toBe(80);
    store.reset();
    expect(store.getSnapshot()).toMatchObject({ status: "idle", seconds: 0, initialSeconds: 0, progress: 0 });
  });

  it("a running timer survives a reload; a paused one too", () => {
    const first = fresh("/timer", 120);
    first.start();
    vi.advanceTimersByTime(20_000);
    const reloaded = fresh("/timer/5-minute-timer", 300);
    expect(reloaded.getSnapshot()).toMatchObject({ status: "running", seconds: 100, initialSeconds: 120 });
    reloaded.pause();
    const again = fresh("/timer", 300);
    expect(again.getSnapshot()).toMatchObject({ status: "paused", seconds: 100 });
  });

  it("a timer that ended while the page was closed says so, without a completion event", () => {
    const first = fresh("/timer", 5);
    first.start();
    const stored = localStorage.getItem(TIMER_STORAGE_KEY);
    vi.setSystemTime(Date.now() + 60_000);
    localStorage.setItem(TIMER_STORAGE_KEY, stored!);
    const reopened = new TimerStore(() => Date.now());
    const done = vi.fn();
    reopened.onComplete(done);
    reopened.initialize("/timer", 300);
    expect(reopened.getSnapshot()).toMatchObject({ status: "idle", seconds: 0, endedWhileAway: true });
    expect(done).not.toHaveBeenCalled();
  });

  it("a new route loads its duration only when idle", () => {
    const store = fresh("/timer", 300);
    store.loadRoute("/timer/1-minute-timer", 60);
    expect(store.getSnapshot().seconds).toBe(60);
    store.start();
    store.loadRoute("/timer/2-minute-timer", 120);
    expect(store.getSnapshot()).toMatchObject({ status: "running", seconds: 60 });
  });

  it("a time handed to another page's new document opens there once, instead of that page's duration", () => {
    const preset = fresh("/timer/5-minute-timer", 300);
    preset.set(420);
    preset.handOffTo("/timer", true);
    sessionStorage.clear(); // a handoff read by another page is gone
    expect(fresh("/timer", 300).getSnapshot().seconds).toBe(300);

    const again = fresh("/timer/5-minute-timer", 300);
    again.set(420);
    again.handOffTo("/timer", true);
    expect(fresh("/timer/1-minute-timer", 60).getSnapshot().seconds).toBe(60); // another page: not its time
    again.handOffTo("/timer", true);
    expect(fresh("/timer", 300).getSnapshot().seconds).toBe(420);
    expect(fresh("/timer", 300).getSnapshot().seconds).toBe(300); // once
  });

  it("a handoff within one document only marks the route as loaded", () => {
    const store = fresh("/timer/5-minute-timer", 300);
    store.set(420);
    store.handOffTo("/timer", false);
    store.loadRoute("/timer", 300);
    expect(store.getSnapshot().seconds).toBe(420);
    expect(sessionStorage.length).toBe(0);
  });

  it("a clock that jumps forward (frozen page) completes at once on the next look", () => {
    const store = fresh("/timer", 10);
    const done = vi.fn();
    store.onComplete(done);
    store.start();
    vi.setSystemTime(Date.now() + 15_000); // the page was frozen: no timer ran
    window.dispatchEvent(new Event("focus"));
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe("time entry and goal query", () => {
  it("only digits and colons can be typed", () => {
    expect(cleanTimeText("1a:3b0 ")).toBe("1:30");
    expect(cleanTimeText("-5")).toBe("5");
  });

  it("the goal needs goalId, goalTitle and a positive whole duration", () => {
    const q = (s: string) => goalFromQuery(new URLSearchParams(s));
    expect(q("goalId=1&goalTitle=Read&duration=1500")).toEqual({ id: "1", title: "Read", seconds: 1500 });
    expect(q("goalTitle=Read&duration=1500")).toBeNull();
    expect(q("goalId=1&duration=1500")).toBeNull();
    expect(q("goalId=1&goalTitle=Read")).toBeNull();
    expect(q("goalId=1&goalTitle=Read&duration=abc")).toBeNull();
    expect(q("goalId=1&goalTitle=Read&duration=-5")).toBeNull();
  });
});
