import { formatClockTime, type HourCycle } from "@core/clock-format";
import { zonePlace } from "@core/countdown";
import { dateFormat } from "@core/intl";
import { intlLocale, type Locale } from "@core/locales";
import type { CountdownText } from "./text";

/** "Friday, January 1, 2027" (es: "viernes, 1 de enero de 2027"): the moment's date in its own zone. */
export function momentDate(instant: number, zone: string, language: Locale): string {
  return dateFormat(intlLocale[language], {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(instant);
}

/** "New Year's Day, Friday, January 1, 2027 at 12:00 AM in London — 36 days". */
export function momentWords(
  text: CountdownText,
  instant: number,
  zone: string,
  title: string,
  days: number,
  language: Locale,
  hourCycle: HourCycle,
): string {
  return text.words({
    title,
    date: momentDate(instant, zone, language),
    time: formatClockTime(instant, zone, hourCycle, intlLocale[language]),
    place: zonePlace(zone),
    days,
  });
}
