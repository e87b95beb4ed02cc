import { useEffect, useMemo } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { serverSnapshot, timerStore, type TimerSnapshot } from "./timer-store";

/**
 * Connects the page's preset to the timer and returns the timer's status only, so the page around
 * the timer does not re-render every second (just the timer card does, see `useTimerSnapshot`).
 * `routeKey`/`routeSeconds` are the page's preset: the server renders it, and the browser shows it
 * unless a stored timer is running or paused.
 */
export function useTimerRoute(routeKey: string, routeSeconds: number): TimerSnapshot["status"] {
  // Idempotent and browser-only: the stored timer is read before the first client snapshot,
  // so a reload shows the running time at once instead of the preset first.
  timerStore.initialize(routeKey, routeSeconds);
  useEffect(() => timerStore.loadRoute(routeKey, routeSeconds), [routeKey, routeSeconds]);
  return useBrowserStore(
    timerStore.subscribe,
    () => timerStore.getSnapshot().status,
    () => "idle",
  );
}

/** The whole snapshot (time shown, progress…): changes at most once a second while running. */
export function useTimerSnapshot(routeSeconds: number): TimerSnapshot {
  const server = useMemo(() => serverSnapshot(routeSeconds), [routeSeconds]);
  return useBrowserStore(timerStore.subscribe, timerStore.getSnapshot, () => server);
}
