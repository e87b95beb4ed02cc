import type { HolidayType } from "@core/country-holidays";
import { defineText } from "../i18n/text-namespace";

/** Interface text of /holidays/country/{cc} and the country index (docs/product.md, Holidays by country). */
export interface CountryHolidaysText {
  title(country: string, year: number): string;
  description(country: string, year: number, count: number): string;
  heading(country: string): string;
  intro(country: string): string;
  yearHeading(year: number): string;
  daysOff: string;
  otherDays: string;
  noneOff: string;
  noneOther: string;
  columns: { date: string; weekday: string; holiday: string; type: string };
  types: Record<HolidayType, string>;
  substitute: string;
  addToCalendar(year: number): string;
  indexHeading: string;
  indexIntro(count: number): string;
  back: string;
}

export const countryHolidaysText = defineText<CountryHolidaysText>("country holidays", {
  en: () => import("./country-locales/en"),
  es: () => import("./country-locales/es"),
  de: () => import("./country-locales/de"),
  fr: () => import("./country-locales/fr"),
  "pt-BR": () => import("./country-locales/pt-BR"),
  it: () => import("./country-locales/it"),
  nl: () => import("./country-locales/nl"),
  pl: () => import("./country-locales/pl"),
  ja: () => import("./country-locales/ja"),
  "zh-Hans": () => import("./country-locales/zh-Hans"),
  hi: () => import("./country-locales/hi"),
  ar: () => import("./country-locales/ar"),
});

/** Days off (public, bank) apart from the rest: the page lists them in two tables. */
export const isDayOff = (type: HolidayType) => type === "public" || type === "bank";
