import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (no agent pooling), so refusals are seen as such. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("graceful shutdown", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("finishes an in-flight request, then refuses new connections", async () => {
    t = await buildTestApp();
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    t.app.get("/api/test/slow", async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;

    const inFlight = get(port, "/api/test/slow");
    await handlerStarted;
    const closedAt = Date.now();
    const closing = t.app.close();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });

    await closing;
    // close() waited for the slow request instead of cutting it off, and did not hang on keep-alive.
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(400);
    expect(Date.now() - closedAt).toBeLessThan(10_000);
    expect(t.app.server.listening).toBe(false);
    await expect(get(port, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
