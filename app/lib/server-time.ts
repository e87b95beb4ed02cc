import { CLOCK_SAMPLES, estimateClockOffset, type ClockOffset, type ClockSample } from "@core/clock-offset";
import { useEffect } from "react";
import { useTransitionStore } from "./client-value";
import { runAt } from "./ticker";

/**
 * The corrected clock shared by the world clock and the alarm (docs/product.md, Keeping time).
 *
 * `measureClockOffset()` times a few round trips to `GET /api/time` (sequentially, so they do not
 * queue behind each other) and keeps the NTP-style estimate of core/clock-offset. `serverNow()` is
 * then `Date.now() + offset`: the time the clocks show and the alarm rings by. Until a
 * measurement exists (or when the server cannot be reached) the offset is 0 and the device clock
 * is used as it is. One measurement per page view, repeated when the page wakes after a long
 * sleep, since a device clock may have been corrected meanwhile.
 */

export type ClockStatus =
  { state: "idle" | "measuring" | "failed"; offset: null } | { state: "measured"; offset: ClockOffset };

const REMEASURE_AFTER_MS = 30 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 4000;

let status: ClockStatus = { state: "idle", offset: null };
let measuredAt = 0;
let inFlight: Promise<ClockStatus> | null = null;
const listeners = new Set<() => void>();
const serverStatus: ClockStatus = { state: "idle", offset: null };

function setStatus(next: ClockStatus) {
  status = next;
  listeners.forEach((l) => l());
}

/** Milliseconds to add to `Date.now()`: 0 until measured. */
export function clockOffsetMs(): number {
  return status.state === "measured" ? status.offset.offsetMs : 0;
}

/** The corrected current time, epoch ms. */
export function serverNow(): number {
  return Date.now() + clockOffsetMs();
}

export function clockStatus(): ClockStatus {
  return status;
}

export function subscribeClockStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function sample(): Promise<ClockSample | null> {
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const response = await fetch("/api/time", {
      cache: "no-store",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const roundTripMs = performance.now() - started;
    if (!response.ok) return null;
    const body = (await response.json()) as { now?: unknown };
    return typeof body.now === "number" ? { sentAt, roundTripMs, serverNow: body.now } : null;
  } catch {
    return null;
  }
}

/** Measures the offset (once at a time); resolves to the new status. */
export function measureClockOffset(samples = CLOCK_SAMPLES): Promise<ClockStatus> {
  if (inFlight) return inFlight;
  if (status.state !== "measured") setStatus({ state: "measuring", offset: null });
  inFlight = (async () => {
    const results: ClockSample[] = [];
    for (let i = 0; i < samples; i++) {
      const s = await sample();
      if (s) results.push(s);
      else if (results.length === 0 && i >= 1) break; // the server is not answering: give up early
    }
    const offset = estimateClockOffset(results);
    measuredAt = Date.now();
    if (offset) setStatus({ state: "measured", offset });
    else if (status.state !== "measured") setStatus({ state: "failed", offset: null });
    return status;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Starts (at most one) measurement for this page view, and again after a long sleep. */
export function ensureClockOffset(): void {
  if (typeof window === "undefined") return;
  const stale = Date.now() - measuredAt > REMEASURE_AFTER_MS;
  if (status.state === "idle" || (stale && status.state !== "measuring")) void measureClockOffset();
}

/** Measures the device clock's offset once the page is interactive, and again on waking from a long sleep. */
export function useClockOffsetMeasurement(): void {
  useEffect(() => {
    ensureClockOffset();
    const onWake = () => {
      if (document.visibilityState === "visible") ensureClockOffset();
    };
    document.addEventListener("visibilitychange", onWake);
    return () => document.removeEventListener("visibilitychange", onWake);
  }, []);
}

/**
 * The measurement status for rendering, which starts it; the server and the first client render
 * see "idle". Its changes render as transitions: the answer arrives while the page is still
 * loading, and a synchronous render of the whole clock then was one long task (decision 062).
 */
export function useClockStatus(): ClockStatus {
  useClockOffsetMeasurement();
  return useTransitionStore(subscribeClockStatus, clockStatus, serverStatus);
}

/* ───────────── a once-a-second clock, aligned to the corrected second ───────────── */

let secondNow: number | null = null;
let stopSecond: (() => void) | null = null;
let stopStatusWatch: (() => void) | null = null;
const secondListeners = new Set<() => void>();

/** Publishes the current corrected second and arms the next one at its boundary (worker timer, wake-safe). */
function tickSecond() {
  stopSecond?.();
  secondNow = Math.floor(serverNow() / 1000) * 1000;
  secondListeners.forEach((l) => l());
  stopSecond = runAt(secondNow + 1000, tickSecond, serverNow);
}

function subscribeSecond(listener: () => void): () => void {
  secondListeners.add(listener);
  if (secondListeners.size === 1) {
    tickSecond();
    // A new offset moves the second boundaries: re-align at once.
    stopStatusWatch = subscribeClockStatus(tickSecond);
  }
  return () => {
    secondListeners.delete(listener);
    if (secondListeners.size === 0) {
      stopSecond?.();
      stopStatusWatch?.();
      stopSecond = stopStatusWatch = null;
      secondNow = null;
    }
  };
}

function currentSecond(): number | null {
  secondNow ??= Math.floor(serverNow() / 1000) * 1000;
  return secondNow;
}

/**
 * The corrected time, floored to the second and updated at each second boundary (docs/product.md,
 * Keeping time: the clock ticks every second). `null` while server-rendering and hydrating: the
 * server does not know the visitor's time, so pages render a stable placeholder and fill in the
 * time after hydration.
 */
export function useServerSecond(): number | null {
  return useTransitionStore(subscribeSecond, currentSecond, null);
}
