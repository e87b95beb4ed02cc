import type { Locale } from "@core/locales";
import type { Language } from "@core/settings";
import type { QueryProblem } from "@core/time-tools-query";
import { defineText } from "../i18n/text-namespace";

/** Words of the city type-ahead (the /time page, the converter and the planner) and /time/search. */
export interface CitySearchText {
  label: string;
  placeholder: string;
  submit: string;
  help: string;
  /** Announced by the live region as results arrive. */
  count(n: number): string;
  none: string;
  failed: string;
  page: {
    h1: string;
    results(q: string): string;
    empty(q: string): string;
    prompt: string;
  };
}

/** The converter's interface (its title, how-to and FAQ are server copy: ./pages.ts). */
export interface ConverterText {
  form: {
    legend: string;
    from: string;
    to(n: number): string;
    toHelp: string;
    date: string;
    time: string;
    submit: string;
  };
  swap: string;
  now: string;
  resultsHeading: string;
  columns: { city: string; time: string; date: string; offset: string };
  dayBefore: string;
  dayAfter: string;
  gap(time: string, date: string, city: string, shown: string): string;
  overlap(time: string, date: string, city: string): string;
  earlier: string;
  later: string;
  pickCity: string;
  problems: Record<QueryProblem, string>;
  unknownCities(slugs: string): string;
  popularHeading: string;
  shareHeading: string;
}

/** The meeting planner's interface (its title, how-to and FAQ are server copy: ./pages.ts). */
export interface PlannerText {
  form: {
    legend: string;
    city(n: number): string;
    cityHelp: string;
    date: string;
    start: string;
    end: string;
    title: string;
    submit: string;
  };
  needCities: string;
  bestHeading: string;
  bestNone: string;
  everyone: string;
  some(n: number, total: number): string;
  gridHeading: string;
  gridCaption(city: string, date: string): string;
  slotColumn: string;
  working: string;
  off: string;
  legend: string;
  chosenHeading: string;
  addToCalendar: string;
  minutes: string;
  defaultTitle: string;
  problems: Record<QueryProblem, string>;
  unknownCities(slugs: string): string;
  shareHeading: string;
}

/** One language's module: the three tools' interface words. */
export interface TimeZonesText {
  citySearch: CitySearchText;
  converter: ConverterText;
  planner: PlannerText;
}

type Module = () => Promise<{ default: TimeZonesText }>;

const modules: Record<Locale, Module> = {
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
};

/** One part of every language's module (the three namespaces share one chunk per language). */
function part<K extends keyof TimeZonesText>(key: K) {
  return Object.fromEntries(
    Object.entries(modules).map(([locale, load]) => [
      locale,
      () => load().then((module) => ({ default: module.default[key] })),
    ]),
  ) as Record<Language | Locale, () => Promise<{ default: TimeZonesText[K] }>>;
}

export const citySearchText = defineText<CitySearchText>("city search", part("citySearch"));
export const converterText = defineText<ConverterText>("time converter", part("converter"));
export const plannerText = defineText<PlannerText>("meeting planner", part("planner"));
