/**
 * Stopwatch model (docs/product.md, Stopwatch and Keeping time).
 *
 * The state never counts ticks: it holds the time accumulated by earlier runs and the instant the
 * current run started, both on a monotonic clock (performance.now in the browser). Whatever the
 * screen shows is `elapsed(state, now)`, so a throttled or frozen tab is exact the moment it wakes.
 * Pure functions over plain data: unit-tested without a browser.
 */
import { parseStoredObject } from "./stored-json";

/** The 25 `/stopwatch/{useCase}` slugs (docs/product.md, Stopwatch). */
export const stopwatchUseCases = [
  "workout-timing",
  "running-laps",
  "swimming-practice",
  "speech-practice",
  "cooking-timing",
  "study-sessions",
  "meditation-timing",
  "reaction-time",
  "gaming-speedruns",
  "art-creation",
  "music-practice",
  "photography-shoots",
  "typing-speed",
  "board-games",
  "cleaning-tasks",
  "dog-walks",
  "gardening-work",
  "commute-tracking",
  "phone-calls",
  "reading-sessions",
  "household-chores",
  "baby-activities",
  "car-maintenance",
  "home-repair",
  "laundry-cycles",
] as const;

export type StopwatchUseCase = (typeof stopwatchUseCases)[number];

export function isStopwatchUseCase(slug: string | undefined): slug is StopwatchUseCase {
  return slug !== undefined && (stopwatchUseCases as readonly string[]).includes(slug);
}

/** The loop progress cycles over each 10 seconds (docs/product.md, Stopwatch). */
export const LOOP_MS = 10_000;

export interface StopwatchState {
  /** Milliseconds accumulated by runs that have ended (paused). */
  accumulatedMs: number;
  /** Monotonic instant the current run started; null while paused or reset. */
  runningSince: number | null;
  /** Total elapsed time at each lap mark, ascending, ms. */
  laps: readonly number[];
}

export const initialStopwatch: StopwatchState = { accumulatedMs: 0, runningSince: null, laps: [] };

export const isRunning = (state: StopwatchState) => state.runningSince !== null;

/** Elapsed time at monotonic instant `now`, ms (never negative). */
export function elapsed(state: StopwatchState, now: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return state.accumulatedMs + running;
}

/**
 * Start, or resume from the elapsed time (docs/product.md, Stopwatch). Starting a running stopwatch
 * changes nothing.
 */
export function start(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? { ...state, runningSince: now } : state;
}

export function pause(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? state : { ...state, accumulatedMs: elapsed(state, now), runningSince: null };
}

export function reset(): StopwatchState {
  return initialStopwatch;
}

/** Marks a lap at the current elapsed time; only while running (a lap of a paused watch means nothing). */
export function lap(state: StopwatchState, now: number): StopwatchState {
  if (state.runningSince === null) return state;
  return { ...state, laps: [...state.laps, elapsed(state, now)] };
}

/** Loop progress over each 10 s, 0–100 (docs/product.md, Stopwatch). */
export function loopProgress(elapsedMs: number): number {
  return ((Math.max(0, elapsedMs) % LOOP_MS) / LOOP_MS) * 100;
}

export interface LapRow {
  /** 1-based. */
  number: number;
  /** This lap's own time, ms. */
  lapMs: number;
  /** Total at the lap mark, ms. */
  totalMs: number;
  fastest: boolean;
  slowest: boolean;
}

/**
 * Lap rows, first lap first. Fastest and slowest are marked only once there are two laps to
 * compare; ties mark every lap with that time.
 */
export function lapRows(laps: readonly number[]): LapRow[] {
  const rows = laps.map((totalMs, i) => ({
    number: i + 1,
    lapMs: totalMs - (i === 0 ? 0 : (laps[i - 1] ?? 0)),
    totalMs,
    fastest: false,
    slowest: false,
  }));
  if (rows.length < 2) return rows;
  const times = rows.map((r) => r.lapMs);
  const min = Math.min(...times);
  const max = Math.max(...times);
  if (min === max) return rows;
  return rows.map((r) => ({ ...r, fastest: r.lapMs === min, slowest: r.lapMs === max }));
}

