import { localizePath } from "@core/locales";
import { languages, type Language } from "@core/settings";
import { siteUrl } from "@core/site-url";
import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL as English addresses it, e.g. "/timer/5-minute-timer". */
  path: string;
  origin: string;
  /** The page's language: the canonical URL is the path under its prefix (decision 038). */
  language: Language;
  /** Structured data blocks (FAQPage, Article, BreadcrumbList…). */
  jsonLd?: Record<string, unknown>[];
  type?: "website" | "article";
  image?: string;
  noindex?: boolean;
}

/** The page at `path` in every language, and x-default (English) for everyone else. */
function alternates(path: string, origin: string): MetaDescriptor[] {
  return [
    ...languages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: siteUrl(localizePath(path, language), origin).href,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl(path, origin).href },
  ];
}

/** Title, description, canonical, hreflang alternates, Open Graph, Twitter and JSON-LD for one page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const url = siteUrl(localizePath(input.path, input.language), input.origin).href;
  const image = input.image ? siteUrl(input.image, input.origin).href : undefined;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex ? [] : alternates(input.path, input.origin)),
    { property: "og:site_name", content: "Tickwise" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: input.language.replace("-", "_") },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** BreadcrumbList JSON-LD from (name, path) pairs, home first, each path in the page's language. */
export function breadcrumbs(
  origin: string,
  items: { name: string; path: string }[],
  language: Language,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: siteUrl(localizePath(item.path, language), origin).href,
    })),
  };
}

/** FAQPage JSON-LD. */
export function faqPage(faqs: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** What every route reads from the root loader: the site origin and the visitor's language. */
export interface RootData {
  origin: string;
  language: Language;
}

/** The root loader's data from a route's `matches` (meta or component), with safe defaults. */
export function rootData(matches: readonly ({ data?: unknown } | undefined)[]): RootData {
  const data = matches[0]?.data as Partial<RootData> | undefined;
  return { origin: data?.origin ?? "http://localhost", language: data?.language ?? "en" };
}

/**
 * The meta of a tool page: its title, description, FAQ and the trail Tickwise › tool › sub-page
 * (the last only on a sub-page such as a preset), canonical at the sub-page's path or the tool's.
 */
export function toolPageSeo(input: {
  origin: string;
  copy: { title: string; description: string; faqs: readonly { question: string; answer: string }[] };
  tool: { name: string; path: string };
  page?: { name: string; path: string };
  language: Language;
}): MetaDescriptor[] {
  const { origin, copy, tool, page, language } = input;
  const trail = [{ name: "Tickwise", path: "/" }, tool, ...(page ? [page] : [])];
  return seo({
    title: copy.title,
    description: copy.description,
    path: (page ?? tool).path,
    origin,
    language,
    jsonLd: [faqPage(copy.faqs), breadcrumbs(origin, trail, language)],
  });
}
