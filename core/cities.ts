/**
 * World-clock data (docs/product.md, World clock): the ~40 selectable time zones,
 * ~70 city slugs and the reverse map from a zone to its preferred city slug.
 *
 * The numeric offsets are the zones' standard-time UTC offsets and serve only as sort keys
 * (docs/product.md, World clock): every time and offset shown comes from `Intl` with the IANA zone, so
 * daylight saving is right all year. Pure data and functions: no DOM, no Node.
 */
import { compareCodeUnits } from "./compare";
import { dateFormat } from "./intl";

export interface TimezoneOption {
  /** IANA time zone. */
  value: string;
  /** English label; the interface translates it through the city names in content/clock. */
  label: string;
  /** Standard-time offset from UTC in hours: a sort key, never shown as the offset. */
  offset: number;
  /** The city slug the option navigates to (`/time/{slug}`). */
  slug: string;
}

/**
 * The selectable zones, most popular first: the Popular Timezones grid shows the first 20
 * (`popularTimezones`); the Current Location selector lists them all sorted by offset.
 */
export const timezoneOptions: readonly TimezoneOption[] = [
  { value: "America/New_York", label: "New York", offset: -5, slug: "new-york" },
  { value: "Europe/London", label: "London", offset: 0, slug: "london" },
  { value: "Asia/Tokyo", label: "Tokyo", offset: 9, slug: "tokyo" },
  { value: "Australia/Sydney", label: "Sydney", offset: 10, slug: "sydney" },
  { value: "America/Los_Angeles", label: "Los Angeles", offset: -8, slug: "los-angeles" },
  { value: "Asia/Dubai", label: "Dubai", offset: 4, slug: "dubai" },
  { value: "Europe/Paris", label: "Paris", offset: 1, slug: "paris" },
  { value: "Asia/Singapore", label: "Singapore", offset: 8, slug: "singapore" },
  { value: "Asia/Hong_Kong", label: "Hong Kong", offset: 8, slug: "hong-kong" },
  { value: "Asia/Shanghai", label: "Beijing / Shanghai", offset: 8, slug: "beijing" },
  { value: "Asia/Kolkata", label: "Mumbai / Kolkata", offset: 5.5, slug: "mumbai" },
  { value: "Europe/Berlin", label: "Berlin", offset: 1, slug: "berlin" },
  { value: "America/Chicago", label: "Chicago", offset: -6, slug: "chicago" },
  { value: "America/Toronto", label: "Toronto", offset: -5, slug: "toronto" },
  { value: "Europe/Moscow", label: "Moscow", offset: 3, slug: "moscow" },
  { value: "America/Sao_Paulo", label: "São Paulo", offset: -3, slug: "sao-paulo" },
  { value: "America/Mexico_City", label: "Mexico City", offset: -6, slug: "mexico-city" },
  { value: "Asia/Seoul", label: "Seoul", offset: 9, slug: "seoul" },
  { value: "Europe/Madrid", label: "Madrid", offset: 1, slug: "madrid" },
  { value: "Pacific/Auckland", label: "Auckland", offset: 12, slug: "auckland" },
  { value: "America/Denver", label: "Denver", offset: -7, slug: "denver" },
  { value: "America/Phoenix", label: "Phoenix", offset: -7, slug: "phoenix" },
  { value: "America/Anchorage", label: "Anchorage", offset: -9, slug: "anchorage" },
  { value: "Pacific/Honolulu", label: "Honolulu", offset: -10, slug: "honolulu" },
  { value: "America/Vancouver", label: "Vancouver", offset: -8, slug: "vancouver" },
  { value: "America/Argentina/Buenos_Aires", label: "Buenos Aires", offset: -3, slug: "buenos-aires" },
  { value: "America/Bogota", label: "Bogotá", offset: -5, slug: "bogota" },
  { value: "America/Lima", label: "Lima", offset: -5, slug: "lima" },
  { value: "Europe/Rome", label: "Rome", offset: 1, slug: "rome" },
  { value: "Europe/Amsterdam", label: "Amsterdam", offset: 1, slug: "amsterdam" },
  { value: "Europe/Athens", label: "Athens", offset: 2, slug: "athens" },
  { value: "Europe/Istanbul", label: "Istanbul", offset: 3, slug: "istanbul" },
  { value: "Africa/Cairo", label: "Cairo", offset: 2, slug: "cairo" },
  { value: "Africa/Johannesburg", label: "Cape Town / Johannesburg", offset: 2, slug: "cape-town" },
  { value: "Africa/Nairobi", label: "Nairobi", offset: 3, slug: "nairobi" },
  { value: "Asia/Tehran", label: "Tehran", offset: 3.5, slug: "tehran" },
  { value: "Asia/Karachi", label: "Karachi", offset: 5, slug: "karachi" },
  { value: "Asia/Kathmandu", label: "Kathmandu", offset: 5.75, slug: "kathmandu" },
  { value: "Asia/Dhaka", label: "Dhaka", offset: 6, slug: "dhaka" },
  { value: "Asia/Bangkok", label: "Bangkok", offset: 7, slug: "bangkok" },
  { value: "Asia/Jakarta", label: "Jakarta", offset: 7, slug: "jakarta" },
  { value: "Asia/Manila", label: "Manila", offset: 8, slug: "manila" },
];

