import { initialStopwatch, type StopwatchState } from "@core/stopwatch";
import { completeTimer, isFinished, restoreTimer, timerFromSeconds, type TimerState } from "@core/timer-engine";
import { DEFAULT_TIMER_SECONDS } from "@core/timer-presets";
import { RANG_LOG_LENGTH, type RangEntry, type StoredAlarm } from "./shared";

/*
 * Reading chrome.storage.local back. A stored value may come from an older build of the extension,
 * a half-finished write or a hand edit in DevTools, so each arrives as `unknown`, and whatever is
 * not what this build writes becomes the tool's default rather than an exception in the popup or
 * the worker.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Epoch instants and durations alike: finite and not negative. */
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** The countdown as stored (core/timer-engine's own JSON), or null when missing or malformed. */
export function storedTimer(value: unknown, now: number): TimerState | null {
  return typeof value === "string" ? restoreTimer(value, now) : null;
}

/**
 * The countdown the popup opens on: the default duration when nothing usable is stored, and a
 * run whose deadline passed while the popup was closed as ended (what the worker stores too).
 */
export function readTimer(value: unknown, now: number): TimerState {
  const timer = storedTimer(value, now);
  if (!timer) return timerFromSeconds(DEFAULT_TIMER_SECONDS);
  return isFinished(timer, now) ? completeTimer(timer) : timer;
}

// Laps are totals at each mark, so a later one below an earlier one was not written by lap().
const isLapList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((total, i) => isTime(total) && (i === 0 || total >= value[i - 1]));

export function isStopwatchState(value: unknown): value is StopwatchState {
  if (!isRecord(value)) return false;
  const { accumulatedMs, runningSince, laps } = value;
  return isTime(accumulatedMs) && (runningSince === null || isTime(runningSince)) && isLapList(laps);
}

/** The stored stopwatch, or a reset one. */
export function readStopwatch(value: unknown): StopwatchState {
  if (!isStopwatchState(value)) return initialStopwatch;
  return { accumulatedMs: value.accumulatedMs, runningSince: value.runningSince, laps: [...value.laps] };
}

export const isStoredAlarm = (value: unknown): value is StoredAlarm => isRecord(value) && isTime(value.at);

/** A set alarm still shows as set this long after its time: the worker may not have answered it yet. */
export const ALARM_GRACE_MS = 60_000;

/** The alarm that is set, or null when none is, it is long past, or the value is malformed. */
export function readAlarm(value: unknown, now: number): StoredAlarm | null {
  return isStoredAlarm(value) && value.at > now - ALARM_GRACE_MS ? { at: value.at } : null;
}

export const isRangEntry = (value: unknown): value is RangEntry =>
  isRecord(value) && (value.kind === "timer" || value.kind === "alarm") && isTime(value.at);

/** The log of what rang, newest first; malformed entries are dropped, a malformed log is empty. */
export function readRang(value: unknown): RangEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRangEntry)
    .slice(0, RANG_LOG_LENGTH)
    .map(({ kind, at }) => ({ kind, at }));
}
