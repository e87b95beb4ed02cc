import { localeOf } from "@content/i18n/locale";
import { cityName, countryName } from "@content/clock/names";
import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";

/** "Sun, Mar 8, 2026" / "dom, 8 mar 2026" for a "YYYY-MM-DD" calendar date (no zone involved). */
export function calendarDate(date: string, language: Language): string {
  return dateFormat(localeOf[language], {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A city's name, then ", Country", in the page's language. */
export function cityLabel(city: { slug: string; name: string; country: string }, language: Language): string {
  return `${cityName(city.slug, city.name, language)}, ${countryName(city.country, language)}`;
}
