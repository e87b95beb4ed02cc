import { dateFormat } from "@core/intl";
import { intlLocale, type Locale } from "@core/locales";
import { defineText } from "../i18n/text-namespace";
import type { ShareNetwork } from "../share/text";

/** Every text of the public blog pages (/blog and /blog/{slug}) in one language. */
export interface BlogPagesText {
  /** Breadcrumb and navigation name of the blog. */
  breadcrumb: string;
  home: string;
  /** "November 24, 2026" (docs/product.md, Blog: long US date) / "24 de noviembre de 2026". */
  date(iso: string): string;
  /** "5 min read". */
  readTime(minutes: number): string;
  /**
   * A post written in another language than the page's: "This article is in Spanish." The name of
   * the post's language comes from Intl.DisplayNames in the page's language (`languageName`).
   */
  writtenIn(language: string): string;
  list: {
    title: string;
    description: string;
    h1: string;
    intro: string;
    /** The empty state (docs/product.md, Blog). */
    empty: string;
    loading: string;
    postsLabel: string;
    readMore(title: string): string;
    /** The short note on a list entry written in another language: "In English". */
    inLanguage(language: string): string;
  };
  article: {
    /** The loading state (docs/product.md, Blog). */
    loading: string;
    titleSuffix: string;
    published: string;
    relatedArticles: string;
    relatedTools: string;
    tools: { to: string; label: string }[];
    back: string;
    /** The share menu's words ("copied" has a title and a text here). */
    share: {
      networks: Record<ShareNetwork, string>;
      newTab: string;
      copy: string;
      copyFailedTitle: string;
      copyFailedText: string;
      button: string;
      menuLabel: string;
      copiedTitle: string;
      copiedText: string;
    };
  };
  notFound: {
    title: string;
    text: string;
    back: string;
  };
}

/** A long date in a locale; UTC, so the server's HTML and every visitor's browser show the same day. */
export function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(intlLocale[locale], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** The name of a post's language in the page's language ("Englisch" on a German page). */
export function languageName(post: Locale, page: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale[page]], { type: "language" }).of(post) ?? post;
  } catch {
    return post;
  }
}

export const blogPagesText = defineText<BlogPagesText>("blog pages", {
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
