/**
 * Writes core/world-cities.json from the `city-timezones` package (a dev dependency): every
 * city of 500,000 people or more, as compact rows [name, country, province, IANA zone, population].
 * The site reads the JSON on the server only (decision 035). Run after upgrading the package:
 *   node scripts/generate-cities.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const source = JSON.parse(readFileSync(require.resolve("city-timezones/data/cityMap.json"), "utf8"));
const MIN_POPULATION = 500_000;

const seen = new Set();
const rows = source
  .filter((c) => c.pop >= MIN_POPULATION && c.timezone)
  .map((c) => [c.city, c.country, c.province ?? "", c.timezone, Math.round(c.pop)])
  .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]))
  .filter((row) => {
    // The source lists a few cities twice (same name, province and zone): keep the larger.
    const key = `${row[0]}|${row[1]}|${row[2]}|${row[3]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

const out = new URL("../core/world-cities.json", import.meta.url);
// One row a line, as Prettier formats it.
const lines = rows.map((row) => `  [${row.map((v) => JSON.stringify(v)).join(", ")}]`);
writeFileSync(out, `[\n${lines.join(",\n")}\n]\n`);
console.log(`${rows.length} cities → ${out.pathname}`);
