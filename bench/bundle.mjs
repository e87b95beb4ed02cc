// JavaScript needed for the first render of each page route, read from the page the built server
// sends: a page that loads React (React Router's context script is in it) counts what React
// Router's client manifest (build/client/assets/manifest-*.js) says it loads — the entry module,
// then the root and the matched route modules, each with their static imports; every page also
// counts its other <script src> files with their static imports (a page without React, decision
// 041, has only those). Raw and brotli-compressed (node:zlib, quality 11 as the server sends them).
// Code loaded later with import() (on interaction or when idle) is not counted.
//
//   npm run bench:bundle                 every route of tests/e2e/routes.ts (builds and serves first)
//   npm run bench:bundle -- /timer /blog
//   npm run bench:bundle -- --url http://127.0.0.1:3000 /blog    a server already running this build
//
// Flags a route above 150 KB, and /timer above 100 KB (brotli). Writes bench/results/bundle-*.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { brotliCompressSync, constants } from "node:zlib";
import { matchRoutes } from "react-router";
import { existingRoutes, getText, isMain, parseArgs, root, table, writeResults } from "./lib.mjs";
import { serve } from "./serve.mjs";

export const ROUTE_BUDGET_KB = 150;
export const TIMER_BUDGET_KB = 110;

const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");

/** React Router's manifest object (window.__reactRouterManifest) of the client build. */
export function readManifest(dir = clientDir) {
  const assets = path.join(dir, "assets");
  const file = existsSync(assets) && readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json);
}

/** Route objects for matchRoutes, nested as the manifest's parentId says. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      children: r.index ? undefined : build(r.id),
    }));
  return build(undefined);
}

const sizes = new Map();
function fileSize(dir, url) {
  let size = sizes.get(url);
  if (!size) {
    const body = readFileSync(path.join(dir, url.replace(/^\//, "")));
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    size = { raw: body.length, br };
    sizes.set(url, size);
  }
  return size;
}

/** The first-render scripts of one URL path, as React Router's manifest has them, and their total sizes in bytes. */
export function firstRenderJs(manifest, urlPath, dir = clientDir) {
  const matches = matchRoutes(routeTree(manifest), urlPath) ?? [];
  // The manifest itself is a module every React page imports before it hydrates.
  const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matches) {
    const entry = manifest.routes[route.id];
    files.add(entry.module);
    for (const imported of entry.imports ?? []) files.add(imported);
  }
  return measured(
    urlPath,
    matches.map((m) => m.route.id),
    files,
    dir,
  );
}

/** A script file's static imports (minified `import…from"./x.js"` / `import"./x.js"`), as site paths. */
function staticImports(dir, url) {
  const text = readFileSync(path.join(dir, url.replace(/^\//, "")), "utf8");
  const found = [...text.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"']+\.js)["']/g)];
  return found.map((m) => new URL(m[1], `http://site${url}`).pathname);
}

/**
 * What the browser downloads for a page as served (`html`): React Router's first-render scripts
 * when the page loads React, plus every other <script src> with its static imports, and the
 * module an inline script adds after the first paint (`afterFirstPaint`, app/lib/page-scripts.ts).
 */
export function servedJs(manifest, urlPath, html, dir = clientDir) {
  const react = html.includes("__reactRouterContext");
  // A tool island page (decision 045) loads React without React Router: its island script below.
  const kind = html.includes("data-island=") ? "(island)" : "(no React)";
  const base = react ? firstRenderJs(manifest, urlPath, dir) : { routeIds: [kind], files: [] };
  const files = new Set(base.files.map((f) => f.file));
  const pending = [
    ...[...html.matchAll(/<script\b[^>]*?\ssrc="(\/[^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\.src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ];
  while (pending.length) {
    const url = pending.pop();
    if (files.has(url)) continue;
    files.add(url);
    pending.push(...staticImports(dir, url));
  }
  return measured(urlPath, base.routeIds, files, dir);
}

function measured(urlPath, routeIds, files, dir) {
  let raw = 0;
  let br = 0;
  const list = [...files].map((file) => {
    const size = fileSize(dir, file);
    raw += size.raw;
    br += size.br;
    return { file, ...size };
  });
  return { path: urlPath, routeIds, raw, br, files: list };
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

export function budgetOf(urlPath) {
  return urlPath === "/timer" ? TIMER_BUDGET_KB : ROUTE_BUDGET_KB;
}

if (isMain(import.meta.url)) {
  const { positional, options } = parseArgs();
  if (!existsSync(path.join(clientDir, "assets"))) {
    execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  }
  const server = options.url ? undefined : await serve({ echo: false });
  const origin = options.url ?? server.url;
  const manifest = readManifest();
  const paths = positional.length ? positional : await existingRoutes();
  const results = [];
  try {
    for (const p of paths) results.push(servedJs(manifest, p, await getText(new URL(p, origin).href)));
  } finally {
    await server?.stop();
  }
  for (const r of results) r.overBudget = r.br / 1024 > budgetOf(r.path);

  console.log(
    `\nFirst-render JavaScript per route as served (React: entry + root + route modules; other <script src>; static imports)\n`,
  );
  console.log(
    table(results, [
      ["route", (r) => r.path],
      ["route ids", (r) => r.routeIds.join(" > ")],
      ["files", (r) => r.files.length],
      ["raw KiB", (r) => kb(r.raw)],
      ["brotli KiB", (r) => kb(r.br)],
      ["budget KiB", (r) => budgetOf(r.path)],
      ["", (r) => (r.overBudget ? "OVER BUDGET" : "ok")],
    ]),
  );
  const timer = results.find((r) => r.path === "/timer");
  if (timer) {
    console.log(`\nLargest first-render files of /timer (brotli KiB):`);
    for (const f of [...timer.files].sort((a, b) => b.br - a.br).slice(0, Number(process.env.TOP ?? 12)))
      console.log(`  ${String(kb(f.br)).padStart(6)}  ${f.file}`);
  }
  const over = results.filter((r) => r.overBudget);
  console.log(over.length ? `\n${over.length} route(s) over budget` : `\nevery route within budget`);
  console.log(`written: ${writeResults("bundle", { date: new Date().toISOString(), results })}`);
}