/** The Popular Timezones grid shows 20 (docs/product.md, World clock). */
export const POPULAR_TIMEZONE_COUNT = 20;
export const popularTimezones: readonly TimezoneOption[] = timezoneOptions.slice(0, POPULAR_TIMEZONE_COUNT);

/**
 * The selector's order: by offset (west to east), then label. Labels are compared by code unit:
 * this runs when the module is evaluated, before the page's date and number data are warmed off
 * the main thread (decision 058). A unit test checks the order matches English collation here.
 */
export const timezoneOptionsByOffset: readonly TimezoneOption[] = [...timezoneOptions].sort(
  (a, b) => a.offset - b.offset || compareCodeUnits(a.label, b.label),
);

export interface City {
  slug: string;
  /** English name; content/clock carries the Spanish names. */
  name: string;
  country: string;
  zone: string;
}

const city = (slug: string, name: string, country: string, zone: string): City => ({ slug, name, country, zone });

/** Every `/time/{location}` slug. Several cities share a zone (Miami, Atlanta, Boston use New York time). */
export const cities: readonly City[] = [
  // North America
  city("new-york", "New York", "United States", "America/New_York"),
  city("miami", "Miami", "United States", "America/New_York"),
  city("atlanta", "Atlanta", "United States", "America/New_York"),
  city("boston", "Boston", "United States", "America/New_York"),
  city("washington-dc", "Washington, D.C.", "United States", "America/New_York"),
  city("chicago", "Chicago", "United States", "America/Chicago"),
  city("dallas", "Dallas", "United States", "America/Chicago"),
  city("houston", "Houston", "United States", "America/Chicago"),
  city("denver", "Denver", "United States", "America/Denver"),
  city("phoenix", "Phoenix", "United States", "America/Phoenix"),
  city("los-angeles", "Los Angeles", "United States", "America/Los_Angeles"),
  city("san-francisco", "San Francisco", "United States", "America/Los_Angeles"),
  city("seattle", "Seattle", "United States", "America/Los_Angeles"),
  city("anchorage", "Anchorage", "United States", "America/Anchorage"),
  city("honolulu", "Honolulu", "United States", "Pacific/Honolulu"),
  city("toronto", "Toronto", "Canada", "America/Toronto"),
  city("montreal", "Montreal", "Canada", "America/Toronto"),
  city("vancouver", "Vancouver", "Canada", "America/Vancouver"),
  city("halifax", "Halifax", "Canada", "America/Halifax"),
  city("mexico-city", "Mexico City", "Mexico", "America/Mexico_City"),
  // South America
  city("sao-paulo", "São Paulo", "Brazil", "America/Sao_Paulo"),
  city("buenos-aires", "Buenos Aires", "Argentina", "America/Argentina/Buenos_Aires"),
  city("bogota", "Bogotá", "Colombia", "America/Bogota"),
  city("lima", "Lima", "Peru", "America/Lima"),
  city("santiago", "Santiago", "Chile", "America/Santiago"),
  // Europe
  city("london", "London", "United Kingdom", "Europe/London"),
  city("dublin", "Dublin", "Ireland", "Europe/Dublin"),
  city("lisbon", "Lisbon", "Portugal", "Europe/Lisbon"),
  city("paris", "Paris", "France", "Europe/Paris"),
  city("berlin", "Berlin", "Germany", "Europe/Berlin"),
  city("madrid", "Madrid", "Spain", "Europe/Madrid"),
  city("barcelona", "Barcelona", "Spain", "Europe/Madrid"),
  city("rome", "Rome", "Italy", "Europe/Rome"),
  city("amsterdam", "Amsterdam", "Netherlands", "Europe/Amsterdam"),
  city("brussels", "Brussels", "Belgium", "Europe/Brussels"),
  city("zurich", "Zurich", "Switzerland", "Europe/Zurich"),
  city("vienna", "Vienna", "Austria", "Europe/Vienna"),
  city("stockholm", "Stockholm", "Sweden", "Europe/Stockholm"),
  city("athens", "Athens", "Greece", "Europe/Athens"),
  city("istanbul", "Istanbul", "Türkiye", "Europe/Istanbul"),
  city("moscow", "Moscow", "Russia", "Europe/Moscow"),
  // Africa and the Middle East
  city("cairo", "Cairo", "Egypt", "Africa/Cairo"),
  city("cape-town", "Cape Town", "South Africa", "Africa/Johannesburg"),
  city("johannesburg", "Johannesburg", "South Africa", "Africa/Johannesburg"),
  city("lagos", "Lagos", "Nigeria", "Africa/Lagos"),
  city("nairobi", "Nairobi", "Kenya", "Africa/Nairobi"),
  city("dubai", "Dubai", "United Arab Emirates", "Asia/Dubai"),
  city("riyadh", "Riyadh", "Saudi Arabia", "Asia/Riyadh"),
  city("tehran", "Tehran", "Iran", "Asia/Tehran"),
  // Asia and Oceania
  city("karachi", "Karachi", "Pakistan", "Asia/Karachi"),
  city("mumbai", "Mumbai", "India", "Asia/Kolkata"),
  city("kolkata", "Kolkata", "India", "Asia/Kolkata"),
  city("delhi", "Delhi", "India", "Asia/Kolkata"),
  city("bangalore", "Bangalore", "India", "Asia/Kolkata"),
  city("kathmandu", "Kathmandu", "Nepal", "Asia/Kathmandu"),
  city("dhaka", "Dhaka", "Bangladesh", "Asia/Dhaka"),
  city("bangkok", "Bangkok", "Thailand", "Asia/Bangkok"),
  city("jakarta", "Jakarta", "Indonesia", "Asia/Jakarta"),
  city("singapore", "Singapore", "Singapore", "Asia/Singapore"),
  city("kuala-lumpur", "Kuala Lumpur", "Malaysia", "Asia/Kuala_Lumpur"),
  city("manila", "Manila", "Philippines", "Asia/Manila"),
  city("hong-kong", "Hong Kong", "China", "Asia/Hong_Kong"),
  city("beijing", "Beijing", "China", "Asia/Shanghai"),
  city("shanghai", "Shanghai", "China", "Asia/Shanghai"),
  city("taipei", "Taipei", "Taiwan", "Asia/Taipei"),
  city("seoul", "Seoul", "South Korea", "Asia/Seoul"),
  city("tokyo", "Tokyo", "Japan", "Asia/Tokyo"),
  city("perth", "Perth", "Australia", "Australia/Perth"),
  city("sydney", "Sydney", "Australia", "Australia/Sydney"),
  city("melbourne", "Melbourne", "Australia", "Australia/Melbourne"),
  city("brisbane", "Brisbane", "Australia", "Australia/Brisbane"),
  city("auckland", "Auckland", "New Zealand", "Pacific/Auckland"),
];

