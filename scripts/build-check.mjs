// The check scripts/build.mjs runs after React Router's two builds: every asset the server build
// links (stylesheets, scripts, fonts under /assets/) must exist in the client build. When the two
// builds see different sources they name different stylesheets, and the server then renders a
// <link> the browser's code does not expect: hydration fails on every page (decision 027).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const assetReference = /["'`](\/assets\/[^"'`?#\s]+)["'`]/g;

function* scripts(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(full);
    else if (/\.(m?js)$/.test(entry.name)) yield full;
  }
}

/** The /assets/… paths the server build links that the client build does not have, sorted. */
export function missingClientAssets(buildDir) {
  const serverDir = path.join(buildDir, "server");
  const clientDir = path.join(buildDir, "client");
  const missing = new Set();
  for (const file of scripts(serverDir)) {
    for (const [, url] of readFileSync(file, "utf8").matchAll(assetReference)) {
      if (!existsSync(path.join(clientDir, url))) missing.add(url);
    }
  }
  return [...missing].sort();
}
