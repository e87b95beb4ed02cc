import { soundNames, type SoundName } from "./sounds";
import { MAX_TIMER_SECONDS } from "./time-format";
import {
  completeTimer,
  isFinished,
  pauseTimer,
  remainingMs,
  startTimer,
  timerFromSeconds,
  type TimerState,
} from "./timer-engine";
import { z } from "./zod";

/*
 * Many timers at once (docs/product.md, Timers): each entry is the single timer's deadline-based
 * TimerState (core/timer-engine) plus a label, a colour and a sound. Every function is pure; `now`
 * is passed in (epoch ms). Decision 033.
 */

export const TIMER_LABEL_MAX = 60;
/** A visitor's own list: enough for any kitchen or classroom, small enough for local storage. */
export const MAX_TIMERS = 50;
/** A shared link carries at most this many timers. */
export const MAX_SHARED_TIMERS = 20;
/** Longer than any valid set of MAX_SHARED_TIMERS timers can encode to; past it nothing is decoded. */
export const MAX_SET_PARAM_LENGTH = 16_000;

/** A small palette whose every colour keeps 3:1 against the card in both themes (app maps them). */
export const timerColours = ["blue", "green", "amber", "rose", "violet", "slate"] as const;
export type TimerColour = (typeof timerColours)[number];

export interface TimerEntry {
  id: string;
  label: string;
  /** The duration the timer starts from, whole seconds (1 s – 99:59:59). */
  seconds: number;
  colour: TimerColour;
  sound: SoundName;
  state: TimerState;
  /** When the timer last reached zero (its deadline); null once it is started or reset again. */
  endedAt: number | null;
  /** It reached zero while no page was open: shown, never rung. */
  missed: boolean;
  /** Creation instant, epoch ms: the order of idle timers. */
  createdAt: number;
}

/** What a visitor types or a link carries: a timer without a run. */
export interface TimerDraft {
  label: string;
  seconds: number;
  colour: TimerColour;
  sound: SoundName;
}

const soundEnum = z.enum(soundNames as [SoundName, ...SoundName[]]);
const labelSchema = z.string().trim().min(1).max(TIMER_LABEL_MAX);
const secondsSchema = z.number().int().min(1).max(MAX_TIMER_SECONDS);

export const timerDraftSchema = z.object({
  label: labelSchema,
  seconds: secondsSchema,
  colour: z.enum(timerColours),
  sound: soundEnum,
});

export type DraftProblem = "label" | "duration" | "other";

/** Checks a typed timer; the first problem found names the field to fix. */
export function parseDraft(input: unknown): { ok: true; draft: TimerDraft } | { ok: false; problem: DraftProblem } {
  const result = timerDraftSchema.safeParse(input);
  if (result.success) return { ok: true, draft: result.data };
  const field = result.error.issues[0]?.path[0];
  return { ok: false, problem: field === "label" ? "label" : field === "seconds" ? "duration" : "other" };
}

// ---- transitions ------------------------------------------------------------------------

export function newEntry(draft: TimerDraft, id: string, now: number): TimerEntry {
  return {
    id,
    ...draft,
    state: timerFromSeconds(draft.seconds),
    endedAt: null,
    missed: false,
    createdAt: now,
  };
}

/** Start or resume. A timer that ended (or was reset) starts again from its full duration. */
export function startEntry(e: TimerEntry, now: number): TimerEntry {
  if (e.state.status === "running") return e;
  const from = e.state.remainingMs > 0 ? e.state : timerFromSeconds(e.seconds);
  const state = startTimer(from, now);
  if (state === from) return e;
  return { ...e, state, endedAt: null, missed: false };
}

export function pauseEntry(e: TimerEntry, now: number): TimerEntry {
  const state = pauseTimer(e.state, now);
  return state === e.state ? e : { ...e, state };
}

/** Back to its full duration, ready to start: a labelled timer keeps what it is for. */
export function resetEntry(e: TimerEntry): TimerEntry {
  return { ...e, state: timerFromSeconds(e.seconds), endedAt: null, missed: false };
}

export function isDue(e: TimerEntry, now: number): boolean {
  return isFinished(e.state, now);
}

/** At zero: stopped, with the deadline recorded as when it ended (the "rang" marker). */
export function completeEntry(e: TimerEntry, missed = false): TimerEntry {
  if (e.state.status !== "running" || e.state.deadline === null) return e;
  return { ...e, state: completeTimer(e.state), endedAt: e.state.deadline, missed };
}

/** Applies `fn` to the entry with `id`; the list is unchanged (same object) when nothing changed. */
export function updateEntry(
  list: readonly TimerEntry[],
  id: string,
  fn: (e: TimerEntry) => TimerEntry,
): readonly TimerEntry[] {
  let changed = false;
  const next = list.map((e) => {
    if (e.id !== id) return e;
    const updated = fn(e);
    if (updated !== e) changed = true;
    return updated;
  });
  return changed ? next : list;
}

/** The earliest deadline of a running timer, or null. */
export function nextDeadline(list: readonly TimerEntry[]): number | null {
  let next: number | null = null;
  for (const e of list) {
    const d = e.state.status === "running" ? e.state.deadline : null;
    if (d !== null && (next === null || d < next)) next = d;
  }
  return next;
}

// ---- ordering -----------------------------------------------------------------------------

const rank = { running: 0, paused: 1, idle: 2 } as const;

/**
 * What ends next first: running timers by deadline, then paused ones by time left, then idle ones
 * in the order they were added. Ties keep the order of addition, so the list never shuffles.
 */
