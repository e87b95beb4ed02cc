/**
 * Every country `date-holidays` knows, with its holidays of a year (docs/product.md, Holidays by
 * country). Like core/holiday-dates.ts this imports the library's rules and data, so only loaders
 * (through app/features/holidays/dates.server.ts) and server/ import it, never a component.
 */
import Holidays from "date-holidays";
import { countryNames } from "./country-names";
import type { Language } from "./settings";

/** date-holidays' kinds of day, the days off first. */
export const holidayTypes = ["public", "bank", "school", "optional", "observance"] as const;
export type HolidayType = (typeof holidayTypes)[number];

export interface CountryHoliday {
  /** Local calendar date, yyyy-mm-dd. */
  date: string;
  name: string;
  /** date-holidays' rule: the same day in every language. */
  rule: string;
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
        rule: entry.rule,
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

export interface CountryDay {
  date: string;
  type: HolidayType;
  substitute: boolean;
  name: Record<Language, string>;
}

export interface CountryYear {
  year: number;
  days: CountryDay[];
}

/**
 * This year's and next year's holidays of a country (the year of `now` in UTC), each named in
 * every interface language, so a language switch needs no new data.
 */
export function countryYears(code: string, now: number): CountryYear[] {
  const first = new Date(now).getUTCFullYear();
  return [first, first + 1].map((year) => {
    const en = countryHolidays(code, year, "en");
    const es = new Map(countryHolidays(code, year, "es").map((day) => [`${day.date} ${day.rule}`, day.name]));
    return {
      year,
      days: en.map(({ date, type, substitute, rule, name }) => ({
        date,
        type,
        substitute,
        name: { en: name, es: es.get(`${date} ${rule}`) ?? name },
      })),
    };
  });
}

let index: { code: string; name: Record<Language, string> }[] | undefined;

/** Every country with its names, for the index on /holidays. */
export function countryIndex(): readonly { code: string; name: Record<Language, string> }[] {
  index ??= holidayCountryCodes().map((code) => ({ code, name: countryNames(code, countryFallbackName(code)) }));
  return index;
}
