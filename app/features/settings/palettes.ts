import { resetBackground, type Theme } from "@core/settings";
import { setTheme, settingsStore, updateSettings } from "~/lib/preferences";

/**
 * The 8 font colours and 8 light backgrounds of docs/product.md (Settings and display), plus 8 dark
 * ones for the dark theme (a light background under dark-theme text would be unreadable). Every
 * font colour keeps at least 3:1 contrast (large text, WCAG 1.4.3) on every light background, on
 * white and on the dark theme's surfaces; black is the default and turns light in dark mode.
 */
export const fontColors = [
  "#000000",
  "#2563EB",
  "#DC2626",
  "#059669",
  "#9333EA",
  "#EA580C",
  "#DB2777",
  "#0D9488",
] as const;

/** Index i of one palette matches index i of the other when the theme changes. */
export const lightBackgrounds = [
  "#E3F2FF",
  "#FFFFFF",
  "#F1F5F9",
  "#FEF3C7",
  "#DCFCE7",
  "#FCE7F3",
  "#EDE9FE",
  "#FFEDD5",
] as const;
export const darkBackgrounds = [
  "#1C1C1E",
  "#0B0B0C",
  "#0F172A",
  "#1E1B4B",
  "#052E16",
  "#3B0764",
  "#431407",
  "#042F2E",
] as const;

export const backgroundsFor = (theme: Theme): readonly string[] =>
  theme === "dark" ? darkBackgrounds : lightBackgrounds;

/** Relative luminance (WCAG) of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The background shown for a stored one: the light default stands for the dark default in dark mode. */
export function effectiveBackground(bgColor: string, theme: Theme): string {
  const bg = bgColor.toUpperCase();
  if (theme === "dark" && bg === lightBackgrounds[0]) return darkBackgrounds[0];
  if (theme === "light" && bg === darkBackgrounds[0]) return lightBackgrounds[0];
  return bg;
}

/** The background to keep when the theme changes: the same place in the other palette, or the default. */
export function backgroundForTheme(bgColor: string, theme: Theme): string {
  const bg = bgColor.toUpperCase();
  const from: readonly string[] = theme === "dark" ? lightBackgrounds : darkBackgrounds;
  const to = backgroundsFor(theme);
  const i = from.indexOf(bg);
  if (i >= 0) return to[i]!;
  if (to.includes(bg)) return bg;
  // A colour picked freely (the panel's colour input): kept while it suits the theme.
  return luminance(bg) > 0.4 === (theme === "light") ? bg : resetBackground(theme);
}

/**
 * Switches the theme and carries the background over, so text stays readable (docs/product.md,
 * Settings and display).
 */
export function switchTheme(theme: Theme): void {
  const { bgColor } = settingsStore.get();
  const next = /^#[0-9a-fA-F]{6}$/.test(bgColor) ? backgroundForTheme(bgColor, theme) : resetBackground(theme);
  if (next !== bgColor) updateSettings({ bgColor: next });
  setTheme(theme);
}
