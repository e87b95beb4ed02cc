import { formatClockTime, type HourCycle } from "@core/clock-format";
import { zonePlace } from "@core/countdown";
import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";
import { localeOf } from "../i18n/locale";
import { countdownText } from "./text";

/** "Friday, January 1, 2027" (es: "viernes, 1 de enero de 2027"): the moment's date in its own zone. */
export function momentDate(instant: number, zone: string, language: Language): string {
  return dateFormat(localeOf[language], {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(instant);
}

/** "New Year's Day, Friday, January 1, 2027 at 12:00 AM in London — 36 days". */
export function momentWords(
  instant: number,
  zone: string,
  title: string,
  days: number,
  language: Language,
  hourCycle: HourCycle,
): string {
  return countdownText[language].words({
    title,
    date: momentDate(instant, zone, language),
    time: formatClockTime(instant, zone, hourCycle, localeOf[language]),
    place: zonePlace(zone),
    days,
  });
}
