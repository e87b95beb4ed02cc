/* global fetch, performance */
// Serving speed, side by side in one run (medians of several runs). The load comes from wrk
// (Debian's package, one client thread) when it is installed: autocannon, a Node client, tops out
// near 7,000 req/s on this kind of machine, below what nginx serves, which would flatter the ratio.
// Without wrk it falls back to autocannon and says so.
// - /timer from Tickwise (built server, page cache) and the same saved HTML from nginx (Debian's
//   nginx-light, one worker like Node's one thread, started here with a generated config), and the
//   same bytes and headers from bench/bare-http.mjs: the ceiling of one Node thread on this host;
// - /timer again, quiet and while another client sends 1,000 distinct query strings (?utm_source=…)
//   spread over the run: the cache keys pages on the parameters they read, so those are hits;
// - SSR of a page rendered for its request (/blog/<seeded slug> when the blog exists, else
//   /timer/5-minute-timer), the page cache bypassed by a cookie it does not know;
// - GET /api/goals (a visitor with 5 goals) on PGlite and on PostgreSQL (a throw-away database on
//   TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
//
//   npm run bench:serve                 (uses the current build/; builds only when it is missing)
//   npm run bench:serve -- --runs 5 --duration 10 --connections 50
//   npm run bench:serve -- --client autocannon     (the Node client even when wrk is installed)
//   npm run bench:serve -- --only goals            (only the GET /api/goals targets)
//   npm run bench:serve -- --baseline /tmp/main-build
//   npm run bench:serve -- --only goals --baseline /tmp/main-build
//       (every target, or the goals ones, of another build too, e.g. main's, started from that
//       folder and measured in alternation with this build's: before/after at the same moment)
//
// p99 of a saturated target (SSR, the PGlite API) is wrk's view of an overloaded single event
// loop: a bare node:http server that spends 5 ms per request shows the same seconds-long p99
// under wrk at 50 connections, while autocannon sees about 0.5 s. Compare req/s there.
//
// Prints the figures and writes bench/results/serve-*.json. The machine may be shared: compare
// the ratio (measured in alternation, same moment), not absolute figures across runs.
import { execFile, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { getText, importTs, machine, median, parseArgs, root, table, writeResults } from "./lib.mjs";

const { options } = parseArgs();
const runs = Number(options.runs ?? 3);
const duration = Number(options.duration ?? 5);
const connections = Number(options.connections ?? 50);
const nginxBin = options.nginx ?? "/usr/sbin/nginx";
const wrkBin = options.wrk ?? "/usr/bin/wrk";
const client = options.client ?? (existsSync(wrkBin) ? "wrk" : "autocannon");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const only = options.only;
if (only !== undefined && only !== "goals") throw new Error(`--only: "goals" is the one group it knows, not "${only}"`);
const baselineDir = options.baseline && path.resolve(options.baseline);
if (baselineDir && !existsSync(path.join(baselineDir, "main.js")))
  throw new Error(`--baseline: no main.js in ${baselineDir}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** wrk's figures: requests/s, p99 (ms), non-2xx/3xx answers and socket errors. */
async function wrkLoad(url, headers) {
  // A generous timeout: a slow answer is measured as latency, not dropped as an error.
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--timeout", "30s", "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  // Asynchronous: this process's event loop stays free for the busting client (below).
  const { stdout: out } = await promisify(execFile)(wrkBin, [...args, url], { encoding: "utf8" });
  const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p99: p99 ? Math.round(toMs(p99[1], p99[2]) * 10) / 10 : NaN,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
  };
}

async function load(url, headers = {}) {
  if (client === "wrk") return wrkLoad(url, headers);
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs each target `runs` times, alternating between targets; returns medians per target. */
async function compare(targets) {
  const samples = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      console.error(`run ${run}/${runs}: ${target.name} …`);
      samples.get(target.name).push(await load(target.url, target.headers));
    }
  }
  return targets.map((t) => {
    const list = samples.get(t.name);
    return {
      name: t.name,
      url: t.url,
      rps: Math.round(median(list.map((s) => s.rps))),
      p99: median(list.map((s) => s.p99)),
      non2xx: list.reduce((n, s) => n + s.non2xx, 0),
      errors: list.reduce((n, s) => n + s.errors, 0),
      runs: list,
    };
  });
}

/**
 * Another client sending `count` requests for `url`, one at a time, spread over `seconds`: each
 * with a new query string (`distinct`) or all with the same one (the control: the same client
 * load without busting). Resolves to how the page cache answered them (`x-page-cache`).
 */
async function bustingClient(url, count, seconds, distinct) {
  const outcomes = { hit: 0, miss: 0, other: 0 };
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const query = distinct ? `${i}-${Math.random().toString(36).slice(2)}` : "same";
    const res = await fetch(`${url}?utm_source=${query}`);
    await res.arrayBuffer();
    const outcome = res.headers.get("x-page-cache");
    outcomes[outcome === "hit" || outcome === "miss" ? outcome : "other"]++;
    const due = start + ((i + 1) * seconds * 1000) / count;
    if (performance.now() < due) await sleep(due - performance.now());
  }
  return outcomes;
}

/**
 * /timer quiet, then while another client sends 1,000 requests with one constant query string,
 * then with 1,000 distinct ones, in alternation: medians and the cache's answers to the distinct
 * ones. On a 2-core host the client itself takes CPU from the server: the constant-query run is
 * the same load without busting, so busting costs what separates the last two.
 */
async function underBusting(url) {
  const quiet = [];
  const constant = [];
  const busy = [];
  const outcomes = { hit: 0, miss: 0, other: 0 };
  for (let run = 1; run <= runs; run++) {
    console.error(`run ${run}/${runs}: /timer quiet, with a constant query string, with 1,000 distinct ones …`);
    quiet.push(await load(url));
    constant.push((await Promise.all([load(url), bustingClient(url, 1000, duration, false)]))[0]);
    const [measured, answered] = await Promise.all([load(url), bustingClient(url, 1000, duration, true)]);
    busy.push(measured);
    for (const key of Object.keys(outcomes)) outcomes[key] += answered[key];
  }
  const rps = (list) => Math.round(median(list.map((s) => s.rps)));
  return {
    quiet: rps(quiet),
    constant: rps(constant),
    busy: rps(busy),
    ratio: rps(busy) / rps(quiet),
    outcomes,
    runs: { quiet, constant, busy },
  };
}

/** Stops a reference server started below and removes its temporary folder. */
async function stopServing(child, dir) {
  child.kill("SIGTERM");
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  rmSync(dir, { recursive: true, force: true });
}

/** nginx (no daemon) serving `html` at /timer from a temporary prefix; resolves to { url, stop }. */
async function startNginx(html) {
  const dir = mkdtempSync(path.join(tmpdir(), "tickwise-nginx-"));
  // Started as root, nginx's worker runs as nobody: it must be able to read the folder.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "timer.html"), html, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = /timer { default_type "text/html; charset=utf-8"; try_files /timer.html =404; }
  }
}
`,
  );
  const child = spawn(nginxBin, ["-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}/timer`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const body = await getText(url).catch(() => undefined);
    if (body === html) break;
    if (i === 100) throw new Error(`nginx does not serve the saved page at ${url}: ${stderr}`);
    await sleep(100);
  }
  return { url, stop: () => stopServing(child, dir) };
}

/**
 * bench/bare-http.mjs serving `html` with `headers` (Tickwise's own cache-hit header list): what one
 * Node thread does here with nothing else to do. Resolves to { url, stop }.
 */
async function startBareNode(html, headers) {
  const dir = mkdtempSync(path.join(tmpdir(), "tickwise-bare-"));
  writeFileSync(path.join(dir, "body.html"), html);
  writeFileSync(path.join(dir, "headers.json"), JSON.stringify(headers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, "bench/bare-http.mjs"), String(port), path.join(dir, "body.html"), path.join(dir, "headers.json")],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`bare-http.mjs exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/timer`, stop: () => stopServing(child, dir) };
}

