// Shared by the bench scripts: loading the e2e TypeScript helpers (one route list, one server
// launcher, one Chromium set-up), command-line parsing, tables and the results folder.
import { get } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { build } from "esbuild";

export const root = path.resolve(import.meta.dirname, "..");
export const resultsDir = path.join(root, "bench/results");

/** Imports a TypeScript module of this repository (bundled on the fly with esbuild; Node 20 cannot strip types). */
export async function importTs(relative) {
  const dir = mkdtempSync(path.join(tmpdir(), "tickwise-bench-"));
  try {
    const outfile = path.join(dir, "module.mjs");
    await build({
      entryPoints: [path.join(root, relative)],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
      // The helpers find the repository from their own location.
      define: { "import.meta.url": JSON.stringify(pathToFileURL(path.join(root, relative)).href) },
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page routes that exist: tests/e2e/routes.ts, the list the accessibility test uses. */
export async function existingRoutes() {
  const { routes } = await importTs("tests/e2e/routes.ts");
  return [...routes];
}

/** tests/e2e/chrome.ts, bundled once per process: the benches launch a Chromium per load. */
let chromeModule;

/** Debian's Chromium and the flags the e2e tests use (tests/e2e/chrome.ts). */
export async function chromeSetup() {
  chromeModule ??= importTs("tests/e2e/chrome.ts");
  const { chromePath, chromeArgs } = await chromeModule;
  return { chromePath, chromeArgs: [...chromeArgs] };
}

/**
 * Browser UI a headless Chromium starts although nothing shows it: Chromium 156 preloads its
 * address bar's drop-down, two WebUI pages in renderers of their own, about a second of CPU on a
 * 2-core host while Lighthouse reads the benchmark index and loads the page (decision 073).
 */
const UNSEEN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * A headless Chromium for Lighthouse (chrome-launcher): the e2e tests' flags, and chrome-launcher's
 * own disabled features with the unseen browser UI added. Chromium keeps only the last
 * `--disable-features`, so one list carries both.
 */
export async function launchChromeForLighthouse() {
  const { chromePath, chromeArgs } = await chromeSetup();
  const prefix = "--disable-features=";
  const launcherList = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith(prefix));
  const features = [...(launcherList ? launcherList.slice(prefix.length).split(",") : []), ...UNSEEN_BROWSER_UI];
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromeArgs, "--headless=new", prefix + features.join(",")],
  });
}

/**
 * `--name value` / `--name=value` options and positional arguments; names in `flags` take no value
 * (`--reports /timer`: /timer stays a route). Returns { positional: string[], options: Record<string, string> }.
 */
export function parseArgs(argv = process.argv.slice(2), { flags = [] } = {}) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else if (!flags.includes(arg.slice(2)) && i + 1 < argv.length && !argv[i + 1].startsWith("--"))
      options[arg.slice(2)] = argv[++i];
    else options[arg.slice(2)] = "true";
  }
  return { positional, options };
}

/** A plain-text table: `columns` are [header, (row) => value] pairs; numbers are right-aligned. */
export function table(rows, columns) {
  const cells = rows.map((row) => columns.map(([, get]) => get(row)));
  const widths = columns.map(([header], c) => Math.max(header.length, ...cells.map((r) => String(r[c]).length)));
  const line = (values) =>
    values
      .map((v, c) =>
        typeof v === "number" || v === "n/a" ? String(v).padStart(widths[c]) : String(v).padEnd(widths[c]),
      )
      .join("  ");
  return [line(columns.map(([h]) => h)), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

/** Writes `data` as bench/results/<name>-<timestamp>.json and returns the path. */
export function writeResults(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
  return file;
}

/** The median of the figures given (null and undefined left out); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The phone-sized window the page-load scripts open pages in (Lighthouse's mobile width). */
export const phoneViewport = { width: 412, height: 823 };

/** The servers a comparison loads: `this` (--url, or the server the bench started) and, with --baseline, `baseline`. */
export const comparedBuilds = (options, server) => ({
  this: options.url ?? server.url,
  ...(options.baseline ? { baseline: options.baseline } : {}),
});

/**
 * `measure(url)` of `route` on each build, `count` times. The builds alternate load by load, so a
 * busy minute on the host falls on all of them. Resolves to { [build]: result[] }.
 */
export async function alternatingLoads(builds, route, count, measure) {
  const results = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
  for (let load = 0; load < count; load++) {
    for (const [name, base] of Object.entries(builds)) results[name].push(await measure(new URL(route, base).href));
  }
  return results;
}

/** True when the module at `metaUrl` is the script node was started with. */
export const isMain = (metaUrl) => process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === metaUrl;

/** One line describing the machine the figures come from. */
export const machine = () =>
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;

/** GET over plain HTTP; resolves to the body text (uncompressed: no accept-encoding is sent). */
export function getText(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}
