// Whether any script loads before a page's first paints are on screen: in fresh page loads at a CPU
// slowdown (default 4×, a phone's viewport), the scripts whose responses ended before the browser's
// first-contentful-paint and largest-contentful-paint times. Lighthouse's simulated throttling
// replays those paints after every request of high priority that ended before them as observed,
// each on its slow network: one script there puts a first paint of 0.9 s at 1.5 s and the LCP at
// 3 s (decision 065). Prints per route and build: loads with a script before FCP and before LCP,
// the median FCP and LCP, and the elements that were the final LCP.
//
//   node bench/first-paint.mjs /timer /time/london                 (starts the built server)
//   node bench/first-paint.mjs --url http://127.0.0.1:3000 --baseline http://127.0.0.1:3200 /timer
//   node bench/first-paint.mjs --loads 12 --rate 1 /holidays         (default 8 loads, 4×)
/* global performance, PerformanceObserver, window -- these run in the page */
import { alternatingLoads, median, parseArgs, phoneViewport, table } from "./lib.mjs";
import { withComparedBuilds } from "./compared-loads.mjs";

const { positional: routes, options } = parseArgs();
const loads = Number(options.loads ?? 8);
const rate = Number(options.rate ?? 4);

/** One fresh load of `url`: its FCP, every LCP candidate and when each script's response ended, in ms from navigation start. */
async function paints(browser, url) {
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: true, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = (window.__paints = { candidates: [] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element;
          const name = element ? `${element.tagName.toLowerCase()}${element.closest("main") ? " in main" : ""}` : "?";
          seen.candidates.push({ at: entry.startTime, element: name });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(url, { waitUntil: "load" });
    // LCP candidates stop at the first input; none is made here, so wait for paints to settle.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
      candidates: window.__paints.candidates,
      scriptsEnded: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd),
    }));
  } finally {
    await context.close();
  }
}

await withComparedBuilds(options, async ({ browser, builds }) => {
  const rows = [];
  for (const route of routes.length ? routes : ["/timer"]) {
    const results = await alternatingLoads(builds, route, loads, (url) => paints(browser, url));
    for (const [build, runs] of Object.entries(results)) {
      const lcp = runs.map((run) => run.candidates.at(-1)?.at ?? run.fcp);
      const before = (times) => runs.filter((run, i) => run.scriptsEnded.some((end) => end < times[i])).length;
      const elements = [...new Set(runs.map((run) => run.candidates.at(-1)?.element ?? "none"))];
      rows.push({
        route,
        build,
        beforeFcp: `${before(runs.map((run) => run.fcp))} of ${runs.length}`,
        beforeLcp: `${before(lcp)} of ${runs.length}`,
        fcp: median(runs.map((run) => run.fcp)),
        lcp: median(lcp),
        elements: elements.join(", "),
      });
    }
  }
  console.log(`First paints of ${loads} fresh loads per build (${rate}× CPU, ${phoneViewport.width} px wide), medians`);
  console.log(
    table(rows, [
      ["route", (row) => row.route],
      ["build", (row) => row.build],
      ["script before FCP", (row) => row.beforeFcp],
      ["script before LCP", (row) => row.beforeLcp],
      ["FCP ms", (row) => Math.round(row.fcp)],
      ["LCP ms", (row) => Math.round(row.lcp)],
      ["LCP element", (row) => row.elements],
    ]),
  );
});
