/*
 * Focus cycles (pomodoro) and interval timers as one deadline-based engine (docs/product.md,
 * Pomodoro and interval timer). A plan names a sequence of phases; a running phase is a deadline,
 * and the next phase of an auto-started sequence begins at the previous deadline, not when the page
 * noticed it, so a frozen or backgrounded tab catches up from the wall clock alone. Every function
 * is pure; `now` is passed in (epoch ms).
 */

export type PhaseKind = "focus" | "short" | "long" | "warmup" | "work" | "rest";

/** Pomodoro settings, in seconds (the page edits minutes). */
export interface PomodoroPlan {
  type: "pomodoro";
  focus: number;
  short: number;
  long: number;
  /** A long break follows every `longEvery`-th focus period. */
  longEvery: number;
  /** Start the next phase by itself when one ends. */
  autoStart: boolean;
}

/** Interval settings, in seconds; an interval set always runs on by itself and ends after its rounds. */
export interface IntervalPlan {
  type: "interval";
  work: number;
  rest: number;
  rounds: number;
  warmup: number;
}

export type CyclePlan = PomodoroPlan | IntervalPlan;

export interface Phase {
  kind: PhaseKind;
  seconds: number;
  /** Focus period within its set of `longEvery` (pomodoro) or round (interval), from 1; 0 for warm-up. */
  round: number;
}

export type CycleStatus = "idle" | "running" | "paused" | "done";

export interface CycleState {
  status: CycleStatus;
  /** Position in the plan's phase sequence, from 0. */
  index: number;
  /** Time left of the current phase when not running. While running use `phaseRemainingMs`. */
  remainingMs: number;
  /** Epoch ms at which the running phase ends; null otherwise. */
  deadline: number | null;
  /** Focus periods (pomodoro) or work rounds (interval) run to their end; a skipped one does not count. */
  completed: number;
}

/** A phase that ran to its end (not skipped): what history and sounds are made from. */
export interface CompletedPhase {
  phase: Phase;
  index: number;
  startedAt: number;
  endedAt: number;
}

/** Phases of a tab left running for days are not replayed one by one beyond this. */
const MAX_CATCH_UP = 10_000;

/** The phase at `index`, or null past the end of an interval set. A pomodoro never ends. */
export function phaseAt(plan: CyclePlan, index: number): Phase | null {
  if (!Number.isInteger(index) || index < 0) return null;
  if (plan.type === "pomodoro") {
    if (index % 2 === 0) return { kind: "focus", seconds: plan.focus, round: ((index / 2) % plan.longEvery) + 1 };
    const focusDone = (index + 1) / 2;
    const long = focusDone % plan.longEvery === 0;
    return {
      kind: long ? "long" : "short",
      seconds: long ? plan.long : plan.short,
      round: ((focusDone - 1) % plan.longEvery) + 1,
    };
  }
  let i = index;
  if (plan.warmup > 0) {
    if (i === 0) return { kind: "warmup", seconds: plan.warmup, round: 0 };
    i -= 1;
  }
  // Work, rest, work, rest… with no rest after the last round, and none at all when rest is 0.
  const perRound = plan.rest > 0 ? 2 : 1;
  const round = Math.floor(i / perRound) + 1;
  if (round > plan.rounds) return null;
  if (i % perRound === 0) return { kind: "work", seconds: plan.work, round };
  if (round === plan.rounds) return null;
  return { kind: "rest", seconds: plan.rest, round };
}

export function initialCycle(plan: CyclePlan): CycleState {
  const first = phaseAt(plan, 0);
  return { status: "idle", index: 0, remainingMs: (first?.seconds ?? 0) * 1000, deadline: null, completed: 0 };
}

export function phaseRemainingMs(s: CycleState, now: number): number {
  if (s.status === "running" && s.deadline !== null) return Math.max(0, s.deadline - now);
  return Math.max(0, s.remainingMs);
}

/** 0–100 of the current phase. */
export function phaseProgress(plan: CyclePlan, s: CycleState, now: number): number {
  const phase = phaseAt(plan, s.index);
  if (s.status === "done") return 100;
  if (!phase || phase.seconds <= 0) return 0;
  const percent = (1 - phaseRemainingMs(s, now) / (phase.seconds * 1000)) * 100;
  return Math.min(100, Math.max(0, percent));
}

export function startCycle(plan: CyclePlan, s: CycleState, now: number): CycleState {
  if (s.status === "running") return s;
  if (s.status === "done") return startCycle(plan, initialCycle(plan), now);
  const left = s.remainingMs > 0 ? s.remainingMs : (phaseAt(plan, s.index)?.seconds ?? 0) * 1000;
  if (left <= 0) return s;
  return { status: "running", index: s.index, remainingMs: left, deadline: now + left, completed: s.completed };
}

export function pauseCycle(s: CycleState, now: number): CycleState {
  if (s.status !== "running") return s;
  return {
    status: "paused",
    index: s.index,
    remainingMs: phaseRemainingMs(s, now),
    deadline: null,
    completed: s.completed,
  };
}

/** The phase after `index`, begun at `at` when it runs on by itself, else waiting for Start. */
function nextPhase(plan: CyclePlan, index: number, at: number, run: boolean, completed: number): CycleState {
  const next = phaseAt(plan, index + 1);
  if (!next) return { status: "done", index: index + 1, remainingMs: 0, deadline: null, completed };
  const ms = next.seconds * 1000;
  return run
    ? { status: "running", index: index + 1, remainingMs: ms, deadline: at + ms, completed }
    : { status: "idle", index: index + 1, remainingMs: ms, deadline: null, completed };
}

const counts = (kind: PhaseKind) => kind === "focus" || kind === "work";

const runsOn = (plan: CyclePlan) => plan.type === "interval" || plan.autoStart;

/**
 * Moves on to the next phase now. A running cycle keeps running; a paused or idle one waits. A
 * skipped phase is not completed: it is not recorded as focus time.
 */
export function skipPhase(plan: CyclePlan, s: CycleState, now: number): CycleState {
  if (s.status === "done") return s;
  return nextPhase(plan, s.index, now, s.status === "running", s.completed);
}

/**
 * Every phase end that has passed by `now`: each completed phase, and the state after them. With
 * auto-start each next phase begins at the previous one's deadline, so the result depends on the
 * deadlines and `now` only, never on when (or how often) the page looked. Without auto-start the
 * cycle stops, idle, at the next phase.
 */
export function catchUp(
  plan: CyclePlan,
  s: CycleState,
  now: number,
): { state: CycleState; completed: CompletedPhase[] } {
  const completed: CompletedPhase[] = [];
  let state = s;
  for (let n = 0; n < MAX_CATCH_UP; n++) {
    if (state.status !== "running" || state.deadline === null || state.deadline > now) break;
    const phase = phaseAt(plan, state.index);
    if (!phase) return { state: { ...state, status: "done", remainingMs: 0, deadline: null }, completed };
    const endedAt = state.deadline;
    completed.push({ phase, index: state.index, startedAt: endedAt - phase.seconds * 1000, endedAt });
    state = nextPhase(plan, state.index, endedAt, runsOn(plan), state.completed + (counts(phase.kind) ? 1 : 0));
  }
  return { state, completed };
}

/** Where a cycle started at `startedAt` and never paused stands at `now` (the catch-up rule, from scratch). */
export function cycleAt(plan: CyclePlan, startedAt: number, now: number): CycleState {
  return catchUp(plan, startCycle(plan, initialCycle(plan), startedAt), now).state;
}

/** A phase's time left as the page shows it: "MM:SS", or "H:MM:SS" from an hour. */
export function formatPhaseTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}
