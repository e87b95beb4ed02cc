import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledReminders } from "@server/db/schema";
import { createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";
import { randomIp, startSmtpServer, uniqueAddress, type TestSmtpServer } from "../helpers/smtp";

/**
 * Redis for the shared-limit test: REDIS_URL when set, and the local one in the PostgreSQL project
 * (CI starts both; see .ci/run).
 */
const redisUrl = process.env.REDIS_URL || (usePostgres ? "redis://127.0.0.1:6379" : undefined);

// One database for the file (a fresh one is slow to make).
let db: TestDbHandle;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp.stop();
  await db.close();
});

function sendNow(t: TestApp, ip: string, email = uniqueAddress("rl")) {
  return t.app.inject({
    method: "POST",
    url: "/api/email/reminder",
    payload: { email, type: "timer", duration: 60 },
    headers: { cookie: visitorCookie(t.app) },
    remoteAddress: ip,
  });
}

function expectTooMany(res: Awaited<ReturnType<typeof sendNow>>, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  expect(typeof res.json().error).toBe("string");
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe("rate limits (in memory)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No poller: these tests only count requests.
    t = await buildTestApp({ ...smtp.env(), REMINDER_POLL_MS: "0" }, { database: db });
  });
  afterAll(() => t.cleanup());

  it("allows 5 immediate emails a minute per client, then 429 with Retry-After and nothing sent", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await sendNow(t, ip)).statusCode).toBe(200);
    const before = smtp.messages.length;
    const blocked = await sendNow(t, ip);
    expectTooMany(blocked, 60);
    expect(blocked.json()).toEqual({ error: "Too many email requests, please try again later" });
    expect(smtp.messages.length).toBe(before);
    // Without PUBLIC_URL the link back to the timer uses the request's origin.
    expect(smtp.messages.at(-1)!.text).toMatch(/^http:\/\/localhost(:80)?\/timer\/[a-z0-9-]+$/m);
    // Another client is not affected.
    expect((await sendNow(t, randomIp())).statusCode).toBe(200);
  });

  it("allows 3 immediate emails a minute per recipient, whichever clients ask", async () => {
    const email = uniqueAddress("victim");
    for (let i = 0; i < 3; i++) expect((await sendNow(t, randomIp(), email)).statusCode).toBe(200);
    expectTooMany(await sendNow(t, randomIp(), email), 60);
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(3);
    // The address is matched without regard to case.
    expectTooMany(await sendNow(t, randomIp(), email.toUpperCase()), 60);
  });

  it("caps pending scheduled reminders per visitor; cancelling one makes room", async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const post = (cookie: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/email/reminder",
        payload: { email: uniqueAddress("pending"), type: "timer", duration: 60, sendAt },
        headers: { cookie },
        remoteAddress: randomIp(),
      });
    const cookie = visitorCookie(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(cookie);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const blocked = await post(cookie);
    expectTooMany(blocked, 60);
    expect(blocked.json().error).toMatch(/Too many scheduled reminders/);
    expect(await t.database.db.select().from(scheduledReminders)).toHaveLength(10);

    const cancel = await t.app.inject({ method: "DELETE", url: `/api/email/reminder/${ids[0]}`, headers: { cookie } });
    expect(cancel.statusCode).toBe(204);
    expect((await post(cookie)).statusCode).toBe(201);
  });

  it("limits scheduling requests per client too", async () => {
    const ip = randomIp();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    let last;
    // Each request comes from a new visitor, so only the per-client request limit (20/min) applies.
    for (let i = 0; i < 21; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/email/reminder",
        payload: { email: uniqueAddress("sched"), type: "timer", duration: 60, sendAt },
        headers: { cookie: visitorCookie(t.app) },
        remoteAddress: ip,
      });
      if (i < 20) expect(last.statusCode).toBe(201);
    }
    expectTooMany(last!, 60);
  });

  it("limits connection tests per client", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/email/test", remoteAddress: ip })).statusCode).toBe(200);
    }
    expectTooMany(await t.app.inject({ method: "GET", url: "/api/email/test", remoteAddress: ip }), 60);
  });
});

describe.skipIf(!redisUrl)("rate limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The daily cap is one counter for the whole server, so in a shared Redis it outlives this run.
    const env = { ...smtp.env(), REMINDER_POLL_MS: "0", REDIS_URL: redisUrl!, EMAIL_DAILY_LIMIT: "1000000" };
    [a, b] = await Promise.all([buildTestApp(env, { database: db }), buildTestApp(env, { database: db })]);
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
  });

  it("counts a client's requests across instances", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await sendNow(a, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await sendNow(b, ip)).statusCode).toBe(200);
    expectTooMany(await sendNow(b, ip), 60);
    expectTooMany(await sendNow(a, ip), 60);
  });

  it("counts a recipient across instances, and keeps no address in Redis", async () => {
    const email = uniqueAddress("shared");
    expect((await sendNow(a, randomIp(), email)).statusCode).toBe(200);
    expect((await sendNow(b, randomIp(), email)).statusCode).toBe(200);
    expect((await sendNow(a, randomIp(), email)).statusCode).toBe(200);
    expectTooMany(await sendNow(b, randomIp(), email), 60);

    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys("tickwise:rl:*");
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((k) => k.includes("@") || k.includes("example.test"))).toBe(false);
      // Every counter expires.
      const ttls = await Promise.all(keys.slice(0, 20).map((k) => redis.pttl(k)));
      expect(ttls.every((ms) => ms !== -1)).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