const bySlug = new Map(cities.map((c) => [c.slug, c]));

/** The city of a `/time/{location}` slug, or undefined for an unknown slug (→ 404). */
export function cityBySlug(slug: string | undefined): City | undefined {
  return slug === undefined ? undefined : bySlug.get(slug);
}

/** Slug → IANA zone: the city slug map. */
export const citySlugToZone: Readonly<Record<string, string>> = Object.fromEntries(cities.map((c) => [c.slug, c.zone]));

/**
 * Legacy IANA names that browsers still report for the visitor's own zone (Chrome says
 * "Asia/Calcutta"), mapped to the names used here.
 */
const zoneAliases: Readonly<Record<string, string>> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "Asia/Istanbul": "Europe/Istanbul",
  Turkey: "Europe/Istanbul",
  "US/Eastern": "America/New_York",
  "US/Central": "America/Chicago",
  "US/Mountain": "America/Denver",
  "US/Pacific": "America/Los_Angeles",
  "US/Alaska": "America/Anchorage",
  "US/Hawaii": "Pacific/Honolulu",
  "US/Arizona": "America/Phoenix",
  "Canada/Eastern": "America/Toronto",
  "Canada/Pacific": "America/Vancouver",
  "Canada/Atlantic": "America/Halifax",
  "America/Montreal": "America/Toronto",
  "Australia/NSW": "Australia/Sydney",
  "Australia/ACT": "Australia/Sydney",
  "Australia/Victoria": "Australia/Melbourne",
  "Australia/West": "Australia/Perth",
  "Australia/Queensland": "Australia/Brisbane",
  "Brazil/East": "America/Sao_Paulo",
  "Mexico/General": "America/Mexico_City",
  "Chile/Continental": "America/Santiago",
  PRC: "Asia/Shanghai",
  "Asia/Chongqing": "Asia/Shanghai",
  "Asia/Harbin": "Asia/Shanghai",
  Hongkong: "Asia/Hong_Kong",
  ROC: "Asia/Taipei",
  ROK: "Asia/Seoul",
  Japan: "Asia/Tokyo",
  Singapore: "Asia/Singapore",
  Iran: "Asia/Tehran",
  Egypt: "Africa/Cairo",
  GB: "Europe/London",
  Eire: "Europe/Dublin",
  Portugal: "Europe/Lisbon",
  "W-SU": "Europe/Moscow",
  NZ: "Pacific/Auckland",
  "Asia/Dacca": "Asia/Dhaka",
};

