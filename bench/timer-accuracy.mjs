// How exact is the countdown? Builds if needed, starts the built server (free port, temporary
// DATA_DIR), drives Chromium through real timers and prints, for each condition, the completion
// error: the instant the page recorded its completion (performance mark "tickwise:timer-complete",
// detail.at = Date.now() in the completion callback) minus the timer's deadline, in ms.
// Median of N runs (default 3). Figures only, no verdict. JSON goes to bench/results/.
//
//   node bench/timer-accuracy.mjs [--runs 5] [--only "5 timers"]
//
// Conditions:
//   visible      a 5 s timer in the visible tab
//   frozen       a 10 s timer whose page JavaScript is stopped for 5 s (CDP Debugger.pause/resume)
//   throttled    a 5 s timer with the CPU slowed ×20 (CDP Emulation.setCPUThrottlingRate), started
//                right after hydration; "throttled, settled" starts it 4 s after hydration
//   5 timers     five 5 s timers on /timers started one after another, so their deadlines fall
//                within a fraction of a second and each completion is claimed and rung on its own
//                (mark "tickwise:timers-ring"); a run's error is the worst of its five
//   pomodoro phase  /pomodoro reopened on a running focus period that ends 6 s later (its stored
//                cycle, as a reload finds it): the phase end, mark "tickwise:phase-complete"
//
// A hidden background tab cannot be measured here: headless Chromium reports every page as visible.
/* global document, performance, localStorage, sessionStorage -- used inside page.evaluate and init-script callbacks, which run in the browser */
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { chromeSetup, machine, median, parseArgs, table, writeResults } from "./lib.mjs";
import { serve } from "./serve.mjs";

const MARK = "tickwise:timer-complete";
const TIMERS_MARK = "tickwise:timers-ring";
const PHASE_MARK = "tickwise:phase-complete";
const { options } = parseArgs();
const runs = Math.max(1, Number(options.runs ?? 3));

/** React has hydrated the page's tool: the tool island (decision 045), or `main` where React Router runs the page. */
async function hydrated(page) {
  await page.waitForFunction(() => {
    const tool = document.querySelector("[data-island]:not([data-island=shell]) > *") ?? document.querySelector("main");
    return tool !== null && Object.keys(tool).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens /timer, types the duration into the display and returns the Start button. */
async function prepare(page, url, seconds) {
  await page.goto(`${url}/timer`);
  await hydrated(page);
  await page.getByTestId("time-display").click();
  await page.getByTestId("time-input").fill(String(seconds));
  await page.getByTestId("time-input").press("Enter");
  await page
    .getByTestId("time-display")
    .filter({ hasText: `00:00:${String(seconds).padStart(2, "0")}` })
    .waitFor();
  return page.getByRole("button", { name: "Start", exact: true });
}

async function completion(page, timeoutMs, mark = MARK) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: timeoutMs });
  return page.evaluate((name) => {
    const entry = performance.getEntriesByName(name)[0];
    return entry.detail;
  }, mark);
}

/**
 * A 5 s timer with the CPU slowed ×20, started `settleMs` after the page hydrated: at once (a
 * visitor in a hurry, while the shell's start-up routines still run, e.g. the route prefetch at
 * 2 s) or once the page has settled.
 */
async function throttled(context, url, settleMs) {
  const page = await context.newPage();
  const start = await prepare(page, url, 5);
  if (settleMs) await sleep(settleMs);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await start.click();
  const done = await completion(page, 60_000);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();
  await page.close();
  return done;
}

