import { LABEL_MAX } from "./focus-presets";
import { z } from "./zod";

/*
 * Focus history (docs/product.md, Pomodoro and interval timer): one row per completed focus
 * period, private to the visitor cookie. The schemas validate POST and GET /api/focus-sessions;
 * the week and CSV helpers turn rows into the page's chart and the download.
 */

export const FOCUS_MINUTES_MAX = 180;
/** Most sessions one visitor keeps (decision 032): a bound on what an anonymous client can store. */
export const MAX_FOCUS_SESSIONS_PER_VISITOR = 5000;
export const FOCUS_SESSION_LIMIT_REACHED = `You have reached the limit of ${MAX_FOCUS_SESSIONS_PER_VISITOR} focus sessions`;
/** Longest range one GET reads, and most rows it answers. */
export const FOCUS_RANGE_MAX_DAYS = 366;
export const FOCUS_LIST_MAX = 2000;
/** A session may be reported this long after it started (a tab closed for a night, a slow network). */
const PAST_MAX_MS = 7 * 24 * 3600 * 1000;
/** Clocks disagree a little: an end this far ahead of the server's clock is still believed. */
const SKEW_MS = 5 * 60 * 1000;

const iso = (name: string) =>
  z.iso.datetime({
    offset: true,
    error: (iss) => (iss.input === undefined ? `${name} is required` : `${name} must be an ISO date-time`),
  });

export const newFocusSessionSchema = z.strictObject(
  {
    startedAt: iso("startedAt"),
    minutes: z
      .number({ error: (iss) => (iss.input === undefined ? "minutes is required" : "minutes must be a number") })
      .int("minutes must be a whole number")
      .min(1, "minutes must be at least 1")
      .max(FOCUS_MINUTES_MAX, `minutes must be at most ${FOCUS_MINUTES_MAX}`),
    label: z
      .string({ error: "label must be text" })
      .trim()
      .max(LABEL_MAX, `label must be at most ${LABEL_MAX} characters`)
      .nullish()
      .transform((v) => v ?? ""),
  },
  { error: (iss) => (iss.code === "invalid_type" ? "Body must be a JSON object" : undefined) },
);
export type NewFocusSession = z.output<typeof newFocusSessionSchema>;

/** Whether a session's start and end are believable at `now` (not in the future, not from long ago). */
export function plausibleSession(s: NewFocusSession, now: number): string | null {
  const start = Date.parse(s.startedAt);
  if (start + s.minutes * 60_000 > now + SKEW_MS) return "The session cannot end in the future";
  if (start < now - PAST_MAX_MS) return "The session is too old to record";
  return null;
}

/** `from`/`to` of a GET; without `from`, the `defaultDays` before `to` (now by default). */
export const focusRangeSchema = (defaultDays: number) =>
  z.object({ from: iso("from").optional(), to: iso("to").optional() }).transform((q, ctx) => {
    const to = q.to ? Date.parse(q.to) : Date.now();
    const from = q.from ? Date.parse(q.from) : to - defaultDays * 24 * 3600 * 1000;
    if (from >= to) ctx.addIssue({ code: "custom", message: "from must be before to" });
    else if (to - from > FOCUS_RANGE_MAX_DAYS * 24 * 3600 * 1000)
      ctx.addIssue({ code: "custom", message: `The range must be at most ${FOCUS_RANGE_MAX_DAYS} days` });
    return { from: new Date(from), to: new Date(to) };
  });

/** A session as the API answers it. */
export interface FocusSessionDto {
  id: number;
  startedAt: string;
  minutes: number;
  label: string;
}

/** Local midnight of the Monday of `now`'s week. */
export function weekStart(now: Date): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

/** Focus minutes on each of the seven local days from `start` (a Monday), counted on the day each began. */
export function minutesByDay(
  sessions: readonly Pick<FocusSessionDto, "startedAt" | "minutes">[],
  start: Date,
): { day: Date; minutes: number }[] {
  const days = Array.from(
    { length: 7 },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
  );
  const totals = days.map((day) => ({ day, minutes: 0 }));
  for (const s of sessions) {
    const at = new Date(s.startedAt);
    const i = days.findIndex(
      (d, k) =>
        at >= d && (k === 6 ? at < new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1) : at < days[k + 1]!),
    );
    if (i >= 0) totals[i]!.minutes += s.minutes;
  }
  return totals;
}

/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const FOCUS_CSV_HEADER = "started_at,minutes,label";

export function focusSessionsCsv(
  sessions: readonly Pick<FocusSessionDto, "startedAt" | "minutes" | "label">[],
): string {
  return (
    [FOCUS_CSV_HEADER, ...sessions.map((s) => [s.startedAt, String(s.minutes), cell(s.label)].join(","))].join("\r\n") +
    "\r\n"
  );
}
