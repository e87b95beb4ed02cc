// First-render JavaScript of a page and of its twin in another language (the languages issue's
// budget: a translated page may weigh at most 2 KB more, brotli). The static part is
// bench/bundle.mjs's (entry, root and route modules with their static imports); to it are added
// the page's text modules, which the browser loads with import() before it hydrates (decision
// 038): the `<locale>-<hash>.js` chunks a real visit to the page requests.
//
//   node bench/locale-js.mjs                              /timer against /de/timer (or the first other published language)
//   node bench/locale-js.mjs /timer /ja/timer /stopwatch /ar/stopwatch
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { firstRenderJs, readManifest } from "./bundle.mjs";
import { chromeSetup, importTs, parseArgs, root, table, writeResults } from "./lib.mjs";
import { serve } from "./serve.mjs";

const BUDGET_KB = 2;
const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");

const { languages } = await importTs("core/settings.ts");
const { locales, localizePath } = await importTs("core/locales.ts");
const textChunk = new RegExp(`/assets/(${locales.join("|")})-[\\w-]+\\.js$`);

/** The text modules a visit to `url` loads. */
async function textChunksOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const chunks = new Set();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (textChunk.test(pathname)) chunks.add(pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return [...chunks];
}

function brotli(file) {
  const body = readFileSync(path.join(clientDir, file));
  return {
    raw: body.length,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const { positional } = parseArgs();
const other = languages.includes("de") ? "de" : languages.find((l) => l !== "en");
const paths = positional.length ? positional : ["/timer", localizePath("/timer", other)];

const server = await serve({ echo: false });
const manifest = readManifest(clientDir);
const { chromePath, chromeArgs } = await chromeSetup();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
const rows = [];
try {
  for (const urlPath of paths) {
    const base = firstRenderJs(manifest, urlPath, clientDir);
    const text = (await textChunksOf(browser, server.url + urlPath)).map((file) => ({ file, ...brotli(file) }));
    const sum = (key) => text.reduce((total, t) => total + t[key], 0);
    rows.push({
      path: urlPath,
      code: base.br,
      text: sum("br"),
      br: base.br + sum("br"),
      raw: base.raw + sum("raw"),
      textFiles: text,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
const kb = (bytes) => (bytes / 1024).toFixed(2);
console.log(
  table(rows, [
    ["route", (r) => r.path],
    ["code KB", (r) => kb(r.code)],
    ["text KB", (r) => kb(r.text)],
    ["total brotli KB", (r) => kb(r.br)],
    ["total raw KB", (r) => kb(r.raw)],
  ]),
);
let over = false;
for (let i = 1; i < rows.length; i += 2) {
  const [english, translated] = [rows[i - 1], rows[i]];
  const extra = (translated.br - english.br) / 1024;
  over ||= extra > BUDGET_KB;
  console.log(
    `${translated.path} − ${english.path}: ${extra.toFixed(2)} KB brotli (${extra <= BUDGET_KB ? "within" : "OVER"} the ${BUDGET_KB} KB budget)`,
  );
}
writeResults("locale-js", { rows });
process.exitCode = over ? 1 : 0;