/** The name used in these tables for a zone the browser reports (aliases resolved). */
export function canonicalZone(zone: string): string {
  return zoneAliases[zone] ?? zone;
}

/**
 * Zone → preferred city slug: each selectable zone's own slug (Africa/Johannesburg → cape-town),
 * plus the zones only a city uses (Asia/Taipei → taipei).
 */
export const zoneToCitySlug: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = {};
  for (const c of cities) map[c.zone] ??= c.slug;
  for (const option of timezoneOptions) map[option.value] = option.slug;
  return map;
})();

/** Where picking a zone navigates: `/time/{slug}` when a slug is known, otherwise `/time`. */
export function timePathForZone(zone: string | undefined): string {
  const slug = zone ? zoneToCitySlug[canonicalZone(zone)] : undefined;
  return slug ? `/time/${slug}` : "/time";
}

/** The selectable option for a zone (aliases resolved), if there is one. */
export function optionForZone(zone: string): TimezoneOption | undefined {
  const canonical = canonicalZone(zone);
  return timezoneOptions.find((o) => o.value === canonical);
}

/**
 * One formatter per zone gives everything the clocks show (date, time, offset): building a
 * formatter costs far more than using it, and the Popular Timezones grid needs 20 zones while the
 * page hydrates (core/intl.ts).
 */
