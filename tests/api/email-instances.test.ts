import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { like } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/client";
import { scheduledReminders } from "@server/db/schema";
import { createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from "../helpers/test-app";
import { medianAndMax, startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The worker (one app instance in its own process) bundled like the production server
 * (scripts/build.mjs): plain `node` runs it, packages come from the repository's node_modules.
 */
async function bundleWorker(dir: string): Promise<string> {
  const outfile = path.join(root, "node_modules/.cache/tickwise-tests", `${path.basename(dir)}.mjs`);
  await build({
    entryPoints: [path.join(root, "tests/api/email-worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}
const POLL_MS = 50;
/** The origin of every email's unsubscribe link: these reminders have no timer link to take it from. */
const linkOrigin = { PUBLIC_URL: "https://tickwise.test" };

function reminderRows(count: number, domain: string, sendAt: Date) {
  return Array.from({ length: count }, (_, i) => ({
    visitorId: randomUUID(),
    email: `r${i}@${domain}`,
    message: `reminder ${i}`,
    durationSeconds: 60 + i,
    language: "en" as const,
    timerUrl: null,
    sendAt,
  }));
}

/** Recipient → how many messages the SMTP peer accepted for it. */
function countByRecipient(mails: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mails) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

// PGlite is one process: several instances on one database need PostgreSQL.
describe.skipIf(!usePostgres)("several instances on one PostgreSQL", () => {
  let db: TestDbHandle;
  let smtp: TestSmtpServer;
  const apps: TestApp[] = [];

  /** Another instance: its own connection pool to the same database, its own SMTP login. */
  async function instance(user: string, env: Record<string, string> = {}) {
    const database = await openDatabase({ kind: "postgres", url: db.url! });
    const t = await buildTestApp(
      { ...smtp.env(user), ...linkOrigin, REMINDER_POLL_MS: String(POLL_MS), REMINDER_LEASE_MS: "1500", ...env },
      { database },
    );
    apps.push({ ...t, cleanup: () => t.cleanup().finally(() => database.close()) });
    return t;
  }

  beforeAll(async () => {
    [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  });
  afterAll(async () => {
    for (const t of apps) await t.cleanup().catch(() => {});
    await smtp.stop();
    await db.close();
  });

  it("two instances deliver each of 200 reminders exactly once", async () => {
    const a = await instance("instance-a");
    const b = await instance("instance-b");
    try {
      await twoInstances(a, b);
    } finally {
      await Promise.all([a.cleanup(), b.cleanup()]);
      apps.length = 0;
    }
  });

  async function twoInstances(a: TestApp, b: TestApp) {
    await Promise.all([a.app.ready(), b.app.ready()]);
    const sendAt = new Date(Date.now() + 500);
    await db.db.insert(scheduledReminders).values(reminderRows(200, "many.test", sendAt));

    const mails = await smtp.waitFor(200, { filter: (m) => m.to[0]!.endsWith("@many.test"), timeoutMs: 30_000 });
    await sleep(10 * POLL_MS); // a duplicate would arrive now
    const delivered = smtp.messages.filter((m) => m.to[0]!.endsWith("@many.test"));
    const counts = countByRecipient(delivered);
    expect(delivered).toHaveLength(200);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const byInstance = { a: 0, b: 0 };
    for (const m of delivered) byInstance[m.user === "instance-a" ? "a" : "b"]++;
    const delays = medianAndMax(mails.map((m) => m.receivedAt - sendAt.getTime()));
    console.log(
      `[email] 200 reminders due at once, 2 instances: sent by A ${byInstance.a}, by B ${byInstance.b}; ` +
        `delivered median ${delays.median} ms, max ${delays.max} ms after the fire time`,
    );
    expect(byInstance.a).toBeGreaterThan(0);
    expect(byInstance.b).toBeGreaterThan(0);

    // The database is this file's own and this is its first test: these are all its rows.
    const rows = await db.db.select().from(scheduledReminders);
    expect(rows).toHaveLength(200);
    for (const r of rows) expect(r).toMatchObject({ status: "sent", email: null, message: null, attempts: 1 });
  }

  it("reminders a SIGKILLed instance was sending are delivered exactly once by another", async () => {
    const domain = "killed.test";
    await db.db.insert(scheduledReminders).values(reminderRows(20, domain, new Date(Date.now() - 1000)));

    // The SMTP peer keeps the end-of-DATA reply back, so the instance is killed mid-send: it has
    // claimed every row and handed whole messages over, but none was accepted (no 250).
    let killed = false;
    smtp.dataVerdict = (m) => (m.to[0]!.endsWith(`@${domain}`) && !killed ? "hold" : "accept");
    const held = smtp.onHold();

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-worker-"));
    let child: ChildProcess | undefined;
    try {
      const worker = await bundleWorker(dataDir);
      child = spawn(process.execPath, [worker], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          DATA_DIR: dataDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
          DATABASE_URL: db.url!,
          REMINDER_POLL_MS: String(POLL_MS),
          REMINDER_LEASE_MS: "1500",
          ...linkOrigin,
          ...smtp.env("doomed-instance"),
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      const first = await Promise.race([
        held,
        exited.then(() => {
          throw new Error("worker exited before sending");
        }),
      ]);
      expect(first.user).toBe("doomed-instance");
      child.kill("SIGKILL");
      await exited;
      const killedAt = Date.now();
      await sleep(100); // let the SMTP peer see the dropped connections
      killed = true;
      smtp.releaseHeld(); // their clients are gone: nothing of it is accepted
      const claimed = await db.db
        .select()
        .from(scheduledReminders)
        .where(like(scheduledReminders.email, `%@${domain}`));
      expect(claimed.filter((r) => r.status === "sending").length).toBeGreaterThan(0);
      expect(smtp.messages.filter((m) => m.to[0]!.endsWith(`@${domain}`))).toHaveLength(0);

      const survivor = await instance("survivor");
      await survivor.app.ready();
      await smtp.waitFor(20, { filter: (m) => m.to[0]!.endsWith(`@${domain}`), timeoutMs: 15_000 });
      await sleep(10 * POLL_MS);
      const delivered = smtp.messages.filter((m) => m.to[0]!.endsWith(`@${domain}`));
      const counts = countByRecipient(delivered);
      expect(delivered).toHaveLength(20);
      expect(counts.size).toBe(20);
      expect(delivered.every((m) => m.user === "survivor")).toBe(true);
      const takeover = medianAndMax(delivered.map((m) => m.receivedAt - killedAt));
      console.log(
        `[email] SIGKILL mid-send: 20 reminders taken over after the 1500 ms lease, ` +
          `delivered median ${takeover.median} ms, max ${takeover.max} ms after the kill, each exactly once`,
      );
    } finally {
      smtp.dataVerdict = () => "accept";
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      await rm(path.join(root, "node_modules/.cache/tickwise-tests", `${path.basename(dataDir)}.mjs`), { force: true });
    }
  }, 90_000);
});
