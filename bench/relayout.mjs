// What a page's layout costs once its fonts are in: the median time of a full relayout, forced by
// changing the body's width and reading its height, over 15 relayouts in each of 4 fresh page loads
// (1× CPU, a phone's viewport). A first load pays font matching on top (Chrome traces, see
// bench/long-tasks.mjs); this isolates the document's own layout work, so a change to markup or CSS
// can be compared without the host's minute-to-minute noise. With --baseline, the two servers
// alternate load by load.
//
//   node bench/relayout.mjs /holidays /timer                  (starts the built server)
//   node bench/relayout.mjs --url http://127.0.0.1:3000 --baseline http://127.0.0.1:3200 /holidays
/* global document, performance -- the relayout runs in the page */
import { alternatingLoads, median, parseArgs, phoneViewport, table } from "./lib.mjs";
import { withComparedBuilds } from "./compared-loads.mjs";

const { positional: routes, options } = parseArgs();
const LOADS = 4;
const RELAYOUTS = 15;

/** Milliseconds of each forced full relayout of `url`, over LOADS × RELAYOUTS. */
async function relayoutTimes(browser, url) {
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: true, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate((count) => {
      const times = [];
      for (let i = 0; i < count; i++) {
        document.body.style.width = i % 2 ? "400px" : "380px";
        const start = performance.now();
        void document.body.offsetHeight;
        times.push(performance.now() - start);
      }
      return times;
    }, RELAYOUTS);
  } finally {
    await context.close();
  }
}

await withComparedBuilds(options, async ({ browser, builds }) => {
  const rows = [];
  for (const route of routes.length ? routes : ["/holidays"]) {
    const times = await alternatingLoads(builds, route, LOADS, (url) => relayoutTimes(browser, url));
    rows.push({
      route,
      ...Object.fromEntries(Object.entries(times).map(([name, loads]) => [name, median(loads.flat())])),
    });
  }
  console.log(`Full relayout, ms, median of ${LOADS * RELAYOUTS} (1× CPU, ${phoneViewport.width} px wide)`);
  const columns = Object.keys(builds).map((name) => [name, (row) => Math.round(row[name] * 10) / 10]);
  console.log(table(rows, [["route", (row) => row.route], ...columns]));
});