export function orderTimers(list: readonly TimerEntry[]): TimerEntry[] {
  return [...list].sort((a, b) => {
    const byStatus = rank[a.state.status] - rank[b.state.status];
    if (byStatus !== 0) return byStatus;
    if (a.state.status === "running") {
      const d = (a.state.deadline ?? 0) - (b.state.deadline ?? 0);
      if (d !== 0) return d;
    } else if (a.state.status === "paused") {
      const d = a.state.remainingMs - b.state.remainingMs;
      if (d !== 0) return d;
    }
    return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** Whole seconds shown (rounded up, as the single timer) at `now`. */
export function shownSeconds(e: TimerEntry, now: number): number {
  const ms = remainingMs(e.state, now);
  return ms <= 0 ? 0 : Math.ceil(ms / 1000 - 1e-9);
}

// ---- storage --------------------------------------------------------------------------------

const MAX_MS = MAX_TIMER_SECONDS * 1000;
const STORE_VERSION = 1;

const stateSchema = z
  .object({
    status: z.enum(["idle", "running", "paused"]),
    initialSeconds: z.number().int().min(0).max(MAX_TIMER_SECONDS),
    remainingMs: z.number().min(0).max(MAX_MS),
    deadline: z.number().finite().nullable(),
  })
  .refine((s) => (s.status === "running") === (s.deadline !== null));

const entrySchema = z.object({
  id: z.string().min(1).max(64),
  label: labelSchema,
  seconds: secondsSchema,
  colour: z.enum(timerColours),
  sound: soundEnum,
  state: stateSchema,
  endedAt: z.number().finite().nullable(),
  missed: z.boolean(),
  createdAt: z.number().finite(),
});

const storeSchema = z.object({
  v: z.literal(STORE_VERSION),
  /** Counts writes, so a tab can tell which of two copies is newer. */
  rev: z.number().int().min(0),
  timers: z.array(z.unknown()).max(MAX_TIMERS * 2),
});

export interface StoredTimers {
  rev: number;
  timers: readonly TimerEntry[];
}

export const emptyStore: StoredTimers = Object.freeze({ rev: 0, timers: Object.freeze([]) });

export function serializeTimers(store: StoredTimers): string {
  return JSON.stringify({ v: STORE_VERSION, rev: store.rev, timers: store.timers });
}

/**
 * Reads what `serializeTimers` stored. Never throws: a missing or corrupt store is empty, and an
 * entry that fails its schema (or repeats an id, or deadlines further away than any timer can
 * run) is dropped while the others are kept.
 */
export function restoreTimers(raw: string | null, now: number): StoredTimers {
  if (!raw) return emptyStore;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyStore;
  }
  const parsed = storeSchema.safeParse(data);
  if (!parsed.success) return emptyStore;
  const seen = new Set<string>();
  const timers: TimerEntry[] = [];
  for (const item of parsed.data.timers) {
    const entry = entrySchema.safeParse(item);
    if (!entry.success || seen.has(entry.data.id)) continue;
    const { state } = entry.data;
    if (state.deadline !== null && state.deadline - now > MAX_MS) continue;
    seen.add(entry.data.id);
    timers.push(entry.data as TimerEntry);
    if (timers.length === MAX_TIMERS) break;
  }
  return { rev: parsed.data.rev, timers };
}

// ---- shared sets ------------------------------------------------------------------------------

/** The query parameter of a shared set: `/timers?set=…`. */
export const SET_PARAM = "set";
const SET_PREFIX = "1.";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A set as a compact, URL-safe string: version "1.", then base64url of a JSON list of
 * [label, seconds, colour, sound]. Names, durations, colours and sounds only, never a run.
 */
export function encodeSet(drafts: readonly TimerDraft[]): string {
  return SET_PREFIX + toBase64Url(JSON.stringify(drafts.map((d) => [d.label, d.seconds, d.colour, d.sound])));
}

const setSchema = z
  .array(z.tuple([labelSchema, secondsSchema, z.enum(timerColours), soundEnum]))
  .min(1)
  .max(MAX_SHARED_TIMERS);

export type SetProblem =
  | { kind: "malformed" }
  | { kind: "empty" }
  | { kind: "tooMany" }
  | { kind: "label"; index: number }
  | { kind: "duration"; index: number };

export type DecodedSet = { ok: true; timers: TimerDraft[] } | { ok: false; problem: SetProblem };

/**
 * Reads a shared set; never throws. What is wrong is named precisely enough for the page to say
 * it (which timer, label or duration), anything else is "malformed".
 */
export function decodeSet(param: string): DecodedSet {
  const fail = (problem: SetProblem): DecodedSet => ({ ok: false, problem });
  if (param.length > MAX_SET_PARAM_LENGTH || !param.startsWith(SET_PREFIX)) return fail({ kind: "malformed" });
  const json = fromBase64Url(param.slice(SET_PREFIX.length));
  if (json === null) return fail({ kind: "malformed" });
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return fail({ kind: "malformed" });
  }
  if (!Array.isArray(data)) return fail({ kind: "malformed" });
  if (data.length === 0) return fail({ kind: "empty" });
  if (data.length > MAX_SHARED_TIMERS) return fail({ kind: "tooMany" });
  const result = setSchema.safeParse(data);
  if (result.success) {
    return {
      ok: true,
      timers: result.data.map(([label, seconds, colour, sound]) => ({ label, seconds, colour, sound })),
    };
  }
  const [index, field] = result.error.issues[0]?.path ?? [];
  if (typeof index === "number" && Array.isArray(data[index]) && (data[index] as unknown[]).length === 4) {
    if (field === 0) return fail({ kind: "label", index });
    if (field === 1) return fail({ kind: "duration", index });
  }
  return fail({ kind: "malformed" });
}

/** The drafts of a list (what a share link carries), in the order shown. */
export function draftsOf(list: readonly TimerEntry[]): TimerDraft[] {
  return list.map(({ label, seconds, colour, sound }) => ({ label, seconds, colour, sound }));
}
