/* global fetch, AbortSignal, setInterval, setTimeout, clearInterval */
// Soak: mixed traffic (pages, API reads and writes) against the built server for a while, then
// the number of 5xx answers and the server's resident memory (median of the minute after warm-up
// against the median of the last minute, and single samples).
//
//   npm run bench:soak                    10 minutes
//   npm run bench:soak -- --minutes 2     shorter
//   options: --concurrency 8, --warmup-seconds 60 (default: a fifth of the run, at most 60 s)
//
// Starts `node build/main.js` (run `npm run build` first) on a free port with a fresh DATA_DIR;
// DATABASE_URL in the environment makes it use PostgreSQL instead of the embedded database.
import { readFileSync } from "node:fs";
import { existingRoutes, importTs, median, parseArgs } from "./lib.mjs";

const { options } = parseArgs();
const minutes = Number(options.minutes ?? 10);
const concurrency = Number(options.concurrency ?? 8);
const durationMs = minutes * 60_000;
const warmupMs = Number(options["warmup-seconds"] ?? Math.min(60, (durationMs / 1000) * 0.2)) * 1000;

/** Resident set size of a process in bytes (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const { startServer } = await importTs("tests/e2e/server-process.ts");
const pages = (await existingRoutes()).filter((r) => r !== "/no-such-page");
const server = await startServer({ env: { LOG_LEVEL: "warn", REMINDER_POLL_MS: "0" }, readyTimeoutMs: 300_000 });
const base = server.url;
console.log(
  `soak: ${minutes} min against ${base} (pid ${server.child.pid}), ${concurrency} clients, ` +
    `warm-up ${warmupMs / 1000} s, ${pages.length} page routes + the goals API`,
);

const counts = { total: 0, byStatus: new Map(), failed: 0, fiveXx: [] };
let stop = false;

async function call(method, path, { cookie, body } = {}) {
  counts.total++;
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
        "accept-encoding": "br, gzip",
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    counts.byStatus.set(res.status, (counts.byStatus.get(res.status) ?? 0) + 1);
    if (res.status >= 500 && counts.fiveXx.length < 20) counts.fiveXx.push(`${method} ${path} → ${res.status}`);
    return { status: res.status, headers: res.headers, text };
  } catch (error) {
    counts.failed++;
    if (counts.fiveXx.length < 20) counts.fiveXx.push(`${method} ${path} → ${error.message}`);
    return undefined;
  }
}

/** One client: a visitor who browses pages and keeps a handful of goals. */
async function client(n) {
  let cookie;
  const mine = [];
  for (let i = 0; !stop; i++) {
    const roll = Math.random();
    if (roll < 0.45) {
      await call("GET", pages[(n + i) % pages.length]);
    } else if (roll < 0.65) {
      await call("GET", "/api/goals", { cookie });
    } else if (roll < 0.8 || mine.length === 0) {
      const res = await call("POST", "/api/goals", {
        cookie,
        body: { title: `soak ${n}.${i}`, description: "x".repeat(i % 200), durationInSeconds: 300 },
      });
      if (res?.status === 201) {
        cookie ??= res.headers.get("set-cookie")?.split(";")[0];
        mine.push(JSON.parse(res.text).id);
      }
    } else if (roll < 0.9) {
      const id = mine[i % mine.length];
      if (id) await call("PUT", `/api/goals/${id}`, { cookie, body: { isCompleted: i % 2 === 0 } });
    } else if (roll < 0.97) {
      const id = mine.shift();
      if (id) await call("DELETE", `/api/goals/${id}`, { cookie });
    } else {
      await call("GET", i % 2 ? "/api/time" : "/healthz");
    }
    // Keep each visitor's list bounded, as a real one is.
    while (mine.length > 30) await call("DELETE", `/api/goals/${mine.shift()}`, { cookie });
  }
}

const started = Date.now();
const clients = Array.from({ length: concurrency }, (_, n) => client(n));
let rssWarm;
let rssPeak = 0;
/** One RSS sample a second, [ms since start, bytes]: the growth compares minutes, not two instants. */
const rssSamples = [];
const sampler = setInterval(() => {
  const rss = rssOf(server.child.pid);
  rssSamples.push([Date.now() - started, rss]);
  rssPeak = Math.max(rssPeak, rss);
  if (rssWarm === undefined && Date.now() - started >= warmupMs) {
    rssWarm = rss;
    console.log(`after warm-up: RSS ${mb(rss)} MB, ${counts.total} requests so far`);
  }
}, 1000);
const progress = setInterval(() => {
  const elapsed = (Date.now() - started) / 1000;
  console.log(
    `  ${elapsed.toFixed(0)} s: ${counts.total} requests, ${(counts.total / elapsed).toFixed(0)} req/s, ` +
      `RSS ${mb(rssOf(server.child.pid))} MB`,
  );
}, 60_000);

await new Promise((resolve) => setTimeout(resolve, durationMs));
stop = true;
await Promise.all(clients);
clearInterval(sampler);
clearInterval(progress);
const rssEnd = rssOf(server.child.pid);
rssWarm ??= rssEnd;
const elapsed = (Date.now() - started) / 1000;
const fiveXx = [...counts.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
const growth = ((rssEnd - rssWarm) / rssWarm) * 100;
// RSS of a garbage-collected process moves by ±15 % from one second to the next, with the
// collector (and PGlite's WebAssembly heap): a single sample after warm-up and one at the end
// can differ by that much with no leak at all. The median of the minute after warm-up against
// the median of the last minute is the growth that stays.
const spanMs = Math.min(60_000, (durationMs - warmupMs) / 2);
const rssWarmMedian = median(rssSamples.filter(([t]) => t >= warmupMs && t < warmupMs + spanMs).map(([, r]) => r)) ?? 0;
const rssEndMedian = median(rssSamples.filter(([t]) => t >= elapsed * 1000 - spanMs).map(([, r]) => r)) ?? 0;
const medianGrowth = ((rssEndMedian - rssWarmMedian) / rssWarmMedian) * 100;
const exit = await server.stop();

console.log("");
console.log(`requests: ${counts.total} in ${elapsed.toFixed(0)} s (${(counts.total / elapsed).toFixed(0)} req/s)`);
console.log(
  `statuses: ${[...counts.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ")}; network errors: ${counts.failed}`,
);
console.log(`5xx: ${fiveXx}${counts.fiveXx.length ? `\n  ${counts.fiveXx.join("\n  ")}` : ""}`);
console.log(
  `RSS, median of a minute: ${mb(rssWarmMedian)} MB after warm-up, ${mb(rssEndMedian)} MB at the end: ` +
    `growth ${medianGrowth.toFixed(1)} % (budget < 10 %)`,
);
console.log(
  `RSS, single samples: ${mb(rssWarm)} MB after warm-up, ${mb(rssEnd)} MB at the end, peak ${mb(rssPeak)} MB ` +
    `(${growth.toFixed(1)} %)`,
);
console.log(`server exit on SIGTERM: code ${exit.code}`);
process.exitCode = fiveXx > 0 || counts.failed > 0 || medianGrowth >= 10 || exit.code !== 0 ? 1 : 0;