function zoneFormat(zone: string): Intl.DateTimeFormat {
  return dateFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  });
}

interface ZonedParts {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM:SS", 24-hour */
  clock: string;
  /** Offset from UTC in minutes. */
  offsetMinutes: number;
}

/** The wall-clock date, time and UTC offset in a zone at an instant (IANA data through Intl: DST-correct). */
export function zonedParts(zone: string, at: Date | number): ZonedParts {
  const parts = zoneFormat(zone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    clock: `${get("hour")}:${get("minute")}:${get("second")}`,
    offsetMinutes: parseGmtOffset(get("timeZoneName")),
  };
}

/** "GMT+05:30" → 330, "GMT-03" → -180, "GMT" (UTC itself) → 0. */
function parseGmtOffset(name: string): number {
  const match = name.match(/^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The calendar date "YYYY-MM-DD" in a zone at an instant. */
export function zonedDate(zone: string, at: Date | number): string {
  return zonedParts(zone, at).date;
}

/** Whether the running `Intl` knows the zone. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (from the IANA database through Intl: DST-correct). */
export function utcOffsetMinutes(zone: string, at: Date | number): number {
  return zonedParts(zone, at).offsetMinutes;
}

/** "UTC+09:00", "UTC-03:30", "UTC+00:00". */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(Math.round(minutes));
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The 24-hour wall-clock time "HH:MM:SS" in a zone at an instant. */
export function zonedClock(zone: string, at: Date | number): string {
  return zonedParts(zone, at).clock;
}

export interface ZoneChange {
  /** The local calendar date of the change, "YYYY-MM-DD". */
  date: string;
  fromMinutes: number;
  toMinutes: number;
}

export interface ZoneFacts {
  zone: string;
  year: number;
  /** Offset on 1 January and 1 July of the year, minutes. */
  januaryMinutes: number;
  julyMinutes: number;
  /** Standard (smaller) and daylight-saving (larger) offsets; equal when the zone keeps one all year. */
  standardMinutes: number;
  daylightMinutes: number;
  /** The offset changes during the year (daylight saving time). */
  changes: ZoneChange[];
}

/** What a zone does in a year: its offsets and the dates its clocks change, from the IANA data. */
export function zoneFacts(zone: string, year: number): ZoneFacts {
  const offsetAt = (ms: number) => utcOffsetMinutes(zone, ms);
  const changes: ZoneChange[] = [];
  const day = 24 * 60 * 60 * 1000;
  const start = Date.UTC(year, 0, 1, 12);
  let previous = offsetAt(start);
  for (let ms = start + day; ms < Date.UTC(year + 1, 0, 1, 12); ms += day) {
    const current = offsetAt(ms);
    if (current !== previous) {
      // The change happened during the previous 24 h; its local date is the day it took effect.
      let lo = ms - day;
      let hi = ms;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (offsetAt(mid) === previous) lo = mid;
        else hi = mid;
      }
      const local = new Date(hi + current * 60_000);
      changes.push({ date: local.toISOString().slice(0, 10), fromMinutes: previous, toMinutes: current });
      previous = current;
    }
  }
  const januaryMinutes = offsetAt(Date.UTC(year, 0, 1, 12));
  const julyMinutes = offsetAt(Date.UTC(year, 6, 1, 12));
  return {
    zone,
    year,
    januaryMinutes,
    julyMinutes,
    standardMinutes: Math.min(januaryMinutes, julyMinutes),
    daylightMinutes: Math.max(januaryMinutes, julyMinutes),
    changes,
  };
}
