/**
 * Intl formatters, built once per locale and options. Building one costs far more than using it
 * (tens of microseconds against one), and lists format dozens of dates while the page hydrates:
 * /holidays spent ~75 ms building 112 formatters (decision 018). ICU messages share them too
 * (content/i18n/icu.ts, decision 047).
 */
function memoized<T>(create: (locales: string | string[] | undefined, options: object | undefined) => T) {
  const built = new Map<string, T>();
  return (locales: string | string[] | undefined, options?: object): T => {
    const key = `${String(locales)} ${JSON.stringify(options)}`;
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = create(locales, options)));
    return value;
  };
}

const dateFormats = memoized((locales, options) => new Intl.DateTimeFormat(locales, options));

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormats(locale, options);
}

/** A locale tag as its `Intl.Locale`, once per tag (for FormatJS, content/i18n/icu.ts). */
export const intlLocaleOf = memoized(
  (locales) => new Intl.Locale(typeof locales === "string" ? locales : locales![0]!),
);

/** The formatters FormatJS's IntlMessageFormat asks for, shared by every message. */
export const messageFormatters = {
  getNumberFormat: memoized((locales, options) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: dateFormats,
  getPluralRules: memoized((locales, options) => new Intl.PluralRules(locales, options)),
};
