import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/client";
import { scheduledReminders } from "@server/db/schema";
import { createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";
import { buildTestApp, TEST_SESSION_SECRET, visitorCookie, type TestApp } from "../helpers/test-app";
import { fastScrypt } from "../helpers/admin";
import { randomIp, startSmtpServer, uniqueAddress, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";

/**
 * Two instances of the app on one PostgreSQL database and one Redis, sharing SESSION_SECRET, as
 * behind a load balancer (README "Running on more than one machine"). Whatever a visitor does
 * through one is seen through the other; limits count across both; reminders go out once even
 * when an instance is killed.
 */
const redisUrl = process.env.REDIS_URL || (usePostgres ? "redis://127.0.0.1:6379" : undefined);
const root = fileURLToPath(new URL("../..", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const POLL_MS = 50;
const LEASE_MS = 1500;
const ADMIN = { username: "scaleadmin", password: "scale-out-password-1" };

describe.skipIf(!usePostgres || !redisUrl)(
  "two instances on one PostgreSQL and Redis (skipped without TEST_DATABASE_URL)",
  () => {
    let db: TestDbHandle;
    let smtp: TestSmtpServer;
    let a: TestApp;
    let b: TestApp;
    const closers: (() => Promise<void>)[] = [];

    /** One instance: its own pool on the shared database, the shared secret and Redis. */
    async function instance(user: string, env: Record<string, string> = {}): Promise<TestApp> {
      const database = await openDatabase({ kind: "postgres", url: db.url! });
      const t = await buildTestApp(
        {
          ...smtp.env(user),
          SESSION_SECRET: TEST_SESSION_SECRET,
          REDIS_URL: redisUrl!,
          // One counter for the whole server: in a shared Redis it outlives this run.
          EMAIL_DAILY_LIMIT: "1000000",
          // The origin of every email's unsubscribe link (these reminders have no timer link).
          PUBLIC_URL: "https://tickwise.test",
          REMINDER_POLL_MS: "0",
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          ...env,
        },
        { database, seedPosts: [], scrypt: fastScrypt },
      );
      closers.push(() => t.cleanup().finally(() => database.close()));
      await t.app.ready();
      return t;
    }

    beforeAll(async () => {
      [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
      a = await instance("instance-a");
      b = await instance("instance-b");
    }, 120_000);
    afterAll(async () => {
      for (const close of closers.reverse()) await close().catch(() => {});
      await smtp?.stop();
      await db?.close();
    });

    const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
      [res.headers["set-cookie"] ?? []]
        .flat()
        .map(String)
        .find((c) => c.startsWith(`${name}=`))
        ?.split(";")[0];

    it("a visitor's goals written through one instance are read and changed through the other", async () => {
      const created = await a.app.inject({
        method: "POST",
        url: "/api/goals",
        payload: { title: "Read on B", durationInSeconds: 1500 },
      });
      expect(created.statusCode).toBe(201);
      const cookie = cookieOf(created, "tickwise_visitor")!;
      expect(cookie).toBeTruthy();
      const id = created.json().id as number;

      const listedOnB = await b.app.inject({ method: "GET", url: "/api/goals", headers: { cookie } });
      expect(listedOnB.statusCode).toBe(200);
      expect(listedOnB.json()).toEqual([expect.objectContaining({ id, title: "Read on B", isCompleted: false })]);

      const done = await b.app.inject({
        method: "PUT",
        url: `/api/goals/${id}`,
        headers: { cookie },
        payload: { isCompleted: true },
      });
      expect(done.statusCode).toBe(200);
      const onA = await a.app.inject({ method: "GET", url: "/api/goals", headers: { cookie } });
      expect(onA.json()).toEqual([expect.objectContaining({ id, isCompleted: true })]);

      // Another visitor sees nothing on either instance.
      const stranger = await b.app.inject({ method: "GET", url: "/api/goals" });
      expect(stranger.json()).toEqual([]);

      expect((await a.app.inject({ method: "DELETE", url: `/api/goals/${id}`, headers: { cookie } })).statusCode).toBe(
        204,
      );
      expect((await b.app.inject({ method: "GET", url: "/api/goals", headers: { cookie } })).json()).toEqual([]);
    });

    it("the email rate limit counts a client's requests across both instances", async () => {
      const ip = randomIp();
      const send = (t: TestApp) =>
        t.app.inject({
          method: "POST",
          url: "/api/email/reminder",
          payload: { email: uniqueAddress("scale"), type: "timer", duration: 60 },
          headers: { cookie: visitorCookie(t.app) },
          remoteAddress: ip,
        });
      // 5 a minute per client: 3 through A and 2 through B pass, the next one fails on either.
      for (const t of [a, b, a, b, a]) expect((await send(t)).statusCode).toBe(200);
      const refusedOnB = await send(b);
      expect(refusedOnB.statusCode).toBe(429);
      expect(refusedOnB.json()).toEqual({ error: "Too many email requests, please try again later" });
      expect(Number(refusedOnB.headers["retry-after"])).toBeGreaterThan(0);
      expect((await send(a)).statusCode).toBe(429);
    });

    it("an administrator's login session works on both instances", async (ctx) => {
      if (!a.app.hasRoute({ method: "POST", url: "/api/auth/login" })) {
        ctx.skip("POST /api/auth/login does not exist yet (the admin login is built in another branch)");
      }
      const login = await a.app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
      expect(login.statusCode).toBe(200);
      const cookie = cookieOf(login, "tickwise_admin")!;
      expect(cookie).toBeTruthy();
      for (const t of [a, b]) {
        const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
        expect(session.statusCode).toBe(200);
        expect(session.json()).toMatchObject({ username: ADMIN.username });
      }
      const logout = await b.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie },
      });
      expect(logout.statusCode).toBeLessThan(300);
      const afterLogout = await a.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
      expect(afterLogout.statusCode).toBe(401);
    });

    it("200 scheduled reminders are each delivered exactly once while one instance is SIGKILLed half-way", async () => {
      const domain = `half-${randomUUID().slice(0, 8)}.test`;
      const ours = (m: ReceivedMail) => m.to[0]!.endsWith(`@${domain}`);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-scale-"));
      const bundle = path.join(root, "node_modules/.cache/tickwise-tests", `${path.basename(dataDir)}.mjs`);
      let child: ChildProcess | undefined;
      let killed = false;
      try {
        await build({
          entryPoints: [path.join(root, "tests/api/email-worker.ts")],
          outfile: bundle,
          bundle: true,
          platform: "node",
          format: "esm",
          target: "node20",
          packages: "external",
          logLevel: "warning",
        });
        // The doomed instance: a process of its own, so it can be killed outright.
        child = spawn(process.execPath, [bundle], {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
            DATA_DIR: dataDir,
            SESSION_SECRET: TEST_SESSION_SECRET,
            DATABASE_URL: db.url!,
            REDIS_URL: redisUrl!,
            EMAIL_DAILY_LIMIT: "1000000",
            PUBLIC_URL: "https://tickwise.test",
            REMINDER_POLL_MS: String(POLL_MS),
            REMINDER_LEASE_MS: String(LEASE_MS),
            ...smtp.env("doomed"),
          },
          stdio: ["ignore", "pipe", "inherit"],
        });
        const exited = new Promise((resolve) => child!.once("exit", resolve));
        await new Promise<void>((resolve, reject) => {
          child!.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
          void exited.then(() => reject(new Error("the worker exited before it was ready")));
        });
        // The survivor polls too, from the start.
        await instance("survivor", { REMINDER_POLL_MS: String(POLL_MS), REMINDER_LEASE_MS: String(LEASE_MS) });

        // Half-way, the doomed instance's messages are held at end-of-DATA (no 250), so it is
        // killed in the middle of sending: it has claimed rows and handed messages over, none accepted.
        smtp.dataVerdict = (m) =>
          ours(m) && m.user === "doomed" && !killed && smtp.messages.filter(ours).length >= 100 ? "hold" : "accept";
        const held = smtp.onHold();

        // Due over two seconds from now, so there is a "half-way".
        const start = Date.now() + 300;
        await db.db.insert(scheduledReminders).values(
          Array.from({ length: 200 }, (_, i) => ({
            visitorId: randomUUID(),
            email: `r${i}@${domain}`,
            message: `reminder ${i}`,
            durationSeconds: 60,
            language: "en" as const,
            timerUrl: null,
            sendAt: new Date(start + i * 10),
          })),
        );

        const first = await Promise.race([
          held,
          sleep(30_000).then(() => {
            throw new Error("the doomed instance never sent a message after half-way");
          }),
        ]);
        expect(first.user).toBe("doomed");
        await sleep(300); // sends it had accepted before are recorded as sent by now
        const beforeKill = smtp.messages.filter(ours);
        child.kill("SIGKILL");
        await exited;
        const killedAt = Date.now();
        await sleep(100);
        killed = true;
        smtp.releaseHeld(); // the killed instance's connections are gone: nothing of it is accepted

        await smtp.waitFor(200, { filter: ours, timeoutMs: 30_000 });
        await sleep(LEASE_MS + 10 * POLL_MS); // a duplicate would arrive by now
        const delivered = smtp.messages.filter(ours);
        const counts = new Map<string, number>();
        for (const m of delivered) counts.set(m.to[0]!, (counts.get(m.to[0]!) ?? 0) + 1);
        const duplicates = [...counts].filter(([, n]) => n > 1).map(([to]) => to);
        expect(duplicates).toEqual([]);
        expect(counts.size).toBe(200);
        expect(delivered).toHaveLength(200);

        const rows = await db.db
          .select()
          .from(scheduledReminders)
          .where(like(scheduledReminders.email, `%@${domain}`));
        expect(rows).toHaveLength(0); // a sent reminder keeps no address
        const byDoomed = delivered.filter((m) => m.user === "doomed").length;
        const afterKill = delivered.filter((m) => m.receivedAt >= killedAt);
        console.log(
          `[scale-out] 200 reminders, 2 instances, one SIGKILLed with ${beforeKill.length} delivered: ` +
            `${byDoomed} sent by the killed instance, ${200 - byDoomed} by the survivor, ` +
            `the last ${Math.max(...afterKill.map((m) => m.receivedAt)) - killedAt} ms after the kill; no duplicate`,
        );
      } finally {
        smtp.dataVerdict = () => "accept";
        smtp.releaseHeld();
        if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await rm(dataDir, { recursive: true, force: true });
        await rm(bundle, { force: true });
      }
    }, 90_000);
  },
);
