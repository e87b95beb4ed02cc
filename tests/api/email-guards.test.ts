import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_REQUIRED } from "@core/visitor";
import { scheduledReminders } from "@server/db/schema";
import { unsubscribeToken } from "@server/mail/unsubscribe";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import { standInDownloads } from "../helpers/downloads";
import { insertDueReminder, waitForRow } from "../helpers/reminders";
import { randomIp, startSmtpServer, uniqueAddress, visitorCookieHeader, type TestSmtpServer } from "../helpers/smtp";
import { createTestDatabase, type TestDbHandle } from "../helpers/test-db";
import { TEST_SESSION_SECRET, buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";

// One database, SMTP peer and archive folder for the file; each describe has an app of its own.
let db: TestDbHandle;
let smtp: TestSmtpServer;
let downloads: Awaited<ReturnType<typeof standInDownloads>>;

beforeAll(async () => {
  [db, smtp, downloads] = await Promise.all([createTestDatabase(), startSmtpServer(), standInDownloads()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), downloads.remove()]);
  await db.close();
});

const env = (extra: Record<string, string> = {}) => ({ ...smtp.env(), PUBLIC_URL: "https://tickwise.test", ...extra });

/** The email-sending calls, as the site's pages make them, with the given Cookie header (or none). */
const sends = {
  immediate: (t: TestApp, email: string, cookie?: string) =>
    call(t, "/api/email/reminder", { email, type: "timer", duration: 60 }, cookie),
  scheduled: (t: TestApp, email: string, cookie?: string) =>
    call(
      t,
      "/api/email/reminder",
      { email, type: "timer", duration: 60, sendAt: new Date(Date.now() + 60_000).toISOString() },
      cookie,
    ),
  sourceCode: (t: TestApp, email: string, cookie?: string) => call(t, "/api/email/source-code", { email }, cookie),
};

function call(t: TestApp, url: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: cookie === undefined ? {} : { cookie },
    remoteAddress: randomIp(),
  });
}

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address.toLowerCase()));

describe("the visitor cookie", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(env({ REMINDER_POLL_MS: "0" }), { database: db, downloadsRoot: downloads.root });
  });
  afterAll(() => t.cleanup());

  const forged = [
    undefined,
    `${VISITOR_COOKIE}=${randomUUID()}`,
    `${VISITOR_COOKIE}=${encodeURIComponent(`${randomUUID()}.forgedsignature`)}`,
  ];

  it.each(Object.keys(sends) as (keyof typeof sends)[])(
    "a %s call without a valid one answers 403 and sends and stores nothing",
    async (kind) => {
      const to = uniqueAddress(`nocookie-${kind}`);
      for (const cookie of forged) {
        const res = await sends[kind](t, to, cookie);
        expect(res.statusCode, String(cookie)).toBe(403);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: VISITOR_REQUIRED });
        expect(res.headers["set-cookie"]).toBeUndefined();
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(mailsTo(to)).toHaveLength(0);
      expect(await t.database.db.select().from(scheduledReminders)).toHaveLength(0);
    },
  );

  it("POST /api/visitor gives a first-time browser the cookie, and the call then works", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/visitor" });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/HttpOnly/i);
    const cookie = visitorCookieHeader(res);
    const to = uniqueAddress("minted");
    expect((await sends.immediate(t, to, cookie)).statusCode).toBe(200);
    await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
    // A browser that has one keeps it.
    const again = await t.app.inject({ method: "POST", url: "/api/visitor", headers: { cookie } });
    expect(again.statusCode).toBe(204);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the server's daily email cap", () => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(env({ EMAIL_DAILY_LIMIT: String(LIMIT), REMINDER_POLL_MS: "100" }), {
      database: db,
      downloadsRoot: downloads.root,
    });
    await t.app.ready();
  });
  afterAll(() => t.cleanup());

  function expectCapped(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({
      error: "This server has sent all the emails it may send today, please try again later",
    });
    const retryAfter = Number(res.headers["retry-after"]);
    // The rest of the day: far more than the minute of the per-client and per-recipient limits.
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  }

  it("counts every kind of email, refuses the next with 429, and the poller sends no reminder past it", async () => {
    // Requests refused for other reasons do not use the cap up: an unsubscribed address here.
    const gone = uniqueAddress("gone");
    const unsubscribe = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${unsubscribeToken(gone, TEST_SESSION_SECRET)}`,
    });
    expect(unsubscribe.statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await sends.immediate(t, gone, visitorCookie(t.app))).statusCode).toBe(409);

    const sent = [uniqueAddress("cap1"), uniqueAddress("cap2"), uniqueAddress("cap3")];
    expect((await sends.immediate(t, sent[0]!, visitorCookie(t.app))).statusCode).toBe(200);
    expect((await sends.sourceCode(t, sent[1]!, visitorCookie(t.app))).statusCode).toBe(200);
    // A scheduled reminder counts when the poller sends it.
    const scheduled = await sends.scheduled(t, sent[2]!, visitorCookie(t.app));
    expect(scheduled.statusCode).toBe(201);
    const { id: scheduledId } = scheduled.json<{ id: string }>();
    await t.database.db
      .update(scheduledReminders)
      .set({ sendAt: new Date() })
      .where(eq(scheduledReminders.id, scheduledId));
    await smtp.waitFor(LIMIT, { filter: (m) => sent.some((to) => m.to.includes(to)) });
    await waitForRow(t, scheduledId, (r) => r.status === "sent");

    const late = uniqueAddress("late");
    expectCapped(await sends.immediate(t, late, visitorCookie(t.app)));
    expectCapped(await sends.sourceCode(t, late, visitorCookie(t.app)));
    // Due now, stored through this instance or another: marked failed, never sent.
    const id = await insertDueReminder(t, late);
    const dropped = await waitForRow(t, id, (r) => r.status === "failed");
    expect(dropped).toMatchObject({ lastError: "daily email limit reached", email: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(late)).toHaveLength(0);
    expect(mailsTo(gone)).toHaveLength(0);
  });
});
