import { defineText } from "@content/i18n/text-namespace";
import type en from "./locales/en";

export type PwaText = typeof en;

/** Interface text of the install banner (docs/product.md, Offline and install) and the new-version toast. */
export const pwaText = defineText<PwaText>("pwa", {
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
