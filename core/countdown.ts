/**
 * Countdowns to a moment (docs/product.md, Countdown): the URL's `to`, `tz` and `title` read into
 * a target instant, and the yearly events (New Year, Christmas…) dated for their next occurrence.
 * Pure and zod-free: the page component uses it too (decision 020's reasons); the zod schema of the
 * same rules is core/countdown-query.ts, for loaders and the calendar API.
 */
import { isValidTimeZone, zonedDate } from "./cities";
import { parseWallTime, resolveWallTime, type WallFit, type WallParts } from "./zoned-time";

/** Years a countdown may aim at: Intl and calendar apps are reliable there, and a typo is caught. */
export const COUNTDOWN_MIN_YEAR = 1970;
export const COUNTDOWN_MAX_YEAR = 2200;
export const COUNTDOWN_TITLE_MAX = 120;
export const DEFAULT_COUNTDOWN_ZONE = "UTC";

/** Query parameters of /countdown (core/page-query.ts keys the page cache on them). */
export const countdownQuery = { to: "to", tz: "tz", title: "title" } as const;

export interface CountdownTarget {
  /** The `to` value as given: "2027-01-01T00:00". */
  to: string;
  wall: WallParts;
  zone: string;
  title: string;
  /** Epoch ms of the moment. */
  instant: number;
  fit: WallFit;
}

/** Why a countdown cannot be shown; content/countdown words each. */
export type CountdownProblem = "to" | "tz" | "year" | "title";

export type CountdownRead = { ok: true; target: CountdownTarget } | { ok: false; problem: CountdownProblem };

/** Reads `to`, `tz` (default UTC) and `title` (optional). */
export function readCountdown(
  to: string,
  tz: string | null | undefined,
  title: string | null | undefined,
): CountdownRead {
  const wall = parseWallTime(to);
  if (!wall) return { ok: false, problem: "to" };
  if (wall.year < COUNTDOWN_MIN_YEAR || wall.year > COUNTDOWN_MAX_YEAR) return { ok: false, problem: "year" };
  const zone = tz || DEFAULT_COUNTDOWN_ZONE;
  if (zone.length > 64 || !isValidTimeZone(zone)) return { ok: false, problem: "tz" };
  const cleanTitle = (title ?? "").trim();
  if (cleanTitle.length > COUNTDOWN_TITLE_MAX) return { ok: false, problem: "title" };
  const { instant, fit } = resolveWallTime(wall, zone);
  return { ok: true, target: { to, wall, zone, title: cleanTitle, instant, fit } };
}

/** The /countdown URL of a moment (title left out when empty). */
export function countdownPath(to: string, zone: string, title: string): string {
  const query = new URLSearchParams({ to, tz: zone });
  if (title.trim()) query.set("title", title.trim());
  return `/countdown?${query.toString()}`;
}

/** A place name for a zone: "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zonePlace(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), "yyyy-mm-dd". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The yearly events with a page of their own (`/countdown/{slug}`); names are in content/countdown. */
export const countdownEvents = [
  { slug: "new-year", rule: { month: 1, day: 1 } },
  { slug: "valentines-day", rule: { month: 2, day: 14 } },
  { slug: "easter", rule: "easter" },
  { slug: "halloween", rule: { month: 10, day: 31 } },
  { slug: "christmas", rule: { month: 12, day: 25 } },
] as const satisfies readonly { slug: string; rule: "easter" | { month: number; day: number } }[];

export type CountdownEvent = (typeof countdownEvents)[number];
export type CountdownEventSlug = CountdownEvent["slug"];

export function countdownEventBySlug(slug: string | undefined): CountdownEvent | undefined {
  return countdownEvents.find((event) => event.slug === slug);
}

/** The event's date in a year, "yyyy-mm-dd". */
export function eventDate(event: CountdownEvent, year: number): string {
  if (event.rule === "easter") return easterSunday(year);
  return `${year}-${String(event.rule.month).padStart(2, "0")}-${String(event.rule.day).padStart(2, "0")}`;
}

/**
 * The event's next date on or after today in `zone` (today counts: on the day the page says so),
 * so a page opened on 26 December counts to next year's Christmas.
 */
export function nextEventDate(event: CountdownEvent, zone: string, now: number): string {
  const today = zonedDate(zone, now);
  const year = +today.slice(0, 4);
  const thisYear = eventDate(event, year);
  return thisYear >= today ? thisYear : eventDate(event, year + 1);
}
