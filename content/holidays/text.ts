import type { Holiday } from "@core/holidays";
import { defineText } from "../i18n/text-namespace";

/** Interface text of /holidays and /holidays/{urlSlug} (docs/product.md, Holidays). */
export interface HolidaysText {
  breadcrumb: string;
  list: {
    title(year: number): string;
    description(year: number): string;
    heading: string;
    intro: string;
    filterLabel: string;
    allCountries: string;
    apply: string;
    caption(count: number): string;
    columns: { holiday: string; country: string; date: string; countdown: string };
    empty: string;
    today: string;
    tomorrow: string;
    days(n: number): string;
    listName: string;
  };
  detail: {
    title(holiday: string, country: string, year: number): string;
    description(holiday: string, country: string, date: string, weekday: string): string;
    heading(holiday: string): string;
    country: string;
    nextDate: string;
    weekday: string;
    isToday(holiday: string): string;
    countdownLabel: string;
    units: { days: string; hours: string; minutes: string; seconds: string };
    nextYears: string;
    back: string;
    zoneNote(zone: string): string;
  };
  /** The curated holidays' names, by url slug (core/holidays.ts). */
  names: Record<string, string>;
}

export const holidaysText = defineText<HolidaysText>("holidays", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  fr: () => import("./locales/fr"),
  "pt-BR": () => import("./locales/pt-BR"),
  it: () => import("./locales/it"),
  nl: () => import("./locales/nl"),
  pl: () => import("./locales/pl"),
  ja: () => import("./locales/ja"),
  "zh-Hans": () => import("./locales/zh-Hans"),
  hi: () => import("./locales/hi"),
  ar: () => import("./locales/ar"),
});

/** A holiday's name in the text's language. */
export function holidayName(holiday: Holiday, text: HolidaysText): string {
  return text.names[holiday.urlSlug] ?? holiday.name;
}

/** The countdown words of a list row: "Today!", "Tomorrow" or "N days". */
export function countdownWords(daysUntil: number, text: HolidaysText): string {
  if (daysUntil === 0) return text.list.today;
  if (daysUntil === 1) return text.list.tomorrow;
  return text.list.days(daysUntil);
}
