import { initialCycle, phaseAt, type CyclePlan } from "@core/focus-cycle";
import { defaultInterval, defaultPomodoro, intervalPlan, pomodoroPlan } from "@core/focus-presets";
import { useEffect, useMemo } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { CycleStore, type CycleSnapshot } from "./cycle-store";

/** The page's pomodoro and interval set (one each per tab), each in its own storage key. */
export const pomodoroStore = new CycleStore("tickwise-pomodoro", pomodoroPlan(defaultPomodoro));
export const intervalStore = new CycleStore("tickwise-intervals", intervalPlan(defaultInterval));

/** What the server renders and hydration starts from: the page's plan, idle at its first phase. */
function serverSnapshot(plan: CyclePlan, label: string): CycleSnapshot {
  const state = initialCycle(plan);
  return {
    plan,
    status: "idle",
    index: 0,
    phase: phaseAt(plan, 0),
    next: phaseAt(plan, 1),
    seconds: Math.ceil(state.remainingMs / 1000),
    progress: 0,
    focusDone: 0,
    label,
  };
}

/**
 * Connects a page to its store and returns the snapshot. `routeKey` names the page and its settings
 * (path and query); `plan` is null when the page names no settings (then the stored ones are used).
 */
export function useCycle(
  store: CycleStore,
  routeKey: string,
  plan: CyclePlan | null,
  fallback: CyclePlan,
  label: string,
): CycleSnapshot {
  // Idempotent and browser-only: the stored cycle is read before the first client snapshot.
  store.initialize(routeKey, plan, label);
  useEffect(() => store.loadRoute(routeKey, plan, label), [store, routeKey, plan, label]);
  const server = useMemo(() => serverSnapshot(plan ?? fallback, label), [plan, fallback, label]);
  return useBrowserStore(store.subscribe, store.getSnapshot, () => server);
}
