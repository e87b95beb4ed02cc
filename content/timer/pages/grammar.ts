import { intlLocale, type Locale } from "@core/locales";

/**
 * Grammar every language's page copy shares: lists joined the way the language joins them
 * (Intl.ListFormat knows the Spanish "e"/"u", the Dutch "of", the Japanese "、"), and a
 * sentence's first letter capitalised by the language's own rules. Arguments are coerced to
 * strings so a template can never throw, whatever it is handed.
 */
let formats: Map<string, Intl.ListFormat> | undefined;

function listFormat(locale: Locale, type: "conjunction" | "disjunction"): Intl.ListFormat {
  const key = `${locale}:${type}`;
  formats ??= new Map();
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(intlLocale[locale], { type, style: "long" });
    formats.set(key, format);
  }
  return format;
}

const strings = (items: readonly unknown[] | unknown): string[] =>
  (Array.isArray(items) ? items : [items]).map((item) => String(item));

/** "a, b and c" in the language. */
export const allOf = (locale: Locale, items: readonly string[]): string =>
  listFormat(locale, "conjunction").format(strings(items));

/** "a, b or c" in the language. */
export const oneOf = (locale: Locale, items: readonly string[]): string =>
  listFormat(locale, "disjunction").format(strings(items));

/** The text with its first letter in upper case. */
export const capitalize = (locale: Locale, text: string): string => {
  const value = String(text);
  return value.charAt(0).toLocaleUpperCase(intlLocale[locale]) + value.slice(1);
};
