// The set-up of the benches that load pages of one or two builds: the server to measure (--url, or
// the built one started here), the baseline (--baseline), and the browser, shared or fresh per load.
import { chromium } from "@playwright/test";
import { alternatingLoads, chromeSetup, comparedBuilds, phoneViewport } from "./lib.mjs";
import { serve } from "./serve.mjs";

/** Runs `measure({ browser, builds })` (builds: { this, baseline? } → base URL), then closes all. */
export async function withComparedBuilds(options, measure) {
  const server = options.url ? undefined : await serve({ echo: false });
  const builds = comparedBuilds(options, server);
  const { chromePath, chromeArgs } = await chromeSetup();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    return await measure({ browser, builds });
  } finally {
    await browser.close();
    await server?.stop();
  }
}

/**
 * Every trace event of one load of `url` in a new context of `browser`: a phone's viewport, the
 * CPU slowed down `cpuRate` times, service workers blocked as on a first visit, traced with
 * `categories` until `settleMs` after the load.
 */
export async function traceLoad(browser, url, { categories, settleMs, cpuRate = 1 }) {
  const context = await browser.newContext({ viewport: phoneViewport, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: categories }, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    await cdp.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/**
 * `traceLoad` in a fresh Chromium at 1×: fonts and compiled code are cached per browser, and a
 * visitor from a search has neither.
 */
export function traceFreshLoad(url, options) {
  return inFreshBrowser((browser) => traceLoad(browser, url, options));
}

/** `run(browser)` in a Chromium launched for it alone, closed after. */
export async function inFreshBrowser(run) {
  const { chromePath, chromeArgs } = await chromeSetup();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/**
 * `measure(url)` of each route `count` times per build (--url or the built server started here,
 * and --baseline), the builds alternating load by load. Resolves to one row per route and build:
 * { route, build, list } with the results in load order.
 */
export async function loadsPerRoute(options, routes, count, measure) {
  const server = options.url ? undefined : await serve({ echo: false });
  try {
    const rows = [];
    for (const route of routes.length ? routes : ["/timer"]) {
      const loads = await alternatingLoads(comparedBuilds(options, server), route, count, measure);
      for (const [build, list] of Object.entries(loads)) rows.push({ route, build, list });
    }
    return rows;
  } finally {
    await server?.stop();
  }
}
