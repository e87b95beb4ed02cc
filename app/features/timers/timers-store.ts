import {
  completeEntry,
  emptyStore,
  isDue,
  nextDeadline,
  orderTimers,
  serializeTimers,
  shownSeconds,
  type StoredTimers,
  type TimerEntry,
} from "@core/timers";
import { readStorage, writeStorage } from "~/lib/local-store";
import { runAt, startTicker } from "~/lib/ticker";
import { RingClaims } from "./ring-claim";
import { loadSchema, schema } from "./schema";
import { openSync, type Sync } from "./sync";

/**
 * The page's timers, outside React (decision 033): one list of deadline-based entries
 * (core/timers) in localStorage, shared live by every open tab. Each write is a read-modify-write of
 * the freshest copy (a revision number says which is newer) and is announced to the other tabs
 * (sync.ts); each completion is claimed once across tabs before it rings (ring-claim.ts).
 */

export const TIMERS_STORAGE_KEY = "tickwise-timers";
const TICK_MS = 250;
/** On load, a timer that ended longer ago than this ended while the page was closed: shown, not rung. */
const MISSED_AFTER_MS = 2_000;

export interface TimerRow {
  entry: TimerEntry;
  /** Whole seconds shown, rounded up. */
  seconds: number;
  /** 0–100 at the resolution of the display. */
  progress: number;
}

export interface RingEvent {
  entry: TimerEntry;
  deadline: number;
  /** When this tab rang (epoch ms); minus `deadline` it is the completion error. */
  at: number;
}

type Op = (list: readonly TimerEntry[], now: number) => readonly TimerEntry[];

function rowOf(entry: TimerEntry, now: number): TimerRow {
  const seconds = shownSeconds(entry, now);
  const initial = entry.state.initialSeconds || entry.seconds;
  const progress = entry.endedAt !== null ? 100 : Math.min(100, Math.max(0, ((initial - seconds) / initial) * 100));
  return { entry, seconds, progress };
}

const claimKey = (id: string, deadline: number) => `${id}@${deadline}`;

/** Reads a stored value; only called once the store has initialized, so the schema is there. */
const restore = (raw: string | null, now: number): StoredTimers => schema()!.restoreTimers(raw, now);

export class TimersStore {
  private data: StoredTimers = emptyStore;
  private raw: string | null = null;
  private rows: TimerRow[] | null = null;
  private rowsOf: StoredTimers | null = null;
  private initialized = false;
  private sync: Sync | null = null;
  private stopTicker: (() => void) | null = null;
  private cancelDeadline: (() => void) | null = null;
  /** Runs this tab saw fall due without holding their claim: the holder completes them. */
  private readonly pending = new Set<string>();
  private readonly claims = new RingClaims(
    (key) => this.runningKeys().has(key),
    () => {
      this.checkDue();
      this.reschedule();
    },
  );
  private loadedAt = 0;
  private checking = false;
  private readonly listeners = new Set<() => void>();
  private readonly ringListeners = new Set<(event: RingEvent) => void>();
  private readonly endListeners = new Set<(entry: TimerEntry) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The ordered rows, or null before the browser read the store (server, hydration). */
  getRows = (): TimerRow[] | null => this.rows;

