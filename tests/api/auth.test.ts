import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AdminAccounts, hashToken } from "@server/auth/admins";
import { hashPassword, verifyPassword } from "@server/auth/password";
import { ADMIN_COOKIE } from "@server/auth/plugin";
import { openDatabase } from "@server/db/client";
import { adminSessions, users } from "@server/db/schema";
import { projectRoot } from "@server/paths";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fastScrypt, loginCookie, sessionToken, testAdmin, testAdminEnv } from "../helpers/admin";
import { randomIp } from "../helpers/smtp";
import { buildTestApp, type TestApp } from "../helpers/test-app";
import { createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";

let db: TestDbHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function login(t: TestApp, body: unknown, ip = randomIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: body as object, remoteAddress: ip, headers });
}

function expectError(res: LightMyRequestResponse, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ error });
}

describe("password hashing", () => {
  it("stores a salted scrypt hash with its parameters and verifies only the right password", async () => {
    const a = await hashPassword("hunter2-hunter2");
    const b = await hashPassword("hunter2-hunter2");
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]+\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("hunter2");
    expect(await verifyPassword("hunter2-hunter2", a)).toBe(true);
    expect(await verifyPassword("hunter2-hunter3", a)).toBe(false);
    expect(await verifyPassword("hunter2-hunter2", "plain-text")).toBe(false);
  });
});

describe("/api/auth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(testAdminEnv, { database: db, scrypt: fastScrypt });
    await t.app.ready();
  });
  afterAll(() => t.cleanup());
  beforeEach(async () => {
    await db.db.delete(adminSessions);
  });

  it("creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD, storing only a hash", async () => {
    const [user] = await db.db.select().from(users).where(eq(users.username, testAdmin.username));
    expect(user).toBeDefined();
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain(testAdmin.password);
  });

  it("never overwrites an existing administrator's password at start-up", async () => {
    const other = await buildTestApp(
      { ADMIN_USERNAME: testAdmin.username, ADMIN_PASSWORD: "a-different-password" },
      { database: db, scrypt: fastScrypt },
    );
    try {
      await other.app.ready();
      expect((await login(other, { username: testAdmin.username, password: "a-different-password" })).statusCode).toBe(
        401,
      );
      expect((await login(other, testAdmin)).statusCode).toBe(200);
    } finally {
      await other.cleanup();
    }
  });

  it("logs in: 200 {username}, an httpOnly SameSite=Lax session cookie for 7 days, only its hash stored", async () => {
    const res = await login(t, testAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: testAdmin.username });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 7 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/); // 32 random bytes
    const rows = await db.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(cookie.value));
    expect(rows[0]!.tokenHash).not.toContain(cookie.value);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("answers a wrong password and an unknown username alike: 401, no cookie, no session", async () => {
    const wrong = await login(t, { username: testAdmin.username, password: "not the password" });
    const unknown = await login(t, { username: "nobody-here", password: "not the password" });
    for (const res of [wrong, unknown]) {
      expectError(res, 401, "Invalid username or password");
      expect(sessionToken(res)).toBeUndefined();
    }
    expect(await db.db.select().from(adminSessions)).toHaveLength(0);
  });

  it("refuses a body without username or password (400) and unknown fields", async () => {
    expectError(await login(t, { username: testAdmin.username }), 400, "password: Password is required");
    expectError(await login(t, { password: "x" }), 400, "username: Username is required");
    expect((await login(t, { ...testAdmin, role: "owner" })).statusCode).toBe(400);
  });

  it("tells the current session: 401 without or with a bad cookie, {username} with a valid one", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/auth/session" }), 401, "Not logged in");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: `${ADMIN_COOKIE}=${"A".repeat(43)}` },
    });
    expect(bad.statusCode).toBe(401);
    const cookie = await loginCookie(t, testAdmin, randomIp());
    const ok = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ username: testAdmin.username });
  });

  it("ignores an expired session", async () => {
    const cookie = await loginCookie(t, testAdmin, randomIp());
    await db.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it("logs out: 204, the cookie cleared, the session gone for good", async () => {
    const cookie = await loginCookie(t, testAdmin, randomIp());
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cleared.value).toBe("");
    expect(await db.db.select().from(adminSessions)).toHaveLength(0);
    const after = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("limits login attempts per client and username: the 11th in 15 minutes is 429, even with the right password", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(t, { username: testAdmin.username, password: `guess-${i}` }, ip)).statusCode).toBe(401);
    }
    const blocked = await login(t, testAdmin, ip);
    expectError(blocked, 429, "Too many login attempts, please try again later");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(sessionToken(blocked)).toBeUndefined();
    // Another client is not affected.
    expect((await login(t, testAdmin)).statusCode).toBe(200);
  });

  it("limits login attempts per client: the 31st in an hour is 429 whatever the username", async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      expect((await login(t, { username: `user-${i}`, password: "guess" }, ip)).statusCode).toBe(401);
    }
    expectError(await login(t, testAdmin, ip), 429, "Too many login attempts, please try again later");
  });

  it("refuses cross-site logins and logouts (403) and accepts same-origin ones", async () => {
    expectError(
      await login(t, testAdmin, randomIp(), { origin: "https://evil.example" }),
      403,
      "Cross-site request refused",
    );
    expectError(
      await login(t, testAdmin, randomIp(), { "sec-fetch-site": "cross-site" }),
      403,
      "Cross-site request refused",
    );
    expect(
      (await login(t, testAdmin, randomIp(), { origin: "http://localhost", "sec-fetch-site": "same-origin" }))
        .statusCode,
    ).toBe(200);
    const cookie = await loginCookie(t, testAdmin, randomIp());
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(logout.statusCode).toBe(403);
    const still = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });
});

