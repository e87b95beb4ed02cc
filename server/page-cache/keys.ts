import { parse as parseCookieHeader } from "cookie";
import { sharedPageTarget } from "@core/page-query";
import { languageCookie, parseLanguage, type Language } from "@core/settings";
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
 * The language a page request is rendered in: the key of its cached copy and the render's
 * `context.language` both come from this value (a renderer reading the header again could pick
 * another spelling of the cookie and store a Spanish page under the English key; decision 029).
 */
export function pageLanguage(cookieHeader: string | undefined): Language {
  return parseLanguage(cookiesOf(cookieHeader)[languageCookie]);
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
  // Only the parameters the page reads: any other query string is the same page (decision 029).
  const target = sharedPageTarget(pathname, new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1)));
  if (target === undefined) return undefined;
  return { key: `${origin}${target}\n${parseLanguage(cookies[languageCookie])}`, target };
}
