// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".stamp");
const sources = [
  "app",
  "core",
  "content",
  "server",
  "public",
  "extension",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (!builtAt || changedAt > builtAt) {
  console.log(builtAt ? "sources changed since the last build: building" : "no build yet: building");
  execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}
await import(path.join(buildDir, "main.js"));
