import { describe, expect, it } from "vitest";
import { initialStopwatch } from "@core/stopwatch";
import { pauseTimer, serializeTimer, startTimer, timerFromSeconds } from "@core/timer-engine";
import { DEFAULT_TIMER_SECONDS } from "@core/timer-presets";
import { RANG_LOG_LENGTH } from "../../extension/src/shared";
import {
  ALARM_GRACE_MS,
  isRangEntry,
  isStopwatchState,
  isStoredAlarm,
  readAlarm,
  readRang,
  readStopwatch,
  readTimer,
  storedTimer,
} from "../../extension/src/stored";

const now = Date.UTC(2030, 0, 1, 12);
const defaultTimer = timerFromSeconds(DEFAULT_TIMER_SECONDS);

/** Values no build of the extension writes, but storage can hold (DevTools, a half-written update). */
const junk = [undefined, null, 0, 42, Number.NaN, "", "text", true, [], {}, [1, 2], () => 1];

describe("the stored countdown", () => {
  it("reads back what the popup stores", () => {
    const running = startTimer(timerFromSeconds(60), now - 5_000);
    expect(readTimer(serializeTimer(running), now)).toEqual(running);
    const paused = pauseTimer(running, now);
    expect(readTimer(serializeTimer(paused), now)).toEqual(paused);
    expect(storedTimer(serializeTimer(paused), now)).toEqual(paused);
  });

  it("a run whose deadline passed while the popup was closed opens as ended", () => {
    const ran = startTimer(timerFromSeconds(60), now - 61_000);
    expect(readTimer(serializeTimer(ran), now)).toEqual({
      status: "idle",
      initialSeconds: 60,
      remainingMs: 0,
      deadline: null,
    });
    // The worker completes it itself, so it gets the stored state as is.
    expect(storedTimer(serializeTimer(ran), now)).toEqual(ran);
  });

  it.each([
    ...junk,
    "{",
    JSON.stringify({ v: 2, status: "idle", initialSeconds: 60, remainingMs: 60_000, deadline: null }),
    JSON.stringify({ v: 1, status: "stopped", initialSeconds: 60, remainingMs: 60_000, deadline: null }),
    JSON.stringify({ v: 1, status: "running", initialSeconds: 60, remainingMs: 60_000, deadline: "soon" }),
    JSON.stringify({ v: 1, status: "idle", initialSeconds: -1, remainingMs: 0, deadline: null }),
  ])("falls back to the default duration for %j", (value) => {
    expect(() => readTimer(value, now)).not.toThrow();
    expect(readTimer(value, now)).toEqual(defaultTimer);
    expect(storedTimer(value, now)).toBeNull();
  });
});

describe("the stored stopwatch", () => {
  it("reads back what the popup stores, without anything else the value carries", () => {
    const state = { accumulatedMs: 1_500, runningSince: now - 200, laps: [300, 900, 900] };
    expect(isStopwatchState(state)).toBe(true);
    expect(readStopwatch({ ...state, extra: "x" })).toEqual(state);
    expect(readStopwatch({ accumulatedMs: 0, runningSince: null, laps: [] })).toEqual(initialStopwatch);
  });

  it.each([
    ...junk,
    { accumulatedMs: "1500", runningSince: null, laps: [] },
    { accumulatedMs: -1, runningSince: null, laps: [] },
    { accumulatedMs: Number.POSITIVE_INFINITY, runningSince: null, laps: [] },
    { accumulatedMs: 0, runningSince: "now", laps: [] },
    { accumulatedMs: 0, runningSince: undefined, laps: [] },
    { accumulatedMs: 0, runningSince: null },
    { accumulatedMs: 0, runningSince: null, laps: "300,900" },
    { accumulatedMs: 0, runningSince: null, laps: [300, "900"] },
    { accumulatedMs: 0, runningSince: null, laps: [300, null] },
    { accumulatedMs: 0, runningSince: null, laps: [900, 300] },
  ])("resets for %j", (value) => {
    expect(isStopwatchState(value)).toBe(false);
    expect(readStopwatch(value)).toEqual(initialStopwatch);
  });
});

describe("the stored alarm", () => {
  it("is set while ahead, and for a short grace after its time while the worker answers it", () => {
    expect(readAlarm({ at: now + 60_000 }, now)).toEqual({ at: now + 60_000 });
    expect(readAlarm({ at: now - ALARM_GRACE_MS + 1 }, now)).toEqual({ at: now - ALARM_GRACE_MS + 1 });
    expect(readAlarm({ at: now - ALARM_GRACE_MS }, now)).toBeNull();
    expect(readAlarm({ at: now + 1, label: "x" }, now)).toEqual({ at: now + 1 });
  });

  const malformed = [{ at: "07:00" }, { at: Number.NaN }, { at: -5 }, { when: now + 1 }, [{ at: now + 1 }]];

  it.each([...junk, ...malformed])("is not set for %j", (value) => {
    expect(readAlarm(value, now)).toBeNull();
  });

  it("the guard refuses what is not an alarm", () => {
    expect([...junk, ...malformed].filter(isStoredAlarm)).toEqual([]);
  });
});

describe("the log of what rang", () => {
  it("reads back a log, newest first, dropping the entries it cannot read", () => {
    const log = [
      { kind: "alarm", at: now },
      { kind: "snooze", at: now - 1 },
      { kind: "timer", at: "yesterday" },
      null,
      { kind: "timer", at: now - 2, extra: true },
    ];
    expect(readRang(log)).toEqual([
      { kind: "alarm", at: now },
      { kind: "timer", at: now - 2 },
    ]);
    expect(log.filter(isRangEntry)).toHaveLength(2);
  });

  it("keeps no more than the log's length", () => {
    const long = Array.from({ length: RANG_LOG_LENGTH + 3 }, (_, i) => ({ kind: "timer", at: now - i }));
    expect(readRang(long)).toHaveLength(RANG_LOG_LENGTH);
  });

  it.each(junk.filter((value) => !Array.isArray(value)))("is empty for %j", (value) => {
    expect(readRang(value)).toEqual([]);
  });
});
