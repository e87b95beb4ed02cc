import {
  addTime,
  completeTimer,
  idleTimer,
  isFinished,
  pauseTimer,
  progressPercent,
  remainingMs,
  resetTimer,
  restoreTimer,
  serializeTimer,
  setTime,
  startTimer,
  timerFromSeconds,
  type TimerState,
} from "@core/timer-engine";
import { readStorage, writeStorage } from "~/lib/local-store";
import { runAt, startTicker } from "~/lib/ticker";

/**
 * The page's one countdown, outside React: a deadline-based TimerState (core/timer-engine), kept
 * in localStorage so a running or paused timer survives a reload or a closed tab, re-rendered by a
 * worker tick and completed by a worker timeout armed for the exact deadline.
 *
 * React reads it through `useSyncExternalStore` (see use-timer.ts); the snapshot only changes when
 * something visible changes (status, or the whole second shown), so a tick costs no render.
 */

export const TIMER_STORAGE_KEY = "tickwise-timer";
/** The page a time set on another page is handed to when going there loads a new document. */
const HANDOFF_KEY = "tickwise-timer-handoff";

function takeHandoff(): string | null {
  try {
    const routeKey = window.sessionStorage.getItem(HANDOFF_KEY);
    window.sessionStorage.removeItem(HANDOFF_KEY);
    return routeKey;
  } catch {
    return null;
  }
}
/** How often the display looks at the clock. It shows whole seconds; 4 looks a second keep it exact. */
const TICK_MS = 250;

export interface TimerSnapshot {
  status: TimerState["status"];
  initialSeconds: number;
  /** Whole seconds shown, rounded up (00:00:01 until it truly is zero). */
  seconds: number;
  /** 0–100, whole-second resolution. */
  progress: number;
  deadline: number | null;
  /** Set when the timer reached zero, until the next change: "Time's up!". */
  completedAt: number | null;
  /** The timer ended while the page was closed (discovered on load). */
  endedWhileAway: boolean;
}

export interface CompletionEvent {
  state: TimerState;
  deadline: number;
  /** When the page noticed (epoch ms); minus `deadline` it is the completion error. */
  at: number;
}

function snapshotOf(
  state: TimerState,
  now: number,
  completedAt: number | null,
  endedWhileAway: boolean,
): TimerSnapshot {
  const ms = remainingMs(state, now);
  const seconds = ms <= 0 ? 0 : Math.ceil(ms / 1000 - 1e-9);
  // Progress at the resolution of the display, so the bar and the digits agree.
  const shown: TimerState =
    state.status === "running" ? { ...state, status: "paused", remainingMs: seconds * 1000 } : state;
  return {
    status: state.status,
    initialSeconds: state.initialSeconds,
    seconds,
    progress: progressPercent(shown, now),
    deadline: state.deadline,
    completedAt,
    endedWhileAway,
  };
}

function sameSnapshot(a: TimerSnapshot, b: TimerSnapshot): boolean {
  return (
    a.status === b.status &&
    a.initialSeconds === b.initialSeconds &&
    a.seconds === b.seconds &&
    a.progress === b.progress &&
    a.deadline === b.deadline &&
    a.completedAt === b.completedAt &&
    a.endedWhileAway === b.endedWhileAway
  );
}

export class TimerStore {
  private state: TimerState = idleTimer;
  private snapshot: TimerSnapshot = snapshotOf(idleTimer, 0, null, false);
  private completedAt: number | null = null;
  private endedWhileAway = false;
  private initialized = false;
  private readonly listeners = new Set<() => void>();
  private readonly completionListeners = new Set<(event: CompletionEvent) => void>();
  private stopTicker: (() => void) | null = null;
  private cancelDeadline: (() => void) | null = null;
  /** Counts starts, so work begun for an earlier run (an email reminder) can be recognised as stale. */
  private run = 0;
  /** The pathname (or key) whose duration is loaded; see `loadRoute`. */
  routeKey: string | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  // ---- reading ------------------------------------------------------------------------

  getSnapshot = (): TimerSnapshot => this.snapshot;

  get current(): TimerState {
    return this.state;
  }

