import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailUnsubscribes, scheduledReminders } from "@server/db/schema";
import { addressHash, unsubscribeToken } from "@server/mail/unsubscribe";
import { standInDownloads } from "../helpers/downloads";
import { insertDueReminder, waitForRow } from "../helpers/reminders";
import { randomIp, startSmtpServer, uniqueAddress, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { createTestDatabase, type TestDbHandle } from "../helpers/test-db";
import { TEST_SESSION_SECRET, buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";

const ORIGIN = "https://tickwise.test";
const ONE_CLICK = { "content-type": "application/x-www-form-urlencoded" };

let db: TestDbHandle;
let smtp: TestSmtpServer;
let downloads: Awaited<ReturnType<typeof standInDownloads>>;
let t: TestApp;

beforeAll(async () => {
  [db, smtp, downloads] = await Promise.all([createTestDatabase(), startSmtpServer(), standInDownloads()]);
  t = await buildTestApp(
    { ...smtp.env(), PUBLIC_URL: ORIGIN, REMINDER_POLL_MS: "100" },
    { database: db, downloadsRoot: downloads.root },
  );
  await t.app.ready();
});
afterAll(async () => {
  await t.cleanup();
  await Promise.all([smtp.stop(), downloads.remove()]);
  await db.close();
});

/** The three kinds of email, each as the site's pages ask for it. */
const kinds = {
  immediate: (email: string) => post("/api/email/reminder", { email, type: "timer", duration: 60 }),
  scheduled: (email: string) =>
    post("/api/email/reminder", {
      email,
      type: "timer",
      duration: 60,
      sendAt: new Date(Date.now() + 100).toISOString(),
    }),
  sourceCode: (email: string) => post("/api/email/source-code", { email }),
};

function post(url: string, payload: object) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { cookie: visitorCookie(t.app) },
    remoteAddress: randomIp(),
  });
}

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const unsubscribedRows = () => t.database.db.select().from(emailUnsubscribes);

/** The path and query of the email's List-Unsubscribe URL (what a mail provider posts to). */
function oneClickPath(mail: ReceivedMail): string {
  const header = mail.headers.get("list-unsubscribe") ?? "";
  const url = new URL(/^<([^>]+)>$/.exec(header)![1]!);
  expect(url.origin).toBe(ORIGIN);
  return url.pathname + url.search;
}

