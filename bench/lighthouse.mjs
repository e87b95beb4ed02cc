// Lighthouse 12 (default config = mobile preset) on Debian's Chromium, one run per route.
//
//   node bench/lighthouse.mjs                      every route of tests/e2e/routes.ts
//   node bench/lighthouse.mjs /terms /timer        these routes
//   node bench/lighthouse.mjs --url http://host:3000 /terms   against a running server
//   node bench/lighthouse.mjs /timer --reports      also writes each route's whole report
//   node bench/lighthouse.mjs --runs 3 /timer       three runs per route (alternating), medians
//
// Each run also measures a blank page (a heading and a paragraph, no script, no CSS) from a bare
// node:http server: the row "blank page" is what this machine's Chromium costs on its own. On a
// slow or busy VM it gets TBT of its own (0–90 ms seen), so read a route's TBT next to it.
// With --blank-coop, the same page once more with Cross-Origin-Opener-Policy: same-origin (row
// "blank page, COOP"): what that header alone costs here (decision 059).
//
// "CPU index" is Lighthouse's BenchmarkIndex of this machine in that run. The preset's 4× CPU
// slowdown is calibrated for a high-end desktop (index 1,500–2,000, Lighthouse's throttling docs);
// on a slower host it emulates a slower phone, and TBT grows with it. Lighthouse's own answer is
// to set the multiplier for the host, as PageSpeed Insights does (1.2× on its servers):
//   node bench/lighthouse.mjs --cpu-multiplier 2.5 /timer     (figures are then not the preset's)
//   node bench/lighthouse.mjs --cpu-multiplier calibrated /timer
// "calibrated" follows Lighthouse's throttling docs (docs/throttling.md, "Calibrating the CPU
// slowdown"): the host's BenchmarkIndex (median of 3 runs on the blank page) goes through the
// docs' CPU slowdown calculator (see `calibratedMultiplier`). The index, its device class and the
// multiplier are printed.
//   node bench/lighthouse.mjs --cpu-multiplier per-run /timer
// "per-run" takes the index Lighthouse measures at the start of each run, the one the report keeps
// as environment.benchmarkIndex, through the same calculator: each load is slowed down for the
// speed the host had when it started. It shows how far the host moves within a round; it widens
// the figures' spread rather than steadying it (decision 064). Columns "CPU index" and "CPU ×"
// give each run's index and multiplier.
//
// Prints the figures without judging them and writes bench/results/lighthouse-*.json, which also
// keeps each run's long tasks (the script each is charged to, and its slowed-down length).
import { createServer } from "node:http";
import lighthouse from "lighthouse";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import {
  existingRoutes,
  launchChromeForLighthouse,
  getText,
  isMain,
  median,
  parseArgs,
  table,
  writeResults,
} from "./lib.mjs";
import { serve } from "./serve.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** The /assets/*.js files the page's HTML asks for (the modules its bootstrap loads after first paint). */
async function scriptsInHtml(url) {
  const html = await getText(url);
  return new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1], url).href));
}

/**
 * Scores (0–100), Web Vitals (ms; CLS unitless) and JavaScript bytes transferred of one page:
 * all scripts loaded during the run (the app also preloads the other tools' code on idle, 2 s
 * after start), and those the HTML itself asks for.
 */
function summarize(path, lhr, htmlScripts) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = lhr.runtimeError ? [] : requests.filter((r) => r.resourceType === "Script");
  const bytes = (list) => (lhr.runtimeError ? null : list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0));
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsTransferBytes: bytes(scripts),
    jsRequests: lhr.runtimeError ? null : scripts.length,
    htmlJsTransferBytes: bytes(scripts.filter((r) => htmlScripts.has(r.url))),
    cpuIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message,
    // What made the TBT: each long task's script (or "Unattributable") and its slowed-down length.
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  };
}

const blankLabel = "blank page";
const blankCoopLabel = "blank page, COOP";

const blankHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank page</title>' +
  '<meta name="description" content="The reference page of the Lighthouse bench."></head>' +
  "<body><h1>Blank page</h1><p>A heading and a paragraph: what a page costs with no code of its own.</p></body></html>";

/** Serves the blank reference page on a free port, also with COOP at `coopUrl`. Resolves to { url, coopUrl, close }. */
async function serveBlankPage() {
  const server = createServer((req, res) => {
    if (req.url === "/robots.txt")
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    else
      res
        .writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          ...(req.url === "/coop" ? { "cross-origin-opener-policy": "same-origin" } : {}),
        })
        .end(blankHtml);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return {
    url,
    coopUrl: `${url}coop`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Runs Lighthouse on each path of `baseUrl`, each in a fresh Chromium with an empty profile: a first
 * visit, as from a search result. In a reused browser the renderer keeps V8's in-memory code cache
 * across Lighthouse's storage reset, which flattered TBT (decision 025). Resolves to one summary
 * per path.
 */
export async function runLighthouse(
  baseUrl,
  paths,
  { log = console.error, saveReports = false, blankPage = false, blankCoop = false, cpuSlowdownMultiplier } = {},
) {
  // The blank reference page, measured last in the same run (its row is labelled, not a path).
  const blank = blankPage ? await serveBlankPage() : undefined;
  const references = blank ? [blank.url, ...(blankCoop ? [blank.coopUrl] : [])] : [];
  const labels = blank ? { [blank.url]: blankLabel, [blank.coopUrl]: blankCoopLabel } : {};
  const results = [];
  try {
    for (const path of [...paths, ...references]) {
      const chrome = await launchChromeForLighthouse();
      try {
        log(`lighthouse ${labels[path] ?? path} …`);
        const url = new URL(path, baseUrl).href;
        const htmlScripts = await scriptsInHtml(url);
        const { lhr } = await lighthouseWithRetries(url, chrome.port, {
          onlyCategories: categories,
          ...(typeof cpuSlowdownMultiplier === "number" ? { throttling: { cpuSlowdownMultiplier } } : {}),
          run: cpuSlowdownMultiplier === "per-run" ? lighthouseCalibratedPerRun : lighthouse,
          log,
        });
        results.push(summarize(labels[path] ?? path, lhr, htmlScripts));
        // The whole report, to see where the time goes (opportunities, long tasks, request priorities).
        if (saveReports && !labels[path]) log(`report: ${writeResults(`lhr${path.replaceAll("/", "-")}`, lhr)}`);
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await blank?.close();
  }
  return results;
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`, with its artifacts. A trace that failed to
 * record (NO_NAVSTART…) is retried up to three times; a page that answers an error status (the
 * not-found page) cannot be measured at all, and its result is returned as it is.
 */
export async function lighthouseWithRetries(url, port, { log = () => {}, run = lighthouse, ...flags }) {
  let runner;
  for (let attempt = 1; attempt <= 3; attempt++) {
    runner = await run(url, { port, output: "json", logLevel: "error", ...flags });
    if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = runner.lhr.runtimeError;
    if (!error || error.code === "ERRORED_DOCUMENT_REQUEST") break;
    log(`lighthouse ${url}: ${error.code}, attempt ${attempt} of 3`);
  }
  return runner;
}

/**
 * Lighthouse's device classes by BenchmarkIndex (docs/throttling.md, first table), to name the host's.
 * High-end mobile overlaps low-end desktop (800–1,200 and 1,000–1,500): it ends at 1,000 here.
 */
export const deviceClasses = [
  { name: "high-end desktop", from: 1500 },
  { name: "low-end desktop", from: 1000 },
  { name: "high-end mobile", from: 800 },
  { name: "mid-tier mobile", from: 125 },
  { name: "low-end mobile", from: 0 },
];

/**
 * The CPU slowdown that brings a host of this BenchmarkIndex to a mid-tier phone, as the docs'
 * "Lighthouse CPU slowdown calculator" computes it (docs/throttling.md names it first; its table is
 * the coarse alternative, and gives no figure above 2,000): one more × for every 233 index points
 * above 1,300 (3×), 2× at 800 and 1× at 150, linear in between and never below 1×. Decision 046.
 */
export function calibratedMultiplier(index) {
  const multiplier =
    index >= 1300
      ? 3 + (index - 1300) / 233
      : index >= 800
        ? 2 + (index - 800) / 500
        : 1 + Math.max(0, index - 150) / 650;
  const deviceClass = deviceClasses.find((c) => index >= c.from) ?? deviceClasses.at(-1);
  return { deviceClass, multiplier: Math.round(multiplier * 100) / 100 };
}

/**
 * Lighthouse on `url` with the CPU slowdown calibrated from the BenchmarkIndex measured at the start
 * of this same run. Simulated throttling does not slow the load down, it only replays the trace at
 * the multiplier, so the page is loaded once and the audits then run at that run's multiplier.
 */
async function lighthouseCalibratedPerRun(url, flags) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const { resolvedConfig } = runnerOptions;
  const throttling = {
    ...resolvedConfig.settings.throttling,
    cpuSlowdownMultiplier: calibratedMultiplier(artifacts.BenchmarkIndex).multiplier,
  };
  const settings = { ...resolvedConfig.settings, throttling };
  // Lighthouse refuses to audit at other settings than it gathered at. The load ran unthrottled
  // either way; only the requestIdleCallback deadlines it gave the page were cut by the preset's
  // 4×. A cache of its own: nothing computed at the gather's settings is reused.
  return Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...resolvedConfig, settings }, computedCache: new Map() },
  );
}

/** The host's BenchmarkIndex: the median of `runs` Lighthouse runs on the blank page. */
async function measureBenchmarkIndex(runs = 3) {
  const blank = await serveBlankPage();
  const indexes = [];
  try {
    for (let i = 0; i < runs; i++) {
      const [summary] = await runLighthouse(blank.url, [blank.url], { log: () => {} });
      if (summary.cpuIndex) indexes.push(summary.cpuIndex);
    }
  } finally {
    await blank.close();
  }
  if (!indexes.length) throw new Error("Lighthouse reported no BenchmarkIndex");
  indexes.sort((a, b) => a - b);
  return { index: indexes[Math.floor(indexes.length / 2)], indexes };
}

const ms = (v) => (v == null ? "n/a" : Math.round(v));
const kb = (bytes) => (bytes == null ? "n/a" : Number((bytes / 1024).toFixed(1)));

export const lighthouseHeading =
  "Lighthouse 12, mobile preset (simulated throttling). JS KiB: transferred (compressed) script bytes; " +
  "(HTML) = the scripts the page's HTML asks for, (all) = everything loaded during the run, " +
  'including the idle preload of the other tools\' code. "blank page" = a page with no code of its own, ' +
  "measured in the same runs: the machine's own share of each figure.";

/** The Lighthouse table as printed to stdout. */
export function lighthouseTable(results) {
  return table(results, [
    ["route", (r) => r.path],
    ["perf", (r) => r.performance ?? "n/a"],
    ["a11y", (r) => r.accessibility ?? "n/a"],
    ["best-pr", (r) => r.bestPractices ?? "n/a"],
    ["seo", (r) => r.seo ?? "n/a"],
    ["FCP ms", (r) => ms(r.fcpMs)],
    ["LCP ms", (r) => ms(r.lcpMs)],
    ["TBT ms", (r) => ms(r.tbtMs)],
    ["CLS", (r) => (r.cls == null ? "n/a" : Number(r.cls.toFixed(3)))],
    ["CPU index", (r) => (r.cpuIndex == null ? "n/a" : Math.round(r.cpuIndex))],
    ["CPU ×", (r) => r.cpuMultiplier ?? "n/a"],
    ["JS KiB (HTML)", (r) => kb(r.htmlJsTransferBytes)],
    ["JS KiB (all)", (r) => kb(r.jsTransferBytes)],
    ["JS files", (r) => r.jsRequests ?? "n/a"],
  ]);
}

/** The median of each figure over several runs of one route (warnings of all runs kept). */
function medianResult(list) {
  const merged = { ...list[0], runs: list.length };
  for (const key of Object.keys(list[0])) {
    if (typeof list[0][key] === "number") merged[key] = median(list.map((r) => r[key]));
  }
  merged.runWarnings = [...new Set(list.flatMap((r) => r.runWarnings))];
  merged.samples = list;
  return merged;
}

if (isMain(import.meta.url)) {
  const { positional, options } = parseArgs(process.argv.slice(2), { flags: ["reports", "blank-coop"] });
  const paths = positional.length ? positional : await existingRoutes();
  const server = options.url ? undefined : await serve();
  try {
    const runs = Number(options.runs ?? 1);
    let multiplier = options["cpu-multiplier"] ? Number(options["cpu-multiplier"]) : undefined;
    let calibration = "";
    if (options["cpu-multiplier"] === "per-run") {
      multiplier = "per-run";
      calibration =
        "CPU calibrated per run: the BenchmarkIndex Lighthouse measured at the start of each run (column CPU index) " +
        "through Lighthouse's CPU slowdown calculator, for a mid-tier mobile phone (column CPU ×)";
    } else if (options["cpu-multiplier"] === "calibrated") {
      console.error("calibrating: BenchmarkIndex of this host (3 runs on the blank page) …");
      const { index, indexes } = await measureBenchmarkIndex();
      const { deviceClass: c, multiplier: m } = calibratedMultiplier(index);
      multiplier = m;
      calibration =
        `CPU calibrated to this host: BenchmarkIndex ${Math.round(index)} (runs: ${indexes.map(Math.round).join(", ")}), ` +
        `a ${c.name} by Lighthouse's table; to emulate a mid-tier mobile phone Lighthouse's CPU slowdown ` +
        `calculator gives ${m}×`;
      console.error(calibration);
    }
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      if (runs > 1) console.error(`run ${run} of ${runs}`);
      samples.push(
        await runLighthouse(options.url ?? server.url, paths, {
          saveReports: "reports" in options,
          blankPage: true,
          blankCoop: "blank-coop" in options,
          cpuSlowdownMultiplier: multiplier,
        }),
      );
    }
    const results = runs === 1 ? samples[0] : samples[0].map((_, i) => medianResult(samples.map((s) => s[i])));
    if (runs > 1) console.log(`\nmedians of ${runs} runs per route`);
    if (calibration) console.log(calibration);
    else if (multiplier) console.log(`CPU slowdown ${multiplier}× (not the preset's 4×)`);
    console.log(`\n${lighthouseHeading}\n`);
    console.log(lighthouseTable(results));
    // A median hides how far one run lands from the next: each run's TBT and LCP, in run order.
    if (runs > 1) {
      const perRun = multiplier === "per-run";
      console.log(`\neach run (TBT ms / LCP ms${perRun ? " at its CPU slowdown" : ""}):`);
      const run = (s) => `${ms(s.tbtMs)}/${ms(s.lcpMs)}${perRun ? ` at ${s.cpuMultiplier}×` : ""}`;
      for (const r of results) console.log(`  ${r.path}: ${r.samples.map(run).join("  ")}`);
    }
    for (const r of results) {
      if (r.runtimeError) console.log(`${r.path}: runtime error: ${r.runtimeError}`);
      for (const warning of r.runWarnings) if (warning !== r.runtimeError) console.log(`${r.path}: ${warning}`);
    }
    console.log(
      `\nwritten: ${writeResults("lighthouse", { date: new Date().toISOString(), cpuSlowdownMultiplier: multiplier ?? 4, calibration, results })}`,
    );
  } finally {
    const exit = await server?.stop();
    if (exit && exit.code !== 0) console.error(`server exited with code ${exit.code}`);
  }
}
