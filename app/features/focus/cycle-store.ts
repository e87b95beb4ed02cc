import {
  catchUp,
  initialCycle,
  pauseCycle,
  phaseAt,
  phaseProgress,
  phaseRemainingMs,
  skipPhase,
  startCycle,
  type CompletedPhase,
  type CyclePlan,
  type CycleState,
  type Phase,
} from "@core/focus-cycle";
import { LABEL_MAX, restoreCycle, serializeCycle } from "@core/focus-presets";
import { readStorage, writeStorage } from "~/lib/local-store";
import { runAt, startTicker } from "~/lib/ticker";

/**
 * One focus cycle or interval set outside React (docs/product.md, Pomodoro and interval timer),
 * built like the timer's store: a deadline-based CycleState (core/focus-cycle), kept in
 * localStorage with its plan and task label so it survives a reload, re-rendered by a worker tick
 * and moved on by a worker timeout armed for the exact phase end. Whatever woke it, it asks
 * `catchUp` what the wall clock says, so a frozen tab lands on the right phase.
 */

/** The performance mark made at each phase end the page handles (read by bench/timer-accuracy.mjs). */
export const PHASE_MARK = "tickwise:phase-complete";
const TICK_MS = 250;

export interface CycleSnapshot {
  plan: CyclePlan;
  status: CycleState["status"];
  index: number;
  phase: Phase | null;
  next: Phase | null;
  /** Whole seconds left of the phase, rounded up. */
  seconds: number;
  progress: number;
  focusDone: number;
  label: string;
}

export interface PhaseEvent {
  completed: CompletedPhase[];
  snapshot: CycleSnapshot;
  label: string;
}

function snapshotOf(plan: CyclePlan, state: CycleState, label: string, now: number): CycleSnapshot {
  const ms = phaseRemainingMs(state, now);
  const seconds = ms <= 0 ? 0 : Math.ceil(ms / 1000 - 1e-9);
  const phase = phaseAt(plan, state.index);
  // Progress at the display's resolution, so the bar and the digits agree.
  const shown: CycleState =
    state.status === "running" ? { ...state, status: "paused", remainingMs: seconds * 1000 } : state;
  return {
    plan,
    status: state.status,
    index: state.index,
    phase,
    next: phaseAt(plan, state.index + 1),
    seconds,
    progress: Math.round(phaseProgress(plan, shown, now)),
    focusDone: state.completed,
    label,
  };
}

const same = (a: CycleSnapshot, b: CycleSnapshot) =>
  a.plan === b.plan &&
  a.status === b.status &&
  a.index === b.index &&
  a.focusDone === b.focusDone &&
  a.seconds === b.seconds &&
  a.progress === b.progress &&
  a.label === b.label;

/** Whether a cycle is under way (a reload or another page's settings must not replace it). */
const inProgress = (s: CycleState) =>
  s.status === "running" || s.status === "paused" || (s.status === "idle" && s.index > 0);

export class CycleStore {
  private plan: CyclePlan;
  private state: CycleState;
  private label = "";
  private snapshot: CycleSnapshot;
  private initialized = false;
  private routeKey: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly phaseListeners = new Set<(event: PhaseEvent) => void>();
  private stopTicker: (() => void) | null = null;
  private cancelDeadline: (() => void) | null = null;

  constructor(
    private readonly storageKey: string,
    fallback: CyclePlan,
    private readonly now: () => number = Date.now,
  ) {
    this.plan = fallback;
    this.state = initialCycle(fallback);
    this.snapshot = snapshotOf(fallback, this.state, "", 0);
  }

  getSnapshot = (): CycleSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onPhaseEnd(listener: (event: PhaseEvent) => void): () => void {
    this.phaseListeners.add(listener);
    return () => this.phaseListeners.delete(listener);
  }

