import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { HttpError } from "@server/plugins/errors";
import { buildTestApp, type TestApp } from "../helpers/test-app";

/** Signs that an error leaked internals: stack frames, source paths, the thrown message. */
function expectNoInternals(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/\bat [\w.<>]+ \(|\bat (file:\/\/|\/)/);
  expect(res.body).not.toMatch(/\/work\/|node_modules|\.ts:\d+|\.js:\d+/);
  expect(res.body).not.toContain("secret-internal-detail");
  expect(res.body).not.toContain("stack");
}

function expectJsonError(res: LightMyRequestResponse, status: number, error?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error).toBe("string");
  if (error !== undefined) expect(body.error).toBe(error);
  expectNoInternals(res);
}

describe("error responses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.post("/api/test/echo", async (request) => ({ received: JSON.stringify(request.body).length }));
    t.app.route({
      method: ["DELETE", "GET"],
      url: "/api/test/no-body",
      handler: async (request) => ({ body: request.body ?? null }),
    });
    t.app.get("/api/test/boom", async () => {
      throw new Error("secret-internal-detail at /work/main/server/whatever.ts:12");
    });
    t.app.get("/api/test/boom-sync", () => {
      throw new TypeError("secret-internal-detail");
    });
    t.app.get("/test/boom-page", async () => {
      throw Object.assign(new Error("secret-internal-detail"), { statusCode: 502 });
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)(
    "%s of an unknown /api path is a JSON 404",
    async (method) => {
      const res = await t.app.inject({ method, url: "/api/whatever" });
      expectJsonError(res, 404, "Not found");
    },
  );

  it("unknown nested /api paths and /api itself are JSON 404s", async () => {
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/whatever/deeper?x=1" }), 404, "Not found");
    expectJsonError(await t.app.inject({ method: "GET", url: "/api" }), 404, "Not found");
    expectJsonError(await t.app.inject({ method: "POST", url: "/api/whatever", payload: { a: 1 } }), 404, "Not found");
  });

  it("an unknown page path without an SSR build is a JSON 404", async () => {
    expectJsonError(await t.app.inject({ method: "GET", url: "/no-such-page" }), 404, "Not found");
    expectJsonError(await t.app.inject({ method: "GET", url: "/" }), 404, "Not found");
  });

  it("accepts a JSON body just under 1 MB", async () => {
    const payload = JSON.stringify({ text: "x".repeat(1024 * 1024 - 100) });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: payload.length });
  });

  it("a body over 1 MB is answered 413 with an error", async () => {
    const payload = JSON.stringify({ text: "x".repeat(1024 * 1024) });
    for (const url of ["/api/test/echo", "/api/whatever"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload });
      expectJsonError(res, 413, "Request body is too large");
    }
  });

  it("malformed JSON is answered 400 with an error", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"title": "unterminated',
    });
    expectJsonError(res, 400, "Body is not valid JSON");
  });

  it("an empty JSON body is answered 400 with an error", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expectJsonError(res, 400);
  });

  it("a DELETE or GET that announces JSON but sends no body has none; an empty POST body is still refused", async () => {
    for (const method of ["DELETE", "GET"] as const) {
      for (const headers of [
        { "content-type": "application/json" },
        { "content-type": "application/json", "content-length": "0" },
      ]) {
        const res = await t.app.inject({ method, url: "/api/test/no-body", headers });
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.json()).toEqual({ body: null });
      }
    }
    const withBody = await t.app.inject({
      method: "DELETE",
      url: "/api/test/no-body",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expectJsonError(withBody, 400);
  });

  it("an unsupported media type is answered 415 with an error", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "abc",
    });
    expectJsonError(res, 415, "Unsupported media type");
  });

  it("a handler that throws is answered 500 'Internal server error' without a stack or the message", async () => {
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/test/boom" }), 500, "Internal server error");
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/test/boom-sync" }), 500, "Internal server error");
  });

  it("an error carrying a 5xx status code still hides its message", async () => {
    expectJsonError(await t.app.inject({ method: "GET", url: "/test/boom-page" }), 500, "Internal server error");
  });

  it("a malformed URL is answered 400 in the same JSON shape, with security headers, without echoing it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/%E0%A4%A" });
    expectJsonError(res, 400, "Bad request");
    expect(res.body).not.toContain("%E0");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

describe("what is logged of a failure", () => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: "info" },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } },
    );
    // The shape of a handled failure (server/api/email.ts): log the cause, answer 502.
    t.app.post("/api/test/handled", async (request) => {
      request.log.error({ error: "mail server refused" }, "email could not be sent");
      throw new HttpError(502, "The email could not be sent, please try again later");
    });
    t.app.get("/api/test/unhandled", async () => {
      throw new Error("secret-internal-detail");
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });
  const errors = () => lines.filter((line) => line.level >= 50);

  it("a handled 502 is logged once, by the handler that knows why", async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: "POST", url: "/api/test/handled" });
    expectJsonError(res, 502, "The email could not be sent, please try again later");
    expect(errors().map((line) => line.msg)).toEqual(["email could not be sent"]);
  });

  it("an unexpected failure is logged once, with its error", async () => {
    lines.length = 0;
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/test/unhandled" }), 500, "Internal server error");
    expect(errors().map((line) => line.msg)).toEqual(["request failed"]);
  });
});
