import { randomUUID } from "node:crypto";
import type { InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goals } from "@server/db/schema";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import { buildTestApp, type TestApp } from "../helpers/test-app";

/**
 * Every write a visitor's cookie could authorise is refused when another site's page sends it
 * (CSRF): the browser marks such a request with Sec-Fetch-Site and an Origin that is not ours.
 * 403, and nothing changes. Writes are read from the app's own route table, so one added later is
 * covered without touching this file.
 */
describe("cross-site writes", () => {
  let t: TestApp;
  const writes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          // A write authorised by a token it carries (not a cookie) is not a cross-site risk.
          if (route.config?.tokenAuthorised) return;
          for (const method of [route.method].flat()) {
            if (!["GET", "HEAD", "OPTIONS"].includes(method)) writes.push({ method, url: route.url });
          }
        },
      },
    );
    await t.app.ready();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const visitor = () => `${VISITOR_COOKIE}=${encodeURIComponent(t.app.signCookie(randomUUID()))}`;
  const goal = { title: "Essay", description: "", durationInSeconds: 1500 };
  const crossSite = [
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    { origin: "https://evil.example" },
    { "sec-fetch-site": "same-site" },
    { origin: "null" },
  ];

  it("are found: goals, reminders and administration are among them", () => {
    const urls = writes.map((w) => `${w.method} ${w.url}`);
    expect(urls).toEqual(expect.arrayContaining(["POST /api/goals", "DELETE /api/goals/:id", "PUT /api/goals/:id"]));
    expect(urls.some((u) => u.startsWith("DELETE /api/email/reminder"))).toBe(true);
  });

  it("are refused on every write route with 403 JSON", async () => {
    for (const { method, url } of writes) {
      for (const headers of crossSite) {
        const res = await t.app.inject({
          method: method as InjectOptions["method"],
          url: url.replace(/:\w+/g, randomUUID()).replace("*", "x"),
          headers: { ...headers, cookie: visitor(), "content-type": "application/json" },
          payload: "{}",
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ error: "Cross-site request refused" });
      }
    }
  });

  it("change nothing: a visitor's goals stay as they were", async () => {
    const cookie = visitor();
    const created = await t.app.inject({ method: "POST", url: "/api/goals", headers: { cookie }, payload: goal });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const evil = { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" };

    const add = await t.app.inject({ method: "POST", url: "/api/goals", headers: evil, payload: goal });
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/goals/${id}`,
      headers: evil,
      payload: { ...goal, title: "Hijacked" },
    });
    const remove = await t.app.inject({ method: "DELETE", url: `/api/goals/${id}`, headers: evil });
    expect([add.statusCode, edit.statusCode, remove.statusCode]).toEqual([403, 403, 403]);

    const rows = await t.database.db.select().from(goals);
    expect(rows.map((row) => row.title)).toEqual(["Essay"]);
  });

  it("a write authorised by its own token (the one-click unsubscribe) reaches its token check from anywhere", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/email/unsubscribe?token=forged",
      headers: { origin: "null", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(400);
  });

  it("a page form posted from another site is refused before any page code runs", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/terms",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: "a=1",
    });
    expect(res.statusCode).toBe(403);
  });

  it("the site's own pages, and clients that are not browsers, still write", async () => {
    const cookie = visitor();
    for (const headers of [{ origin: "http://localhost", "sec-fetch-site": "same-origin" }, {}]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/goals",
        headers: { cookie, ...headers },
        payload: goal,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });
});
