import type { CyclePlan, CycleState, IntervalPlan, PhaseKind, PomodoroPlan } from "./focus-cycle";
import type { SoundName } from "./sounds";
import { parseStoredObject } from "./stored-json";

/*
 * The presets, limits and URL parameters of /pomodoro and /interval-timer (docs/product.md,
 * Pomodoro and interval timer). Everything a URL, a form or local storage hands in passes through
 * `readSetting`: out of range, fractional or unreadable values are named and replaced by the
 * default, so a bad link shows a message and a working tool, never a broken page.
 */

export const LABEL_MAX = 100;

/** Bounds of every setting: pomodoro ones in minutes (and a count), interval ones in seconds (and rounds). */
export const settingLimits = {
  focus: { min: 1, max: 180 },
  short: { min: 1, max: 60 },
  long: { min: 1, max: 120 },
  every: { min: 1, max: 12 },
  work: { min: 1, max: 3600 },
  rest: { min: 0, max: 3600 },
  rounds: { min: 1, max: 100 },
  warmup: { min: 0, max: 3600 },
} as const;

export type PomodoroField = "focus" | "short" | "long" | "every";
export type IntervalField = "work" | "rest" | "rounds" | "warmup";
export type SettingField = PomodoroField | IntervalField;

/** Pomodoro settings as the page shows them: minutes, and the count of focus periods per long break. */
export interface PomodoroSettings {
  focus: number;
  short: number;
  long: number;
  every: number;
  autoStart: boolean;
}

export type IntervalSettings = Omit<IntervalPlan, "type">;

export const defaultPomodoro: PomodoroSettings = { focus: 25, short: 5, long: 15, every: 4, autoStart: false };
export const defaultInterval: IntervalSettings = { work: 40, rest: 20, rounds: 10, warmup: 0 };

/** `/pomodoro/{focus}-{break}` pages. */
export const pomodoroPresets = {
  "50-10": { focus: 50, short: 10, long: 30, every: 4, autoStart: false },
  "52-17": { focus: 52, short: 17, long: 17, every: 4, autoStart: false },
} as const satisfies Record<string, PomodoroSettings>;

/** `/interval-timer/{preset}` pages. */
export const intervalPresets = {
  tabata: { work: 20, rest: 10, rounds: 8, warmup: 0 },
  "hiit-30-30": { work: 30, rest: 30, rounds: 10, warmup: 60 },
} as const satisfies Record<string, IntervalSettings>;

export type PomodoroPreset = keyof typeof pomodoroPresets;
export type IntervalPreset = keyof typeof intervalPresets;

export const isPomodoroPreset = (slug: string): slug is PomodoroPreset => Object.hasOwn(pomodoroPresets, slug);
export const isIntervalPreset = (slug: string): slug is IntervalPreset => Object.hasOwn(intervalPresets, slug);

/** The sound each phase's start plays (core/sounds.ts): focus and work sound firmer than a break. */
export const phaseSounds: Record<PhaseKind, SoundName> = {
  focus: "bell",
  short: "chime",
  long: "chime",
  warmup: "beep",
  work: "digital",
  rest: "chime",
};

export function pomodoroPlan(s: PomodoroSettings): PomodoroPlan {
  return {
    type: "pomodoro",
    focus: s.focus * 60,
    short: s.short * 60,
    long: s.long * 60,
    longEvery: s.every,
    autoStart: s.autoStart,
  };
}

export function intervalPlan(s: IntervalSettings): IntervalPlan {
  return { type: "interval", ...s };
}

/** One setting from text (URL, form): a whole number within its bounds, else an error naming it. */
export function readSetting(field: SettingField, raw: string | null | undefined): number | "invalid" | undefined {
  if (raw === null || raw === undefined || raw.trim() === "") return undefined;
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) return "invalid";
  const value = Number(text);
  const { min, max } = settingLimits[field];
  return value >= min && value <= max ? value : "invalid";
}

export interface ParsedQuery<T> {
  settings: T;
  label: string;
  /** Parameters that were present but unusable (their defaults are used). */
  invalid: (SettingField | "label")[];
  /** Whether the URL set anything at all (it then wins over stored settings). */
  given: boolean;
}

function readLabel(raw: string | null): { label: string; bad: boolean } {
  if (raw === null) return { label: "", bad: false };
  const label = raw.trim();
  return label.length > LABEL_MAX ? { label: "", bad: true } : { label, bad: false };
}

export const pomodoroQuery = ["focus", "short", "long", "every", "label"] as const;
export const intervalQuery = ["work", "rest", "rounds", "warmup", "label"] as const;

