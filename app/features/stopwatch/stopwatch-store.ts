import {
  cuesBetween,
  elapsed,
  initialStopwatch,
  isRunning,
  lap,
  pause,
  presetById,
  reset,
  restoreStopwatch,
  serializeStopwatch,
  start,
  type Cue,
  type StopwatchPreset,
  type StopwatchPresetId,
  type StopwatchState,
} from "@core/stopwatch";
import { readStorage, writeStorage } from "~/lib/local-store";

/**
 * The one stopwatch of the page, kept outside React and in local storage, so it survives a move
 * between `/stopwatch/{useCase}` pages, a visit to another tool (a new document from a tool island,
 * decision 045) and a reload. Time comes from `performance.now()` (monotonic: a clock adjustment
 * cannot make it jump); nothing is counted. Between documents a running stopwatch is stored by the
 * wall-clock instant its run started.
 */

export interface StopwatchSnapshot {
  state: StopwatchState;
  preset: StopwatchPresetId | null;
}

export type CueListener = (cue: Cue, preset: StopwatchPreset) => void;

const now = () => performance.now();
export const STOPWATCH_STORAGE_KEY = "tickwise-stopwatch";

let snapshot: StopwatchSnapshot = { state: initialStopwatch, preset: null };
let restored = false;

/** Reads the stored stopwatch once, in the browser, before the first client snapshot. */
function restore(): void {
  if (restored || typeof window === "undefined") return;
  restored = true;
  const found = restoreStopwatch(
    readStorage(STOPWATCH_STORAGE_KEY),
    Date.now(),
    (wallClock) => wallClock - performance.timeOrigin,
  );
  if (!found) return;
  snapshot = { state: found.state, preset: presetById(found.preset)?.id ?? null };
  cuesCheckedTo = elapsed(snapshot.state, now());
}
/** Elapsed time up to which preset cues have been signalled. */
let cuesCheckedTo = 0;
const listeners = new Set<() => void>();
const cueListeners = new Set<CueListener>();

/** The stopwatch, restored from storage on first use. */
function current(): StopwatchSnapshot {
  restore();
  return snapshot;
}

function set(next: StopwatchSnapshot) {
  snapshot = next;
  writeStorage(
    STOPWATCH_STORAGE_KEY,
    serializeStopwatch(next.state, next.preset, (monotonic) => performance.timeOrigin + monotonic),
  );
  listeners.forEach((l) => l());
}

export const serverSnapshot: StopwatchSnapshot = { state: initialStopwatch, preset: null };

export const stopwatchStore = {
  get: current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Elapsed ms right now. */
  elapsed: () => elapsed(current().state, now()),
  start() {
    set({ ...current(), state: start(current().state, now()) });
  },
  pause() {
    stopwatchStore.checkCues();
    set({ ...current(), state: pause(current().state, now()) });
  },
  toggle() {
    if (isRunning(current().state)) stopwatchStore.pause();
    else stopwatchStore.start();
  },
  lap(): number | null {
    if (!isRunning(current().state)) return null;
    set({ ...current(), state: lap(current().state, now()) });
    return current().state.laps.length;
  },
  reset() {
    cuesCheckedTo = 0;
    set({ ...current(), state: reset() });
  },
  /** Chooses a preset (or none); cues already behind the current time are not signalled. */
  setPreset(id: StopwatchPresetId | null) {
    cuesCheckedTo = stopwatchStore.elapsed();
    set({ ...current(), preset: id });
  },
  /**
   * Signals the preset cues crossed since the last check; called by the page's ticker (also in a
   * background tab) and on every painted frame. A tab that slept through several cues signals
   * only the latest, once.
   */
  checkCues() {
    const preset = presetById(current().preset);
    const at = stopwatchStore.elapsed();
    if (!preset || at <= cuesCheckedTo) {
      cuesCheckedTo = Math.max(cuesCheckedTo, at);
      return;
    }
    const crossed = cuesBetween(preset, cuesCheckedTo, at);
    cuesCheckedTo = at;
    const last = crossed[crossed.length - 1];
    if (last) cueListeners.forEach((l) => l(last, preset));
  },
  onCue(listener: CueListener): () => void {
    cueListeners.add(listener);
    return () => {
      cueListeners.delete(listener);
    };
  },
};
