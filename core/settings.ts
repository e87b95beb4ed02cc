// zod/mini (the same validators, tree-shakable): this module is on every page's first load, and
// the classic API would bring all of zod with it (decision 018).
import * as z from "zod/mini";

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

const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** Browser-local timer app settings (spec §3), with the spec's defaults. */
export const settingsSchema = z.object({
  font: z.catch(text(1, 64), "Roboto Mono"),
  bgColor: z.catch(hexColor, DEFAULT_LIGHT_BG),
  fontColor: z.catch(hexColor, DEFAULT_FONT_COLOR),
  sound: z.catch(text(1, 32), "beep"),
  confettiEnabled: z.catch(z.boolean(), true),
  emailAddress: z.catch(text(0, 254), ""),
  customMessage: z.catch(text(0, 500), ""),
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