  get runId(): number {
    return this.run;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onComplete(listener: (event: CompletionEvent) => void): () => void {
    this.completionListeners.add(listener);
    return () => this.completionListeners.delete(listener);
  }

  /** Exact remaining milliseconds right now. */
  remainingMs(): number {
    return remainingMs(this.state, this.now());
  }

  // ---- set-up -------------------------------------------------------------------------

  /**
   * Loads the stored timer once per page load (browser only). A running or paused timer wins over
   * the route's duration; one whose deadline passed while the page was closed completes "away".
   * Idempotent, so it may run during the first client render (no flash of the wrong time).
   */
  initialize(routeKey: string, routeSeconds: number): void {
    if (this.initialized || typeof window === "undefined") return;
    this.initialized = true;
    this.routeKey = routeKey;
    const now = this.now();
    const handedOver = takeHandoff() === routeKey;
    const restored = restoreTimer(readStorage(TIMER_STORAGE_KEY), now);
    if (restored && restored.status === "running" && isFinished(restored, now)) {
      this.state = completeTimer(restored);
      this.completedAt = restored.deadline;
      this.endedWhileAway = true;
      writeStorage(TIMER_STORAGE_KEY, serializeTimer(this.state));
      // No sound for this one (it is long over): the snapshot says so and the page shows it.
      this.refresh(true);
      return;
    }
    if (restored && (restored.status === "running" || restored.status === "paused")) {
      this.state = restored;
      this.run++;
    } else if (restored && handedOver) {
      this.state = restored;
    } else {
      this.state = timerFromSeconds(routeSeconds);
    }
    this.reschedule();
    this.refresh(true);
  }

  /**
   * The time just set belongs to `routeKey`, where the visitor is going: a client-side navigation
   * keeps it (`loadRoute` sees the key as loaded); a new document (a tool island, decision 045)
   * restores it once from storage instead of the page's own duration.
   */
  handOffTo(routeKey: string, newDocument: boolean): void {
    this.routeKey = routeKey;
    if (!newDocument) return;
    try {
      window.sessionStorage.setItem(HANDOFF_KEY, routeKey);
    } catch {
      // storage disabled: the page opens with its own duration
    }
  }

  /** A new route (preset page): load its duration unless a timer is running or paused. */
  loadRoute(routeKey: string, seconds: number): void {
    if (routeKey === this.routeKey) return;
    this.routeKey = routeKey;
    if (this.state.status === "idle") this.commit(timerFromSeconds(seconds));
  }

  // ---- actions (each returns whether it changed anything) ------------------------------

  start(): boolean {
    const next = startTimer(this.state, this.now());
    if (next === this.state) return false;
    this.run++;
    this.commit(next);
    return true;
  }

  pause(): boolean {
    const next = pauseTimer(this.state, this.now());
    if (next === this.state) return false;
    this.commit(next);
    return true;
  }

  reset(): boolean {
    const wasIdleZero = this.state.status === "idle" && this.state.remainingMs === 0 && this.state.initialSeconds === 0;
    this.commit(resetTimer());
    return !wasIdleZero;
  }

  set(seconds: number): boolean {
    const next = setTime(this.state, seconds);
    if (next === this.state) return false;
    this.commit(next);
    return true;
  }

  add(seconds: number): boolean {
    const next = addTime(this.state, seconds);
    if (next === this.state) return false;
    this.commit(next);
    return true;
  }

  /** Clears "Time's up!" without changing the time (e.g. when the visitor starts editing). */
  acknowledge(): void {
    if (this.completedAt === null && !this.endedWhileAway) return;
    this.completedAt = null;
    this.endedWhileAway = false;
    this.refresh();
  }

  // ---- internals ----------------------------------------------------------------------

  private commit(next: TimerState): void {
    this.state = next;
    this.completedAt = null;
    this.endedWhileAway = false;
    writeStorage(TIMER_STORAGE_KEY, serializeTimer(next));
    this.reschedule();
    this.refresh();
  }

  private reschedule(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    this.stopTicker?.();
    this.stopTicker = null;
    if (this.state.status !== "running" || this.state.deadline === null) return;
    const deadline = this.state.deadline;
    this.stopTicker = startTicker(() => this.tick(), TICK_MS);
    this.cancelDeadline = runAt(deadline, () => this.complete(deadline), this.now);
  }

  private tick(): void {
    if (isFinished(this.state, this.now()) && this.state.deadline !== null) this.complete(this.state.deadline);
    else this.refresh();
  }

  private complete(deadline: number): void {
    if (this.state.status !== "running" || this.state.deadline !== deadline) return;
    const at = this.now();
    const finished = completeTimer(this.state);
    this.state = finished;
    this.completedAt = at;
    this.endedWhileAway = false;
    writeStorage(TIMER_STORAGE_KEY, serializeTimer(finished));
    this.reschedule();
    this.refresh();
    const event: CompletionEvent = { state: finished, deadline, at };
    this.completionListeners.forEach((l) => l(event));
  }

  private refresh(force = false): void {
    const next = snapshotOf(this.state, this.now(), this.completedAt, this.endedWhileAway);
    if (!force && sameSnapshot(next, this.snapshot)) return;
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }
}

/** The page's timer (one per browser tab). */
export const timerStore = new TimerStore();

/** What the server renders (and hydration starts from): the route's duration, idle. */
export function serverSnapshot(seconds: number): TimerSnapshot {
  return snapshotOf(timerFromSeconds(seconds), 0, null, false);
}
