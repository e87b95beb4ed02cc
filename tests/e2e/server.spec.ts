/** What the server does for every page: security headers, static asset caching, health, shutdown, bad config. */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { exitWithin, spawnServer, startServer } from "./server-process";

test.describe("the shared server", () => {
  test("a page rendered for its request carries the security headers, and its inline scripts the CSP nonce", async ({
    request,
  }) => {
    // A not-found page is never served from the page cache: it is rendered for each request.
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
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
    const again = await request.get("/no-such-page");
    expect(again.headers()["content-security-policy"]).not.toBe(csp);
  });

  test("a cached tool page allows exactly its inline scripts by hash, and answers 304 when unchanged", async ({
    request,
  }) => {
    await request.get("/stopwatch");
    const response = await request.get("/stopwatch");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-page-cache"]).toBe("hit");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'(unsafe-inline|nonce-)/);
    const allowed = new Set(/script-src ([^;]*)/.exec(csp)?.[1]?.split(" "));
    const html = await response.text();
    expect(html).not.toMatch(/<(script|link)\b[^>]*\snonce=/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      // Data blocks (structured data, a tool island's props) never run: they need no hash.
      (m) => !/application\/(ld\+)?json/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(allowed).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    }
    const unchanged = await request.get("/stopwatch", { headers: { "if-none-match": headers["etag"] ?? "" } });
    expect(unchanged.status()).toBe(304);
  });

  test("only the private pages ask for a browsing context group of their own, also from the page cache", async ({
    request,
  }) => {
    // Decision 059: goals, unsubscribe and the admin area keep Cross-Origin-Opener-Policy; the
    // public pages go without it. Each page twice: the second answer may come from the page cache.
    for (const [url, expected] of [
      ["/goals", "same-origin"],
      ["/es/goals", "same-origin"],
      ["/admin/login", "same-origin"],
      ["/timer", undefined],
      ["/de/stopwatch", undefined],
      ["/holidays", undefined],
    ] as const) {
      for (let time = 0; time < 2; time++) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["cross-origin-opener-policy"], `${url}, request ${time + 1}`).toBe(expected);
      }
    }
  });

  test("a tool page evaluates its island's chunks once each, in the order its bootstrap lists them", async ({
    page,
  }) => {
    // Decision 060: each chunk's evaluation is recorded by a line added to its text on the way.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const name = new URL(route.request().url()).pathname;
      const body = `${await response.text()}\n;(globalThis.__evaluated ??= []).push(${JSON.stringify(name)});`;
      await route.fulfill({ response, body });
    });
    const response = await page.goto("/stopwatch");
    const html = (await response?.text()) ?? "";
    // The bootstrap's last list: the preload hints' chain comes first, the chunks' inside it.
    const listed = JSON.parse([...html.matchAll(/var e=(\[[^\]]*\])/g)].at(-1)?.[1] ?? "[]") as string[];
    const island = /s\.src="(\/assets\/island-[^"]+)"/.exec(html)?.[1] ?? "";
    expect(listed.length).toBeGreaterThan(5);
    expect(island).toMatch(/\/assets\/island-stopwatch-/);
    await waitForHydration(page);
    const evaluated = await page.evaluate(() => (globalThis as { __evaluated?: string[] }).__evaluated ?? []);
    const ours = [...listed, island];
    expect(evaluated.filter((name) => ours.includes(name))).toEqual(ours);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a tool page starts one script at its first paint, its island's; a page without React, the static page script", async ({
    request,
  }) => {
    // Decision 070: two scripts waiting for the first paint ran in the same task, as one long one.
    for (const path of ["/timer", "/stopwatch", "/time/london", "/alarm/7am"]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/function afterFirstContentfulPaint/g), path).toHaveLength(1);
      expect(html, path).toMatch(/s\.src="\/assets\/island-[\w-]+\.js"/);
      expect(html, path).not.toContain("static-page-");
    }
    const article = await (await request.get("/blog/5-minute-timer-productivity-guide")).text();
    expect(article.match(/function afterFirstContentfulPaint/g)).toHaveLength(1);
    expect(article).toMatch(/\/assets\/static-page-[\w-]+\.js/);
  });

  test("a page served from the cache runs in Chromium without a CSP violation, in the visitor's language", async ({
    page,
  }) => {
    // Warm the cache, then load the stored copy: the fixture fails the test on any CSP violation.
    await page.request.get("/timer/2-minute-timer");
    const response = await page.goto("/timer/2-minute-timer");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();

    // The language is the address's (decision 038): the Spanish page is its own stored copy.
    await page.request.get("/es/timer/5-minute-timer");
    const spanish = await page.goto("/es/timer/5-minute-timer");
    expect(spanish?.headers()["x-page-cache"]).toBe("hit");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Temporizador de 5 minutos" })).toBeVisible();
    // The 2-minute timer started above is still running (a running timer follows the visitor).
    await expect(page.getByRole("button", { name: "Pausa", exact: true })).toBeVisible();
  });

  test("hashed static assets are immutable for a year and served brotli-compressed on request", async ({ request }) => {
    const html = await (await request.get("/terms")).text();
    // The stylesheet's link, and the modules the page loads after its first paint (page-scripts.ts).
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
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

  test("it runs React's production build even when the environment says NODE_ENV=development", async () => {
    const server = await startServer({ env: { NODE_ENV: "development", LOG_LEVEL: "info" } });
    try {
      const page = await fetch(`${server.url}/terms`);
      expect(page.status).toBe(200);
      const serving = server
        .output()
        .split("\n")
        .find((line) => line.includes('"msg":"serving"'));
      expect(serving, server.output()).toBeDefined();
      expect(JSON.parse(serving!)).toMatchObject({ nodeEnv: "production", react: "production" });
    } finally {
      await server.stop();
    }
  });

  test("a form posted to a page is answered 403 from another site and 405 from ours, with no stack trace logged", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "info" } });
    try {
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/terms`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "a=1",
        });
      const crossSite = await post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toEqual({ error: "Cross-site request refused" });
      const ours = await post({ origin: server.url, "sec-fetch-site": "same-origin" });
      expect(ours.status).toBe(405);
      expect(await ours.text()).not.toMatch(/\bat \S+ \(|node_modules/);
      expect(server.output()).not.toMatch(/\n\s+at \S+ \(|"stack"/);
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
