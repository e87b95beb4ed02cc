import { intlLocale, type Locale } from "@core/locales";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";

const formats = new Map<string, IntlMessageFormat>();

/**
 * Formats an ICU message (`{count, plural, one {# timer} other {# timers}}`, `{kind, select, …}`)
 * in a locale with FormatJS: the plural categories of every language (Polish few/many, Arabic
 * zero/two/few/many) come from the platform's CLDR rules, not from hand-written conditions.
 */
export function icu(locale: Locale, message: string, values?: Record<string, PrimitiveType>): string {
  const key = `${locale}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, intlLocale[locale]);
    formats.set(key, format);
  }
  return String(format.format(values));
}
