import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: the nearest folder above this module that holds package.json. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();

/** Resolves a repository-relative path, the same from source (tsx/vitest) and from build/. */
export const projectPath = (relative: string) => path.join(projectRoot, relative);

/**
 * Where `npm run build` writes and the server reads its bundles: `build/` unless BUILD_DIR
 * names another folder (parallel work trees and test runs can then build side by side).
 */
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