  /**
   * Reads the stored cycle once per page load (browser only). A cycle under way wins over the page's
   * settings; otherwise `routePlan` (a preset or a shared link) loads, or, when the page names none,
   * the stored settings. Phases that ended while the page was closed are caught up at once.
   */
  initialize(routeKey: string, routePlan: CyclePlan | null, routeLabel: string): void {
    if (this.initialized || typeof window === "undefined") return;
    this.initialized = true;
    this.routeKey = routeKey;
    const stored = restoreCycle(readStorage(this.storageKey), this.now());
    if (stored && (inProgress(stored.state) || !routePlan)) {
      this.plan = stored.plan;
      this.state = stored.state;
      this.label = routeLabel || stored.label;
    } else {
      if (routePlan) this.plan = routePlan;
      this.state = initialCycle(this.plan);
      this.label = routeLabel || stored?.label || "";
    }
    this.advance();
    this.save();
    this.reschedule();
    this.refresh(true);
  }

  /** Another page of the tool (a preset, a new shared set): load it unless a cycle is under way. */
  loadRoute(routeKey: string, plan: CyclePlan | null, label: string): void {
    if (routeKey === this.routeKey) return;
    this.routeKey = routeKey;
    if (label) this.label = label;
    if (plan && !inProgress(this.state)) this.commit(initialCycle(plan), plan);
    else this.commit(this.state);
  }

  // ---- actions (each returns whether it changed anything) ------------------------------------

  start(): boolean {
    return this.change(startCycle(this.plan, this.state, this.now()));
  }

  pause(): boolean {
    return this.change(pauseCycle(this.state, this.now()));
  }

  skip(): boolean {
    return this.change(skipPhase(this.plan, this.state, this.now()));
  }

  reset(): boolean {
    const fresh = initialCycle(this.plan);
    if (this.state.status === "idle" && this.state.index === 0 && this.state.remainingMs === fresh.remainingMs)
      return false;
    this.commit(fresh);
    return true;
  }

  /**
   * New settings (not while running). A pomodoro keeps its place in the cycle, with the current
   * phase at its new full length; an interval set starts over.
   */
  setPlan(plan: CyclePlan): boolean {
    if (this.state.status === "running") return false;
    const keep = plan.type === "pomodoro" && phaseAt(plan, this.state.index) !== null && this.state.status !== "done";
    const index = keep ? this.state.index : 0;
    const remainingMs = (phaseAt(plan, index)?.seconds ?? 0) * 1000;
    const completed = keep ? this.state.completed : 0;
    this.commit({ status: "idle", index, remainingMs, deadline: null, completed }, plan);
    return true;
  }

  setLabel(label: string): void {
    this.label = label.slice(0, LABEL_MAX);
    this.save();
    this.refresh();
  }

  current(): { plan: CyclePlan; state: CycleState; label: string } {
    return { plan: this.plan, state: this.state, label: this.label };
  }

  // ---- internals --------------------------------------------------------------------------------

  private change(next: CycleState): boolean {
    if (next === this.state) return false;
    this.commit(next);
    return true;
  }

  private commit(next: CycleState, plan: CyclePlan = this.plan): void {
    this.plan = plan;
    this.state = next;
    this.save();
    this.reschedule();
    this.refresh();
  }

  private save(): void {
    writeStorage(this.storageKey, serializeCycle({ plan: this.plan, state: this.state, label: this.label }));
  }

  private reschedule(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    this.stopTicker?.();
    this.stopTicker = null;
    if (this.state.status !== "running" || this.state.deadline === null) return;
    this.stopTicker = startTicker(() => this.check(), TICK_MS);
    this.cancelDeadline = runAt(this.state.deadline, () => this.check(), this.now);
  }

  /** Applies every phase end the clock has passed; true when there was one. */
  private advance(): CompletedPhase[] {
    const { state, completed } = catchUp(this.plan, this.state, this.now());
    this.state = state;
    return completed;
  }

  private check(): void {
    const completed = this.advance();
    if (completed.length === 0) return this.refresh();
    const at = this.now();
    const last = completed[completed.length - 1]!;
    try {
      performance.mark(PHASE_MARK, { detail: { deadline: last.endedAt, at, kind: last.phase.kind } });
    } catch {
      // very old browsers: marks without detail
    }
    this.save();
    this.reschedule();
    this.refresh();
    const event: PhaseEvent = { completed, snapshot: this.snapshot, label: this.label };
    this.phaseListeners.forEach((l) => l(event));
  }

  private refresh(force = false): void {
    const next = snapshotOf(this.plan, this.state, this.label, this.now());
    if (!force && same(next, this.snapshot)) return;
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }
}
