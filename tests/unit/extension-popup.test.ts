// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serializeTimer, startTimer, timerFromSeconds } from "@core/timer-engine";
import { createAlarm } from "../../extension/src/tools/alarm";
import { createStopwatch } from "../../extension/src/tools/stopwatch";
import { createTimer } from "../../extension/src/tools/timer";
import { createLoop } from "../../extension/src/ui";

/*
 * The popup's tools on popup.html in jsdom, with chrome.storage and chrome.alarms stubbed and fake
 * timers: what runs between two user actions is the tick loops, which these tests count.
 */

const html = readFileSync(path.resolve(import.meta.dirname, "../../extension/popup.html"), "utf8");
const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";

type Changes = Record<string, { newValue?: unknown }>;

function stubChrome(stored: Record<string, unknown> = {}) {
  const listeners: ((changes: Changes, area: string) => void)[] = [];
  const set = vi.fn(async (items: Record<string, unknown>) => {
    Object.assign(stored, items);
  });
  vi.stubGlobal("chrome", {
    storage: {
      local: { get: vi.fn(async () => ({ ...stored })), set },
      onChanged: { addListener: (listener: (typeof listeners)[number]) => listeners.push(listener) },
    },
    alarms: { create: vi.fn(async () => {}), clear: vi.fn(async () => true) },
  });
  /** What the service worker's storage writes look like to an open popup. */
  const change = (values: Record<string, unknown>) => {
    const changes = Object.fromEntries(Object.entries(values).map(([key, newValue]) => [key, { newValue }]));
    for (const listener of listeners) listener(changes, "local");
  };
  return { set, change };
}

const text = (id: string) => document.getElementById(id)?.textContent?.replace(/\s+/g, "") ?? "";
const click = (id: string) => document.getElementById(id)?.click();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 0, 1, 9, 0, 0) });
  document.body.innerHTML = body;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the tick loop", () => {
  it("ticks on the period's boundaries while asked to, then sets no timer", () => {
    vi.setSystemTime(new Date(2030, 0, 1, 9, 0, 0, 400));
    const seen: number[] = [];
    const wake = createLoop(1000, (now) => seen.push(now % 1000) < 3);
    wake();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual([400, 0, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waking a running loop does not start a second one", () => {
    const tick = vi.fn(() => true);
    const wake = createLoop(100, tick);
    wake();
    wake();
    wake();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(13);
  });
});

describe("the stopwatch", () => {
  it("updates only its reading while it runs, and stops ticking when paused or hidden", () => {
    const { set } = stubChrome();
    const tool = createStopwatch();
    tool.setVisible(true);
    const display = document.getElementById("stopwatch-display")!;
    const parts = [...display.children];
    const sameParts = () => [...display.children].every((part, i) => part === parts[i]);
    expect(vi.getTimerCount()).toBe(0);

    click("stopwatch-toggle");
    vi.advanceTimersByTime(1_234);
    expect(text("stopwatch-display")).toMatch(/^00:00:01\.2\d\d$/);
    expect(sameParts()).toBe(true);
    expect(vi.getTimerCount()).toBe(1);

    tool.setVisible(false);
    expect(vi.getTimerCount()).toBe(0);
    tool.setVisible(true);
    click("stopwatch-lap");
    const lapItem = document.querySelector("#stopwatch-laps li");
    vi.advanceTimersByTime(500);
    expect(document.querySelector("#stopwatch-laps li")).toBe(lapItem);

    click("stopwatch-toggle");
    expect(text("stopwatch-toggle")).toBe("Resume");
    expect(vi.getTimerCount()).toBe(0);
    expect(set).toHaveBeenLastCalledWith({
      stopwatch: { accumulatedMs: 1_734, runningSince: null, laps: [1_234] },
    });
  });

  it("a malformed stored stopwatch shows a reset one", () => {
    stubChrome();
    const tool = createStopwatch();
    click("stopwatch-toggle");
    vi.advanceTimersByTime(2_000);
    expect(() => tool.load({ stopwatch: { accumulatedMs: "lots", laps: 3 } })).not.toThrow();
    expect(text("stopwatch-display")).toBe("00:00:00.000");
    expect(text("stopwatch-toggle")).toBe("Start");
  });
});

describe("the timer", () => {
  it("ends on screen at its deadline without saving over what the worker stores, then stops ticking", () => {
    const { set } = stubChrome();
    const tool = createTimer();
    tool.setVisible(true);
    tool.load({ timer: serializeTimer(startTimer(timerFromSeconds(2), Date.now())) });
    expect(text("timer-status")).toBe("Running");
    vi.advanceTimersByTime(1_100);
    expect(text("timer-display")).toBe("00:00:01");
    vi.advanceTimersByTime(1_000);
    expect(text("timer-display")).toBe("00:00:00");
    expect(text("timer-status")).toBe("Time'sup!");
    expect(document.getElementById("timer-progress")?.style.width).toBe("100%");
    expect(vi.getTimerCount()).toBe(0);
    expect(set).not.toHaveBeenCalled();
  });

  it.each([undefined, null, 5, "{", { status: "running" }])("opens on 5 minutes for a stored %j", (value) => {
    stubChrome();
    createTimer().load({ timer: value });
    expect(text("timer-display")).toBe("00:05:00");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the alarm", () => {
  it("shows what the worker logged, and nothing for malformed values", () => {
    stubChrome();
    const tool = createAlarm();
    tool.load({ alarm: { at: Date.now() + 60_000 } });
    expect(text("alarm-status")).toMatch(/^Alarmsetfor/);
    tool.load({ alarm: null, rang: [{ kind: "alarm", at: Date.now() }] });
    expect(text("alarm-status")).toMatch(/^Alarm!Time'sup!/);
    tool.load({ alarm: "soon", rang: { kind: "alarm" } });
    expect(text("alarm-status")).toBe("Noalarmset.");
  });
});

describe("the popup entry", () => {
  it("opens on defaults whatever storage holds, and ticks only the world clock while it is shown", async () => {
    const { change } = stubChrome({ timer: 7, stopwatch: "x", alarm: { at: "07:00" }, rang: "rang" });
    await import("../../extension/src/popup");
    await vi.advanceTimersByTimeAsync(0);
    expect(text("timer-display")).toBe("00:05:00");
    expect(text("stopwatch-display")).toBe("00:00:00.000");
    expect(text("alarm-status")).toBe("Noalarmset.");
    expect(vi.getTimerCount()).toBe(0);

    click("tab-clock");
    expect(document.getElementById("panel-clock")?.hidden).toBe(false);
    expect(document.querySelectorAll("#clock-list time")).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(1);
    click("tab-timer");
    expect(vi.getTimerCount()).toBe(0);

    change({ rang: [{ kind: "alarm", at: Date.now() }] });
    expect(text("alarm-status")).toMatch(/^Alarm!Time'sup!/);
  });
});
