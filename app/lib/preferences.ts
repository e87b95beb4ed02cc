import { resolveHourCycle, type HourCycle } from "@core/clock-format";
import {
  defaultSettings,
  parseSettings,
  parseTheme,
  storageKeys,
  type Language,
  type Settings,
  type Theme,
} from "@core/settings";
import { applyAppearance, showTimeWebFont } from "./appearance";
import { createLocalStore, useLocalStore } from "./local-store";

export const themeStore = createLocalStore<Theme>(storageKeys.theme, parseTheme, (t) => t, "light");
export const settingsStore = createLocalStore<Settings>(
  storageKeys.settings,
  parseSettings,
  (s) => JSON.stringify(s),
  defaultSettings,
);

export const useTheme = () => useLocalStore(themeStore);
export const useSettings = () => useLocalStore(settingsStore);

export function setTheme(theme: Theme) {
  themeStore.set(theme);
  applyAppearance();
}

export function updateSettings(patch: Partial<Settings>) {
  settingsStore.set({ ...settingsStore.get(), ...patch });
  applyAppearance();
  if (patch.font !== undefined) showTimeWebFont();
}

/**
 * The visitor's clock format (12 or 24 hours). The server, and the first render while hydrating,
 * use the stored default "auto", i.e. the language's cycle; a stored choice arrives after
 * hydration (like every setting), so the HTML and the hydrated page always agree.
 */
export function useHourCycle(language: Language): HourCycle {
  return resolveHourCycle(useSettings().hourCycle, language);
}
