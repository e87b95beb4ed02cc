import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

const items = Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Goal number ${i}` }));
const html = `<!doctype html><html><body>${"<p>Tickwise timer</p>".repeat(200)}</body></html>`;

describe("response compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get("/api/test/large", async () => ({ items }));
    t.app.get("/test/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("br-compresses a JSON response over 1 KB when the client accepts br", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/large", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString("utf8");
    expect(JSON.parse(body)).toEqual({ items });
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(body));
  });

  it("prefers br over gzip and br-compresses HTML over 1 KB", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/test/page",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(html);
  });

  it("gzips when the client accepts only gzip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/large", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString("utf8"))).toEqual({ items });
  });

  it("sends identity when compression is not accepted, and small responses uncompressed", async () => {
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/test/large",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual({ items });

    const small = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });
});
