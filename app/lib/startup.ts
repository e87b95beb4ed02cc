import { afterLoadAndIdle, whenIdle } from "./idle";
import { cacheTimeFontForNextPage } from "./time-font";

/**
 * The start-up routines (docs/product.md, Routes and shell): web-vitals, loaded lazily once the
 * page has loaded and the main thread is idle, and logged to the console; the time display's web
 * font, fetched then for the next page (decision 068); and, 2 seconds in, the code of the other
 * tools, so switching is instant, where no service worker warms it. web-vitals reads buffered
 * performance entries, so loading it late loses no metric.
 */
export function runStartupRoutines(): void {
  afterLoadAndIdle(logWebVitals);
  cacheTimeFontForNextPage();
  // With a service worker, its install precaches every module off the main thread (decision 013);
  // the hints would fetch them twice and cost the page a long task per few links (decision 042).
  if (!("serviceWorker" in navigator)) window.setTimeout(prefetchToolRoutes, 2000);
}

function logWebVitals(): void {
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const log = (metric: { name: string; value: number; rating: string }) =>
      console.log(`[web-vitals] ${metric.name}: ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`);
    onCLS(log);
    onFCP(log);
    onINP(log);
    onLCP(log);
    onTTFB(log);
  });
}

interface RouteManifest {
  routes: Record<string, { module?: string; imports?: string[] }>;
}

/**
 * Prefetches every route's modules on idle, so the first switch to another tool needs no fetch.
 * `prefetch` (not `modulepreload`) only fills the HTTP cache at the lowest priority: nothing is
 * parsed on the main thread until a tool is opened. Each request costs the main thread a little,
 * so the hints go in a few at a time, one idle period after another.
 */
function prefetchToolRoutes(): void {
  const manifest = (window as unknown as { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
  if (!manifest) return;
  const seen = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].map(
      (l) => l.href,
    ),
  );
  // The table repeats every route under twelve language prefixes with the same modules: the
  // paths are deduplicated as strings before any URL is built (thousands of URL objects cost
  // ~80 ms of one task here).
  const sources = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    if (route.module) sources.add(route.module);
    for (const src of route.imports ?? []) sources.add(src);
  }
  const pending: string[] = [];
  for (const src of sources) {
    const href = new URL(src, location.origin).href;
    if (!seen.has(href)) pending.push(href);
  }
  const addSome = () => {
    for (const href of pending.splice(0, PREFETCH_BATCH)) {
      const hint = document.createElement("link");
      hint.rel = "prefetch";
      hint.href = href;
      document.head.appendChild(hint);
    }
    if (pending.length) whenIdle(addSome);
  };
  whenIdle(addSome);
}

const PREFETCH_BATCH = 4;
