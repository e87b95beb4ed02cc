/**
 * The holiday list (docs/product.md, Holidays): 7 countries × 8
 * holidays, each with its url slug, its English name and the `date-holidays` rule that dates it.
 * Pure data: the dates themselves are computed by core/holiday-dates.ts, which only the server
 * (loaders, sitemap) imports, so the rules library never reaches the browser.
 */

export const holidayCountries = ["US", "GB", "CA", "AU", "DE", "FR", "JP"] as const;
export type HolidayCountry = (typeof holidayCountries)[number];

export interface HolidayCountryInfo {
  /** English name, as the list shows it. */
  name: string;
  /** URL value of the country filter (`/holidays?country=usa`). */
  param: string;
  /** `date-holidays` country and, where the national list lacks a holiday, the state whose list has it. */
  rules: { country: string; state?: string };
  /** IANA zone where "today" and the countdown's midnight are reckoned (the capital's or the most populous state's). */
  zone: string;
}

export const countryInfo: Readonly<Record<HolidayCountry, HolidayCountryInfo>> = {
  US: { name: "United States", param: "usa", rules: { country: "US" }, zone: "America/New_York" },
  GB: { name: "United Kingdom", param: "uk", rules: { country: "GB", state: "ENG" }, zone: "Europe/London" },
  CA: { name: "Canada", param: "canada", rules: { country: "CA", state: "ON" }, zone: "America/Toronto" },
  AU: { name: "Australia", param: "australia", rules: { country: "AU", state: "NSW" }, zone: "Australia/Sydney" },
  DE: { name: "Germany", param: "germany", rules: { country: "DE" }, zone: "Europe/Berlin" },
  FR: { name: "France", param: "france", rules: { country: "FR" }, zone: "Europe/Paris" },
  JP: { name: "Japan", param: "japan", rules: { country: "JP" }, zone: "Asia/Tokyo" },
};

export interface Holiday {
  urlSlug: string;
  /** English name (the Spanish one is in content/holidays). */
  name: string;
  country: HolidayCountry;
  /** The holiday's name in `date-holidays`' English list of that country (never a "substitute day"). */
  rule: string;
}

const h = (urlSlug: string, name: string, country: HolidayCountry, rule = name): Holiday => ({
  urlSlug,
  name,
  country,
  rule,
});

export const holidays: readonly Holiday[] = [
  h("new-years-day-usa", "New Year's Day", "US"),
  h("martin-luther-king-jr-day", "Martin Luther King Jr. Day", "US"),
  h("memorial-day", "Memorial Day", "US"),
  h("independence-day-usa", "Independence Day", "US"),
  h("labor-day-usa", "Labor Day", "US", "Labour Day"),
  h("veterans-day", "Veterans Day", "US"),
  h("thanksgiving-usa", "Thanksgiving Day", "US"),
  h("christmas-day-usa", "Christmas Day", "US"),

  h("new-years-day-uk", "New Year's Day", "GB"),
  h("good-friday-uk", "Good Friday", "GB"),
  h("easter-monday-uk", "Easter Monday", "GB"),
  h("early-may-bank-holiday", "Early May Bank Holiday", "GB", "Early May bank holiday"),
  h("spring-bank-holiday", "Spring Bank Holiday", "GB", "Spring bank holiday"),
  h("summer-bank-holiday", "Summer Bank Holiday", "GB", "Summer bank holiday"),
  h("christmas-day-uk", "Christmas Day", "GB"),
  h("boxing-day-uk", "Boxing Day", "GB"),

  h("new-years-day-canada", "New Year's Day", "CA"),
  h("good-friday-canada", "Good Friday", "CA"),
  h("victoria-day", "Victoria Day", "CA"),
  h("canada-day", "Canada Day", "CA"),
  h("labour-day-canada", "Labour Day", "CA"),
  h("thanksgiving-canada", "Thanksgiving", "CA"),
  h("remembrance-day", "Remembrance Day", "CA"),
  h("christmas-day-canada", "Christmas Day", "CA"),

  h("new-years-day-australia", "New Year's Day", "AU"),
  h("australia-day", "Australia Day", "AU"),
  h("good-friday-australia", "Good Friday", "AU"),
  h("easter-monday-australia", "Easter Monday", "AU"),
  h("anzac-day", "Anzac Day", "AU"),
  h("kings-birthday-australia", "King's Birthday", "AU"),
  h("christmas-day-australia", "Christmas Day", "AU"),
  h("boxing-day-australia", "Boxing Day", "AU"),

  h("new-years-day-germany", "New Year's Day", "DE"),
  h("good-friday-germany", "Good Friday", "DE"),
  h("easter-monday-germany", "Easter Monday", "DE"),
  h("labour-day-germany", "Labour Day", "DE"),
  h("ascension-day-germany", "Ascension Day", "DE"),
  h("whit-monday-germany", "Whit Monday", "DE"),
  h("german-unity-day", "German Unity Day", "DE", "National Holiday"),
  h("christmas-day-germany", "Christmas Day", "DE"),

  h("new-years-day-france", "New Year's Day", "FR"),
  h("easter-monday-france", "Easter Monday", "FR"),
  h("labour-day-france", "Labour Day", "FR"),
  h("victory-in-europe-day", "Victory in Europe Day", "FR", "Victory Day"),
  h("bastille-day", "Bastille Day", "FR"),
  h("assumption-day", "Assumption Day", "FR", "Assumption"),
  h("all-saints-day", "All Saints' Day", "FR"),
  h("armistice-day", "Armistice Day", "FR"),

  h("new-years-day-japan", "New Year's Day", "JP"),
  h("coming-of-age-day", "Coming of Age Day", "JP"),
  h("national-foundation-day", "National Foundation Day", "JP", "Foundation Day"),
  h("showa-day", "Shōwa Day", "JP", "Showa Day"),
  h("constitution-memorial-day", "Constitution Memorial Day", "JP", "Constitution Day"),
  h("childrens-day-japan", "Children's Day", "JP"),
  h("respect-for-the-aged-day", "Respect for the Aged Day", "JP", "Respect-for-the-Aged Day"),
  h("culture-day", "Culture Day", "JP"),
];

const bySlug = new Map(holidays.map((holiday) => [holiday.urlSlug, holiday]));

export function holidayBySlug(slug: string | undefined): Holiday | undefined {
  return slug === undefined ? undefined : bySlug.get(slug);
}

/** The country of a filter value (`usa`, `uk`…); undefined for "All Countries" or an unknown value. */
/** The query parameter of the list's country filter. */
export const countryQuery = "country";

export function countryForParam(param: string | null | undefined): HolidayCountry | undefined {
  return holidayCountries.find((code) => countryInfo[code].param === param);
}

/** One row of the list: a holiday and its next occurrence. */
export interface HolidayOccurrence {
  urlSlug: string;
  country: HolidayCountry;
  /** Calendar date of the next occurrence in the country (yyyy-mm-dd). */
  date: string;
  /** Whole days from today (in the country's zone) to that date: 0 is today. */
  daysUntil: number;
  /** The instant the holiday begins: midnight of `date` in the country's zone (epoch ms). */
  startsAt: number;
}

/** How many years of dates the detail page lists. */
export const HOLIDAY_YEARS_SHOWN = 5;

// Its own module too: the holiday page's script-less countdown (app/enhance) imports it without this file's tables.
export { countdownParts } from "./countdown-parts";
