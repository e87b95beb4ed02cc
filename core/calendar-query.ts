/**
 * The zod schemas of the calendar files' query strings (docs/product.md, Calendar files) and of
 * /countdown's: loaders and server/ only, so zod stays out of the pages' first load (decision 020).
 */
import { isValidTimeZone } from "./cities";
import { COUNTDOWN_TITLE_MAX, DEFAULT_COUNTDOWN_ZONE, readCountdown, type CountdownProblem } from "./countdown";
import { parseWallTime } from "./zoned-time";
import { z } from "./zod";

const problemMessages: Record<CountdownProblem, string> = {
  to: "to must be a date and time like 2027-01-01T00:00",
  tz: "tz must be an IANA time zone like Europe/London",
  year: "the year must be between 1970 and 2200",
  title: `title must be at most ${COUNTDOWN_TITLE_MAX} characters`,
};

const zone = z
  .string()
  .max(64)
  .refine(isValidTimeZone, { message: problemMessages.tz })
  .default(DEFAULT_COUNTDOWN_ZONE);
const title = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });

/** `/countdown` and `/calendar/countdown.ics`: `to`, `tz`, `title`. */
export const countdownQuerySchema = z
  .object({ to: z.string().max(32), tz: z.string().max(64).optional(), title: z.string().max(10_000).optional() })
  .transform((query, ctx) => {
    const read = readCountdown(query.to, query.tz, query.title);
    if (read.ok) return read.target;
    ctx.addIssue({
      code: "custom",
      path: [read.problem === "year" ? "to" : read.problem],
      message: problemMessages[read.problem],
      params: { problem: read.problem },
    });
    return z.NEVER;
  });

/** The problem a failed countdownQuerySchema parse found (the page words each one). */
export function countdownProblemOf(error: z.ZodError): CountdownProblem {
  const issue = error.issues[0];
  const problem =
    issue && "params" in issue ? (issue.params as { problem?: CountdownProblem } | undefined)?.problem : undefined;
  return problem ?? (issue?.path[0] === "title" ? "title" : issue?.path[0] === "tz" ? "tz" : "to");
}

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** `/calendar/alarm.ics`: `time=HH:MM`, `tz`, `label`, `days=mon,tue,…` (weekly when given). */
export const alarmIcsQuerySchema = z.object({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "time must be HH:MM (24-hour)" }),
  tz: zone,
  label: title(COUNTDOWN_TITLE_MAX).default(""),
  days: z
    .string()
    .max(64)
    .optional()
    .transform((value, ctx) => {
      if (!value) return [] as Weekday[];
      const list = value.toLowerCase().split(",");
      if (!list.every((day): day is Weekday => (weekdays as readonly string[]).includes(day))) {
        ctx.addIssue({ code: "custom", message: "days must be a comma list of mon, tue, wed, thu, fri, sat, sun" });
        return z.NEVER;
      }
      return weekdays.filter((day) => list.includes(day));
    }),
});

/** `/calendar/meeting.ics`: `start=YYYY-MM-DDTHH:MM`, `tz`, `minutes` (5–1440), `title`. */
export const meetingIcsQuerySchema = z.object({
  start: z
    .string()
    .max(32)
    .refine(
      (value) => {
        const wall = parseWallTime(value);
        return wall !== undefined && wall.year >= 1970 && wall.year <= 2200;
      },
      { message: "start must be a date and time like 2027-01-04T15:00 (years 1970–2200)" },
    ),
  tz: zone,
  minutes: z.coerce.number().int().min(5).max(1440).default(60),
  title: title(COUNTDOWN_TITLE_MAX).default(""),
});

/** `/calendar/holidays-{cc}-{year}.ics`: years from last year to five years ahead. */
export const HOLIDAY_ICS_YEARS_BACK = 1;
export const HOLIDAY_ICS_YEARS_AHEAD = 5;

export function holidayIcsYearAllowed(year: number, now: number): boolean {
  const current = new Date(now).getUTCFullYear();
  return year >= current - HOLIDAY_ICS_YEARS_BACK && year <= current + HOLIDAY_ICS_YEARS_AHEAD;
}
