/**
 * Wall time ↔ instant for an IANA zone on a given date (docs/decisions/035-time-zone-tools.md).
 * Every offset comes from Intl for the instant in question, never from today's offset, so a date
 * across a daylight-saving change, a 30-minute Lord Howe shift or Samoa's skipped 30 December 2011
 * converts with the rules in force on that date. Pure: no DOM, no Node.
 */
import { zonedParts } from "./cities";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "YYYY-MM-DD" that is a real calendar date. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "HH:MM", 24-hour, 00:00–23:59. */
export function isWallTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** The calendar date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type WallTimeResult =
  /** The wall time happens once. */
  | { kind: "ok"; instant: number }
  /**
   * The wall time never happens on that date (clocks jumped over it). `instant` is where the
   * clocks were pushed to: the time read with the offset in force before the jump.
   */
  | { kind: "gap"; instant: number }
  /** The wall time happens twice (clocks went back): earlier and later instants. */
  | { kind: "overlap"; instant: number; later: number };

/** The instant(s) a wall-clock date and time "HH:MM" names in a zone. */
export function wallTimeToInstant(zone: string, date: string, time: string): WallTimeResult {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // Every offset the zone uses within two days of the wall time: one of them, or none, fits.
  const candidates = new Set([
    zonedParts(zone, asUtc - 2 * DAY).offsetMinutes,
    zonedParts(zone, asUtc).offsetMinutes,
    zonedParts(zone, asUtc + 2 * DAY).offsetMinutes,
  ]);
  for (let probe = -DAY; probe <= DAY; probe += 6 * HOUR) candidates.add(zonedParts(zone, asUtc + probe).offsetMinutes);
  const matches = [...candidates]
    .map((offset) => asUtc - offset * MINUTE)
    .filter((instant) => {
      const parts = zonedParts(zone, instant);
      return parts.date === date && parts.clock.slice(0, 5) === time;
    })
    .sort((a, b) => a - b);
  const unique = [...new Set(matches)];
  if (unique.length === 0) {
    // The offset just before the wall time pushes it past the jump, as clocks did that night.
    const offsetBefore = zonedParts(zone, asUtc - DAY).offsetMinutes;
    return { kind: "gap", instant: asUtc - offsetBefore * MINUTE };
  }
  if (unique.length === 1) return { kind: "ok", instant: unique[0]! };
  return { kind: "overlap", instant: unique[0]!, later: unique[unique.length - 1]! };
}

export interface WallTime {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
  offsetMinutes: number;
}

/** The wall-clock date, minute and offset in a zone at an instant. */
export function instantToWallTime(zone: string, instant: number): WallTime {
  const parts = zonedParts(zone, instant);
  return { date: parts.date, time: parts.clock.slice(0, 5), offsetMinutes: parts.offsetMinutes };
}

/** Whole days between two "YYYY-MM-DD" dates (b − a). */
export function dayDifference(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/** A wall-clock date and minute as numbers (a countdown's target, read from its URL). */
export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How a wall time was found in its zone: once, twice (autumn overlap) or never (spring gap). */
export type WallFit = "exact" | "overlap" | "gap";

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The instant a wall time names in `zone`: in an overlap the earlier one, in a gap the time read
 * with the offset before the change (02:30 → 03:30). Both are RFC 5545's rules (3.3.5) and
 * Temporal's "compatible" choice, so a calendar app given the same wall time and TZID agrees.
 */
export function resolveWallTime(wall: WallParts, zone: string): { instant: number; fit: WallFit } {
  const date = `${String(wall.year).padStart(4, "0")}-${pad2(wall.month)}-${pad2(wall.day)}`;
  const found = wallTimeToInstant(zone, date, `${pad2(wall.hour)}:${pad2(wall.minute)}`);
  return { instant: found.instant, fit: found.kind === "ok" ? "exact" : found.kind };
}

/** "2027-01-01T00:00" → its parts, or undefined when it is not a real calendar date and time. */
export function parseWallTime(text: string): WallParts | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text);
  if (!match || !isIsoDate(match[1]!) || !isWallTime(match[2]!)) return undefined;
  const [year, month, day] = match[1]!.split("-").map(Number) as [number, number, number];
  const [hour, minute] = match[2]!.split(":").map(Number) as [number, number];
  return { year, month, day, hour, minute };
}
