// The two downloads of PRODUCT.md decision 14, written into <buildDir>/downloads/:
//   tickwise-extension.zip  the Chrome MV3 extension of extension/, bundled with esbuild
//                           (its unpacked folder stays in <buildDir>/extension/ for testing)
//   source.zip              the repository's tracked files (`git ls-files`; without git, a walk
//                           of the folder that skips .git, node_modules, data, build*, .env*)
//   downloads.json          { extension: { bytes, version }, source: { bytes } }
// Run by scripts/build.mjs; `node scripts/build-downloads.mjs` runs it alone.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { zipSync } from "fflate";

const repoRoot = path.resolve(import.meta.dirname, "..");

/** Never in the source archive, even if someone tracks it: local data, secrets, dependencies, builds. */
export function excludedFromSource(relative) {
  const parts = relative.split("/");
  const top = parts[0] ?? "";
  if ([".git", "node_modules", "data"].includes(top)) return true;
  if (top === "build" || top.startsWith("build-")) return true;
  if (parts.some((p) => p === "node_modules")) return true;
  return parts.some((p) => p === ".env" || p.startsWith(".env."));
}

function walk(root, dir = "") {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (excludedFromSource(relative) || excludedFromSource(`${relative}/`)) continue;
    if (entry.isDirectory()) out.push(...walk(root, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

/** The files of the source archive, relative, sorted. */
export function sourceFiles(root = repoRoot) {
  let files;
  try {
    const listed = execFileSync("git", ["ls-files", "-z"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    files = listed.split("\0").filter(Boolean);
  } catch {
    files = walk(root);
  }
  return files
    .filter((file) => !excludedFromSource(file))
    .filter((file) => {
      const full = path.join(root, file);
      return existsSync(full) && statSync(full).isFile();
    })
    .sort();
}

// A fixed timestamp keeps archives of the same files byte-identical (stable size and ETag).
const MTIME = new Date("2025-01-01T00:00:00Z");

function zipFolder(dir, prefix = "") {
  const entries = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(entries, zipFolder(full, `${prefix}${entry.name}/`));
    else entries[`${prefix}${entry.name}`] = [readFileSync(full), { mtime: MTIME }];
  }
  return entries;
}

/** Bundles extension/ into `outDir` (an unpacked extension Chrome can load). */
export async function buildExtension(outDir, root = repoRoot) {
  const src = path.join(root, "extension");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { popup: path.join(src, "src/popup.ts"), background: path.join(src, "src/background.ts") },
    outdir: outDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "chrome116",
    minify: true,
    legalComments: "none",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  for (const file of ["manifest.json", "popup.html", "popup.css"])
    cpSync(path.join(src, file), path.join(outDir, file));
  mkdirSync(path.join(outDir, "icons"));
  for (const size of [16, 32, 48, 128]) {
    cpSync(path.join(src, `icons/icon-${size}.png`), path.join(outDir, `icons/icon-${size}.png`));
  }
  return JSON.parse(readFileSync(path.join(outDir, "manifest.json"), "utf8"));
}

/**
 * Builds both archives into `<buildDir>/downloads/` and returns what downloads.json says.
 * `buildDir` defaults to BUILD_DIR or build/.
 */
export async function buildDownloads({ buildDir, root = repoRoot } = {}) {
  const outBuild = path.resolve(root, buildDir ?? process.env.BUILD_DIR ?? "build");
  const downloadsDir = path.join(outBuild, "downloads");
  const extensionDir = path.join(outBuild, "extension");
  mkdirSync(downloadsDir, { recursive: true });

  const manifest = await buildExtension(extensionDir, root);
  const extensionZip = zipSync(zipFolder(extensionDir), { level: 9 });
  writeFileSync(path.join(downloadsDir, "tickwise-extension.zip"), extensionZip);

  const source = {};
  for (const file of sourceFiles(root)) source[file] = [readFileSync(path.join(root, file)), { mtime: MTIME }];
  const sourceZip = zipSync(source, { level: 9 });
  writeFileSync(path.join(downloadsDir, "source.zip"), sourceZip);

  const info = {
    extension: { bytes: extensionZip.byteLength, version: manifest.version },
    source: { bytes: sourceZip.byteLength },
  };
  writeFileSync(path.join(downloadsDir, "downloads.json"), JSON.stringify(info, null, 2) + "\n");
  return info;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const info = await buildDownloads();
  console.log(
    `downloads: tickwise-extension.zip ${info.extension.bytes} bytes (v${info.extension.version}), source.zip ${info.source.bytes} bytes`,
  );
}
