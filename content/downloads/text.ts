import { defineText } from "../i18n/text-namespace";
import type en from "./locales/en";

/** Interface text of the Chrome Extension Download and Source Code Download pages (docs/product.md, Downloads). */
export type DownloadsText = typeof en;

export const downloadsText = defineText<DownloadsText>("downloads", {
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