/** "00:01:23.456": the stopwatch's reading with milliseconds, elapsed time rounded down. */
export function formatLapTime(ms: number): string {
  const safe = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  const s = Math.floor(safe / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}.${pad(safe % 1000, 3)}`;
}

export interface LapLabels {
  /** Column heading of the lap number. */
  lap: string;
  /** One lap's name in the page's language: "Lap 3", "Vuelta 3", "第 3 圈". */
  lapName(n: number): string;
  lapTime: string;
  total: string;
  fastest: string;
  slowest: string;
}

/** Laps as plain text, one per line: "Lap 1  00:00:12.345  00:00:12.345  (fastest)". */
export function lapsToText(laps: readonly number[], labels: LapLabels): string {
  return lapRows(laps)
    .map((r) => {
      const mark = r.fastest ? `  (${labels.fastest})` : r.slowest ? `  (${labels.slowest})` : "";
      return `${labels.lapName(r.number)}  ${formatLapTime(r.lapMs)}  ${formatLapTime(r.totalMs)}${mark}`;
    })
    .join("\n");
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Laps as CSV (RFC 4180) with a header row and milliseconds columns for spreadsheets. */
export function lapsToCsv(laps: readonly number[], labels: LapLabels): string {
  const header = [labels.lap, labels.lapTime, labels.total, `${labels.lapTime} (ms)`, `${labels.total} (ms)`, ""];
  const lines = lapRows(laps).map((r) => [
    String(r.number),
    formatLapTime(r.lapMs),
    formatLapTime(r.totalMs),
    String(Math.floor(r.lapMs)),
    String(Math.floor(r.totalMs)),
    r.fastest ? labels.fastest : r.slowest ? labels.slowest : "",
  ]);
  return [header, ...lines].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/* ───────────────────────────── presets ───────────────────────────── */

export type StopwatchPresetId = "sprint" | "plank" | "hiit" | "cooking" | "study" | "meeting";

export type CueKind = "round" | "work" | "rest" | "halfway" | "warning" | "target";

export interface Cue {
  /** Elapsed time at which it signals, ms. */
  atMs: number;
  kind: CueKind;
  /** 1-based round, for interval presets. */
  round?: number;
}

export interface StopwatchPreset {
  id: StopwatchPresetId;
  /** When the preset's goal is reached, ms. */
  targetMs: number;
  /** Work/rest intervals (HIIT) or repeats every `workMs` (Sprint), `rounds` times. */
  intervals?: { workMs: number; restMs: number; rounds: number };
  /** Extra cues before the target: "halfway", "warning" (5 minutes left). */
  extra?: readonly CueKind[];
}

const S = 1000;
const M = 60 * S;

/**
 * The six presets (docs/product.md, Stopwatch), each with a real function: a target the stopwatch
 * signals when it is reached (it keeps running), and cues on the way.
 *  - Sprint: a new 100 m repetition every minute on the minute, 10 rounds.
 *  - Plank: hold for 1 minute, with a halfway cue.
 *  - HIIT: Tabata, 20 s work / 10 s rest × 8 (4 minutes), a cue at every switch.
 *  - Cooking: 10 minutes (pasta, eggs, rice), halfway cue.
 *  - Study: a 25-minute focus block with a 5-minute warning.
 *  - Meeting: 30 minutes with a 5-minute warning.
 */
export const stopwatchPresets: readonly StopwatchPreset[] = [
  { id: "sprint", targetMs: 10 * M, intervals: { workMs: M, restMs: 0, rounds: 10 } },
  { id: "plank", targetMs: M, extra: ["halfway"] },
  { id: "hiit", targetMs: 4 * M, intervals: { workMs: 20 * S, restMs: 10 * S, rounds: 8 } },
  { id: "cooking", targetMs: 10 * M, extra: ["halfway"] },
  { id: "study", targetMs: 25 * M, extra: ["warning"] },
  { id: "meeting", targetMs: 30 * M, extra: ["warning"] },
];

export function presetById(id: string | null | undefined): StopwatchPreset | undefined {
  return stopwatchPresets.find((p) => p.id === id);
}

/** Every cue of a preset, in time order, ending with the target. */
export function presetCues(preset: StopwatchPreset): Cue[] {
  const cues: Cue[] = [];
  const iv = preset.intervals;
  if (iv) {
    for (let round = 1; round <= iv.rounds; round++) {
      const roundStart = (round - 1) * (iv.workMs + iv.restMs);
      if (iv.restMs > 0) {
        if (round > 1) cues.push({ atMs: roundStart, kind: "work", round });
        cues.push({ atMs: roundStart + iv.workMs, kind: "rest", round });
      } else if (round > 1) {
        cues.push({ atMs: roundStart, kind: "round", round });
      }
    }
  }
  for (const kind of preset.extra ?? []) {
    if (kind === "halfway") cues.push({ atMs: preset.targetMs / 2, kind });
    if (kind === "warning" && preset.targetMs > 5 * M) cues.push({ atMs: preset.targetMs - 5 * M, kind });
  }
  // The target replaces a cue that falls on the same instant (the last rest of a HIIT set).
  const before = cues.filter((c) => c.atMs < preset.targetMs);
  before.push({ atMs: preset.targetMs, kind: "target" });
  return before.sort((a, b) => a.atMs - b.atMs);
}

/**
 * The cues crossed when the elapsed time moved from `fromMs` (exclusive) to `toMs` (inclusive).
 * A tab that slept through several cues gets them all at once; the caller announces the last.
 */
export function cuesBetween(preset: StopwatchPreset, fromMs: number, toMs: number): Cue[] {
  if (toMs <= fromMs) return [];
  return presetCues(preset).filter((c) => c.atMs > fromMs && c.atMs <= toMs);
}

export interface PresetPhase {
  /** "work"/"rest" for HIIT, "round" for Sprint, "done" after the target, else "running". */
  kind: "work" | "rest" | "round" | "running" | "done";
  round?: number;
  rounds?: number;
  /** Time until the next cue (or the target), ms; 0 when done. */
  nextInMs: number;
  /** 0–100 towards the target. */
  progress: number;
}

/** Where a preset stands at an elapsed time: the phase and the time to its next cue. */
export function presetPhase(preset: StopwatchPreset, elapsedMs: number): PresetPhase {
  const progress = Math.min(100, (Math.max(0, elapsedMs) / preset.targetMs) * 100);
  if (elapsedMs >= preset.targetMs) return { kind: "done", nextInMs: 0, progress: 100 };
  const next = presetCues(preset).find((c) => c.atMs > elapsedMs);
  const nextInMs = (next?.atMs ?? preset.targetMs) - elapsedMs;
  const iv = preset.intervals;
  if (!iv) return { kind: "running", nextInMs, progress };
  const period = iv.workMs + iv.restMs;
  const round = Math.min(iv.rounds, Math.floor(elapsedMs / period) + 1);
  const inRound = elapsedMs - (round - 1) * period;
  const kind = iv.restMs === 0 ? "round" : inRound < iv.workMs ? "work" : "rest";
  return { kind, round, rounds: iv.rounds, nextInMs, progress };
}

const STORAGE_VERSION = 1;
/** A run longer than this (30 days) can only be a tampered value or a wildly changed device clock. */
const MAX_STORED_MS = 30 * 24 * 3600 * 1000;

/**
 * The stopwatch as stored between documents: a running one by the wall-clock instant its run
 * started (`runningSince` is monotonic, and each document has its own monotonic clock).
 * `toWallClock` turns a monotonic instant of this document into epoch milliseconds.
 */
export function serializeStopwatch(
  state: StopwatchState,
  preset: string | null,
  toWallClock: (monotonic: number) => number,
): string {
  return JSON.stringify({
    v: STORAGE_VERSION,
    accumulatedMs: state.accumulatedMs,
    startedAt: state.runningSince === null ? null : toWallClock(state.runningSince),
    laps: state.laps,
    preset,
  });
}

const elapsedMs = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_STORED_MS;

/**
 * Reads what `serializeStopwatch` stored, or null when it is missing, corrupt, from another version
 * or impossible. `toMonotonic` turns an epoch instant into this document's monotonic clock.
 */
export function restoreStopwatch(
  raw: string | null,
  nowWallClock: number,
  toMonotonic: (wallClock: number) => number,
): { state: StopwatchState; preset: string | null } | null {
  const data = parseStoredObject(raw);
  if (!data) return null;
  const { v, accumulatedMs, startedAt, laps, preset } = data;
  if (v !== STORAGE_VERSION || !elapsedMs(accumulatedMs)) return null;
  if (!Array.isArray(laps) || laps.length > 10_000 || !laps.every(elapsedMs)) return null;
  if (preset !== null && typeof preset !== "string") return null;
  let runningSince: number | null = null;
  if (startedAt !== null) {
    if (typeof startedAt !== "number" || !elapsedMs(nowWallClock - startedAt)) return null;
    runningSince = toMonotonic(startedAt);
  }
  return { state: { accumulatedMs, runningSince, laps: laps as number[] }, preset };
}
