/**
 * Wall-clock time in a named zone ↔ instant, from the zone's own rules at that date (Intl), never
 * today's offset (docs/product.md, Countdown). Pure: runs in the browser and on the server.
 */
import { utcOffsetMinutes } from "./cities";

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How a wall time was found in its zone: once, twice (autumn overlap) or never (spring gap). */
export type WallFit = "exact" | "overlap" | "gap";

export interface ResolvedWallTime {
  /** Epoch ms. */
  instant: number;
  fit: WallFit;
}

const DAY = 86_400_000;

/**
 * The instant a wall time names in `zone`. In an autumn overlap (01:30 happens twice) the earlier
 * instant is taken; in a spring gap (02:30 never happens) the time is read with the offset before
 * the change, so it lands as far after the gap's end as it was after its start (02:30 → 03:30).
 * Both are RFC 5545's rules (3.3.5) and Temporal's "compatible" choice, so a calendar app given the
 * same wall time and TZID agrees with the page.
 */
export function resolveWallTime(wall: WallTime, zone: string): ResolvedWallTime {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Zones change offset at most once in two days: the offsets a day before and after are the
  // only ones this wall time can be read with.
  const before = utcOffsetMinutes(zone, asUtc - DAY);
  const after = utcOffsetMinutes(zone, asUtc + DAY);
  const fits = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => utcOffsetMinutes(zone, instant) * 60_000 === asUtc - instant)
    .sort((a, b) => a - b);
  if (fits.length === 0) return { instant: asUtc - before * 60_000, fit: "gap" };
  return { instant: fits[0]!, fit: fits.length > 1 ? "overlap" : "exact" };
}

/** "2027-01-01T00:00" → its parts, or undefined when it is not a real calendar date and time. */
export function parseWallTime(text: string): WallTime | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  return { year, month, day, hour, minute };
}
