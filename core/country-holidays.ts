/**
 * Every country `date-holidays` knows, with its holidays of a year (docs/product.md, Holidays by
 * country). Like core/holiday-dates.ts this imports the library's rules and data, so only loaders
 * (through app/features/holidays/dates.server.ts) and server/ import it, never a component.
 */
import Holidays from "date-holidays";
import { countryName } from "./country-names";
import { defaultLocale, type Locale } from "./locales";

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

/** The language code date-holidays names holidays with, for each locale. */
const holidayLanguage: Record<Locale, string> = {
  en: "en",
  es: "es",
  de: "de",
  fr: "fr",
  "pt-BR": "pt",
  it: "it",
  nl: "nl",
  pl: "pl",
  ja: "ja",
  "zh-Hans": "zh",
  hi: "hi",
  ar: "ar",
};

/**
 * A country's holidays in a year, by date then kind, in the language asked where the rules have
 * that name, else the country's own. Kept per country, year and language: rules do not change.
 */
export function countryHolidays(code: string, year: number, language: Locale | "native"): readonly CountryHoliday[] {
  const key = `${code} ${year} ${language}`;
  let list = years.get(key);
  if (!list) {
    // One calendar per language: date-holidays remembers the language of its last answer.
    let hd = calendars.get(`${code} ${language}`);
    if (!hd) {
      hd = new Holidays(code.toUpperCase());
      calendars.set(`${code} ${language}`, hd);
    }
    list = (language === "native" ? hd.getHolidays(year) : hd.getHolidays(year, holidayLanguage[language]))
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
  /** The holiday's name in the page's language where date-holidays has it, else in English. */
  name: string;
  /** "en" when the name is the English fallback on another language's page (marked for readers). */
  nameLanguage?: "en";
  /** A key that is the same in every language (date and rule). */
  key: string;
}

export interface CountryYear {
  year: number;
  days: CountryDay[];
}

/**
 * This year's and next year's holidays of a country (the year of `now` in UTC), named in the
 * page's language where the rules have that name (English, a proper noun, where they do not).
 */
export function countryYears(code: string, now: number, language: Locale): CountryYear[] {
  const first = new Date(now).getUTCFullYear();
  const nativeLanguage = new Holidays(code.toUpperCase()).getLanguages()[0]?.slice(0, 2);
  return [first, first + 1].map((year) => {
    const en = countryHolidays(code, year, "en");
    const byKey = (list: readonly CountryHoliday[]) =>
      new Map(list.map((day) => [`${day.date} ${day.rule}`, day.name]));
    // date-holidays answers in the country's own language where it lacks the one asked: such a
    // name is replaced by the English one (a proper noun the visitor can read more likely).
    const local = language === defaultLocale ? undefined : byKey(countryHolidays(code, year, language));
    const native = local ? byKey(countryHolidays(code, year, "native")) : undefined;
    const named = (key: string) => {
      const name = local?.get(key);
      if (name === undefined) return undefined;
      return nativeLanguage === holidayLanguage[language] || name !== native?.get(key) ? name : undefined;
    };
    return {
      year,
      days: en.map(({ date, type, substitute, rule, name }) => {
        const translated = named(`${date} ${rule}`);
        return {
          date,
          type,
          substitute,
          name: translated ?? name,
          ...(translated === undefined && language !== defaultLocale ? { nameLanguage: "en" as const } : {}),
          key: `${date} ${rule}`,
        };
      }),
    };
  });
}

const indexes = new Map<Locale, { code: string; name: string }[]>();

/** Every country with its name in a language, for the index on /holidays. */
export function countryIndex(language: Locale): readonly { code: string; name: string }[] {
  let index = indexes.get(language);
  if (!index) {
    index = holidayCountryCodes().map((code) => ({
      code,
      name: countryName(code, countryFallbackName(code), language),
    }));
    indexes.set(language, index);
  }
  return index;
}
