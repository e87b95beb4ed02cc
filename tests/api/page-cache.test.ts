import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, stripNonces } from "@server/page-cache/entry";
import { pageLanguage, sharedPage } from "@server/page-cache/keys";
import { requestOverSocket } from "../helpers/over-socket";
import { buildTestApp, type TestApp } from "../helpers/test-app";

const script = 'document.documentElement.dataset.theme = localStorage.getItem("tickwise-theme") ?? "light";';

/** A page as React Router renders it: inline scripts with this response's nonce. */
function page(nonce: string, language: string, count: number) {
  return (
    `<!DOCTYPE html><html lang="${language}"><head><script nonce="${nonce}">${script}</script>` +
    `<link rel="modulepreload" href="/assets/x.js" nonce="${nonce}"/>` +
    `<script type="application/ld+json">{"@type":"WebPage"}</script></head><body>` +
    `<h1>Timer ${language}</h1><p>render ${count}</p>${"<p>Set a time and start.</p>".repeat(60)}` +
    `<script nonce="${nonce}">window.__ctx = {"render":${count}};</script></body></html>`
  );
}

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache", () => {
  let t: TestApp;
  const renders = new Map<string, number>();
  const targets: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    // The same path the SSR plugin takes, with a stand-in renderer that counts its renders.
    const route = (url: string, extra: (n: number) => Record<string, string> = () => ({}), status = 200) =>
      t.app.get(url, async (request, reply) =>
        t.app.pageCache.respond(
          request,
          reply,
          "http://localhost",
          async (target) => {
            targets.push(target);
            const n = (renders.get(url) ?? 0) + 1;
            renders.set(url, n);
            const language = pageLanguage(request.url);
            const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...extra(n) });
            return new Response(page(reply.scriptNonce, language, n), { status, headers });
          },
          async (response) => {
            for (const cookie of response.headers.getSetCookie()) void reply.header("set-cookie", cookie);
            return reply
              .code(response.status)
              .type("text/html")
              .send(await response.text());
          },
        ),
      );
    route("/test/tool");
    route("/es/test/tool");
    route("/test/sets-cookie", (n) => ({ "set-cookie": `flavour=${n}; Path=/` }));
    route("/test/private", () => ({ "cache-control": "private, no-store" }));
    route("/test/missing", () => ({}), 404);
    route("/admin/test");
    route("/timer");
    route("/holidays");
    route("/test/fresh");
    t.app.post("/api/test-content", async () => ({ ok: true }));
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("renders once, then answers from memory with the same body, brotli or gzip as asked", async () => {
    const first = await t.app.inject({ url: "/test/tool", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const again = await t.app.inject({ url: "/test/tool", headers: { "accept-encoding": "br" } });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(again.rawPayload).toString("utf8");
    expect(html).toBe(brotliDecompressSync(first.rawPayload).toString("utf8"));
    expect(html).toContain("<p>render 1</p>");
    expect(renders.get("/test/tool")).toBe(1);

    const gz = await t.app.inject({ url: "/test/tool", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(html);
    const plain = await t.app.inject({ url: "/test/tool" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it("allows exactly the page's inline scripts by hash: no nonce in the policy or the page", async () => {
    const res = await t.app.inject({ url: "/test/tool" });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc.split(" ").sort()).toEqual(["'self'", sha(script), sha('window.__ctx = {"render":1};')].sort());
    expect(res.body).not.toContain("nonce=");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await t.app.inject({ url: "/test/tool" });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const cached = await t.app.inject({ url: "/test/tool", headers: { "if-none-match": etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    const stale = await t.app.inject({ url: "/test/tool", headers: { "if-none-match": 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("keeps one copy per address: the path names the language, a language or visitor cookie changes nothing", async () => {
    const es = await t.app.inject({ url: "/es/test/tool" });
    expect(es.headers["x-page-cache"]).toBe("miss");
    expect(es.body).toContain('<html lang="es">');
    const esAgain = await t.app.inject({
      url: "/es/test/tool",
      headers: { cookie: "tickwise_visitor=abc; tickwise-lang=en" },
    });
    expect(esAgain.headers["x-page-cache"]).toBe("hit");
    expect(esAgain.body).toContain('<html lang="es">');
    const en = await t.app.inject({ url: "/test/tool", headers: { cookie: "tickwise_visitor=abc; tickwise-lang=es" } });
    expect(en.headers["x-page-cache"]).toBe("hit");
    expect(en.body).toContain('<html lang="en">');
  });

  it("never answers the bare home page from the store for a visitor who chose another language", () => {
    const home = (cookie?: string) =>
      sharedPage({ method: "GET", url: "/", authorization: undefined, cookie }, "http://localhost")?.key;
    expect(home()).toBe("http://localhost/");
    expect(home("tickwise-lang=en")).toBe("http://localhost/");
    expect(home("tickwise-lang=de")).toBeUndefined();
    expect(
      sharedPage(
        { method: "GET", url: "/timer", authorization: undefined, cookie: "tickwise-lang=de" },
        "http://localhost",
      )?.key,
    ).toBe("http://localhost/timer");
  });

  it("never stores a response that sets a cookie, is private, is not 200, or is under /admin", async () => {
    for (const url of ["/test/sets-cookie", "/test/private", "/test/missing", "/admin/test"]) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ url });
        expect(res.headers["x-page-cache"], url).toBeUndefined();
      }
      expect(renders.get(url), url).toBe(2);
    }
    const cookie = await t.app.inject({ url: "/test/sets-cookie" });
    expect(cookie.headers["set-cookie"]).toBe("flavour=3; Path=/");
  });

  it("renders afresh for a request with any other cookie (an administrator's session)", async () => {
    const before = renders.get("/test/tool")!;
    const res = await t.app.inject({ url: "/test/tool", headers: { cookie: "tickwise_admin=s3ss10n" } });
    expect(res.headers["x-page-cache"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("'nonce-");
    expect(renders.get("/test/tool")).toBe(before + 1);
  });

  it("forgets every page after a content write, not after a visitor's own goal write or cookie", async () => {
    await t.app.inject({ url: "/test/tool" });
    const goal = await t.app.inject({
      method: "POST",
      url: "/api/goals",
      payload: { title: "Read 20 pages", durationInSeconds: 300 },
    });
    expect(goal.statusCode).toBe(201);
    expect((await t.app.inject({ url: "/test/tool" })).headers["x-page-cache"]).toBe("hit");
    // Every new browser's first email call fetches its visitor cookie: that empties nothing.
    expect((await t.app.inject({ method: "POST", url: "/api/visitor" })).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/test/tool" })).headers["x-page-cache"]).toBe("hit");

    const write = await t.app.inject({ method: "POST", url: "/api/test-content" });
    expect(write.statusCode).toBe(200);
    const after = await t.app.inject({ url: "/test/tool" });
    expect(after.headers["x-page-cache"]).toBe("miss");
  });

  it("answers a stored page over HTTP before Fastify sees the request, with the headers Fastify sent", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    // The routes above key pages on http://localhost: ask for that host over the real socket.
    const get = (headers: Record<string, string> = {}, method = "GET") =>
      requestOverSocket(port, "/test/tool", { host: "localhost", ...headers }, method);
    const cache = t.app.pageCache;
    const serveRaw = cache.serveRaw.bind(cache);
    let answeredRaw = 0;
    cache.serveRaw = (request, response) => {
      const answered = serveRaw(request, response);
      if (answered) answeredRaw++;
      return answered;
    };
    try {
      const viaFastify = await t.app.inject({ url: "/test/tool", headers: { "accept-encoding": "br" } });
      expect(viaFastify.headers["x-page-cache"]).toBe("hit");
      const rendersBefore = renders.get("/test/tool");

      const raw = await get({ "accept-encoding": "br" });
      expect(answeredRaw).toBe(1);
      expect(raw.status).toBe(200);
      expect(brotliDecompressSync(raw.body).toString("utf8")).toBe(
        brotliDecompressSync(viaFastify.rawPayload).toString("utf8"),
      );
      // The length may differ: the page is recompressed at the best quality once asked for again.
      const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) => {
        const {
          date: _date,
          connection: _connection,
          "keep-alive": _keepAlive,
          "content-length": _length,
          ...rest
        } = headers;
        return rest;
      };
      expect(comparable(raw.headers)).toEqual(comparable(viaFastify.headers));
      expect(raw.headers["content-length"]).toBe(String(raw.body.length));
      expect(raw.headers["x-content-type-options"]).toBe("nosniff");

      const plain = await get();
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toContain("<h1>Timer en</h1>");
      const head = await get({}, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(plain.body.length));
      const notModified = await get({ "if-none-match": String(viaFastify.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.headers["content-type"]).toBeUndefined();
      expect(notModified.headers.etag).toBe(viaFastify.headers.etag);
      expect(notModified.body.length).toBe(0);
      // Each kind of answer keeps its own header list: a second brotli hit is the first one's twin.
      const rawAgain = await get({ "accept-encoding": "br" });
      expect(comparable(rawAgain.headers)).toEqual(comparable(raw.headers));
      const gz = await get({ "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).toString("utf8")).toBe(plain.body.toString("utf8"));
      expect(answeredRaw).toBe(6);
      expect(renders.get("/test/tool")).toBe(rendersBefore);

      // A cookie the cache does not know, an API path: Fastify handles them as before.
      const session = await get({ cookie: "tickwise_admin=s3ss10n" });
      expect(session.headers["x-page-cache"]).toBeUndefined();
      expect(answeredRaw).toBe(6);
    } finally {
      cache.serveRaw = serveRaw;
    }
  });

  it("keys a page on the query parameters it reads, and renders it from them alone", async () => {
    const first = await t.app.inject({ url: "/holidays?country=usa&utm_source=x" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(targets.at(-1)).toBe("/holidays?country=usa");
    const size = t.app.pageCache.size;
    const renderCount = renders.get("/holidays");
    for (let i = 0; i < 50; i++) {
      const busting = await t.app.inject({ url: `/holidays?utm_source=${i}&country=usa&x=${Math.random()}` });
      expect(busting.headers["x-page-cache"]).toBe("hit");
    }
    // An unknown country shows the whole list: the same page as no filter at all.
    await t.app.inject({ url: "/holidays" });
    expect(targets.at(-1)).toBe("/holidays");
    expect((await t.app.inject({ url: "/holidays?country=atlantis" })).headers["x-page-cache"]).toBe("hit");
    expect(renders.get("/holidays")).toBe(renderCount! + 1);
    expect(t.app.pageCache.size).toBe(size + 1);
  });

  it("never shares a goal's timer, whose id and title are one visitor's", async () => {
    const size = t.app.pageCache.size;
    for (let i = 0; i < 3; i++) {
      const goal = await t.app.inject({ url: `/timer?goalId=g${i}&goalTitle=Essay&duration=1500` });
      expect(goal.statusCode).toBe(200);
      expect(goal.headers["x-page-cache"]).toBeUndefined();
      expect(targets.at(-1)).toBe(`/timer?goalId=g${i}&goalTitle=Essay&duration=1500`);
    }
    expect(t.app.pageCache.size).toBe(size);
    expect((await t.app.inject({ url: "/timer?ref=newsletter" })).headers["x-page-cache"]).toBe("miss");
    expect(targets.at(-1)).toBe("/timer");
  });

  it("stores a page at a fast brotli quality, and the best one once it is asked for again", async () => {
    const key = "http://localhost/test/fresh";
    await t.app.inject({ url: "/test/fresh", headers: { "accept-encoding": "br" } });
    const stored = t.app.pageCache.get(key)!;
    expect(stored.brQuality).toBeLessThan(11);
    const fast = stored.br.length;
    // Each hit asks for the recompression; one runs at a time (another page's may be under way).
    await expect
      .poll(
        async () => {
          await t.app.inject({ url: "/test/fresh", headers: { "accept-encoding": "br" } });
          return t.app.pageCache.get(key)?.brQuality;
        },
        { timeout: 15_000 },
      )
      .toBe(11);
    const best = await t.app.inject({ url: "/test/fresh", headers: { "accept-encoding": "br" } });
    expect(best.rawPayload.length).toBeLessThanOrEqual(fast);
    expect(best.headers["content-length"]).toBe(String(best.rawPayload.length));
    expect(brotliDecompressSync(best.rawPayload).toString("utf8")).toContain("<p>render 1</p>");
  });

  it("hashes inline scripts only and strips nonces from script and link tags only", () => {
    const html = '<script nonce="a">x()</script><script src="/a.js" nonce="a"></script><p>nonce="kept"</p>';
    expect(inlineScriptHashes(html)).toEqual([sha("x()")]);
    expect(stripNonces(html)).toBe('<script>x()</script><script src="/a.js"></script><p>nonce="kept"</p>');
  });
});
