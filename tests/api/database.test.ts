import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DbTarget } from "@server/db/client";
import * as schema from "@server/db/schema";
import { blogPosts, goals } from "@server/db/schema";
import journal from "@server/db/migrations/meta/_journal.json";
import { createEmptyPostgresDatabase, createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";

const backend = usePostgres ? "PostgreSQL" : "PGlite";

/** Every table the Drizzle schema declares: the migrations must create exactly these. */
const schemaTables = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

/** Raw rows of a query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`);
  return row!.count;
}

async function tableNames(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  return found.map((r) => r.name).sort();
}

/** A place a database can be reopened from: a PGlite folder on disk, or an empty PostgreSQL database. */
async function persistentTarget(): Promise<{ target: DbTarget; remove(): Promise<void> }> {
  if (usePostgres) {
    const empty = await createEmptyPostgresDatabase();
    return { target: { kind: "postgres", url: empty.url }, remove: empty.drop };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-db-"));
  return { target: { kind: "pglite", dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

describe(`test database (${backend})`, () => {
  let a: TestDbHandle;
  let b: TestDbHandle;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("is migrated, empty and answers", async () => {
    expect(a.kind).toBe(usePostgres ? "postgres" : "pglite");
    await expect(a.ping()).resolves.toBeUndefined();
    expect(await tableNames(a.db)).toEqual(schemaTables);
    expect(await appliedMigrations(a.db)).toBe(journal.entries.length);
    expect(await a.db.select().from(goals)).toEqual([]);
  });

  it("is separate from every other test database", async () => {
    await a.db.insert(goals).values({ visitorId: "v-a", title: "only in a" });
    expect(await a.db.select({ title: goals.title }).from(goals)).toEqual([{ title: "only in a" }]);
    expect(await b.db.select().from(goals)).toEqual([]);
    if (usePostgres) expect(a.url).not.toBe(b.url);
  });

  it.runIf(usePostgres)("drops its PostgreSQL database on close", async () => {
    const own = await createTestDatabase();
    const name = new URL(own.url!).pathname.slice(1);
    expect(name).toMatch(/^tickwise_t_[0-9a-f]+$/);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const exists = async () =>
        (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
      expect(await exists()).toBe(true);
      await own.close();
      await own.close(); // a second close is harmless
      expect(await exists()).toBe(false);
    } finally {
      await admin.end();
    }
  });
});

describe(`durability (${backend})`, () => {
  it("keeps goals and blog posts across close and reopen; migrations re-apply idempotently", async () => {
    const { target, remove } = await persistentTarget();
    try {
      const first = await openDatabase(target);
      try {
        await first.db.insert(goals).values({ visitorId: "visitor-1", title: "Read 20 pages", durationInSeconds: 900 });
        await first.db.insert(blogPosts).values({
          title: "Pomodoro basics",
          slug: "pomodoro-basics",
          content: "Work 25 minutes, rest 5.",
          published: true,
        });
      } finally {
        await first.close();
      }

      for (let reopen = 0; reopen < 2; reopen++) {
        const again = await openDatabase(target);
        try {
          const savedGoals = await again.db.select().from(goals);
          expect(savedGoals).toHaveLength(1);
          expect(savedGoals[0]).toMatchObject({
            visitorId: "visitor-1",
            title: "Read 20 pages",
            durationInSeconds: 900,
            isCompleted: false,
          });
          expect(savedGoals[0]!.createdAt).toBeInstanceOf(Date);
          const post = await again.db.select().from(blogPosts).where(eq(blogPosts.slug, "pomodoro-basics"));
          expect(post).toHaveLength(1);
          expect(post[0]).toMatchObject({
            title: "Pomodoro basics",
            published: true,
            content: "Work 25 minutes, rest 5.",
          });
          expect(await appliedMigrations(again.db)).toBe(journal.entries.length);
          expect(await tableNames(again.db)).toEqual(schemaTables);
        } finally {
          await again.close();
        }
      }
    } finally {
      await remove();
    }
  });
});

describe.runIf(usePostgres)("PostgreSQL only", () => {
  it("several openDatabase calls racing on one fresh database all succeed (advisory-lock migration)", async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: empty.url })),
      );
      const handles = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      try {
        expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
          "ok",
          "ok",
          "ok",
          "ok",
        ]);
        for (const handle of handles) await expect(handle.ping()).resolves.toBeUndefined();
        expect(await appliedMigrations(handles[0]!.db)).toBe(journal.entries.length);
        expect(await tableNames(handles[0]!.db)).toEqual(schemaTables);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    } finally {
      await empty.drop();
    }
  });

  it("survives the server dropping its idle connections (no crash; the next query reconnects)", async () => {
    const handle = await createTestDatabase();
    try {
      await handle.ping();
      const name = new URL(handle.url!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const killed = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Give the idle client time to notice its connection is gone.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(handle.ping()).resolves.toBeUndefined();
      expect(await handle.db.select().from(goals)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(usePostgres)("embedded database upkeep (PGlite has no autovacuum worker)", () => {
  it("vacuums a table once its dead rows pass the autovacuum threshold, and only then", async () => {
    const handle = await openDatabase({ kind: "pglite", vacuumEveryMs: 3_600_000 });
    try {
      const deadRows = async () =>
        (
          await rows<{ dead: number }>(
            handle.db,
            sql`SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'goals'`,
          )
        )[0]!.dead;
      const values = Array.from({ length: 400 }, (_, i) => ({ visitorId: "churn", title: `goal ${i}` }));
      await handle.db.insert(goals).values(values);
      expect(await handle.vacuum()).not.toContain("public.goals"); // live rows only

      await handle.db.delete(goals).where(eq(goals.visitorId, "churn"));
      await handle.db.insert(goals).values({ visitorId: "kept", title: "still here" });
      await expect.poll(deadRows, { timeout: 5_000 }).toBeGreaterThanOrEqual(400);

      expect(await handle.vacuum()).toContain("public.goals");
      await expect.poll(deadRows, { timeout: 5_000 }).toBe(0);
      expect(await handle.vacuum()).toEqual([]);
      expect(await handle.db.select({ title: goals.title }).from(goals)).toEqual([{ title: "still here" }]);
    } finally {
      await handle.close();
    }
  });
});
