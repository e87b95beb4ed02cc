// Which of a page's main-thread tasks make its Lighthouse TBT, and what runs in them.
//
//   node bench/lantern-tasks.mjs --url http://localhost:3000 /timer /stopwatch
//   node bench/lantern-tasks.mjs --url … --cpu-multiplier 12 --runs 3 /timer
//
// Lighthouse's simulated throttling (Lantern) rebuilds the page's load as a graph of network
// requests and main-thread tasks, drops most tasks under 10 ms as observed (those tied to at most
// one request), multiplies the others by the CPU slowdown and replays the load on a slow network.
// Its TBT counts what the replayed tasks block between the simulated first paint and
// time-to-interactive, so a task that ran before the real first paint can land after the simulated
// one. Lighthouse's own `TBTImpactTasks` gives each task its share of that TBT; this prints, per
// run, every task with a share: when it ran and for how long as observed, its share, and what ran
// in it (parse, style, layout, paint, script evaluation, the scripts it ran), and the scripts
// Lighthouse charges most script evaluation to. To see which work to remove or split, not a score:
// medians come from bench/lighthouse.mjs.
import { TBTImpactTasks } from "lighthouse/core/computed/tbt-impact-tasks.js";
import { launchChromeForLighthouse, parseArgs } from "./lib.mjs";
import { lighthouseWithRetries } from "./lighthouse.mjs";

/** A task's own time and its children's, by Lighthouse's task group ("Script Evaluation", "Style & Layout"…). */
function timeByGroup(task, totals = new Map()) {
  // "Other" is named by its event ("GC", "RunMicrotasks"…), the rest by group.
  const label = task.group.id === "other" ? `${task.event.name}` : task.group.label;
  totals.set(label, (totals.get(label) ?? 0) + task.selfTime);
  for (const child of task.children) timeByGroup(child, totals);
  return totals;
}

const fileOf = (url) => url.split("/").pop().replace(/\?.*/, "").slice(0, 32) || url;

const { positional, options } = parseArgs();
const baseUrl = options.url ?? "http://localhost:3000";
const runs = Number(options.runs ?? 1);
const multiplier = Number(options["cpu-multiplier"] ?? 4);
for (let run = 1; run <= runs; run++) {
  for (const path of positional.length ? positional : ["/timer"]) {
    const chrome = await launchChromeForLighthouse();
    try {
      const url = new URL(path, baseUrl).href;
      const result = await lighthouseWithRetries(url, chrome.port, {
        onlyCategories: ["performance"],
        throttling: { cpuSlowdownMultiplier: multiplier },
      });
      const { lhr, artifacts } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code}`);
      const settings = lhr.configSettings;
      const tasks = await TBTImpactTasks.request(
        {
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
          simulator: null,
        },
        { computedCache: new Map(), settings },
      );
      const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(
        `\n${path} run ${run}: TBT ${audit("total-blocking-time")} ms at ${multiplier}× (index ${lhr.environment.benchmarkIndex}), ` +
          `FCP ${audit("first-contentful-paint")} ms, TTI ${audit("interactive")} ms (simulated)`,
      );
      const blocking = tasks.filter((t) => !t.parent && t.tbtImpact > 0).sort((a, b) => a.startTime - b.startTime);
      // Work the browser did before the real first paint can still land in the simulated window.
      const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0;
      const share = (list) => Math.round(list.reduce((sum, t) => sum + t.tbtImpact, 0));
      console.log(
        `  of it, tasks that ran before the real first paint (${Math.round(observedFcp)} ms): ` +
          `${share(blocking.filter((t) => t.startTime < observedFcp))} ms; after: ${share(blocking.filter((t) => t.startTime >= observedFcp))} ms`,
      );
      // Lighthouse's own per-script figure (bootup-time, simulated): steadier from run to run than
      // TBT, so a change to one script shows even when the host's noise hides it in TBT.
      const scripting = (lhr.audits["bootup-time"]?.details?.items ?? [])
        .filter((item) => item.scripting >= 1)
        .sort((a, b) => b.scripting - a.scripting)
        .slice(0, 4)
        .map((item) => `${fileOf(item.url)} ${Math.round(item.scripting)}`)
        .join(", ");
      console.log(`  script evaluation by script (simulated ms): ${scripting}`);
      // Each module graph's evaluation as Chromium ran it under Lighthouse (observed, 1×): the
      // runtime chunk's first (decision 053), then the island's.
      const events = artifacts.Trace.traceEvents;
      const parse = events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url).startsWith(url));
      const evaluations = events
        .filter((e) => e.pid === parse?.pid && e.tid === parse?.tid && e.name === "v8.evaluateModule" && e.dur > 2000)
        .map((e) => (e.dur / 1000).toFixed(1));
      console.log(`  module evaluations over 2 ms (observed ms): ${evaluations.join(", ") || "none"}`);
      for (const task of blocking) {
        const groups = [...timeByGroup(task)]
          .filter(([, ms]) => ms >= 0.5)
          .sort((a, b) => b[1] - a[1])
          .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
          .join(", ");
        const urls = task.attributableURLs.map(fileOf).slice(0, 3).join(" ");
        console.log(
          `  at ${task.startTime.toFixed(0).padStart(5)} ms observed, ${task.duration.toFixed(1).padStart(5)} ms → TBT +${task.tbtImpact.toFixed(0).padStart(3)}  ${groups}${urls ? `  [${urls}]` : ""}`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
}
