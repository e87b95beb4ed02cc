import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

describe("GET /api/time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("answers the server's clock in epoch ms, never cached", async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: "GET", url: "/api/time" });
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as { now: unknown };
    expect(Object.keys(body)).toEqual(["now"]);
    expect(typeof body.now).toBe("number");
    expect(Number.isInteger(body.now)).toBe(true);
    expect(body.now as number).toBeGreaterThanOrEqual(before);
    expect(body.now as number).toBeLessThanOrEqual(after);
  });

  it("answers HEAD like GET and refuses other methods with a JSON error", async () => {
    expect((await t.app.inject({ method: "HEAD", url: "/api/time" })).statusCode).toBe(200);
    const res = await t.app.inject({ method: "POST", url: "/api/time", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found" });
  });

  it("carries the usual security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/time" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeTruthy();
  });
});
