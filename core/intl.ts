/**
 * Intl date formatters, built once per locale and options. Building one costs far more than
 * using it (tens of microseconds against one), and lists format dozens of dates while the page
 * hydrates: /holidays spent ~75 ms building 112 formatters (decision 018).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
