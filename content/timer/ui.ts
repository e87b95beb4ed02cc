import { defineText } from "@content/i18n/text-namespace";
import type en from "./locales/en";

export type TimerUiText = typeof en;

/** Interface text of the timer screen (docs/product.md, Timer); one module per language. */
export const timerUi = defineText<TimerUiText>("timer", {
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