const conditions = {
  async visible(context, url) {
    const page = await context.newPage();
    const start = await prepare(page, url, 5);
    await start.click();
    const done = await completion(page, 15_000);
    await page.close();
    return done;
  },

  async frozen(context, url) {
    const page = await context.newPage();
    const start = await prepare(page, url, 10);
    await start.click();
    await sleep(1_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.pause");
    await sleep(5_000);
    await cdp.send("Debugger.resume");
    await cdp.send("Debugger.disable");
    const done = await completion(page, 20_000);
    await cdp.detach();
    await page.close();
    return done;
  },

  async "pomodoro phase"(context, url) {
    const page = await context.newPage();
    // The stored cycle a reload finds (app/features/focus/cycle-store.ts): focus running, 6 s left.
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const plan = { type: "pomodoro", focus: 1500, short: 300, long: 900, longEvery: 4, autoStart: true };
      const state = { status: "running", index: 0, remainingMs: 1_500_000, deadline: Date.now() + 6_000, completed: 0 };
      localStorage.setItem("tickwise-pomodoro", JSON.stringify({ v: 1, plan, state, label: "" }));
    });
    await page.goto(`${url}/pomodoro`);
    await hydrated(page);
    const done = await completion(page, 20_000, PHASE_MARK);
    await page.close();
    return done;
  },

  throttled: (context, url) => throttled(context, url, 0),
  "throttled, settled": (context, url) => throttled(context, url, 4_000),

  async "5 timers"(context, url) {
    const page = await context.newPage();
    await page.goto(`${url}/timers`);
    await hydrated(page);
    const labels = ["T1", "T2", "T3", "T4", "T5"];
    for (const [i, label] of labels.entries()) {
      await page.getByLabel("Name", { exact: true }).fill(label);
      await page.getByLabel("Minutes").fill("0");
      await page.getByLabel("Seconds").fill("5");
      await page.getByRole("button", { name: "Add timer" }).click();
      await page.getByTestId("timer-row").nth(i).waitFor();
    }
    for (const label of labels) await page.getByRole("button", { name: `Start ${label}`, exact: true }).click();
    await page.waitForFunction((name) => performance.getEntriesByName(name).length >= 5, TIMERS_MARK, {
      timeout: 30_000,
    });
    const details = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.detail),
      TIMERS_MARK,
    );
    await page.close();
    const errors = details.map((d) => d.at - d.deadline);
    let worst = 0;
    for (let i = 1; i < errors.length; i++) if (Math.abs(errors[i]) > Math.abs(errors[worst])) worst = i;
    return { ...details[worst], errors };
  },
};

const server = await serve({ echo: false });
const { chromePath, chromeArgs } = await chromeSetup();
const results = {};
let exitCode = 0;
try {
  const only = options.only ? String(options.only).split(",") : null;
  for (const [name, run] of Object.entries(conditions)) {
    if (only && !only.includes(name)) continue;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
    results[name] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const detail = await run(context, server.url);
        await context.close();
        results[name].push({ errorMs: detail.at - detail.deadline, ...detail });
        const each = detail.errors ? ` (each: ${detail.errors.join(", ")})` : "";
        process.stderr.write(`${name} run ${i + 1}: ${detail.at - detail.deadline} ms${each}\n`);
      }
    } finally {
      await browser.close();
    }
  }

  const rows = Object.entries(results).map(([name, list]) => ({
    name,
    median: median(list.map((r) => r.errorMs)),
    min: Math.min(...list.map((r) => r.errorMs)),
    max: Math.max(...list.map((r) => r.errorMs)),
    runs: list.length,
  }));
  console.log(`\nTickwise timer accuracy, ${new Date().toISOString()}, ${machine()}`);
  console.log("completion error = instant the page completed − deadline (ms; positive = late)\n");
  console.log(
    table(rows, [
      ["condition", (r) => r.name],
      ["median ms", (r) => r.median],
      ["min ms", (r) => r.min],
      ["max ms", (r) => r.max],
      ["runs", (r) => r.runs],
    ]),
  );
  // Each completion of the 5 timers (1st to end … 5th) on its own: the median over the runs.
  if (results["5 timers"]) {
    const perCompletion = [0, 1, 2, 3, 4].map((i) => median(results["5 timers"].map((r) => r.errors[i])));
    console.log(`\n5 timers, median error of each completion (1st…5th to end): ${perCompletion.join(", ")} ms`);
  }
  const file = writeResults("timer-accuracy", { date: new Date().toISOString(), machine: machine(), results });
  console.log(`\nwritten: ${file}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  const exit = await server.stop();
  if (exit.code !== 0) {
    console.error(`server exited with code ${exit.code}:\n${server.output()}`);
    exitCode = 1;
  }
}
process.exitCode = exitCode;
