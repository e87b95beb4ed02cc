// HTTP load with autocannon: requests per second (mean) and p99 latency, per path.
//
//   node bench/load.mjs                         /timer (or /terms while /timer does not exist) and /healthz
//   node bench/load.mjs /terms /healthz --duration 5 --connections 50
//   node bench/load.mjs --url http://host:3000 /terms
//
// Prints the figures without judging them and writes bench/results/load-*.json.
import { setTimeout } from "node:timers";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { existingRoutes, getText, isMain, parseArgs, table, writeResults } from "./lib.mjs";
import { serve } from "./serve.mjs";

/** The page route to load-test by default: the timer once it exists, else the terms page. */
export async function defaultLoadPaths() {
  const routes = await existingRoutes();
  return [routes.includes("/timer") ? "/timer" : "/terms", "/healthz"];
}

/**
 * Waits until the server has worked off the previous run's backlog: single /healthz requests
 * answer within 50 ms twice in a row (at most 20 s).
 */
async function settle(baseUrl) {
  const deadline = Date.now() + 20_000;
  let fast = 0;
  while (fast < 2 && Date.now() < deadline) {
    const start = performance.now();
    await getText(new URL("/healthz", baseUrl)).catch(() => undefined);
    fast = performance.now() - start < 50 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs autocannon on each path in turn; resolves to one summary per path. */
export async function runLoad(baseUrl, paths, { duration = 10, connections = 50, log = console.error } = {}) {
  const results = [];
  for (const path of paths) {
    await settle(baseUrl);
    log(`autocannon ${path}: ${connections} connections, ${duration} s …`);
    const result = await autocannon({ url: new URL(path, baseUrl).href, connections, duration });
    results.push({
      path,
      connections,
      durationS: duration,
      requestsPerSecMean: result.requests.mean,
      latencyP99Ms: result.latency.p99,
      latencyMeanMs: result.latency.average,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      throughputBytesPerSecMean: result.throughput.mean,
    });
  }
  return results;
}

/** The load table as printed to stdout. */
export function loadTable(results) {
  return table(results, [
    ["path", (r) => r.path],
    ["req/s (mean)", (r) => Math.round(r.requestsPerSecMean)],
    ["p99 ms", (r) => r.latencyP99Ms],
    ["mean ms", (r) => Number(r.latencyMeanMs.toFixed(1))],
    ["requests", (r) => r.requests],
    ["non-2xx", (r) => r.non2xx],
    ["errors", (r) => r.errors],
    ["of which timeouts", (r) => r.timeouts],
  ]);
}

/** --duration and --connections as numbers. */
export function loadOptions(options) {
  const duration = Number(options.duration ?? 10);
  const connections = Number(options.connections ?? 50);
  if (!(duration > 0) || !(connections > 0)) throw new Error("--duration and --connections must be positive numbers");
  return { duration, connections };
}

if (isMain(import.meta.url)) {
  const { positional, options } = parseArgs();
  const settings = loadOptions(options);
  const paths = positional.length ? positional : await defaultLoadPaths();
  const server = options.url ? undefined : await serve();
  try {
    const results = await runLoad(options.url ?? server.url, paths, settings);
    console.log(`\nautocannon, ${settings.connections} connections, ${settings.duration} s per path\n`);
    console.log(loadTable(results));
    console.log(`\nwritten: ${writeResults("load", { date: new Date().toISOString(), results })}`);
  } finally {
    const exit = await server?.stop();
    if (exit && exit.code !== 0) console.error(`server exited with code ${exit.code}`);
  }
}
