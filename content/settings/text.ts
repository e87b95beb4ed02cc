import { defineText } from "@content/i18n/text-namespace";
import type en from "./locales/en";

export type SettingsText = typeof en;

/**
 * Interface text of the Settings screen and the floating display panel (docs/product.md, Settings
 * and display), one module per language. The sounds' names are their own modules
 * (`content/settings/sounds/<locale>`), for the other tables that name sounds.
 */
export const settingsText = defineText<SettingsText>("settings", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  fr: () => import("./locales/fr"),
  "pt-BR": () => import("./locales/pt-BR"),
  it: () => import("./locales/it"),
  nl: () => import("./locales/nl"),
  pl: () => import("./locales/pl"),
  ja: () => import("./locales/ja"),
  "zh-Hans": () => import("./locales/zh-Hans"),
  hi: () => import("./locales/hi"),
  ar: () => import("./locales/ar"),
});
