/**
 * The site's twelve locales and where each lives in the URL. English is the default and has no
 * prefix (`/timer`); every other locale lives under its own (`/de/timer`, `/pt-br/timer`), so a
 * crawler or a shared link always gets the language its address names.
 */
export const locales = ["en", "es", "de", "fr", "pt-BR", "it", "nl", "pl", "ja", "zh-Hans", "hi", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The first path segment of each locale; lower-case, as URLs conventionally are. */
export const localePrefix: Record<Locale, string> = {
  en: "",
  es: "es",
  de: "de",
  fr: "fr",
  "pt-BR": "pt-br",
  it: "it",
  nl: "nl",
  pl: "pl",
  ja: "ja",
  "zh-Hans": "zh-hans",
  hi: "hi",
  ar: "ar",
};

/** Each locale's name in its own language, for the language picker. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  ja: "日本語",
  "zh-Hans": "简体中文",
  hi: "हिन्दी",
  ar: "العربية",
};

/** Arabic is written right to left; the time display itself stays left to right (app.css). */
export const localeDirection = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The Intl locale each language formats numbers, dates and times with. Arabic keeps Latin digits
 * (`nu-latn`) so that words and the big left-to-right time display show the same digits.
 */
export const intlLocale: Record<Locale, string> = {
  en: "en-US",
  es: "es-ES",
  de: "de-DE",
  fr: "fr-FR",
  "pt-BR": "pt-BR",
  it: "it-IT",
  nl: "nl-NL",
  pl: "pl-PL",
  ja: "ja-JP",
  "zh-Hans": "zh-Hans-CN",
  hi: "hi-IN",
  ar: "ar-u-nu-latn",
};

const byPrefix = new Map<string, Locale>(
  locales.filter((locale) => locale !== defaultLocale).map((locale) => [localePrefix[locale], locale]),
);

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The locale named by a path's first segment, and the path without it (`/de/timer` → de, `/timer`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? byPrefix.get(match[1]!) : undefined;
  if (!locale) return { locale: defaultLocale, path: pathname };
  return { locale, path: match?.[2] ?? "/" };
}

/** A site path (`/timer`, `/`, `/time/tokyo?x=1`) as it is addressed in a locale. */
export function localizePath(rawPath: string, locale: Locale): string {
  // A request path may start with "//" or "/\\" (a 404 page renders it in its language links):
  // as an href that would name another host, so it becomes one slash.
  const path = rawPath.replace(/^[/\\]{2,}/, "/");
  const prefix = localePrefix[locale];
  if (!prefix) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#")
    ? `/${prefix}${path.slice(1)}`
    : `/${prefix}${path}`;
}

/** The admin area is for the site's editors: English and Spanish pages only (decision 038). */
export const adminLanguages = ["en", "es"] as const satisfies readonly Locale[];
