/**
 * The build must not depend on where the copy sits (decision 027): the source archive's file list
 * in a clone, in a plain folder and in a folder an enclosing repository ignores, and the check
 * that the server build links only assets the client build has.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { missingClientAssets } from "../../scripts/build-check.mjs";
import { sourceFiles } from "../../scripts/build-downloads.mjs";

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tickwise-portability-"));
  temporary.push(dir);
  return dir;
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.email=t@example.test", "-c", "user.name=t", ...args], { cwd, stdio: "ignore" });

/** A small project: what an archive must hold, what its .gitignore files leave out, what is never archived. */
function project(root: string): void {
  write(root, {
    "package.json": "{}",
    "README.md": "# x",
    ".gitignore": "build/\ndata/\n*.log\ncoverage/\n",
    "app/app.css": "@import 'tailwindcss';",
    "app/nested/.gitignore": "*.tmp\n!keep.tmp\n",
    "app/nested/page.tsx": "export {};",
    "app/nested/scratch.tmp": "x",
    "app/nested/keep.tmp": "kept by a deeper negation",
    "build/main.js": "",
    "data/pglite/PG_VERSION": "17",
    "coverage/index.html": "",
    "debug.log": "",
    ".env": "SECRET=1",
    "node_modules/x/index.js": "",
  });
}

const expected = [
  ".gitignore",
  "README.md",
  "app/app.css",
  "app/nested/.gitignore",
  "app/nested/keep.tmp",
  "app/nested/page.tsx",
  "package.json",
];

describe("the source archive's files", () => {
  it("in a folder without git: a walk that applies the project's .gitignore files", () => {
    const root = folder();
    project(root);
    expect(sourceFiles(root)).toEqual(expected);
  });

  it("in a folder that an enclosing repository ignores: the same walk, not the enclosing repository's empty list", () => {
    const outer = folder();
    write(outer, { ".gitignore": "deploy/\n" });
    git(outer, "init", "-q");
    git(outer, "add", ".gitignore");
    git(outer, "commit", "-qm", "outer");
    const root = path.join(outer, "deploy", "tickwise");
    project(root);
    expect(sourceFiles(root)).toEqual(expected);
  });

  it("in its own clone: the tracked files only, and never data or secrets even when tracked", () => {
    const root = folder();
    project(root);
    git(root, "init", "-q");
    git(root, "add", ".");
    git(root, "add", "-f", ".env", "data/pglite/PG_VERSION");
    git(root, "commit", "-qm", "first");
    write(root, { "untracked-notes.md": "not in the archive" });
    expect(sourceFiles(root)).toEqual(expected);
  });

  it("in a new work tree that tracks nothing yet: the walk", () => {
    const root = folder();
    project(root);
    git(root, "init", "-q");
    expect(sourceFiles(root)).toEqual(expected);
  });
});

describe("the assets the server build links", () => {
  function build(serverCode: string, clientAssets: string[]): string {
    const root = folder();
    write(root, { "server/index.js": serverCode, "server/assets/server-build-x.js": "" });
    for (const asset of clientAssets) write(root, { [`client${asset}`]: "" });
    return root;
  }

  it("are all found in the client build when both builds saw the same sources", () => {
    const root = build(`const m = {css:["/assets/app-A.css"], js:'/assets/entry-B.js'};`, [
      "/assets/app-A.css",
      "/assets/entry-B.js",
    ]);
    expect(missingClientAssets(root)).toEqual([]);
  });

  it("name the stylesheet the client build lacks", () => {
    const root = build(`const m = {css:["/assets/app-SSR.css"], js:"/assets/entry-B.js"};`, [
      "/assets/app-CLIENT.css",
      "/assets/entry-B.js",
    ]);
    expect(missingClientAssets(root)).toEqual(["/assets/app-SSR.css"]);
  });
});
