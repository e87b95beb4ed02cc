/**
 * Holiday dates from the `date-holidays` rules library (docs/product.md, Holidays). The library and its
 * data are large: only loaders (through app/features/holidays/dates.server.ts) and the server
 * import this module, never a component, so it stays out of the browser bundle.
 *
 * "Today" is reckoned in the holiday's own country (core/holidays.ts `zone`): a holiday counts
 * down to midnight where it is celebrated, and on that calendar day it is "Today!".
 */
import Holidays from "date-holidays";
import { zonedDate } from "./cities";
import {
  countryInfo,
  HOLIDAY_YEARS_SHOWN,
  holidays,
  type Holiday,
  type HolidayCountry,
  type HolidayOccurrence,
} from "./holidays";

interface Dated {
  date: string;
  startsAt: number;
}

const calendars = new Map<HolidayCountry, Holidays>();
const yearCache = new Map<string, Map<string, Dated>>();

function calendar(country: HolidayCountry): Holidays {
  let hd = calendars.get(country);
  if (!hd) {
    const { rules } = countryInfo[country];
    hd = rules.state
      ? new Holidays(rules.country, rules.state, { languages: ["en"] })
      : new Holidays(rules.country, { languages: ["en"] });
    hd.setTimezone(countryInfo[country].zone);
    calendars.set(country, hd);
  }
  return hd;
}

/** Every named holiday of one country in one year (name → date), substitute days left out. */
function yearOf(country: HolidayCountry, year: number): Map<string, Dated> {
  const key = `${country} ${year}`;
  let byName = yearCache.get(key);
  if (!byName) {
    byName = new Map();
    for (const entry of calendar(country).getHolidays(year, "en")) {
      if (entry.substitute || byName.has(entry.name)) continue;
      byName.set(entry.name, { date: entry.date.slice(0, 10), startsAt: entry.start.getTime() });
    }
    yearCache.set(key, byName);
  }
  return byName;
}

/** The holiday's date in `year` (yyyy-mm-dd), or undefined when its rule has no date that year. */
export function holidayDate(holiday: Holiday, year: number): string | undefined {
  return yearOf(holiday.country, year).get(holiday.rule)?.date;
}

/** Today's calendar date (yyyy-mm-dd) in a time zone. */
export function todayIn(zone: string, now: Date | number): string {
  return zonedDate(zone, now);
}

const dayNumber = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10)) / 86_400_000;

/** The next occurrence of a holiday on or after today (today counts), looked up in this and next year. */
export function nextOccurrence(holiday: Holiday, now: Date | number = Date.now()): HolidayOccurrence | undefined {
  const today = todayIn(countryInfo[holiday.country].zone, now);
  const year = +today.slice(0, 4);
  for (const y of [year, year + 1]) {
    const dated = yearOf(holiday.country, y).get(holiday.rule);
    if (dated && dated.date >= today) {
      return {
        urlSlug: holiday.urlSlug,
        country: holiday.country,
        date: dated.date,
        daysUntil: dayNumber(dated.date) - dayNumber(today),
        startsAt: dated.startsAt,
      };
    }
  }
  return undefined;
}

/** Every holiday's next occurrence, soonest first (ties: the order of the table). */
export function upcomingHolidays(now: Date | number = Date.now()): HolidayOccurrence[] {
  return holidays
    .map((holiday) => nextOccurrence(holiday, now))
    .filter((row): row is HolidayOccurrence => row !== undefined)
    .sort((a, b) => a.daysUntil - b.daysUntil);
}

/** The dates of the next `count` occurrences, starting with the next one (yyyy-mm-dd). */
export function nextDates(holiday: Holiday, now: Date | number = Date.now(), count = HOLIDAY_YEARS_SHOWN): string[] {
  const next = nextOccurrence(holiday, now);
  if (!next) return [];
  const first = +next.date.slice(0, 4);
  const dates: string[] = [];
  for (let y = first; dates.length < count && y < first + count + 2; y++) {
    const date = holidayDate(holiday, y);
    if (date) dates.push(date);
  }
  return dates;
}