  get list(): readonly TimerEntry[] {
    return this.data.timers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** This tab rings the timer (it won the claim). */
  onRing(listener: (event: RingEvent) => void): () => void {
    this.ringListeners.add(listener);
    return () => this.ringListeners.delete(listener);
  }

  /** A timer reached zero, in whichever tab rang it (for the live region of every tab). */
  onEnd(listener: (entry: TimerEntry) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /**
   * Reads the stored timers once per page load (browser only), once the schema has arrived, and
   * starts following other tabs. Until then the rows are null ("Loading your timers…").
   */
  initialize(): void {
    if (this.initialized || typeof window === "undefined") return;
    this.initialized = true;
    this.loadedAt = this.now();
    loadSchema().then(
      () => this.start(),
      (error: unknown) => console.warn("timers could not load", error),
    );
  }

  /** Whether the stored timers have been read (before that, nothing can change them). */
  get ready(): boolean {
    return this.rows !== null;
  }

  private start(): void {
    this.raw = readStorage(TIMERS_STORAGE_KEY);
    this.data = restore(this.raw, this.now());
    this.sync = openSync(TIMERS_STORAGE_KEY, (raw) => this.receive(raw));
    this.afterChange(null);
  }

  /** Applies `op` to the freshest list and stores the result; false when it changed nothing. */
  update(op: Op): boolean {
    if (!this.ready) return false;
    const now = this.now();
    const base = this.freshest(now);
    const timers = op(base.timers, now);
    if (timers === base.timers) {
      if (base !== this.data) this.adopt(base, serializeTimers(base));
      return false;
    }
    this.write({ rev: base.rev + 1, timers });
    return true;
  }

  // ---- internals ------------------------------------------------------------------------

  /** This tab's copy or the stored one, whichever is newer. */
  private freshest(now: number): StoredTimers {
    const stored = restore(readStorage(TIMERS_STORAGE_KEY), now);
    return stored.rev > this.data.rev ? stored : this.data;
  }

  private write(next: StoredTimers): void {
    const raw = serializeTimers(next);
    writeStorage(TIMERS_STORAGE_KEY, raw);
    this.sync?.post(raw);
    this.adopt(next, raw);
  }

  /** Another tab wrote: take its copy when it is newer than ours. */
  private receive(raw: string | null): void {
    if (raw === this.raw) return;
    const next = restore(raw, this.now());
    if (next.rev <= this.data.rev) return;
    this.adopt(next, raw);
  }

  private adopt(next: StoredTimers, raw: string | null): void {
    const previous = this.data;
    this.data = next;
    this.raw = raw;
    this.afterChange(previous);
  }

  private afterChange(previous: StoredTimers | null): void {
    if (previous) {
      const before = new Map(previous.timers.map((e) => [e.id, e]));
      for (const e of this.data.timers) {
        const old = before.get(e.id);
        if (old && e.endedAt !== null && !e.missed && old.endedAt !== e.endedAt) {
          this.endListeners.forEach((l) => l(e));
        }
      }
    }
    // A completion stays pending until the list no longer has that run.
    const running = this.runningKeys();
    for (const key of [...this.pending]) if (!running.has(key)) this.pending.delete(key);
    this.claims.follow(running);
    this.checkDue();
    this.reschedule();
    this.refresh(true);
  }

  private runningKeys(): Set<string> {
    const keys = new Set<string>();
    for (const e of this.data.timers) {
      if (e.state.status === "running" && e.state.deadline !== null) keys.add(claimKey(e.id, e.state.deadline));
    }
    return keys;
  }

  private reschedule(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    const waiting = this.data.timers.filter(
      (e) => e.state.deadline !== null && !this.pending.has(claimKey(e.id, e.state.deadline)),
    );
    const deadline = nextDeadline(waiting);
    const running = this.data.timers.some((e) => e.state.status === "running");
    if (running && !this.stopTicker) this.stopTicker = startTicker(() => this.tick(), TICK_MS);
    if (!running && this.stopTicker) {
      this.stopTicker();
      this.stopTicker = null;
    }
    if (deadline !== null) this.cancelDeadline = runAt(deadline, () => this.onDeadline(), this.now);
  }

  private tick(): void {
    if (!this.checkDue()) this.refresh(false);
  }

  private onDeadline(): void {
    this.checkDue();
    this.reschedule();
  }

  /**
   * Completes every due run this tab holds the claim of (and rings it), and marks the others
   * pending; true when there was one. Completing changes the list, so it looks again after each.
   */
  private checkDue(): boolean {
    if (this.checking) return false;
    this.checking = true;
    let found = false;
    try {
      let again = true;
      while (again) {
        again = false;
        const now = this.now();
        for (const e of this.data.timers) {
          if (!isDue(e, now) || e.state.deadline === null) continue;
          const key = claimKey(e.id, e.state.deadline);
          found = true;
          if (this.claims.holds(key) && this.completeClaimed(e.id, e.state.deadline)) {
            again = true;
            break;
          }
          this.pending.add(key);
        }
      }
    } finally {
      this.checking = false;
    }
    if (found) this.refresh(true);
    return found;
  }

  /**
   * Completes the run unless the freshest store says another tab already did (or the visitor
   * changed it), and rings it unless it ended before this page was opened. True when it completed.
   */
  private completeClaimed(id: string, deadline: number): boolean {
    const missed = deadline < this.loadedAt - MISSED_AFTER_MS;
    const key = claimKey(id, deadline);
    // Before the write: the write gives up the claims of runs no longer running (follow).
    this.claims.rang(key);
    const ended = this.update((list) => {
      const i = list.findIndex((e) => e.id === id && e.state.status === "running" && e.state.deadline === deadline);
      if (i < 0) return list;
      const next = [...list];
      next[i] = completeEntry(list[i]!, missed);
      return next;
    });
    if (!ended) {
      this.pending.add(key);
      return false;
    }
    const entry = this.data.timers.find((e) => e.id === id);
    if (!missed && entry) {
      const event: RingEvent = { entry, deadline, at: this.now() };
      this.ringListeners.forEach((l) => l(event));
    }
    return true;
  }

  private refresh(force: boolean): void {
    const now = this.now();
    const rows = orderTimers(this.data.timers).map((e) => rowOf(e, now));
    const same =
      !force &&
      this.rows !== null &&
      this.rowsOf === this.data &&
      rows.length === this.rows.length &&
      rows.every((r, i) => r.seconds === this.rows![i]!.seconds);
    if (same) return;
    this.rows = rows;
    this.rowsOf = this.data;
    this.listeners.forEach((l) => l());
  }
}

/** The page's timers (one store per browser tab). */
export const timersStore = new TimersStore();
