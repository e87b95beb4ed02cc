import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

describe("health endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("/healthz answers 200 and is never cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers 200 while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("health endpoints when the database is gone", () => {
  it("/readyz answers 503 with an error once the database is closed, while /healthz stays 200", async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await t.database.close();
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: "Database is not reachable" });
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await t.cleanup();
    }
  });
});