/** A visitor with 5 goals on `baseUrl`: the Cookie header that identifies them. */
async function visitorWithGoals(baseUrl) {
  let cookie = "";
  for (let i = 1; i <= 5; i++) {
    const res = await fetch(new URL("/api/goals", baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ title: `Bench goal ${i}`, durationInSeconds: 300 }),
    });
    if (res.status !== 201) throw new Error(`POST /api/goals answered ${res.status}: ${await res.text()}`);
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = set.join("; ");
  }
  return cookie;
}

/** The SSR target: a seeded blog article when the blog has pages, else a tool page. */
async function dynamicPath(baseUrl) {
  try {
    const res = await fetch(new URL("/api/blog", baseUrl));
    if (res.ok) {
      const body = await res.json();
      const posts = Array.isArray(body) ? body : (body.posts ?? body.items ?? []);
      const slug = posts[0]?.slug;
      if (slug && (await fetch(new URL(`/blog/${slug}`, baseUrl))).status === 200) return `/blog/${slug}`;
    }
  } catch {
    // no blog
  }
  return "/timer/5-minute-timer";
}

// The current build (built first when missing): both instances run the very same code.
if (!existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "main.js"))) {
  execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}
const { startServer } = await importTs("tests/e2e/server-process.ts");
/**
 * A built server, started and then brought to the state of one in service: it has rendered a page.
 * React's Node renderer switches on an async hook with its first page, which every later request
 * pays for (decision 044); every target is measured with it on.
 */
