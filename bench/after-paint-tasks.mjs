// The main-thread tasks a page runs after its first contentful paint that Lighthouse's TBT can
// count, from a Chrome trace at 1× CPU, each load in a fresh Chromium. Lantern (Lighthouse's
// simulated throttling) keeps a task of 10 ms or more as observed (shorter ones it mostly drops,
// see bench/lantern-tasks.mjs) and multiplies it by the CPU slowdown; the blocking time here is
// that rule applied to every such task until 5 s after navigation: the sum of (ms × slowdown − 50).
// Not Lighthouse's figure (its window, its network replay and its run-to-run spread are left out),
// but steadier: two builds served side by side alternate load by load, so a change of a few tasks
// shows in 8 loads where Lighthouse's TBT needs dozens of runs.
//
//   node bench/after-paint-tasks.mjs /timer /alarm/7am                 (starts the built server)
//   node bench/after-paint-tasks.mjs --url http://127.0.0.1:3000 --baseline http://127.0.0.1:3200 /timer
//   node bench/after-paint-tasks.mjs --loads 12 --slowdown 9.75 /time/london   (defaults 8 and 9.5)
import { median, parseArgs, phoneViewport, table } from "./lib.mjs";
import { loadsPerRoute, traceFreshLoad } from "./compared-loads.mjs";

const { positional: routes, options } = parseArgs();
const LOADS = Number(options.loads ?? 8);
const SLOWDOWN = Number(options.slowdown ?? 9.5);
const KEPT_MS = 10;

/** One fresh load of `url`: its tasks of KEPT_MS or more after the first contentful paint. */
async function afterPaintTasks(url) {
  const events = await traceFreshLoad(url, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
    settleMs: 5000,
  });
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!parse || !fcp) throw new Error(`${url}: no first contentful paint in the trace`);
  const tasks = events.filter(
    (e) => e.name === "RunTask" && e.ph === "X" && e.pid === parse.pid && e.tid === parse.tid && e.ts >= fcp.ts,
  );
  const kept = tasks.filter((t) => t.dur >= KEPT_MS * 1000);
  const total = (list, field) => list.reduce((sum, t) => sum + (t[field] ?? 0) / 1000, 0);
  return {
    kept: kept.length,
    blocking: kept.reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * SLOWDOWN - 50), 0),
    // Wall time is what Lighthouse counts; the thread's CPU time (`tdur`) within it tells running
    // from waiting (for another process, a synchronous call, a core).
    keptWall: total(kept, "dur"),
    keptCpu: total(kept, "tdur"),
    busy: total(tasks, "dur"),
  };
}

const rows = await loadsPerRoute(options, routes, LOADS, afterPaintTasks);
const m = (list, pick) => Math.round(median(list.map(pick)));
console.log(
  `Tasks after the first contentful paint, medians of ${LOADS} loads (fresh Chromium, 1× CPU, ` +
    `${phoneViewport.width} px wide; blocking as Lantern would count them at ${SLOWDOWN}×)`,
);
console.log(
  table(rows, [
    ["route", (r) => r.route],
    ["build", (r) => r.build],
    [`tasks ≥ ${KEPT_MS} ms`, (r) => m(r.list, (l) => l.kept)],
    ["blocking ms", (r) => m(r.list, (l) => l.blocking)],
    ["each load", (r) => r.list.map((l) => Math.round(l.blocking)).join(" ")],
    [`wall / CPU ms of those`, (r) => `${m(r.list, (l) => l.keptWall)} / ${m(r.list, (l) => l.keptCpu)}`],
    ["busy ms", (r) => m(r.list, (l) => l.busy)],
  ]),
);
