/**
 * The source archive the site serves is a working copy of the site, also where other people put it:
 * unpacked into a folder that an enclosing git repository ignores (a deploy folder in an
 * infrastructure repository, a vendored copy in a monorepo), installed from npm's cache and
 * started with the README's `npm start` (which builds it), it serves every route, and each
 * hydrates in Chromium without a page or console error (decision 027).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { expect, test, waitForHydration } from "./fixtures";
import { routes } from "./routes";
import { startServer, type RunningServer } from "./server-process";

test.describe.configure({ timeout: 10 * 60_000 });

test("the served source.zip, inside a repository that ignores it, installs, builds and hydrates every route", async ({
  page,
  request,
}) => {
  const archive = await request.get("/raw/source.zip");
  expect(archive.status()).toBe(200);
  const files = unzipSync(new Uint8Array(await archive.body()));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["package.json", "README.md", "package-lock.json"]));

  const outer = mkdtempSync(path.join(tmpdir(), "tickwise-enclosing-"));
  const copy = path.join(outer, "deploy", "tickwise");
  let server: RunningServer | undefined;
  try {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.email=ci@example.test", "-c", "user.name=ci", ...args], {
        cwd: outer,
        stdio: "ignore",
      });
    writeFileSync(path.join(outer, ".gitignore"), "deploy/\n");
    git("init", "-q");
    git("add", ".gitignore");
    git("commit", "-qm", "infrastructure");
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith("/")) continue;
      mkdirSync(path.dirname(path.join(copy, name)), { recursive: true });
      writeFileSync(path.join(copy, name), bytes);
    }

    // The packages come from npm's cache, which the project's own install filled. Without
    // NODE_ENV: npm leaves the build tools (devDependencies) out under NODE_ENV=production.
    const { NODE_ENV: _, ...installEnv } = process.env;
    execFileSync("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: copy,
      stdio: "pipe",
      env: installEnv,
    });
    // The README's `npm start`: builds the copy, then serves it.
    server = await startServer({
      cwd: copy,
      entry: path.join(copy, "scripts/start.mjs"),
      env: { BUILD_DIR: "build" },
      readyTimeoutMs: 5 * 60_000,
    });

    for (const route of routes) {
      const response = await page.goto(`${server.url}${route}`);
      expect(response?.status(), route).toBe(route === "/no-such-page" ? 404 : 200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
    }
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href")),
    );
    expect(stylesheets.length).toBeGreaterThan(0);

    // The copy's own archive is never empty: a walk that applies the project's ignore rules finds
    // what the original's tracked files were.
    const again = await fetch(`${server.url}/raw/source.zip`);
    expect(again.status).toBe(200);
    const copied = unzipSync(new Uint8Array(await again.arrayBuffer()));
    expect(Object.keys(copied).sort()).toEqual(Object.keys(files).sort());
  } finally {
    await server?.stop();
    rmSync(outer, { recursive: true, force: true });
  }
});
