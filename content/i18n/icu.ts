import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { intlLocale, type Locale } from "@core/locales";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";

const formats = new Map<string, IntlMessageFormat>();
const parsedFormats = new WeakMap<MessageFormatElement[], Map<Locale, IntlMessageFormat>>();

function formatOf(locale: Locale, message: string | MessageFormatElement[]): IntlMessageFormat {
  if (typeof message === "string") {
    const key = `${locale}\u0000${message}`;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new IntlMessageFormat(message, intlLocale[locale])));
    return format;
  }
  let byLocale = parsedFormats.get(message);
  if (!byLocale) parsedFormats.set(message, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new IntlMessageFormat(message, intlLocale[locale])));
  return format;
}

/**
 * Formats an ICU message (`{count, plural, one {# timer} other {# timers}}`, `{kind, select, …}`)
 * in a locale with FormatJS: the plural categories of every language (Polish few/many, Arabic
 * zero/two/few/many) come from the platform's CLDR rules, not from hand-written conditions.
 * Write the message as a literal: the browser build receives it already parsed
 * (scripts/precompile-icu.ts), so no parser is downloaded.
 */
export function icu(
  locale: Locale,
  message: string | MessageFormatElement[],
  values?: Record<string, PrimitiveType>,
): string {
  return String(formatOf(locale, message).format(values));
}
