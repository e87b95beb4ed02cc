// CPU time each process spends on one first load of a page: the browser's (renderer, browser
// process, network service, GPU process) and the server's. On a 2-core host they share the cores
// with the page's main thread, and what the others run shows in its tasks as waiting (decision
// 069). Read from /proc (Linux only) around one navigation in a fresh Chromium, until `--settle`
// ms (default 1500) after the load event; service workers blocked, as on a first visit.
//
//   node bench/load-cpu.mjs /timer /time/london                     (starts the built server)
//   node bench/load-cpu.mjs --url http://127.0.0.1:3000 --baseline http://127.0.0.1:3200 /timer
//   node bench/load-cpu.mjs --loads 9 /timer                         (default 5 loads per build)
//
// The server is any Node process running a `main.js` (the built server's entry) or
// `scripts/start.mjs` (which `npm start` and the bench's own server run), so run one server per
// build and nothing else of those names. Each build's server is warmed by one load first:
// what is measured is a visitor's first load, not the server's.
import { readFileSync, readdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { inFreshBrowser, loadsPerRoute } from "./compared-loads.mjs";
import { median, parseArgs, phoneViewport, table } from "./lib.mjs";

const { positional: routes, options } = parseArgs();
const LOADS = Number(options.loads ?? 5);
const SETTLE_MS = Number(options.settle ?? 1500);
const TICKS_PER_SECOND = 100;

/** What a process is, from its command line: Chromium's process type, the server, or "other". */
function kindOf(commandLine) {
  if (/\bnode\b/.test(commandLine) && /\b(main\.js|start\.mjs)\b/.test(commandLine)) return "server";
  if (!commandLine.includes("chrom")) return "other";
  const type = /--type=([\w-]+)/.exec(commandLine)?.[1];
  if (!type) return "browser";
  if (type === "utility") return /--utility-sub-type=network\./.test(commandLine) ? "network" : "utility";
  return type === "gpu-process" ? "gpu" : type;
}

/** CPU milliseconds (user + system) of every process now, by pid, with its kind. */
function processTimes() {
  const times = new Map();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      times.set(pid, { kind: kindOf(commandLine), ms: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

const warmed = new Set();

/** Loads `url` in a context of its own, closed after: the server's caches fill, the browser's go. */
async function warm(browser, url) {
  const context = await browser.newContext({ viewport: phoneViewport, serviceWorkers: "block" });
  try {
    await (await context.newPage()).goto(url, { waitUntil: "load" });
    await sleep(SETTLE_MS);
  } finally {
    await context.close();
  }
}

/** One first load of `url` in a fresh Chromium: CPU ms by kind of process. */
function loadCpu(url) {
  return inFreshBrowser(async (browser) => {
    const origin = new URL(url).origin;
    if (!warmed.has(origin)) {
      warmed.add(origin);
      await warm(browser, url);
    }
    const context = await browser.newContext({ viewport: phoneViewport, serviceWorkers: "block" });
    const page = await context.newPage();
    await sleep(300);
    const before = processTimes();
    await page.goto(url, { waitUntil: "load" });
    await sleep(SETTLE_MS);
    const byKind = {};
    for (const [pid, { kind, ms }] of processTimes()) {
      const spent = ms - (before.get(pid)?.ms ?? 0);
      if (spent > 0) byKind[kind] = (byKind[kind] ?? 0) + spent;
    }
    return byKind;
  });
}

const KINDS = ["renderer", "browser", "network", "gpu", "utility", "server"];
const rows = await loadsPerRoute(options, routes, LOADS, loadCpu);
console.log(
  `CPU ms per process kind during one first load (fresh Chromium, until ${SETTLE_MS} ms after load), ` +
    `medians of ${LOADS} loads; /proc ticks are 10 ms`,
);
console.log(
  table(rows, [
    ["route", (r) => r.route],
    ["build", (r) => r.build],
    ...KINDS.map((kind) => [kind, (r) => Math.round(median(r.list.map((load) => load[kind] ?? 0)))]),
    ["each load: server", (r) => r.list.map((load) => Math.round(load.server ?? 0)).join(" ")],
  ]),
);