async function start(env = {}, buildDir = undefined) {
  const server = await startServer({
    readyTimeoutMs: 5 * 60_000,
    echo: false,
    env: { LOG_LEVEL: "warn", ...(buildDir ? { BUILD_DIR: buildDir } : {}), ...env },
    ...(buildDir ? { entry: path.join(buildDir, "main.js") } : {}),
  });
  const page = await fetch(new URL("/timer", server.url));
  if (page.status !== 200) throw new Error(`GET /timer answered ${page.status}`);
  await page.arrayBuffer();
  return server;
}

const results = { date: new Date().toISOString(), machine: machine(), client, runs, duration, connections };
const tickwise = await start();
const servers = [tickwise];
// With --baseline, the other build answers the page targets and the PGlite goals target too.
const baseline = baselineDir && !only ? await start({}, baselineDir) : undefined;
if (baseline) servers.push(baseline);
const dbNames = [];
const admin = new pg.Client({ connectionString: adminUrl });
try {
  if (!only) {
    // 1. /timer: Tickwise (page cache) against nginx serving the saved HTML, and against a bare
    //    node:http server writing the same bytes and headers (the ceiling of one Node thread).
    const hit = await fetch(`${tickwise.url}/timer`, { headers: { "accept-encoding": "identity" } });
    if (!hit.ok) throw new Error(`GET /timer answered ${hit.status}`);
    const html = await hit.text();
    const headers = [...hit.headers]
      .filter(([name]) => !["date", "content-length", "connection", "keep-alive"].includes(name))
      .flat();
    const nginx = await startNginx(html);
    const bare = await startBareNode(html, headers);
    try {
      results.timer = await compare([
        { name: "Tickwise /timer", url: `${tickwise.url}/timer` },
        { name: "nginx /timer (same HTML)", url: nginx.url },
        { name: "bare node:http /timer (same bytes)", url: bare.url },
        ...(baseline ? [{ name: "Tickwise /timer (baseline)", url: `${baseline.url}/timer` }] : []),
      ]);
    } finally {
      await nginx.stop();
      await bare.stop();
    }

    // 1b. /timer while another client busts the cache with query strings the page does not read.
    results.busting = await underBusting(`${tickwise.url}/timer`);

    // 2. SSR of a page rendered for each request (the unknown cookie bypasses the page cache).
    const dynamic = await dynamicPath(tickwise.url);
    const bypass = { cookie: "tickwise-bench=1" };
    results.ssr = await compare([
      { name: `Tickwise SSR ${dynamic} (uncached)`, url: `${tickwise.url}${dynamic}`, headers: bypass },
      ...(baseline
        ? [{ name: `Tickwise SSR ${dynamic} (uncached, baseline)`, url: `${baseline.url}${dynamic}`, headers: bypass }]
        : []),
    ]);
  }

  // 3. GET /api/goals on PGlite, then on PostgreSQL (a throw-away database); with --baseline, the
  // other build's server next to each, measured in alternation.
  const builds = baselineDir ? [{ label: " (baseline)", dir: baselineDir }, { label: "" }] : [{ label: "" }];
  const api = [];
  for (const build of builds) {
    const server = !build.dir ? tickwise : (baseline ?? (await start({}, build.dir)));
    if (build.dir && !baseline) servers.push(server);
    const cookie = await visitorWithGoals(server.url);
    api.push({ name: `GET /api/goals, PGlite${build.label}`, url: `${server.url}/api/goals`, headers: { cookie } });
  }
  try {
    await admin.connect();
    for (const build of builds) {
      const dbName = `tickwise_bench_${process.pid}_${Date.now()}_${dbNames.length}`;
      await admin.query(`CREATE DATABASE ${dbName}`);
      dbNames.push(dbName);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const server = await start({ DATABASE_URL: url.href }, build.dir);
      servers.push(server);
      const cookie = await visitorWithGoals(server.url);
      api.push({
        name: `GET /api/goals, PostgreSQL${build.label}`,
        url: `${server.url}/api/goals`,
        headers: { cookie },
      });
    }
  } catch (error) {
    console.error(`PostgreSQL part skipped: ${error.message}`);
  }
  results.api = await compare(api);
} finally {
  for (const server of servers) await server.stop();
  for (const dbName of dbNames)
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

const rows = [...(results.timer ?? []), ...(results.ssr ?? []), ...results.api];
console.log(`\nTickwise serve bench, ${results.date}, ${machine()}`);
const clientName = client === "wrk" ? "wrk (1 thread)" : "autocannon";
console.log(`${clientName}, ${connections} connections, ${duration} s × ${runs} runs (alternating), medians\n`);
console.log(
  table(rows, [
    ["target", (r) => r.name],
    ["req/s", (r) => r.rps],
    ["p99 ms", (r) => r.p99],
    ["non-2xx", (r) => r.non2xx],
    ["errors", (r) => r.errors],
  ]),
);
if (results.timer) {
  const [ours, theirs, bare, before] = results.timer;
  results.timerRatio = ours.rps / theirs.rps;
  const percent = (a, b) => `${((a / b) * 100).toFixed(1)} %`;
  console.log(
    `\n/timer: Tickwise ${ours.rps} req/s = ${percent(ours.rps, theirs.rps)} of nginx ${theirs.rps} req/s (target ≥ 85 %); ` +
      `a bare node:http server ${bare.rps} req/s = ${percent(bare.rps, theirs.rps)} of nginx; Tickwise = ${percent(ours.rps, bare.rps)} of the bare server` +
      (before ? `; the baseline ${before.rps} req/s = ${percent(before.rps, theirs.rps)} of nginx` : ""),
  );
  const { busting } = results;
  console.log(
    `/timer while another client sends 1,000 distinct query strings a run: ${busting.busy} req/s = ` +
      `${(busting.ratio * 100).toFixed(1)} % of ${busting.quiet} req/s quiet (target ≥ 80 %), ` +
      `${((busting.busy / busting.constant) * 100).toFixed(1)} % of ${busting.constant} req/s with the same client ` +
      `sending one constant query string; the cache answered the distinct ones hit ${busting.outcomes.hit}, ` +
      `miss ${busting.outcomes.miss}, other ${busting.outcomes.other}`,
  );
}
console.log(`written: ${writeResults("serve", results)}`);
