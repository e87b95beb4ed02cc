import { alarmSlugs } from "@core/alarm";
import { localePrefix, localizePath } from "@core/locales";
import { languages, type Language } from "@core/settings";
import { countdownEvents } from "@core/countdown";
import { holidayCountryCodes } from "@core/country-holidays";
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { allCities } from "@core/city-directory";
import { popularPairs } from "@core/converter-pairs";
import { holidays } from "@core/holidays";
import { stopwatchUseCases } from "@core/stopwatch";
import { timerSlugs } from "@core/timer-presets";
import { desc, eq } from "drizzle-orm";
import { matchPath } from "react-router";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

/**
 * `/sitemap.xml` and `/robots.txt` (docs/product.md, Search engines), built from the same tables
 * the routes read: timer presets, stopwatch use cases, cities, alarm times, holidays, and the
 * published posts of the `blog_posts` table. Drafts, /admin and /api are never listed; robots.txt
 * disallows them.
 */

export interface SitemapEntry {
  path: string;
  /** Last change (blog posts only), ISO date-time. */
  lastmod?: string;
}

/**
 * The pages of the route table that take no parameter (docs/product.md, Routes and shell). `/` is
 * the same page as /timer (canonical).
 */
export const staticPaths: readonly string[] = [
  "/timer",
  "/timers",
  "/stopwatch",
  "/time",
  "/time-converter",
  "/meeting-planner",
  "/alarm",
  "/goals",
  "/pomodoro",
  "/interval-timer",
  "/holidays",
  "/countdown",
  "/blog",
  "/download",
  "/download-source",
  "/settings",
  "/terms",
  "/privacy",
];

let toolPathList: readonly string[] | undefined;

/** Every public page except blog posts: fixed at build time, so listed once per process. */
export function toolPaths(): readonly string[] {
  return (toolPathList ??= [
    ...staticPaths,
    ...Object.keys(timerSlugs).map((slug) => `/timer/${slug}`),
    ...stopwatchUseCases.map((slug) => `/stopwatch/${slug}`),
    ...Object.keys(pomodoroPresets).map((slug) => `/pomodoro/${slug}`),
    ...Object.keys(intervalPresets).map((slug) => `/interval-timer/${slug}`),
    ...allCities().map((city) => `/time/${city.slug}`),
    ...popularPairs.map((pair) => `/time-converter/${pair}`),
    ...Object.keys(alarmSlugs).map((slug) => `/alarm/${slug}`),
    ...holidays.map((holiday) => `/holidays/${holiday.urlSlug}`),
    ...holidayCountryCodes().map((code) => `/holidays/country/${code}`),
    ...countdownEvents.map((event) => `/countdown/${event.slug}`),
  ]);
}

/** Published posts only, newest first. */
export async function publishedPostEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt));
  return rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt.toISOString() }));
}

/**
 * Every public page. With `routePaths` (the page routes of the running build, e.g. "/stopwatch/:useCase?")
 * an entry is kept only when a route serves it, so the sitemap never names a page this build lacks.
 */
export async function sitemapEntries(db: Database, routePaths?: readonly string[]): Promise<SitemapEntry[]> {
  const posts = await publishedPostEntries(db);
  if (!routePaths) return [...toolPaths().map((path) => ({ path })), ...posts];
  const served = servedBy(routePaths);
  return [...servedToolPaths(routePaths, served).map((path) => ({ path })), ...posts.filter((p) => served(p.path))];
}

/**
 * Whether one of the build's English page routes serves a path: not the catch-all, and not the
 * translated pages' `/:lang/…` patterns, which match English paths only by their shape.
 */
function servedBy(routePaths: readonly string[]): (path: string) => boolean {
  const patterns = routePaths.filter((pattern) => !pattern.includes("*") && !pattern.startsWith("/:"));
  return (path) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, path));
}

// ~1,600 paths against every route pattern: matched once per build's route list, not per request.
const servedToolPathLists = new WeakMap<readonly string[], readonly string[]>();
function servedToolPaths(routePaths: readonly string[], served: (path: string) => boolean): readonly string[] {
  let list = servedToolPathLists.get(routePaths);
  if (!list) {
    list = toolPaths().filter(served);
    servedToolPathLists.set(routePaths, list);
  }
  return list;
}

/** The page routes of a React Router server build as absolute path patterns ("/", "/timer/:preset"…). */
export function buildRoutePaths(
  routes: Record<string, { path?: string; index?: boolean; parentId?: string } | undefined>,
) {
  const byId = routes;
  const full = (id: string | undefined): string => {
    const route = id ? byId[id] : undefined;
    if (!route) return "";
    const parent = full(route.parentId);
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  return Object.keys(routes)
    .filter((id) => id !== "root")
    .map((id) => full(id) || "/");
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Where a language's sitemap lives: English at /sitemap.xml, the others at /sitemap-{prefix}.xml. */
export const sitemapPath = (language: Language) =>
  language === "en" ? "/sitemap.xml" : `/sitemap-${localePrefix[language]}.xml`;

/**
 * One language's pages, each with its alternates in every published language and x-default
 * (English): the sitemap form of the pages' hreflang links (decision 038).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[], language: Language = "en"): string {
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = entries.map((entry) => {
    const loc = `<loc>${href(localizePath(entry.path, language))}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    const alternates = [
      ...languages.map(
        (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${href(localizePath(entry.path, other))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path)}"/>`,
    ].join("");
    return `  <url>${loc}${lastmod}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    ...languages.map((language) => `Sitemap: ${new URL(sitemapPath(language), origin).href}`),
    "",
  ].join("\n");
}