describe("/api/auth behind https", () => {
  it("marks the session cookie Secure when PUBLIC_URL is https, and checks Origin against it", async () => {
    const t = await buildTestApp(
      { ...testAdminEnv, PUBLIC_URL: "https://tickwise.example" },
      { database: db, scrypt: fastScrypt },
    );
    try {
      const res = await login(t, testAdmin, randomIp(), { origin: "https://tickwise.example" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
      expect((await login(t, testAdmin, randomIp(), { origin: "http://tickwise.example" })).statusCode).toBe(403);
    } finally {
      await t.cleanup();
    }
  });
});

describe("administrator accounts", () => {
  it("spends one full-cost hash on an unknown username, like on a wrong password", async () => {
    const accounts = new AdminAccounts(db.db);
    await accounts.createOrReset("timing-admin", "timing-password-1");
    const time = async (username: string) => {
      const start = performance.now();
      expect(await accounts.verify(username, "not the password")).toBeNull();
      return performance.now() - start;
    };
    await time("warm-up-user"); // the dummy hash is made once
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`nobody-${i}`));
      wrong.push(await time("timing-admin"));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Without the dummy hash an unknown username would answer some fifty times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it("createOrReset creates, then resets the password and ends that administrator's sessions", async () => {
    const accounts = new AdminAccounts(db.db);
    expect(await accounts.createOrReset("second-admin", "first-password-1")).toBe("created");
    const admin = (await accounts.verify("second-admin", "first-password-1"))!;
    const { token } = await accounts.createSession(admin);
    expect(await accounts.resolve(token)).toEqual(admin);
    expect(await accounts.createOrReset("second-admin", "second-password-2")).toBe("reset");
    expect(await accounts.resolve(token)).toBeNull();
    expect(await accounts.verify("second-admin", "first-password-1")).toBeNull();
    expect(await accounts.verify("second-admin", "second-password-2")).toEqual(admin);
  });

  it.skipIf(usePostgres)(
    "npm run admin:create creates an administrator in DATA_DIR and refuses a short password",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-admin-cli-"));
      try {
        const run = (password: string) =>
          spawnSync(process.execPath, [path.join(projectRoot, "scripts/admin-create.mjs")], {
            env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_USERNAME: "cli-admin", ADMIN_PASSWORD: password },
            encoding: "utf8",
            stdio: ["ignore", "pipe", "pipe"],
          });
        const first = run("cli-password-one");
        expect(first.status, first.stderr).toBe(0);
        expect(first.stdout).toContain('Administrator "cli-admin" created.');
        const tooShort = run("short");
        expect(tooShort.status).toBe(1);
        expect(tooShort.stderr).toContain("Password must be at least 10 characters");

        const handle = await openDatabase({ kind: "pglite", dataDir });
        try {
          const accounts = new AdminAccounts(handle.db);
          expect(await accounts.verify("cli-admin", "cli-password-one")).toMatchObject({ username: "cli-admin" });
        } finally {
          await handle.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
