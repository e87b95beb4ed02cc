import { defineText } from "@content/i18n/text-namespace";

export type ShareNetwork = "facebook" | "whatsapp" | "telegram" | "linkedin" | "x";

/** The words of every share block (tools and blog), written once per language. */
export interface ShareText {
  /** Accessible names of the links, e.g. "Share on Facebook". */
  networks: Record<ShareNetwork, string>;
  /** Appended to each link's name: it opens a new tab. */
  newTab: string;
  copy: string;
  copied: string;
  copyFailedTitle: string;
  copyFailedText: string;
}

/**
 * The share block's words, one module per language. A text table that embeds them (a tool's share
 * section) imports its own language's module, `@content/share/locales/<locale>`, so that only the
 * page's language reaches the browser.
 */
export const shareWords = defineText<ShareText>("share", {
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
