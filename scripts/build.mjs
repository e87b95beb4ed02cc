// Builds everything `npm start` serves: the React Router client and SSR bundles, the server
// bundle, and pre-compressed (.br, .gz) copies of the static files.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { buildDownloads } from "./build-downloads.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(buildDir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The Chrome extension and source archives (PRODUCT.md decision 14), served by server/api/files.ts.
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
