/// <reference lib="webworker" />
/**
 * Tickwise's service worker (/sw.js, built by vite-plugin-pwa with the injectManifest strategy).
 *
 * - Every hashed asset of the client build is precached (self.__WB_MANIFEST), except React Router's
 *   route manifest module, which the router writes after that list is made: it is read from the
 *   tool pages fetched on install and cached with them.
 * - Pages are server-rendered, so navigations go network-first and fall back to the last copy;
 *   the tool pages (and their React Router `.data` payloads) are fetched into that cache on
 *   install, so they open offline after one visit to any page.
 * - A new version waits until the page asks it to take over (the "new version" toast), so one
 *   tab never mixes the HTML of one build with the code of another.
 */
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { timerSlugs } from "@core/timer-presets";
import { localizePath } from "@core/locales";
import { pathLanguage, type Language } from "@core/settings";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { CacheableResponsePlugin } from "workbox-cacheable-response";

declare let self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;

/** One name per build: pages of one build never point at the code of another. */
function buildVersion(): string {
  let hash = 0;
  for (const char of JSON.stringify(manifest)) hash = (Math.imul(31, hash) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}
const PAGES = `tickwise-pages-${buildVersion()}`;
const DATA = `tickwise-data-${buildVersion()}`;
const ROUTER = `tickwise-router-${buildVersion()}`;
const STATIC = "tickwise-static";

/** The pages that must open offline after one visit (issue 8). */
const toolPages = [
  "/timer",
  ...Object.keys(timerSlugs).map((slug) => `/timer/${slug}`),
  "/timers",
  "/stopwatch",
  "/time",
  "/alarm",
  "/goals",
  "/pomodoro",
  ...Object.keys(pomodoroPresets).map((slug) => `/pomodoro/${slug}`),
  "/interval-timer",
  ...Object.keys(intervalPresets).map((slug) => `/interval-timer/${slug}`),
  "/settings",
];

/** React Router's single-fetch URL of a page's loader data. */
const dataUrl = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// A cached page was rendered for one URL and one request; any query string still opens it offline.
const matchOptions: CacheQueryOptions = { ignoreSearch: true, ignoreVary: true };
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 5, matchOptions, plugins: [okOnly] }),
);

registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.endsWith(".data"),
  new NetworkFirst({ cacheName: DATA, networkTimeoutSeconds: 5, matchOptions, plugins: [okOnly] }),
);

/** React Router's route manifest module (`/assets/manifest-<version>.js`), missing from the precache list. */
const ROUTER_MANIFEST = /\/assets\/manifest-[\w-]+\.js/;

registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/manifest-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: ROUTER, plugins: [okOnly] }),
);

// Self-hosted fonts and images (fonts are loaded only when chosen, so they are not precached).
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && (request.destination === "font" || request.destination === "image"),
  new CacheFirst({
    cacheName: STATIC,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 365 })],
  }),
);

/** Puts one page (or its data) into a cache; a failure only leaves that page uncached. */
async function warm(cacheName: string, url: string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (response.status !== 200) return;
  const cache = await caches.open(cacheName);
  if (cacheName === PAGES && !routerManifestFound) await warmRouterManifest(await response.clone().text());
  await cache.put(url, response);
}

/** Set once a page named the route manifest module: one per build, so no other page's HTML is read for it. */
let routerManifestFound = false;

/** The route manifest module a page loads (a tool island page loads none). */
async function warmRouterManifest(html: string): Promise<void> {
  const src = ROUTER_MANIFEST.exec(html)?.[0];
  if (!src || routerManifestFound) return;
  routerManifestFound = true;
  const response = await fetch(src).catch(() => undefined);
  if (response?.status === 200) await (await caches.open(ROUTER)).put(src, response);
  else routerManifestFound = false; // the next page tries again
}

/** English, and the language of every open tab (its address names it, decision 038). */
async function pageLanguages(): Promise<Language[]> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  return [...new Set<Language>(["en", ...windows.map((client) => pathLanguage(new URL(client.url).pathname))])];
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    pageLanguages()
      .then((languages) =>
        Promise.allSettled(
          languages.flatMap((language) =>
            toolPages
              .map((path) => localizePath(path, language))
              .flatMap((path) => [warm(PAGES, path), warm(DATA, dataUrl(path))]),
          ),
        ),
      )
      .then(() => undefined),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^tickwise-(pages|data|router)-/.test(name) && ![PAGES, DATA, ROUTER].includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page sends this when the visitor chooses "Reload" in the new-version toast.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first install takes over the open tabs at once (there is no older version to mix with).
clientsClaim();
