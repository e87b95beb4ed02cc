import { MAX_TIMER_SECONDS } from "./time-format";
import { parseStoredObject } from "./stored-json";

/*
 * The countdown is a deadline, not a counter (docs/product.md, Keeping time): while running, the
 * time left is always `deadline - now`, so a throttled, frozen or backgrounded tab is right
 * the moment it looks again. Every function is pure; `now` is passed in (epoch ms).
 */

export type TimerStatus = "idle" | "running" | "paused";

export interface TimerState {
  status: TimerStatus;
  /** The duration the run started from; progress is measured against it. */
  initialSeconds: number;
  /** Time left when not running. While running it is stale: use `remainingMs(state, now)`. */
  remainingMs: number;
  /** Epoch ms at which a running timer reaches zero; null otherwise. */
  deadline: number | null;
}

const MAX_MS = MAX_TIMER_SECONDS * 1000;

export const idleTimer: TimerState = Object.freeze({
  status: "idle",
  initialSeconds: 0,
  remainingMs: 0,
  deadline: null,
});

/**
 * Durations come from URLs, stored state and typing; anything that is not a finite
 * non-negative number becomes 0, and the cap keeps every loaded time editable in the display.
 */
function cleanSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(Math.round(seconds), MAX_TIMER_SECONDS);
}

export function timerFromSeconds(seconds: number): TimerState {
  const clean = cleanSeconds(seconds);
  return { status: "idle", initialSeconds: clean, remainingMs: clean * 1000, deadline: null };
}

export function remainingMs(s: TimerState, now: number): number {
  if (s.status === "running" && s.deadline !== null) return Math.max(0, s.deadline - now);
  return Math.max(0, s.remainingMs);
}

export function startTimer(s: TimerState, now: number): TimerState {
  if (s.status === "running") return s;
  const left = Math.max(0, s.remainingMs);
  if (left <= 0) return s;
  // docs/product.md, Timer: the initial duration is remembered only when there was none (e.g. time
  // typed after a reset), so resuming a paused run keeps measuring progress against its start.
  const initialSeconds = s.initialSeconds > 0 ? s.initialSeconds : Math.ceil(left / 1000);
  return { status: "running", initialSeconds, remainingMs: left, deadline: now + left };
}

export function pauseTimer(s: TimerState, now: number): TimerState {
  if (s.status !== "running") return s;
  return { status: "paused", initialSeconds: s.initialSeconds, remainingMs: remainingMs(s, now), deadline: null };
}

export function resetTimer(): TimerState {
  return idleTimer;
}

/** A newly set time is a fresh timer, so a paused run becomes idle rather than resumable. */
export function setTime(s: TimerState, seconds: number): TimerState {
  if (s.status === "running") return s;
  return timerFromSeconds(seconds);
}

/**
 * Quick add grows both the time left and the initial duration so the progress bar keeps
 * its proportion instead of jumping backwards. Non-positive amounts are ignored: the
 * screen only ever adds.
 */
export function addTime(s: TimerState, seconds: number): TimerState {
  if (s.status === "running") return s;
  const extra = cleanSeconds(seconds);
  if (extra === 0) return s;
  const left = Math.min(Math.max(0, s.remainingMs) + extra * 1000, MAX_MS);
  const initialSeconds = Math.min(s.initialSeconds + extra, MAX_TIMER_SECONDS);
  return { status: s.status, initialSeconds, remainingMs: left, deadline: null };
}

export function isFinished(s: TimerState, now: number): boolean {
  return s.status === "running" && s.deadline !== null && s.deadline <= now;
}

/** At zero the timer stops; keeping the initial duration lets the bar show 100%. */
export function completeTimer(s: TimerState): TimerState {
  return { status: "idle", initialSeconds: s.initialSeconds, remainingMs: 0, deadline: null };
}

export function progressPercent(s: TimerState, now: number): number {
  if (!(s.initialSeconds > 0)) return 0;
  const leftSeconds = remainingMs(s, now) / 1000;
  const percent = ((s.initialSeconds - leftSeconds) / s.initialSeconds) * 100;
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

const STORAGE_VERSION = 1;

export function serializeTimer(s: TimerState): string {
  return JSON.stringify({
    v: STORAGE_VERSION,
    status: s.status,
    initialSeconds: s.initialSeconds,
    remainingMs: s.remainingMs,
    deadline: s.deadline,
  });
}

const inRange = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * Reads what `serializeTimer` stored, or null when it is missing, corrupt, from another
 * version, or impossible (e.g. a deadline further away than any timer can run, which only
 * a tampered value or a wildly changed device clock produces). A deadline that passed while
 * the page was closed is kept as is: the state is then running and `isFinished`, so the UI
 * can say the timer ended while the visitor was away.
 */
export function restoreTimer(raw: string | null, now: number): TimerState | null {
  const data = parseStoredObject(raw);
  if (!data) return null;
  const { v, status, initialSeconds, remainingMs: left, deadline } = data;
  if (v !== STORAGE_VERSION) return null;
  if (status !== "idle" && status !== "running" && status !== "paused") return null;
  if (!inRange(initialSeconds, MAX_TIMER_SECONDS) || !Number.isInteger(initialSeconds)) return null;
  if (!inRange(left, MAX_MS)) return null;
  if (status === "running") {
    if (typeof deadline !== "number" || !Number.isFinite(deadline) || !Number.isFinite(now)) return null;
    if (deadline - now > MAX_MS) return null;
    return { status, initialSeconds, remainingMs: left, deadline };
  }
  if (deadline !== null) return null;
  return { status, initialSeconds, remainingMs: left, deadline: null };
}
