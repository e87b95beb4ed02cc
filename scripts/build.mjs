// Builds everything `npm start` serves: the React Router client and SSR bundles, the server
// bundle, and pre-compressed (.br, .gz) copies of the static files.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { missingClientAssets } from "./build-check.mjs";
import { buildDownloads } from "./build-downloads.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

// Production mode whatever the environment says: Vite would put React's development build into
// the client bundle under NODE_ENV=development (decision 027).
const production = { ...process.env, NODE_ENV: "production" };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit", env: production });

run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);
const missing = missingClientAssets(buildDir);
if (missing.length) {
  console.error(
    `build failed: the server build links ${missing.length} asset(s) the client build lacks (${missing.slice(0, 3).join(", ")}); ` +
      "the two builds saw different sources (decision 027)",
  );
  process.exit(1);
}

// build/main.js sets NODE_ENV before the server code (in its own chunk) is imported.
for (const old of readdirSync(buildDir)) if (/^server-.+\.js(\.map)?$/.test(old)) rmSync(path.join(buildDir, old));
await build({
  entryPoints: { main: path.join(root, "server/production.ts") },
  outdir: buildDir,
  chunkNames: "server-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The Chrome extension and source archives (docs/product.md, Downloads), served by server/api/files.ts.
const downloads = await buildDownloads({ buildDir });
console.log(`downloads: extension ${downloads.extension.bytes} bytes, source ${downloads.source.bytes} bytes`);

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
let count = 0;
for (const file of files(path.join(buildDir, "client"))) {
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
writeFileSync(path.join(buildDir, ".stamp"), new Date().toISOString() + "\n");
console.log(`build complete: ${count} static files pre-compressed`);