function parseFields<T extends object>(
  query: URLSearchParams,
  base: T,
  fields: readonly SettingField[],
): ParsedQuery<T> {
  const settings = { ...base } as Record<string, unknown>;
  const invalid: ParsedQuery<T>["invalid"] = [];
  let given = false;
  for (const field of fields) {
    const value = readSetting(field, query.get(field));
    if (query.has(field)) given = true;
    if (value === "invalid") invalid.push(field);
    else if (value !== undefined) settings[field] = value;
  }
  const { label, bad } = readLabel(query.get("label"));
  if (bad) invalid.push("label");
  if (query.has("label")) given = true;
  return { settings: settings as T, label, invalid, given };
}

export function parsePomodoroQuery(query: URLSearchParams, base: PomodoroSettings = defaultPomodoro) {
  return parseFields<PomodoroSettings>(query, base, ["focus", "short", "long", "every"]);
}

export function parseIntervalQuery(query: URLSearchParams, base: IntervalSettings = defaultInterval) {
  return parseFields<IntervalSettings>(query, base, ["work", "rest", "rounds", "warmup"]);
}

/** The shareable query of an interval set, e.g. `work=40&rest=20&rounds=10&warmup=60`. */
export function intervalQueryString(s: IntervalSettings): string {
  return new URLSearchParams({
    work: String(s.work),
    rest: String(s.rest),
    rounds: String(s.rounds),
    warmup: String(s.warmup),
  }).toString();
}

/** Longest raw value kept in a page's cache key: enough for any readable value, so a bad one stays bad. */
const KEY_VALUE_MAX = LABEL_MAX + 1;

/**
 * The request target a focus page renders (core/page-query.ts): the path and the parameters the page
 * reads, raw but cut short, so a value that was bad stays bad and the page still says so.
 */
export function focusPageTarget(pathname: string, query: URLSearchParams): string {
  const names = pathname.startsWith("/pomodoro") ? pomodoroQuery : intervalQuery;
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value.slice(0, KEY_VALUE_MAX));
  }
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}

// ---- local storage -------------------------------------------------------------------------

const STORAGE_VERSION = 1;

export interface StoredCycle {
  plan: CyclePlan;
  state: CycleState;
  label: string;
}

export function serializeCycle(c: StoredCycle): string {
  return JSON.stringify({ v: STORAGE_VERSION, ...c });
}

const whole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

function restorePlan(p: unknown): CyclePlan | null {
  if (typeof p !== "object" || p === null) return null;
  const r = p as Record<string, unknown>;
  const L = settingLimits;
  if (r.type === "pomodoro") {
    if (!whole(r.focus, L.focus.min * 60, L.focus.max * 60) || !whole(r.short, L.short.min * 60, L.short.max * 60))
      return null;
    if (!whole(r.long, L.long.min * 60, L.long.max * 60) || !whole(r.longEvery, L.every.min, L.every.max)) return null;
    if (typeof r.autoStart !== "boolean") return null;
    return {
      type: "pomodoro",
      focus: r.focus,
      short: r.short,
      long: r.long,
      longEvery: r.longEvery,
      autoStart: r.autoStart,
    };
  }
  if (r.type === "interval") {
    if (!whole(r.work, L.work.min, L.work.max) || !whole(r.rest, L.rest.min, L.rest.max)) return null;
    if (!whole(r.rounds, L.rounds.min, L.rounds.max) || !whole(r.warmup, L.warmup.min, L.warmup.max)) return null;
    return { type: "interval", work: r.work, rest: r.rest, rounds: r.rounds, warmup: r.warmup };
  }
  return null;
}

/** Longest phase any plan has, ms: a stored deadline further away than this was tampered with. */
const MAX_PHASE_MS = 3 * 3600 * 1000;

/** What `serializeCycle` stored, or null when missing, corrupt, of another version or impossible. */
export function restoreCycle(raw: string | null, now: number): StoredCycle | null {
  const d = parseStoredObject(raw);
  if (!d) return null;
  if (d.v !== STORAGE_VERSION) return null;
  const plan = restorePlan(d.plan);
  if (!plan || typeof d.label !== "string" || d.label.length > LABEL_MAX) return null;
  const s = d.state as Record<string, unknown> | null;
  if (typeof s !== "object" || s === null) return null;
  const { status, index, remainingMs, deadline, completed } = s;
  if (status !== "idle" && status !== "running" && status !== "paused" && status !== "done") return null;
  if (
    !whole(completed, 0, 1_000_000) ||
    !whole(index, 0, 1_000_000) ||
    typeof remainingMs !== "number" ||
    !(remainingMs >= 0 && remainingMs <= MAX_PHASE_MS)
  )
    return null;
  if (status === "running") {
    if (typeof deadline !== "number" || !Number.isFinite(deadline) || deadline - now > MAX_PHASE_MS) return null;
    return { plan, label: d.label, state: { status, index, remainingMs, deadline, completed } };
  }
  if (deadline !== null) return null;
  return { plan, label: d.label, state: { status, index, remainingMs, deadline: null, completed } };
}
