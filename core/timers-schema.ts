import { soundNames, type SoundName } from "./sounds";
import { MAX_TIMER_SECONDS } from "./time-format";
import {
  emptyStore,
  MAX_SHARED_TIMERS,
  MAX_SET_PARAM_LENGTH,
  MAX_TIMERS,
  SET_PREFIX,
  STORE_VERSION,
  TIMER_LABEL_MAX,
  timerColours,
  type StoredTimers,
  type TimerDraft,
  type TimerEntry,
} from "./timers";
import { z } from "./zod";
import { parseStoredObject } from "./stored-json";

/*
 * The zod side of the multiple timers (decision 033): what a visitor types, what local storage
 * holds and what a shared link carries is read here and nowhere else. Kept apart from
 * core/timers.ts so the page can load zod after its first paint.
 */

const MAX_MS = MAX_TIMER_SECONDS * 1000;

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

/**
 * Reads what `serializeTimers` stored. Never throws: a missing or corrupt store is empty, and an
 * entry that fails its schema (or repeats an id, or deadlines further away than any timer can
 * run) is dropped while the others are kept.
 */
export function restoreTimers(raw: string | null, now: number): StoredTimers {
  const data = parseStoredObject(raw);
  if (!data) return emptyStore;
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
