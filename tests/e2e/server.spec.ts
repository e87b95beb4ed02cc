/** What the server does for every page: security headers, static asset caching, health, shutdown, bad config. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { exitWithin, spawnServer, startServer } from "./server-process";

test.describe("the shared server", () => {
  test("a page carries the security headers, and its inline script the CSP nonce", async ({ request }) => {
    const response = await request.get("/terms");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce, `a script nonce in: ${csp}`).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");

    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) {
      if (/type="application\/ld\+json"/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(html).toContain('localStorage.getItem("tickwise-theme")');

    // Each response has its own nonce.
    const again = await request.get("/terms");
    expect(again.headers()["content-security-policy"]).not.toBe(csp);
  });

  test("hashed static assets are immutable for a year and served brotli-compressed on request", async ({ request }) => {
    const html = await (await request.get("/terms")).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of [...new Set(assets)]) {
      const response = await request.get(asset, { headers: { "accept-encoding": "br" } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      const size = Number(response.headers()["content-length"] ?? (await response.body()).length);
      // The build pre-compresses every file of 1 KiB or more.
      if (response.headers()["content-encoding"] || size >= 1024) {
        expect(response.headers()["content-encoding"], asset).toBe("br");
      }
    }
  });

  test("/healthz answers ok and /readyz ready", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

test.describe("a server process of its own", () => {
  test.describe.configure({ timeout: 90_000 });

  test("SIGTERM stops it with exit code 0 within 5 seconds", async () => {
    const server = await startServer();
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      server.child.kill("SIGTERM");
      const exit = await exitWithin(server, 5_000);
      expect(exit, `still running 5 s after SIGTERM:\n${server.output()}`).toBeDefined();
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
    } finally {
      await server.stop();
    }
  });

  test("a bad PORT stops it at once with one line naming PORT", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tickwise-data-"));
    const server = spawnServer({ env: { PORT: "abc", DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
    const exit = await exitWithin(server, 15_000);
    if (!exit) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    expect(exit, "exited").toBeDefined();
    expect(exit?.code).not.toBe(0);
    const lines = server.output().trim().split("\n");
    expect(lines, server.output()).toHaveLength(1);
    expect(lines[0]).toContain("PORT");
  });
});
