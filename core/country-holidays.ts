/**
 * Every country `date-holidays` knows, with its holidays of a year (docs/product.md, Holidays by
 * country). Like core/holiday-dates.ts this imports the library's rules and data, so only loaders
 * (through app/features/holidays/dates.server.ts) and server/ import it, never a component.
 */
import Holidays from "date-holidays";
import type { Language } from "./settings";

/** date-holidays' kinds of day, the days off first. */
export const holidayTypes = ["public", "bank", "school", "optional", "observance"] as const;
export type HolidayType = (typeof holidayTypes)[number];

export interface CountryHoliday {
  /** Local calendar date, yyyy-mm-dd. */
  date: string;
  name: string;
  type: HolidayType;
  /** A day off that moved (e.g. to the Monday after a Sunday). */
  substitute: boolean;
}

let codes: readonly string[] | undefined;

/** Every country code date-holidays has rules for, lowercase (the URL form), alphabetical. */
export function holidayCountryCodes(): readonly string[] {
  codes ??= Object.keys(new Holidays().getCountries())
    .map((code) => code.toLowerCase())
    .sort();
  return codes;
}

export function isHolidayCountry(code: string): boolean {
  return holidayCountryCodes().includes(code);
}

const calendars = new Map<string, Holidays>();
const years = new Map<string, CountryHoliday[]>();

/**
 * A country's holidays in a year, by date then kind, in the language asked where the rules have
 * that name, else the country's own. Kept per country, year and language: rules do not change.
 */
export function countryHolidays(code: string, year: number, language: Language): readonly CountryHoliday[] {
  const key = `${code} ${year} ${language}`;
  let list = years.get(key);
  if (!list) {
    let hd = calendars.get(code);
    if (!hd) {
      hd = new Holidays(code.toUpperCase(), { languages: [language, "en"] });
      calendars.set(code, hd);
    }
    list = hd
      .getHolidays(year, language)
      .filter((entry) => (holidayTypes as readonly string[]).includes(entry.type))
      .map((entry) => ({
        date: entry.date.slice(0, 10),
        name: entry.name,
        type: entry.type as HolidayType,
        substitute: entry.substitute === true,
      }));
    years.set(key, list);
  }
  return list;
}

/** The name date-holidays gives a country, for a region Intl does not name. */
export function countryFallbackName(code: string): string {
  return new Holidays().getCountries("en")[code.toUpperCase()] ?? code.toUpperCase();
}
