// Where a page's main-thread time goes while it loads: a CPU profile (V8 sampling, 0.1 ms) of each
// route from navigation until a few seconds after, in Debian's Chromium. Prints each busy stretch
// longer than --min ms (default 10) with the functions that took its time, and React's phases.
// It is how the long tasks behind Lighthouse's TBT were found (decisions 018, 019).
//
//   node bench/main-thread.mjs /time/london /timer      readable names: builds an unminified
//                                                       copy in build-profile/ first (BUILD_MINIFY=false)
//   node bench/main-thread.mjs --url http://host:3000 /timer   profile a running server as it is
//   node bench/main-thread.mjs --min 5 --top 12 /stopwatch
//
// A busy stretch is consecutive non-idle samples: it can span several tasks when one follows
// another at once (React's scheduler yields every 5 ms). Figures are wall time on this machine,
// not Lighthouse's simulated 4× slower CPU.
import { chromium } from "@playwright/test";
import { chromeSetup, parseArgs, phoneViewport } from "./lib.mjs";
import { serve } from "./serve.mjs";

/** React's own functions that tell which phase a stretch was in (names of the unminified build). */
const reactPhases = new Set([
  "renderRootConcurrent",
  "renderRootSync",
  "commitRoot",
  "flushPassiveEffects",
  "performSyncWorkOnRoot",
]);

/** The CPU profile of loading `url`, recorded for `settleMs` after navigation. */
async function profile(browser, url, settleMs) {
  const context = await browser.newContext({ viewport: phoneViewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    return (await cdp.send("Profiler.stop")).profile;
  } finally {
    await context.close();
  }
}

/** Splits the samples into busy stretches and sums self and inclusive time per function in each. */
function busyStretches(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const label = (n) => {
    const file = n.callFrame.url.split("/").pop();
    return file ? `${n.callFrame.functionName || "(anonymous)"} (${file})` : n.callFrame.functionName;
  };
  const stretches = [];
  let current = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 100;
    const node = nodes.get(id);
    if (node.callFrame.functionName === "(idle)") {
      current = null;
      return;
    }
    if (!current) {
      current = { startMs: (t - profile.startTime) / 1000, ms: 0, self: new Map(), inclusive: new Map() };
      stretches.push(current);
    }
    current.ms += dt / 1000;
    current.self.set(label(node), (current.self.get(label(node)) ?? 0) + dt / 1000);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nodes.get(at).callFrame.functionName;
      if (seen.has(name)) continue;
      seen.add(name);
      current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + dt / 1000);
    }
  });
  return stretches;
}

const top = (map, count, keep = () => true) =>
  [...map]
    .filter(([name]) => keep(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1)} ${name}`);

const { positional, options } = parseArgs();
const paths = positional.length ? positional : ["/timer"];
const minMs = Number(options.min ?? 10);
const topCount = Number(options.top ?? 8);
const server = options.url
  ? undefined
  : await serve({ echo: false, env: { BUILD_DIR: "build-profile", BUILD_MINIFY: "false" } });
const { chromePath, chromeArgs } = await chromeSetup();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  for (const path of paths) {
    const stretches = busyStretches(await profile(browser, new URL(path, options.url ?? server.url).href, 3500));
    const long = stretches.filter((s) => s.ms >= minMs);
    const total = stretches.reduce((sum, s) => sum + s.ms, 0);
    console.log(`\n${path}: ${total.toFixed(0)} ms busy in all, ${long.length} stretches of ${minMs} ms or more`);
    for (const s of long) {
      console.log(`  at ${s.startMs.toFixed(0)} ms: ${s.ms.toFixed(1)} ms`);
      for (const line of top(s.self, topCount)) console.log(`    self  ${line}`);
      const phases = top(s.inclusive, reactPhases.size, (name) => reactPhases.has(name));
      if (phases.length) console.log(`    React ${phases.join(" · ")}`);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
