import {
  cuesBetween,
  elapsed,
  initialStopwatch,
  isRunning,
  lap,
  pause,
  presetById,
  reset,
  start,
  type Cue,
  type StopwatchPreset,
  type StopwatchPresetId,
  type StopwatchState,
} from "@core/stopwatch";

/**
 * The one stopwatch of the page, kept outside React so it survives a move between
 * `/stopwatch/{useCase}` pages and a visit to another tool. Time comes from `performance.now()`
 * (monotonic: a clock adjustment cannot make it jump); nothing is counted.
 */

export interface StopwatchSnapshot {
  state: StopwatchState;
  preset: StopwatchPresetId | null;
}

export type CueListener = (cue: Cue, preset: StopwatchPreset) => void;

const now = () => performance.now();

let snapshot: StopwatchSnapshot = { state: initialStopwatch, preset: null };
/** Elapsed time up to which preset cues have been signalled. */
let cuesCheckedTo = 0;
const listeners = new Set<() => void>();
const cueListeners = new Set<CueListener>();

function set(next: StopwatchSnapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

export const serverSnapshot: StopwatchSnapshot = { state: initialStopwatch, preset: null };

export const stopwatchStore = {
  get: () => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Elapsed ms right now. */
  elapsed: () => elapsed(snapshot.state, now()),
  start() {
    set({ ...snapshot, state: start(snapshot.state, now()) });
  },
  pause() {
    stopwatchStore.checkCues();
    set({ ...snapshot, state: pause(snapshot.state, now()) });
  },
  toggle() {
    if (isRunning(snapshot.state)) stopwatchStore.pause();
    else stopwatchStore.start();
  },
  lap(): number | null {
    if (!isRunning(snapshot.state)) return null;
    set({ ...snapshot, state: lap(snapshot.state, now()) });
    return snapshot.state.laps.length;
  },
  reset() {
    cuesCheckedTo = 0;
    set({ ...snapshot, state: reset() });
  },
  /** Chooses a preset (or none); cues already behind the current time are not signalled. */
  setPreset(id: StopwatchPresetId | null) {
    cuesCheckedTo = stopwatchStore.elapsed();
    set({ ...snapshot, preset: id });
  },
  /**
   * Signals the preset cues crossed since the last check; called by the page's ticker (also in a
   * background tab) and on every painted frame. A tab that slept through several cues signals
   * only the latest, once.
   */
  checkCues() {
    const preset = presetById(snapshot.preset);
    const current = stopwatchStore.elapsed();
    if (!preset || current <= cuesCheckedTo) {
      cuesCheckedTo = Math.max(cuesCheckedTo, current);
      return;
    }
    const crossed = cuesBetween(preset, cuesCheckedTo, current);
    cuesCheckedTo = current;
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
