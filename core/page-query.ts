/**
 * The query parameters each page reads. Nothing else in a query string changes what a page shows,
 * so the page cache keys a page, and renders it, on its path and these parameters alone: a visitor
 * appending `?x=random` gets the stored page instead of a fresh render and compression (decision
 * 029). A page that starts reading a parameter adds it here.
 */
import { focusPageTarget } from "./focus-presets";
import { goalQuery } from "./goals";
import { countdownQuery } from "./countdown";
import { countryForParam, countryInfo, countryQuery } from "./holidays";
import { SET_PARAM } from "./timers";
import { converterParams, plannerParams } from "./time-tools-links";
import { UNSUBSCRIBE_PAGE_PATH } from "./unsubscribe";

/** `path?a=…&b=…` with only the named parameters, in that order (all their values). */
function withParams(pathname: string, query: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * The request target (path and query) whose page this request shows, or undefined when the page
 * belongs to this request alone and is never shared: a goal's timer (its id and title are one
 * visitor's), an unsubscribe link.
 */
export function sharedPageTarget(pathname: string, query: URLSearchParams): string | undefined {
  if (pathname === "/" || pathname === "/timer" || pathname.startsWith("/timer/")) {
    return Object.values(goalQuery).some((name) => query.has(name)) ? undefined : pathname;
  }
  // A shared set of timers is one link's (decision 033): rendered for it alone, never stored.
  if (pathname === "/timers" && query.has(SET_PARAM)) return undefined;
  // An email's unsubscribe link: its token is one person's.
  if (pathname === UNSUBSCRIBE_PAGE_PATH) return undefined;
  // A focus page's settings and label: the raw values (cut short), so a bad link keeps its message.
  if (/^\/(pomodoro|interval-timer)(\/|$)/.test(pathname)) return focusPageTarget(pathname, query);
  if (pathname === "/holidays") {
    // Any unknown country shows the whole list: one page, whatever was typed.
    const country = countryForParam(query.get(countryQuery));
    return country ? `${pathname}?${countryQuery}=${countryInfo[country].param}` : pathname;
  }
  if (pathname === "/countdown") {
    // The moment is the page: its parameters, in one order, plus the script-less form's.
    const kept = new URLSearchParams();
    for (const name of [...Object.values(countdownQuery), "date", "time"]) {
      const value = query.get(name);
      if (value !== null) kept.set(name, value);
    }
    return kept.size ? `${pathname}?${kept.toString()}` : pathname;
  }
  // The time-zone tools (decision 035) keep their whole view in the query. A conversion without a
  // date and time shows "now", which no other visitor should get from the cache.
  if (pathname === "/time-converter" || pathname.startsWith("/time-converter/")) {
    if (!query.get("date") || !query.get("time")) return undefined;
    return withParams(pathname, query, converterParams);
  }
  if (pathname === "/meeting-planner") return withParams(pathname, query, plannerParams);
  if (pathname === "/time/search") return withParams(pathname, query, ["q"]);
  return pathname;
}
