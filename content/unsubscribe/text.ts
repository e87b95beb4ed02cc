import { defineText } from "../i18n/text-namespace";
import type en from "./locales/en";

/** The page every Tickwise email links to for unsubscribing (decision 028). */
export type UnsubscribeText = typeof en;

export const unsubscribeText = defineText<UnsubscribeText>("unsubscribe", {
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
