/**
 * Clock times in the visitor's 12- or 24-hour preference (docs/product.md, Settings and display).
 * Every clock display (world clock, countdowns, alarm, time converter) formats through here, so one
 * setting changes them all. Pure Intl: the zone's rules for that very instant, never today's offset.
 */
import { dateFormat } from "./intl";
import type { Locale } from "./locales";
import type { HourCycleChoice, Language } from "./settings";

export type HourCycle = "h12" | "h23";

/**
 * The clock each language's readers expect: 1–12 with AM/PM (US English, Hindi, Arabic) or the
 * 24-hour clock. A table, not the platform's `resolvedOptions().hourCycle`: the server and the
 * browser may ship different CLDR data, and the first render must be the same on both.
 */
export const languageHourCycle: Readonly<Record<Locale, HourCycle>> = {
  en: "h12",
  es: "h23",
  de: "h23",
  fr: "h23",
  "pt-BR": "h23",
  it: "h23",
  nl: "h23",
  pl: "h23",
  ja: "h23",
  "zh-Hans": "h23",
  hi: "h12",
  ar: "h12",
};

export function resolveHourCycle(choice: HourCycleChoice, language: Language): HourCycle {
  return choice === "auto" ? languageHourCycle[language] : choice;
}

export interface ClockTimeOptions {
  /** Show seconds (the live clocks) or not (lists, cards). */
  seconds?: boolean;
}

/**
 * "03:04:05 PM" / "15:04:05" at `date` in `zone`. Hours are always two digits, so the width of the
 * display never jumps between 9 and 10 o'clock.
 */
export function formatClockTime(
  date: Date | number,
  zone: string,
  hourCycle: HourCycle,
  locale: string,
  options: ClockTimeOptions = {},
): string {
  return dateFormat(locale, {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
    hourCycle,
  })
    .format(date)
    .replace(/\u202f|\u00a0/g, " ");
}

/**
 * A wall time "HH:MM" (24-hour, as URLs and forms carry it) as the reader reads clocks: "02:30 PM"
 * or "14:30". No zone is involved: the time is already local to its city.
 */
export function formatWallClock(time: string, hourCycle: HourCycle, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return formatClockTime(Date.UTC(2000, 0, 1, hours, minutes), "UTC", hourCycle, locale);
}

/** The most characters a time takes in either cycle ("12:30 a. m."), to reserve its width. */
export function widestClockTime(locale: string): number {
  return Math.max(...(["h12", "h23"] as const).map((cycle) => formatWallClock("12:30", cycle, locale).length));
}
