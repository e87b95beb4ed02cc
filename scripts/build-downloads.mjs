// The two downloads (docs/product.md, Downloads), written into <buildDir>/downloads/:
//   tickwise-extension.zip  the Chrome MV3 extension of extension/, bundled with esbuild
//                           (its unpacked folder stays in <buildDir>/extension/ for testing)
//   source.zip              the project's files: those git tracks when the folder is its own
//                           work tree, else a walk that applies its .gitignore files; never
//                           .git, node_modules, data, build*, .env* (decision 027)
//   downloads.json          { extension: { bytes, version }, source: { bytes } }
// Run by scripts/build.mjs; `node scripts/build-downloads.mjs` runs it alone.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { zipSync } from "fflate";
import ignore from "ignore";

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

/**
 * Every file under `root` that its .gitignore files do not ignore, as git would decide it: each
 * folder's .gitignore applies below that folder, a deeper one can re-include (`!pattern`), and an
 * ignored folder is not entered. Matching is the `ignore` library's, which follows gitignore(5).
 */
function walk(root, dir = "", scopes = []) {
  const gitignore = path.join(root, dir, ".gitignore");
  if (existsSync(gitignore)) scopes = [...scopes, { base: dir, rules: ignore().add(readFileSync(gitignore, "utf8")) }];
  const ignored = (relative) => {
    let verdict = false;
    for (const { base, rules } of scopes) {
      const result = rules.test(base ? relative.slice(base.length + 1) : relative);
      if (result.ignored) verdict = true;
      else if (result.unignored) verdict = false;
    }
    return verdict;
  };
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === ".git" || excludedFromSource(relative)) continue;
    if (entry.isDirectory()) {
      if (!ignored(`${relative}/`)) out.push(...walk(root, relative, scopes));
    } else if (entry.isFile() && !ignored(relative)) out.push(relative);
  }
  return out;
}

const git = (root, args) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/**
 * The files git tracks when `root` is the top of its own work tree (a clone); undefined for a
 * folder without git, or inside another repository (which may ignore it and would then list
 * nothing), or a work tree that tracks nothing yet.
 */
function trackedFiles(root) {
  try {
    const top = git(root, ["rev-parse", "--show-toplevel"]).trim();
    if (realpathSync(top) !== realpathSync(root)) return undefined;
    const files = git(root, ["ls-files", "-z"]).split("\0").filter(Boolean);
    return files.includes("package.json") ? files : undefined;
  } catch {
    return undefined;
  }
}

/** Files the archive cannot do without: a copy that lacks them does not install or explain itself. */
export const requiredSourceFiles = ["package.json", "README.md"];

/** The files of the source archive, relative, sorted. */
export function sourceFiles(root = repoRoot) {
  return (trackedFiles(root) ?? walk(root))
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
  // The popup's and the manifest's words in each language (chrome.i18n, __MSG_…__).
  cpSync(path.join(src, "_locales"), path.join(outDir, "_locales"), { recursive: true });
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

  const files = sourceFiles(root);
  const lacking = requiredSourceFiles.filter((file) => !files.includes(file));
  if (lacking.length) throw new Error(`source.zip would lack ${lacking.join(" and ")}: nothing to archive in ${root}`);
  const source = {};
  for (const file of files) source[file] = [readFileSync(path.join(root, file)), { mtime: MTIME }];
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
