import { z } from "zod";

// Strict CSPs (our pages, the MV3 extension) forbid eval. Zod probes `new Function` to compile fast
// validators, and the browser reports that probe as a CSP violation even though zod catches it:
// jitless validation skips the probe. Set here, before the first parse below (at module load).
z.config({ jitless: true });

/** Local-storage keys (spec §9; the product name is Tickwise). */
export const storageKeys = {
  theme: "tickwise-theme",
  settings: "timer-app-settings",
  language: "tickwise-language",
} as const;

/** Cookie that mirrors the language so the server renders the page in it. */
export const languageCookie = "tickwise-lang";

export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const themes = ["light", "dark"] as const;
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

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Browser-local timer app settings (spec §3), with the spec's defaults. */
export const settingsSchema = z.object({
  font: z.string().min(1).max(64).catch("Roboto Mono"),
  bgColor: hexColor.catch(DEFAULT_LIGHT_BG),
  fontColor: hexColor.catch(DEFAULT_FONT_COLOR),
  sound: z.string().min(1).max(32).catch("beep"),
  confettiEnabled: z.boolean().catch(true),
  emailAddress: z.string().max(254).catch(""),
  customMessage: z.string().max(500).catch(""),
});
export type Settings = z.infer<typeof settingsSchema>;
export const defaultSettings: Settings = settingsSchema.parse({});

/** Reads stored settings leniently: each bad or missing field falls back to its default. */
export function parseSettings(raw: string | null): Settings {
  if (!raw) return defaultSettings;
  try {
    return settingsSchema.parse(JSON.parse(raw));
  } catch {
    return defaultSettings;
  }
}

export function parseTheme(raw: string | null | undefined): Theme {
  return raw === "dark" ? "dark" : "light";
}

export function parseLanguage(raw: string | null | undefined): Language {
  return raw === "es" ? "es" : "en";
}

/** The background Reset gives: the spec's light default, or #1C1C1E in dark mode. */
export const resetBackground = (theme: Theme) => (theme === "dark" ? DEFAULT_DARK_BG : DEFAULT_LIGHT_BG);
