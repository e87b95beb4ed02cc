import { defaultSettings, parseSettings, parseTheme, storageKeys, type Settings, type Theme } from "@core/settings";
import { applyAppearance } from "./appearance";
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
}
