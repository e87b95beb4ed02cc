import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, type TestApp } from "../helpers/test-app";

function directives(res: LightMyRequestResponse): Map<string, string> {
  const header = res.headers["content-security-policy"];
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(" ")] as const;
      }),
  );
}

function nonceOf(res: LightMyRequestResponse): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directives(res).get("script-src") ?? "");
  expect(match).not.toBeNull();
  return match![1]!;
}

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get("/api/test/boom", async () => {
      throw new Error("boom");
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const requests = [
    { name: "200 /healthz", method: "GET", url: "/healthz", status: 200 },
    { name: "200 /readyz", method: "GET", url: "/readyz", status: 200 },
    { name: "404 /api", method: "GET", url: "/api/whatever", status: 404 },
    { name: "404 page", method: "GET", url: "/no-such-page", status: 404 },
    { name: "400 bad JSON", method: "POST", url: "/api/whatever", status: 400, payload: "{" },
    { name: "413 too large", method: "POST", url: "/api/whatever", status: 413, payload: "x".repeat(1024 * 1024 + 1) },
    { name: "500 thrown", method: "GET", url: "/api/test/boom", status: 500 },
  ] as const;

  it.each(requests)("$name carries the full set of security headers", async (req) => {
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      ...("payload" in req ? { payload: req.payload, headers: { "content-type": "application/json" } } : {}),
    });
    expect(res.statusCode).toBe(req.status);

    const csp = directives(res);
    const scriptSrc = csp.get("script-src") ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src-attr")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.has("upgrade-insecure-requests")).toBe(false);

    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("asks for a browsing context group of its own on the private pages only, in every language", async () => {
    const privatePages = ["/goals", "/de/goals", "/admin/login", "/es/admin/blog", "/unsubscribe"];
    const publicPages = ["/timer", "/de/timer", "/stopwatch", "/holidays", "/time/london"];
    // The header follows the address alone (this test app renders no pages: each answers 404).
    const opener = async (url: string) =>
      (await t.app.inject({ method: "GET", url })).headers["cross-origin-opener-policy"];
    for (const url of [...privatePages, "/goals?x=1", "/admin/login?next=%2Fadmin%2Fblog"]) {
      expect(await opener(url), url).toBe("same-origin");
    }
    for (const url of [...publicPages, "/timer?goals=1"]) expect(await opener(url), url).toBeUndefined();
  });

  it("uses a fresh CSP nonce on every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(await t.app.inject({ method: "GET", url: "/healthz" })));
    expect(nonces.size).toBe(5);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("security headers behind https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://tickwise.example" });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https", async () => {
    for (const url of ["/healthz", "/api/whatever"]) {
      const res = await t.app.inject({ method: "GET", url });
      const hsts = String(res.headers["strict-transport-security"]);
      expect(hsts).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toContain("includeSubDomains");
      expect(directives(res).has("upgrade-insecure-requests")).toBe(true);
    }
  });

  it("sends HSTS behind a trusted proxy that was reached over https, and only then", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "true" }, { database: t.database });
    const direct = await buildTestApp({}, { database: t.database });
    try {
      const https = { "x-forwarded-proto": "https" };
      const viaHttps = await proxied.app.inject({ method: "GET", url: "/healthz", headers: https });
      expect(String(viaHttps.headers["strict-transport-security"])).toMatch(/max-age=\d{8}; includeSubDomains/);
      const viaHttp = await proxied.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-forwarded-proto": "http" },
      });
      expect(viaHttp.headers["strict-transport-security"]).toBeUndefined();
      const claimed = await direct.app.inject({ method: "GET", url: "/healthz", headers: https });
      expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.cleanup();
      await direct.cleanup();
    }
  });

  it("does not send HSTS when PUBLIC_URL is plain http", async () => {
    const plain = await buildTestApp({ PUBLIC_URL: "http://localhost:3000" }, { database: t.database });
    try {
      const res = await plain.app.inject({ method: "GET", url: "/healthz" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(directives(res).has("upgrade-insecure-requests")).toBe(false);
    } finally {
      await plain.cleanup();
    }
  });
});

describe("cookie flags", () => {
  /** Every cookie a response sets, as its attribute list (lower-cased names). */
  function cookies(res: LightMyRequestResponse): { name: string; attributes: string[] }[] {
    return [res.headers["set-cookie"] ?? []]
      .flat()
      .map(String)
      .map((c) => {
        const [pair, ...attributes] = c.split(";").map((p) => p.trim());
        return { name: pair!.split("=")[0]!, attributes: attributes.map((a) => a.toLowerCase()) };
      });
  }

  for (const [label, env, secure, headers] of [
    ["over plain http", {}, false, {}],
    ["under https (PUBLIC_URL)", { PUBLIC_URL: "https://tickwise.example" }, true, {}],
    ["behind a trusted proxy reached over https", { TRUST_PROXY: "true" }, true, { "x-forwarded-proto": "https" }],
    ["behind a trusted proxy reached over http", { TRUST_PROXY: "true" }, false, { "x-forwarded-proto": "http" }],
    ["when an untrusted client claims https", {}, false, { "x-forwarded-proto": "https" }],
  ] as const) {
    it(`visitor and administrator cookies are httpOnly and SameSite ${label}${secure ? ", and Secure" : ""}`, async () => {
      const t = await buildTestApp({
        ...env,
        ADMIN_USERNAME: "cookieadmin",
        ADMIN_PASSWORD: "cookie-admin-password",
      });
      try {
        const goal = await t.app.inject({
          method: "POST",
          url: "/api/goals",
          headers,
          payload: { title: "cookie", durationInSeconds: 300 },
        });
        expect(goal.statusCode).toBe(201);
        const set = [...cookies(goal)];
        if (t.app.hasRoute({ method: "POST", url: "/api/auth/login" })) {
          const login = await t.app.inject({
            method: "POST",
            url: "/api/auth/login",
            headers,
            payload: { username: "cookieadmin", password: "cookie-admin-password" },
          });
          expect(login.statusCode).toBe(200);
          set.push(...cookies(login));
          expect(set.map((c) => c.name)).toContain("tickwise_admin");
        }
        expect(set.map((c) => c.name)).toContain("tickwise_visitor");
        for (const cookie of set) {
          expect(cookie.attributes, cookie.name).toContain("httponly");
          expect(
            cookie.attributes.some((a) => /^samesite=(lax|strict)$/.test(a)),
            cookie.name,
          ).toBe(true);
          expect(cookie.attributes.includes("secure"), cookie.name).toBe(secure);
        }
      } finally {
        await t.cleanup();
      }
    });
  }
});
