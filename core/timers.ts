import { compareCodeUnits } from "./compare";
import type { SoundName } from "./sounds";
import {
  completeTimer,
  isFinished,
  pauseTimer,
  remainingMs,
  startTimer,
  timerFromSeconds,
  type TimerState,
} from "./timer-engine";

/*
 * Many timers at once (docs/product.md, Timers): each entry is the single timer's deadline-based
 * TimerState (core/timer-engine) plus a label, a colour and a sound. Every function is pure; `now`
 * is passed in (epoch ms). Reading what was stored or shared is core/timers-schema.ts's (zod, loaded
 * by the page after its first paint). Decision 033.
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
    return a.createdAt - b.createdAt || compareCodeUnits(a.id, b.id);
  });
}

/** Whole seconds shown (rounded up, as the single timer) at `now`. */
export function shownSeconds(e: TimerEntry, now: number): number {
  const ms = remainingMs(e.state, now);
  return ms <= 0 ? 0 : Math.ceil(ms / 1000 - 1e-9);
}

// ---- storage --------------------------------------------------------------------------------

export const STORE_VERSION = 1;

export interface StoredTimers {
  rev: number;
  timers: readonly TimerEntry[];
}

export const emptyStore: StoredTimers = Object.freeze({ rev: 0, timers: Object.freeze([]) });

export function serializeTimers(store: StoredTimers): string {
  return JSON.stringify({ v: STORE_VERSION, rev: store.rev, timers: store.timers });
}

// ---- shared sets ------------------------------------------------------------------------------

/** The query parameter of a shared set: `/timers?set=…`. */
export const SET_PARAM = "set";
export const SET_PREFIX = "1.";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * A set as a compact, URL-safe string: version "1.", then base64url of a JSON list of
 * [label, seconds, colour, sound]. Names, durations, colours and sounds only, never a run.
 */
export function encodeSet(drafts: readonly TimerDraft[]): string {
  return SET_PREFIX + toBase64Url(JSON.stringify(drafts.map((d) => [d.label, d.seconds, d.colour, d.sound])));
}

/** The drafts of a list (what a share link carries), in the order shown. */
export function draftsOf(list: readonly TimerEntry[]): TimerDraft[] {
  return list.map(({ label, seconds, colour, sound }) => ({ label, seconds, colour, sound }));
}
