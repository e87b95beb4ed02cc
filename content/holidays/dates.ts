import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";
import { localeOf } from "../i18n/locale";

/** A calendar date (yyyy-mm-dd) as the list shows it: "January 1, 2025" (es: "1 de enero de 2025"). */
export function formatHolidayDate(isoDate: string, language: Language): string {
  return dateFormat(localeOf[language], { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The weekday of a calendar date (yyyy-mm-dd): "Thursday" (es: "jueves"). */
export function holidayWeekday(isoDate: string, language: Language): string {
  return dateFormat(localeOf[language], { timeZone: "UTC", weekday: "long" }).format(new Date(`${isoDate}T12:00:00Z`));
}
