import { locales, splitLocalePath } from "./locales";
import { parseStoredObject } from "./stored-json";

/** Local-storage keys (docs/product.md, Settings and display; Languages). */
export const storageKeys = {
  theme: "tickwise-theme",
  settings: "timer-app-settings",
  language: "tickwise-language",
  /** Set once the time display's web font is in the browser's cache (decision 068). */
  timeFontCached: "tickwise-time-font",
} as const;

/** Cookie that mirrors the language so the server renders the page in it. */
export const languageCookie = "tickwise-lang";

/**
 * The languages the site is published in: every locale of core/locales.ts whose text is complete.
 * A locale joins this list once every namespace has its module (the type checker enforces it).
 */
export const languages = locales;
export type Language = (typeof languages)[number];
export const themes = ["light", "dark"] as const;
/** The clock format setting: follow the language, or 12- or 24-hour (core/clock-format.ts). */
export const hourCycleChoices = ["auto", "h12", "h23"] as const;
export type HourCycleChoice = (typeof hourCycleChoices)[number];
export type Theme = (typeof themes)[number];

export const panelFonts = [
  "SF Pro Display",
  "Roboto Mono",
  "JetBrains Mono",
  "Fira Code",
  "Source Code Pro",
  "IBM Plex Mono",
] as const;

export const settingsFonts = [
  "Roboto Mono",
  "JetBrains Mono",
  "Fira Code",
  "Source Code Pro",
  "Inter",
  "Poppins",
  "Open Sans",
  "Lato",
  "Montserrat",
  "Ubuntu",
  "Nunito",
  "Playfair Display",
] as const;

export const DEFAULT_LIGHT_BG = "#E3F2FF";
export const DEFAULT_DARK_BG = "#1C1C1E";
export const DEFAULT_FONT_COLOR = "#000000";

/**
 * One stored setting: its default, and the check a stored value must pass to be kept. The
 * settings are read from this browser's own storage on every page, so this is a table of
 * checks, not zod: zod would add ~13 KB (brotli) to every page's first load (decision 020).
 */
interface Field<T> {
  fallback: T;
  valid: (value: unknown) => value is T;
}
const field = <T>(fallback: T, valid: (value: unknown) => value is T): Field<T> => ({ fallback, valid });
const text =
  (min: number, max: number) =>
  (value: unknown): value is string =>
    typeof value === "string" && value.length >= min && value.length <= max;
const hexColor = (value: unknown): value is string => typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);
const boolean = (value: unknown): value is boolean => typeof value === "boolean";
const hourCycle = (value: unknown): value is HourCycleChoice =>
  (hourCycleChoices as readonly unknown[]).includes(value);

/** Browser-local timer app settings, with their defaults (docs/product.md, Settings and display). */
const settingsFields = {
  font: field("Roboto Mono", text(1, 64)),
  bgColor: field(DEFAULT_LIGHT_BG, hexColor),
  fontColor: field(DEFAULT_FONT_COLOR, hexColor),
  sound: field("beep", text(1, 32)),
  confettiEnabled: field(true, boolean),
  emailAddress: field("", text(0, 254)),
  customMessage: field("", text(0, 500)),
  /** 12- or 24-hour clocks; "auto" follows the language (core/clock-format.ts). */
  hourCycle: field<HourCycleChoice>("auto", hourCycle),
};
export type Settings = { [K in keyof typeof settingsFields]: (typeof settingsFields)[K]["fallback"] };
const settingKeys = Object.keys(settingsFields) as (keyof Settings)[];

export const defaultSettings: Settings = Object.fromEntries(
  settingKeys.map((key) => [key, settingsFields[key].fallback]),
) as Settings;

/** Reads stored settings leniently: each bad or missing field falls back to its default; unknown keys are dropped. */
export function parseSettings(raw: string | null): Settings {
  const record = parseStoredObject(raw);
  if (!record) return defaultSettings;
  return Object.fromEntries(
    settingKeys.map((key) => {
      const { valid, fallback } = settingsFields[key];
      return [key, valid(record[key]) ? record[key] : fallback];
    }),
  ) as Settings;
}

export function parseTheme(raw: string | null | undefined): Theme {
  return raw === "dark" ? "dark" : "light";
}

export function parseLanguage(raw: string | null | undefined): Language {
  return (languages as readonly unknown[]).includes(raw) ? (raw as Language) : "en";
}

/** The language a site path is in (`/de/timer` → de); a prefix not yet published reads as English. */
export function pathLanguage(pathname: string): Language {
  return parseLanguage(splitLocalePath(pathname).locale);
}

/** The background Reset gives: the light default, or #1C1C1E in dark mode (docs/product.md, Settings and display). */
export const resetBackground = (theme: Theme) => (theme === "dark" ? DEFAULT_DARK_BG : DEFAULT_LIGHT_BG);
