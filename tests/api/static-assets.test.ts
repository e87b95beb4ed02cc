/** Static files of the client build: cache lifetimes, and /sw.js and the manifest always revalidated (decision 013). */
import { mkdir, writeFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

const sw = `self.addEventListener("fetch", () => {});\n${"// padding\n".repeat(200)}`;

describe("static assets", () => {
  let t: TestApp;
  const root = mkdtempSync(path.join(os.tmpdir(), "tickwise-client-"));
  beforeAll(async () => {
    await mkdir(path.join(root, "assets"));
    await mkdir(path.join(root, "icons"));
    await writeFile(path.join(root, "sw.js"), sw);
    await writeFile(path.join(root, "sw.js.br"), brotliCompressSync(sw));
    await writeFile(path.join(root, "manifest.webmanifest"), JSON.stringify({ name: "Tickwise" }));
    await writeFile(path.join(root, "assets/app-abc123.js"), "export {};");
    await writeFile(path.join(root, "icons/icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    t = await buildTestApp({}, { clientRoot: root });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves /sw.js at the root with no-cache, plain and pre-compressed", async () => {
    for (const encoding of ["identity", "br"]) {
      const res = await t.app.inject({ method: "GET", url: "/sw.js", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the web app manifest with no-cache and its media type", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ name: "Tickwise" });
  });

  it("keeps hashed assets for a year and icons for a day", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Document-only headers stay off hashed files; what protects any response stays on.
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    expect(asset.headers["permissions-policy"]).toBeUndefined();
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const worker = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const icon = await t.app.inject({ method: "GET", url: "/icons/icon-192.png" });
    expect(icon.headers["content-type"]).toBe("image/png");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400, must-revalidate");
  });
});
