import { dateFormat } from "@core/intl";
import { intlLocale, type Locale } from "@core/locales";

/** A calendar date (yyyy-mm-dd) as the list shows it: "January 1, 2025" (es: "1 de enero de 2025"). */
export function formatHolidayDate(isoDate: string, language: Locale): string {
  return dateFormat(intlLocale[language], { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The weekday of a calendar date (yyyy-mm-dd): "Thursday" (es: "jueves"). */
export function holidayWeekday(isoDate: string, language: Locale): string {
  return dateFormat(intlLocale[language], { timeZone: "UTC", weekday: "long" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}
