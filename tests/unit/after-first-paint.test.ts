import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint } from "~/lib/after-first-paint";
import { fakePaintTiming } from "../helpers/paint-timing";

/** A document whose visibility the test sets, and a PerformanceObserver with paint timing. */
function fakeBrowser({ paintTiming = true, frames = true } = {}) {
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === "visibilitychange") listeners.push(listener);
    },
  };
  const { FakeObserver, deliver } = fakePaintTiming();
  vi.stubGlobal("document", document);
  vi.stubGlobal("PerformanceObserver", paintTiming ? FakeObserver : undefined);
  vi.stubGlobal("requestAnimationFrame", frames ? (callback: () => void) => setTimeout(callback, 16) : undefined);
  return {
    document,
    paint: deliver,
    hide: () => {
      document.visibilityState = "hidden";
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstContentfulPaint (decision 065)", () => {
  it("runs once the browser reports the first contentful paint, not at a frame or a first paint", () => {
    const browser = fakeBrowser();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(500);
    browser.paint("first-paint");
    expect(run).not.toHaveBeenCalled();
    browser.paint("first-paint", "first-contentful-paint");
    expect(run).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("in a hidden page, which paints nothing until shown, runs after 200 ms", () => {
    const browser = fakeBrowser();
    browser.document.visibilityState = "hidden";
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("in a page hidden before its first paint, runs 200 ms after it was hidden", () => {
    const browser = fakeBrowser();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(100);
    browser.hide();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("in a visible page that reports no paint, runs after 3 s", () => {
    fakeBrowser();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, runs after the next frame and a task", () => {
    fakeBrowser({ paintTiming: false });
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(16);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("where nothing paints frames, runs at once", () => {
    fakeBrowser({ paintTiming: false, frames: false });
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