describe("every email's unsubscribe", () => {
  it.each(Object.keys(kinds) as (keyof typeof kinds)[])(
    "a %s email has the RFC 8058 headers and the page link in its text and HTML",
    async (kind) => {
      const to = uniqueAddress(kind);
      const res = await kinds[kind](to);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
      const token = unsubscribeToken(to, TEST_SESSION_SECRET);
      expect(token).not.toContain(to.split("@")[0]);
      expect(mail!.headers.get("list-unsubscribe")).toBe(`<${ORIGIN}/api/email/unsubscribe?token=${token}>`);
      expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const page = `${ORIGIN}/unsubscribe?token=${token}`;
      expect(mail!.text).toContain(`Don't want emails from Tickwise? Unsubscribe:\n${page}`);
      expect(mail!.html).toContain(`<a href="${page}">`);
    },
  );

  it("the one-click POST (form body, no cookie, no Origin) unsubscribes, keeping only a hash; twice is fine", async () => {
    const to = uniqueAddress("oneclick");
    await kinds.immediate(to);
    const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
    const url = oneClickPath(mail!);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: ONE_CLICK,
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unsubscribed: true });
    }
    const rows = (await unsubscribedRows()).filter((r) => r.addressHash === addressHash(to));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await unsubscribedRows())).not.toContain("@");
  });

  it("accepts the one-click body as multipart/form-data too (RFC 8058's preferred form)", async () => {
    const to = uniqueAddress("multipart");
    const boundary = "----tickwise";
    const res = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${unsubscribeToken(to, TEST_SESSION_SECRET)}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await unsubscribedRows()).map((r) => r.addressHash)).toContain(addressHash(to));
  });

  it("after unsubscribing, no path emails the address again, whatever its case", async () => {
    const to = uniqueAddress("gone");
    await kinds.immediate(to);
    const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
    const url = oneClickPath(mail!);
    expect((await t.app.inject({ method: "POST", url, headers: ONE_CLICK, payload: "" })).statusCode).toBe(200);

    // A reminder stored before the unsubscribe (here: by another instance), due now: dropped at send time.
    const id = await insertDueReminder(t, to);
    // (One request of each kind: the per-recipient limit of 3 a minute counts the first email too.)
    for (const res of [
      await kinds.immediate(to),
      await kinds.sourceCode(to.toUpperCase()),
      await kinds.scheduled(to.toUpperCase()),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ error: "This address unsubscribed from Tickwise emails" });
    }
    const dropped = await waitForRow(t, id, (r) => r.status === "failed");
    expect(dropped).toMatchObject({ lastError: "recipient unsubscribed", email: null, message: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(to)).toHaveLength(1);
    expect(mailsTo(to.toUpperCase())).toHaveLength(0);
    // Nothing new was scheduled for it.
    const pending = await t.database.db.select().from(scheduledReminders);
    expect(pending.filter((r) => r.email?.toLowerCase() === to)).toHaveLength(0);
  });

  it("refuses a forged, altered or missing token with 400 and changes nothing", async () => {
    const victim = uniqueAddress("victim");
    const genuine = unsubscribeToken(uniqueAddress("someone"), TEST_SESSION_SECRET);
    const [, mac] = genuine.split(".");
    const forged = [
      unsubscribeToken(victim, "another-session-secret-that-is-long-enough-000"),
      `${addressHash(victim)}.${mac}`,
      `${addressHash(victim)}`,
      encodeURIComponent(victim),
      `${genuine}&token=${genuine}`,
      "",
    ];
    const before = await unsubscribedRows();
    for (const token of forged) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/email/unsubscribe?token=${token}`,
        headers: ONE_CLICK,
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ error: "This unsubscribe link is not valid" });
    }
    const bare = await t.app.inject({ method: "POST", url: "/api/email/unsubscribe", headers: ONE_CLICK, payload: "" });
    expect(bare.statusCode).toBe(400);
    expect(await unsubscribedRows()).toEqual(before);
    expect((await kinds.immediate(victim)).statusCode).toBe(200);
  });

  it("a GET of the header's URL (a mail client without one-click) leads to the page and unsubscribes nobody", async () => {
    const token = unsubscribeToken(uniqueAddress("get"), TEST_SESSION_SECRET);
    const before = await unsubscribedRows();
    const res = await t.app.inject({ method: "GET", url: `/api/email/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect(await unsubscribedRows()).toEqual(before);
  });
});

describe("a scheduled reminder without PUBLIC_URL", () => {
  it("takes its links' origin from its timer link, and without one is not sent", async () => {
    // A database of its own: the file's app, which has PUBLIC_URL, would send these too.
    const own = await buildTestApp({ ...smtp.env(), REMINDER_POLL_MS: "100" });
    try {
      await own.app.ready();
      const [linked, unlinked] = [uniqueAddress("linked"), uniqueAddress("unlinked")];
      const linkedId = await insertDueReminder(own, linked, "http://site.test/timer/5-minute-timer");
      const unlinkedId = await insertDueReminder(own, unlinked);
      const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(linked) });
      expect(mail!.headers.get("list-unsubscribe")).toMatch(/^<http:\/\/site\.test\/api\/email\/unsubscribe\?token=/);
      await waitForRow(own, linkedId, (r) => r.status === "sent");
      const dropped = await waitForRow(own, unlinkedId, (r) => r.status === "failed");
      expect(dropped.lastError).toBe("no origin for the unsubscribe link");
      expect(mailsTo(unlinked)).toHaveLength(0);
    } finally {
      await own.cleanup();
    }
  });
});

describe("unsubscribing without mail credentials", () => {
  it("still works: it sends nothing", async () => {
    const bare = await buildTestApp({}, { database: db });
    try {
      const to = uniqueAddress("nomail");
      const res = await bare.app.inject({
        method: "POST",
        url: `/api/email/unsubscribe?token=${unsubscribeToken(to, TEST_SESSION_SECRET)}`,
        headers: ONE_CLICK,
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode).toBe(200);
      expect((await unsubscribedRows()).map((r) => r.addressHash)).toContain(addressHash(to));
    } finally {
      await bare.cleanup();
    }
  });
});
