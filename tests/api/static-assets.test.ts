/**
 * Static files of the client build: cache lifetimes, /sw.js and the manifest always revalidated
 * (decision 013), and hashed files sent again before Fastify once it has sent them (decision 069).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestOverSocket } from "../helpers/over-socket";
import { buildTestApp, type TestApp } from "../helpers/test-app";

const sw = `self.addEventListener("fetch", () => {});\n${"// padding\n".repeat(200)}`;
const chunk = `export const minutes = [${Array.from({ length: 400 }, (_, i) => i).join(", ")}];\n`;

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
    await writeFile(path.join(root, "assets/minutes-d4e5f6.js"), chunk);
    await writeFile(path.join(root, "assets/minutes-d4e5f6.js.br"), brotliCompressSync(chunk));
    await writeFile(path.join(root, "assets/minutes-d4e5f6.js.gz"), gzipSync(chunk));
    await writeFile(path.join(root, "icons/icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // Request log lines tell an answer Fastify gave from one Node's server gave before it.
    t = await buildTestApp(
      { LOG_LEVEL: "info" },
      { clientRoot: root, logStream: { write: (line) => logged.push(line) } },
    );
  });
  const logged: string[] = [];
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

  it("sends a hashed file again from memory, before Fastify, with the headers and bytes Fastify sent", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
      requestOverSocket(port, url, headers, method);
    const seenByFastify = (url: string) =>
      logged.filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length;
    const comparable = ({ date: _date, connection: _c, "keep-alive": _k, ...rest }: IncomingHttpHeaders) => rest;
    const url = "/assets/minutes-d4e5f6.js";
    const br = { "accept-encoding": "gzip, deflate, br" };

    const first = await get(url, br);
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(seenByFastify(url)).toBe(1);
    const again = await get(url, br);
    expect(seenByFastify(url)).toBe(1);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers["content-length"]).toBe(String(again.body.length));

    // HEAD of a kept answer: its headers, no body.
    const head = await get(url, br, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(seenByFastify(url)).toBe(1);

    // Another encoding is kept on its own, once Fastify has chosen and sent it.
    const gzip = await get(url, { "accept-encoding": "gzip" });
    const gzipAgain = await get(url, { "accept-encoding": "gzip" });
    expect(gzipAgain.headers["content-encoding"]).toBe("gzip");
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    const plain = await get(url);
    expect(plain.body.toString("utf8")).toBe(chunk);
    expect(seenByFastify(url)).toBe(3);

    // A file the build left uncompressed (under 1 KB) is compressed once, then kept compressed.
    const small = "/assets/app-abc123.js";
    const smallSeen = seenByFastify(small);
    const compressed = await get(small, br);
    const compressedAgain = await get(small, br);
    expect(seenByFastify(small)).toBe(smallSeen + 1);
    expect(compressedAgain.headers["content-encoding"]).toBe("br");
    expect(compressedAgain.headers["transfer-encoding"]).toBeUndefined();
    expect(comparable(compressedAgain.headers)).toEqual(comparable(compressed.headers));
    expect(brotliDecompressSync(compressedAgain.body).toString("utf8")).toBe("export {};");

    // A part of the file or a condition: Fastify answers, as before.
    const part = await get(url, { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.body.toString("utf8")).toBe(chunk.slice(0, 10));
    const notModified = await get(url, { ...br, "if-none-match": String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(seenByFastify(url)).toBe(5);

    // Files without a hash in their name, and missing ones, always go through Fastify.
    const workerSeen = seenByFastify("/sw.js");
    await get("/sw.js");
    await get("/sw.js");
    expect(seenByFastify("/sw.js")).toBe(workerSeen + 2);
    expect((await get("/assets/missing-000000.js")).status).toBe(404);
    expect((await get("/assets/missing-000000.js")).status).toBe(404);
    expect(seenByFastify("/assets/missing-000000.js")).toBe(2);
  });
});
