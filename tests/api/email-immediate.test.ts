import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { scheduledReminders } from "@server/db/schema";
import { createTestDatabase, type TestDbHandle } from "../helpers/test-db";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";
import { randomIp, startSmtpServer, uniqueAddress, type TestSmtpServer } from "../helpers/smtp";

const NOT_CONFIGURED = { error: "Email is not configured on this server" };

// One database for the file (a fresh one is slow to make); nothing here stores a reminder.
let db: TestDbHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp.stop();
  await db.close();
});

async function reminderCount(t: TestApp) {
  return (await t.database.db.select().from(scheduledReminders)).length;
}

describe("email without mail credentials", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { database: db });
  });
  afterAll(() => t.cleanup());

  it("answers 503 with the exact message on every email call and stores nothing", async () => {
    const ip = randomIp();
    const body = { email: "a@example.test", type: "timer", duration: 300 };
    const calls = [
      await t.app.inject({ method: "GET", url: "/api/email/test", remoteAddress: ip }),
      await t.app.inject({ method: "POST", url: "/api/email/reminder", payload: body, remoteAddress: ip }),
      await t.app.inject({
        method: "POST",
        url: "/api/email/reminder",
        payload: { ...body, sendAt: new Date(Date.now() + 60_000).toISOString() },
        remoteAddress: ip,
      }),
      await t.app.inject({
        method: "DELETE",
        url: "/api/email/reminder/00000000-0000-4000-8000-000000000000",
        remoteAddress: ip,
      }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual(NOT_CONFIGURED);
    }
    expect(await reminderCount(t)).toBe(0);
    expect(t.app.reminderPoller).toBeUndefined();
  });
});

describe("immediate reminder", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...smtp.env(), PUBLIC_URL: "https://tickwise.test" }, { database: db });
  });
  afterAll(() => t.cleanup());
  afterEach(() => {
    smtp.rcptVerdict = () => "accept";
    smtp.dataVerdict = () => "accept";
  });

  it("GET /api/email/test reports a working connection", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/email/test", remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("sends at once to the right recipient with subject, body and link, and stores nothing", async () => {
    const to = uniqueAddress("now");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/email/reminder",
      payload: { email: to, type: "timer", duration: 300, message: "Take the pasta out\nand <b>drain</b> it" },
      headers: { cookie: visitorCookie(t.app) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
    expect(mail!.to).toEqual([to]);
    expect(mail!.from).toBe("reminders@tickwise.test");
    expect(mail!.headers.get("to")).toBe(to);
    expect(mail!.subject).toBe("Tickwise: your timer for 5 minutes has finished");
    expect(mail!.text).toContain("Time's up! Your timer for 5 minutes has finished.");
    expect(mail!.text).toContain("Take the pasta out\nand <b>drain</b> it");
    expect(mail!.text).toContain("https://tickwise.test/timer/countdown-timer");
    expect(mail!.headers.get("auto-submitted")).toBe("auto-generated");
    // The HTML part escapes the note and carries no images (no tracking pixels).
    expect(mail!.html).toContain("and &lt;b&gt;drain&lt;/b&gt; it");
    expect(mail!.html).not.toContain("<b>drain");
    expect(mail!.html).not.toMatch(/<img/i);
    expect(mail!.html).toContain('<a href="https://tickwise.test/timer/countdown-timer">');
    expect(await reminderCount(t)).toBe(0);
  });

  it("writes Spanish when asked, with the duration in words and the timer's own path", async () => {
    const to = uniqueAddress("es");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/email/reminder",
      payload: { email: to, type: "timer", duration: 5400, language: "es", timerUrl: "/timer?duration=5400" },
      headers: { cookie: visitorCookie(t.app) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
    expect(mail!.subject).toBe("Tickwise: tu temporizador de 1 hora y 30 minutos ha terminado");
    expect(mail!.text).toContain("¡Se acabó el tiempo!");
    expect(mail!.text).toContain("https://tickwise.test/timer?duration=5400");
    expect(mail!.text).not.toContain("Tu nota:");
  });

  it("answers 502 when the SMTP server refuses, and stores nothing", async () => {
    const to = uniqueAddress("refused");
    smtp.rcptVerdict = (address) => (address === to ? { code: 550, message: "No such user" } : "accept");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/email/reminder",
      payload: { email: to, type: "timer", duration: 60 },
      headers: { cookie: visitorCookie(t.app) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: "The email could not be sent, please try again later" });
    expect(await reminderCount(t)).toBe(0);
  });

  const future = () => new Date(Date.now() + 60_000).toISOString();
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ["CRLF header injection in the address", { email: "victim@example.test\r\nBcc: x@example.test" }, /^email: /],
    ["LF in the address", { email: "victim@example.test\nSubject: hi" }, /^email: /],
    ["CR in the address", { email: "a@example.test\r" }, /^email: /],
    ["two addresses", { email: "a@example.test, b@example.test" }, /^email: /],
    ["no @", { email: "not-an-address" }, /^email: /],
    ["an overlong address", { email: `${"a".repeat(250)}@example.test` }, /^email: /],
    ["an oversize message", { message: "x".repeat(501) }, /^message: /],
    ["control characters in the message", { message: "hi\u0000there" }, /^message: /],
    ["another type", { type: "alarm" }, /^type: /],
    ["a fractional duration", { duration: 1.5 }, /^duration: /],
    ["a zero duration", { duration: 0 }, /^duration: /],
    ["a huge duration", { duration: 10_000_000 }, /^duration: /],
    ["a string duration", { duration: "300" }, /^duration: /],
    ["a fire time in the past", { sendAt: new Date(Date.now() - 120_000).toISOString() }, /^sendAt: /],
    ["a fire time beyond the horizon", { sendAt: new Date(Date.now() + 8 * 86_400_000).toISOString() }, /^sendAt: /],
    ["a fire time that is not ISO", { sendAt: "tomorrow" }, /^sendAt: /],
    ["an off-site link", { timerUrl: "//evil.example/timer", sendAt: future() }, /^timerUrl: /],
    ["an absolute link", { timerUrl: "https://evil.example/timer" }, /^timerUrl: /],
    ["a CRLF in the link", { timerUrl: "/timer\r\nX: y" }, /^timerUrl: /],
    ["an unknown language", { language: "tlh" }, /^language: /],
  ];
  it.each(bad)("refuses %s with 400 and sends and stores nothing", async (_name, override, error) => {
    const before = smtp.messages.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/email/reminder",
      payload: { email: uniqueAddress("bad"), type: "timer", duration: 300, ...override },
      headers: { cookie: visitorCookie(t.app) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    await new Promise((r) => setTimeout(r, 20));
    expect(smtp.messages.length).toBe(before);
    expect(await reminderCount(t)).toBe(0);
  });

  it("refuses a body that is not JSON or missing with 400", async () => {
    const empty = await t.app.inject({ method: "POST", url: "/api/email/reminder", remoteAddress: randomIp() });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/email/reminder",
      headers: { "content-type": "application/json" },
      payload: "{nope",
      remoteAddress: randomIp(),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: "Body is not valid JSON" });
  });
});

describe("connection test against an SMTP server that is down", () => {
  it("reports connected: false", async () => {
    const down = await startSmtpServer();
    const env = down.env();
    await down.stop();
    const t = await buildTestApp({ ...env, REMINDER_POLL_MS: "0" }, { database: db });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/email/test", remoteAddress: randomIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ connected: false });
    } finally {
      await t.cleanup();
    }
  });
});
