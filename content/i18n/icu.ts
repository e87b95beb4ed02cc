import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { intlLocaleOf, messageFormatters } from "@core/intl";
import { intlLocale, type Locale } from "@core/locales";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";

const formats = new Map<string, IntlMessageFormat>();
const parsedFormats = new WeakMap<MessageFormatElement[], Map<Locale, IntlMessageFormat>>();

// FormatJS resolves the locale of every message it builds: `Intl.NumberFormat.supportedLocalesOf`,
// then an `Intl.Locale`. The first `supportedLocalesOf` of a page lists every locale the browser
// has: 15–19 ms of one task while /timer hydrated, the most of any one function (decision 047). Our
// twelve locales are ones every browser has, so each becomes its `Intl.Locale` at once, and once.
// (It only informs parsing, which the browser never does, and `resolvedOptions`.) It is set when a
// message is built, not when this module loads: a module with an effect of its own would be loaded,
// for that effect, by every chunk that imports it, used or not.
//
// Each IntlMessageFormat would otherwise also build its own PluralRules and NumberFormat the first
// time it formats: dozens of them on a tool page.
const options = { formatters: messageFormatters };
function create(message: string | MessageFormatElement[], locale: Locale): IntlMessageFormat {
  IntlMessageFormat.resolveLocale = intlLocaleOf;
  return new IntlMessageFormat(message, intlLocale[locale], undefined, options);
}

function formatOf(locale: Locale, message: string | MessageFormatElement[]): IntlMessageFormat {
  if (typeof message === "string") {
    const key = `${locale}\u0000${message}`;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = create(message, locale)));
    return format;
  }
  let byLocale = parsedFormats.get(message);
  if (!byLocale) parsedFormats.set(message, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = create(message, locale)));
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
