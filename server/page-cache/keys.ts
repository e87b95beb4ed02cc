import { parse as parseCookieHeader } from "cookie";
import { sharedPageTarget } from "@core/page-query";
import { localizePath, splitLocalePath } from "@core/locales";
import { languageCookie, languages, pathLanguage, type Language } from "@core/settings";
import { VISITOR_COOKIE } from "../plugins/visitor";

/** Cookies that never change what a page shows (the visitor id scopes API data only). */
const NEUTRAL_COOKIES = new Set([VISITOR_COOKIE]);

/** What a page request is keyed on: the same for Fastify's request and a raw Node request. */
export interface PageRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  cookie: string | undefined;
}

/** A page request that may share a stored page: its cache key, and the target to render for it. */
export interface SharedPage {
  key: string;
  target: string;
}

/**
 * The cookies of a Cookie header, as `cookie` (the parser @fastify/cookie uses) reads them: the
 * first of a repeated name wins. The key and the page's language both read cookies through here.
 */
function cookiesOf(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookieHeader(header) : {};
}

/**
 * The language a page request is rendered in: the one its path names (`/de/timer`), never a cookie
 * or a header, so a crawler, a shared link and the page cache all see one page per address
 * (decision 038). A prefix of a language not yet published is an English path (a 404).
 */
export function pageLanguage(url: string | undefined): Language {
  return pathLanguage((url ?? "/").split("?")[0]!);
}

/**
 * Where the bare home page sends a visitor who chose another language before (their cookie):
 * `/?x` → `/de?x`, or undefined for any other address or visitor. The renderer redirects there and
 * the page cache, which may answer before the renderer runs, never shares such a request.
 */
export function homeRedirect(url: string | undefined, cookieHeader: string | undefined): string | undefined {
  if (!url || (url !== "/" && !url.startsWith("/?"))) return undefined;
  const value = cookiesOf(cookieHeader)[languageCookie];
  if (value === "en" || !(languages as readonly (string | undefined)[]).includes(value)) return undefined;
  return localizePath(url, value as Language);
}

/**
 * The cache key of an anonymous, cookie-neutral GET or HEAD of a page and the target to render for
 * it, or undefined when the request must be rendered for itself.
 */
export function sharedPage(request: PageRequest, origin: string): SharedPage | undefined {
  const { url } = request;
  if (!url || (request.method !== "GET" && request.method !== "HEAD") || request.authorization) return undefined;
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (/^\/(api|admin)(\/|$)/.test(pathname) || pathname.endsWith(".data")) return undefined;
  const cookies = cookiesOf(request.cookie);
  for (const name of Object.keys(cookies)) {
    // Any other cookie (an administrator's session…) may change the page: render it fresh.
    if (name !== languageCookie && !NEUTRAL_COOKIES.has(name)) return undefined;
  }
  // The bare home page sends a visitor who chose another language to it (server/plugins/ssr.ts).
  if (homeRedirect(url, request.cookie)) return undefined;
  // Only the parameters the page reads: any other query string is the same page (decision 029).
  // Each language's page is keyed by its own address; the page's rules are English paths'.
  const { locale, path } = splitLocalePath(pathname);
  const target = sharedPageTarget(path, new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1)));
  if (target === undefined) return undefined;
  const localized = localizePath(target, locale);
  return { key: `${origin}${localized}`, target: localized };
}
