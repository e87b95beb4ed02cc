import { FOCUS_CSV_HEADER, type FocusSessionDto } from "@core/focus-sessions";
import { focusSessionLimits } from "@server/api/focus-sessions";
import { focusSessions } from "@server/db/schema";
import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomIp } from "../helpers/smtp";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";

const MINUTE = 60_000;

describe("/api/focus-sessions", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.delete(focusSessions);
  });

  const newVisitor = () => visitorCookie(t.app);
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  function call(method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: unknown, ip = randomIp()) {
    return t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function record(cookie: string, body: Record<string, unknown> = {}): Promise<FocusSessionDto> {
    const res = await call("POST", "/api/focus-sessions", cookie, {
      startedAt: ago(30 * MINUTE),
      minutes: 25,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<FocusSessionDto>();
  }

  const snapshot = () => t.database.db.select().from(focusSessions).orderBy(asc(focusSessions.id));

  function expectError(res: LightMyRequestResponse, status: number, error: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  }

  it("lists nothing, and sets no cookie, for a visitor without a cookie", async () => {
    const res = await call("GET", "/api/focus-sessions");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("records a session and lists it for its visitor only", async () => {
    const cookie = newVisitor();
    const startedAt = ago(30 * MINUTE);
    const created = await record(cookie, { startedAt, minutes: 25, label: "  Write the report  " });
    expect(created).toEqual({ id: expect.any(Number), startedAt, minutes: 25, label: "Write the report" });
    const mine = await call("GET", "/api/focus-sessions", cookie);
    expect(mine.json()).toEqual([created]);
    const theirs = await call("GET", "/api/focus-sessions", newVisitor());
    expect(theirs.json()).toEqual([]);
  });

  it("a first session without a cookie mints the visitor cookie", async () => {
    const res = await call("POST", "/api/focus-sessions", undefined, { startedAt: ago(MINUTE * 2), minutes: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    expect((await call("GET", "/api/focus-sessions", cookie)).json()).toHaveLength(1);
  });

  it("filters by from and to, oldest first", async () => {
    const cookie = newVisitor();
    const old = await record(cookie, { startedAt: ago(3 * 24 * 60 * MINUTE), minutes: 50 });
    const recent = await record(cookie, { startedAt: ago(60 * MINUTE), minutes: 25 });
    const all = await call("GET", "/api/focus-sessions", cookie);
    expect(all.json()).toEqual([old, recent]);
    const from = encodeURIComponent(ago(24 * 60 * MINUTE));
    const lastDay = await call("GET", `/api/focus-sessions?from=${from}`, cookie);
    expect(lastDay.json()).toEqual([recent]);
    const to = encodeURIComponent(ago(2 * 24 * 60 * MINUTE));
    const before = await call("GET", `/api/focus-sessions?to=${to}`, cookie);
    expect(before.json()).toEqual([old]);
  });

  it("refuses bad ranges with a JSON 400", async () => {
    const cookie = newVisitor();
    expectError(
      await call("GET", "/api/focus-sessions?from=yesterday", cookie),
      400,
      "from: from must be an ISO date-time",
    );
    const from = encodeURIComponent(ago(0));
    const to = encodeURIComponent(ago(MINUTE));
    expectError(await call("GET", `/api/focus-sessions?from=${from}&to=${to}`, cookie), 400, "from must be before to");
    const longAgo = encodeURIComponent(ago(400 * 24 * 60 * MINUTE));
    expectError(
      await call("GET", `/api/focus-sessions?from=${longAgo}`, cookie),
      400,
      "The range must be at most 366 days",
    );
  });

  it("refuses bad bodies with a JSON 400 and stores nothing", async () => {
    const cookie = newVisitor();
    const cases: [unknown, string][] = [
      [{ minutes: 25 }, "startedAt: startedAt is required"],
      [{ startedAt: "garbage", minutes: 25 }, "startedAt: startedAt must be an ISO date-time"],
      [{ startedAt: ago(MINUTE), minutes: 0 }, "minutes: minutes must be at least 1"],
      [{ startedAt: ago(MINUTE), minutes: 6000 }, "minutes: minutes must be at most 180"],
      [{ startedAt: ago(MINUTE), minutes: 2.5 }, "minutes: minutes must be a whole number"],
      [{ startedAt: ago(MINUTE), minutes: "25" }, "minutes: minutes must be a number"],
      [
        { startedAt: ago(30 * MINUTE), minutes: 25, label: "x".repeat(10_000) },
        "label: label must be at most 100 characters",
      ],
      [{ startedAt: ago(30 * MINUTE), minutes: 25, extra: 1 }, 'Unrecognized key: "extra"'],
      [[1, 2], "Body must be a JSON object"],
      [
        { startedAt: new Date(Date.now() + 60 * MINUTE).toISOString(), minutes: 25 },
        "The session cannot end in the future",
      ],
      [{ startedAt: ago(30 * 24 * 60 * MINUTE), minutes: 25 }, "The session is too old to record"],
    ];
    for (const [body, error] of cases) {
      const res = await call("POST", "/api/focus-sessions", cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(error);
    }
    expect(await snapshot()).toEqual([]);
  });

  it("exports the visitor's sessions as a CSV file, formulas defused", async () => {
    const cookie = newVisitor();
    const a = await record(cookie, { startedAt: ago(90 * MINUTE), minutes: 25, label: 'Write, "draft"' });
    const b = await record(cookie, { startedAt: ago(60 * MINUTE), minutes: 50, label: "=HYPERLINK(1)" });
    const res = await call("GET", "/api/focus-sessions.csv", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="tickwise-focus-sessions.csv"');
    expect(res.body).toBe(
      [FOCUS_CSV_HEADER, `${a.startedAt},25,"Write, ""draft"""`, `${b.startedAt},50,'=HYPERLINK(1)`, ""].join("\r\n"),
    );
    const empty = await call("GET", "/api/focus-sessions.csv");
    expect(empty.body).toBe(`${FOCUS_CSV_HEADER}\r\n`);
  });

  it("DELETE clears the visitor's history only", async () => {
    const cookie = newVisitor();
    const other = newVisitor();
    await record(cookie);
    await record(cookie, { minutes: 20 });
    const kept = await record(other);
    const res = await call("DELETE", "/api/focus-sessions", cookie);
    expect(res.statusCode).toBe(204);
    expect((await call("GET", "/api/focus-sessions", cookie)).json()).toEqual([]);
    expect((await call("GET", "/api/focus-sessions", other)).json()).toEqual([kept]);
    // Without a cookie there is nothing to clear, and no cookie is minted.
    const anonymous = await call("DELETE", "/api/focus-sessions");
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a write from another site (cross-site guard), storing nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/focus-sessions",
      headers: { cookie: newVisitor(), origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { startedAt: ago(30 * MINUTE), minutes: 25 },
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot()).toEqual([]);
  });

  it("limits recording per visitor (429 with Retry-After), storing nothing more", async () => {
    const perMinute = focusSessionLimits.createPerVisitor[0].limit;
    const cookie = newVisitor();
    for (let i = 0; i < perMinute; i++) await record(cookie, { minutes: 1 + (i % 20) });
    const before = await snapshot();
    const res = await call("POST", "/api/focus-sessions", cookie, { startedAt: ago(30 * MINUTE), minutes: 25 });
    expectError(res, 429, "Too many focus sessions recorded, please try again later");
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual(before);
  });

  it("limits recording per client, also for cookieless requests", async () => {
    const perMinute = focusSessionLimits.createPerClient[0].limit;
    const ip = randomIp();
    for (let i = 0; i < perMinute; i++) {
      const res = await call(
        "POST",
        "/api/focus-sessions",
        undefined,
        { startedAt: ago(30 * MINUTE), minutes: 25 },
        ip,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await call(
      "POST",
      "/api/focus-sessions",
      undefined,
      { startedAt: ago(30 * MINUTE), minutes: 25 },
      ip,
    );
    expectError(refused, 429, "Too many focus sessions recorded, please try again later");
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });
});
