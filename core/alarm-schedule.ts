/**
 * When an alarm rings, on real zone rules (docs/product.md, Alarm; decision 034). Every function
 * takes the IANA zone as a parameter and reads offsets from `Intl`, so the result never depends on
 * the machine's zone, and a wall-clock time is turned into an instant with the offset in force on
 * that day, never today's offset.
 *
 * Daylight-saving edges:
 * - a wall time that does not exist (spring forward: 02:30 in New York) rings at the first instant
 *   after the gap — 03:00 new time — because that is when the clock passes it;
 * - a wall time that happens twice (fall back: 01:30 in New York) rings once, at the first one;
 * - a repeating alarm keeps its wall-clock time on every later day, whatever the offset.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const weekdays: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** A civil date: year, month 1–12, day 1–31. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone Intl does not know. */
function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `instant`, as if it were UTC (epoch ms of the same reading). */
function wallAsUtc(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partFormat(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's UTC offset at `instant`, ms (seconds precision; sub-minute historical offsets kept). */
export function zoneOffset(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallAsUtc(whole, zone) - whole;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isKnownZone(zone: string): boolean {
  try {
    partFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The civil date, ISO weekday and minutes since midnight at `instant` in `zone`. */
export function civilDateAt(instant: number, zone: string): CivilDate & { weekday: Weekday; minutes: number } {
  const wall = new Date(wallAsUtc(instant, zone));
  const weekday = (((wall.getUTCDay() + 6) % 7) + 1) as Weekday;
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), weekday, minutes };
}

/** `date` moved by `days` (calendar arithmetic, no zone involved). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a civil date. */
export function weekdayOf(date: CivilDate): Weekday {
  return (((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/**
 * The instant the wall clock of `zone` reads `minutes` (since midnight) on `date`. Ambiguous (fall
 * back): the first of the two. Missing (spring forward): the first instant after the gap.
 */
export function wallTimeToInstant(date: CivilDate, minutes: number, zone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  // The offsets on either side of any transition near this wall time (no zone changes twice in 3 days).
  const before = zoneOffset(wall - 1.5 * DAY, zone);
  const after = zoneOffset(wall + 1.5 * DAY, zone);
  const valid = [wall - before, wall - after].filter((t) => zoneOffset(t, zone) === wall - t);
  if (valid.length > 0) return Math.min(...valid);
  // In a gap: the transition lies between the two readings; find its minute (transitions fall on minutes).
  let lo = Math.min(wall - before, wall - after);
  let hi = Math.max(wall - before, wall - after);
  const offsetAtLo = zoneOffset(lo, zone);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (zoneOffset(mid, zone) === offsetAtLo) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** What decides an alarm's rings: its wall time, its repeat days (none: once) and its first day. */
export interface AlarmRule {
  /** Minutes since local midnight. */
  minutes: number;
  /** ISO weekdays it repeats on; empty means it rings once. */
  days: readonly Weekday[];
  /** The first civil day it may ring on (a once alarm's day); null: from today. */
  from: CivilDate | null;
}

const compareDates = (a: CivilDate, b: CivilDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * The first ring strictly after `afterMs`: on `from` or later, on one of `days` (any day when it
 * rings once), at the rule's wall time in `zone`. A once alarm whose day has passed rings at the
 * next occurrence of its time (today, or tomorrow when already past).
 */
export function nextRing(rule: AlarmRule, afterMs: number, zone: string): number {
  const today = civilDateAt(afterMs, zone);
  let start: CivilDate = today;
  if (rule.from && compareDates(rule.from, today) > 0) start = rule.from;
  // Eight days always reach a chosen weekday; one more covers a time already past on the first.
  for (let i = 0; i < 9; i++) {
    const date = addDays(start, i);
    if (rule.days.length > 0 && !rule.days.includes(weekdayOf(date))) continue;
    const at = wallTimeToInstant(date, rule.minutes, zone);
    if (at > afterMs) return at;
  }
  throw new Error("unreachable: a repeat day always comes within nine days");
}

/** How the list says when an alarm rings next (docs/product.md, Alarm). */
export type RingWords =
  | { kind: "in"; hours: number; minutes: number }
  | { kind: "today" }
  | { kind: "tomorrow" }
  | { kind: "weekday"; weekday: Weekday }
  | { kind: "date"; date: CivilDate };

/** Within 12 h: "in 7 h 12 min" (minutes rounded up); else today, tomorrow, a weekday within a week, a date. */
export function ringWords(at: number, now: number, zone: string): RingWords {
  const left = at - now;
  if (left < 12 * HOUR) {
    const minutes = Math.max(0, Math.ceil(left / MINUTE));
    return { kind: "in", hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  const target = civilDateAt(at, zone);
  const today = civilDateAt(now, zone);
  const days = Math.round(
    (Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY,
  );
  if (days <= 0) return { kind: "today" };
  if (days === 1) return { kind: "tomorrow" };
  if (days < 7) return { kind: "weekday", weekday: target.weekday };
  return { kind: "date", date: { year: target.year, month: target.month, day: target.day } };
}
