// The main thread's long tasks while a page loads, from a Chrome trace at a CPU slowdown: each task
// over --min ms (default 30) with the trace events that took most of it, and per run the blocking
// time (the sum over 50 ms of every task, as TBT counts it, here for 5 s after navigation rather
// than Lighthouse's window), and its busy time (every task of the main thread, long or not: the
// page's whole work, steadier from run to run than the blocking time). It tells which tasks make a page's TBT; bench/main-thread.mjs tells
// which functions fill a task. The service worker is blocked, as on a first visit.
//
//   node bench/long-tasks.mjs /timer /time/london          (starts the built server)
//   node bench/long-tasks.mjs --url http://host:3000 --rate 4 --runs 5 /timer
import { chromium } from "@playwright/test";
import { chromeSetup, median, parseArgs } from "./lib.mjs";
import { traceLoad } from "./compared-loads.mjs";
import { serve } from "./serve.mjs";

const { positional: routes, options } = parseArgs();
const rate = Number(options.rate ?? 4);
const runs = Number(options.runs ?? 3);
const minMs = Number(options.min ?? 30);
const SETTLE_MS = 5000;

/** Every trace event of loading `url` at the CPU slowdown, until SETTLE_MS after the load event. */
const trace = (browser, url) =>
  traceLoad(browser, url, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
    settleMs: SETTLE_MS,
    cpuRate: rate,
  });

const threadOf = (event) => `${event.pid}:${event.tid}`;

/** The renderer's main thread's tasks over `minMs`, each with its longest events by name, and its busy time. */
function longTasks(events, url) {
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X");
  // The page's main thread is the one that parsed its HTML. The trace is browser-wide: the thread
  // whose tasks took longest was at times another renderer's (an earlier route's page, closing).
  const main = threadOf(events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url) ?? {});
  const mainEvents = events.filter((e) => threadOf(e) === main && e.ph === "X" && e.name !== "RunTask");
  const start = Math.min(...tasks.filter((t) => threadOf(t) === main).map((t) => t.ts));
  const busyMs = tasks.filter((t) => threadOf(t) === main).reduce((sum, t) => sum + t.dur / 1000, 0);
  const long = tasks
    .filter((t) => threadOf(t) === main && t.dur > minMs * 1000)
    .map((t) => {
      const longest = new Map();
      for (const e of mainEvents) {
        if (e.ts < t.ts || e.ts >= t.ts + t.dur || e.dur < 5000 || e.name === "ThreadControllerImpl::RunTask") continue;
        const data = e.args?.data ?? {};
        const name = [e.name, data.url?.split("/").pop(), data.functionName].filter(Boolean).join(" ");
        longest.set(name, Math.max(longest.get(name) ?? 0, e.dur));
      }
      const parts = [...longest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
      return { atMs: (t.ts - start) / 1000, ms: t.dur / 1000, parts };
    });
  return { tasks: long, busyMs };
}

const server = options.url ? undefined : await serve({ echo: false });
const base = options.url ?? server.url;
const { chromePath, chromeArgs } = await chromeSetup();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  for (const route of routes.length ? routes : ["/timer"]) {
    const blocking = [];
    const busy = [];
    for (let run = 1; run <= runs; run++) {
      const url = new URL(route, base).href;
      const { tasks, busyMs } = longTasks(await trace(browser, url), url);
      blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0));
      busy.push(busyMs);
      console.log(
        `${route}, run ${run} at ${rate}× CPU slowdown: blocking time ${Math.round(blocking.at(-1))} ms, busy ${Math.round(busyMs)} ms`,
      );
      for (const t of tasks) {
        console.log(
          `  at ${String(Math.round(t.atMs)).padStart(5)} ms  ${String(Math.round(t.ms)).padStart(4)} ms  ${t.parts.join("; ")}`,
        );
      }
    }
    console.log(
      `${route}: median blocking time ${Math.round(median(blocking))} ms, busy ${Math.round(median(busy))} ms over ${runs} runs\n`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}
