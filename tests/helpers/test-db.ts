import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DbHandle } from "@server/db/client";

/** A migrated database that belongs to one test file; `url` is set for PostgreSQL. */
export interface TestDbHandle extends DbHandle {
  url: string | undefined;
}

/** True when the test run targets PostgreSQL (the `api-postgres` vitest project). */
export const usePostgres = process.env.TEST_DB === "postgres";

/**
 * A fresh, migrated database: in-memory PGlite by default; with TEST_DB=postgres a new
 * PostgreSQL database created next to TEST_DATABASE_URL and dropped again by `close()`.
 * `close()` may be called more than once.
 */
export async function createTestDatabase(): Promise<TestDbHandle> {
  if (!usePostgres) {
    const handle = await openDatabase({ kind: "pglite" });
    return { ...handle, url: undefined, close: once(handle.close) };
  }
  const empty = await createEmptyPostgresDatabase();
  let handle: DbHandle;
  try {
    handle = await openDatabase({ kind: "postgres", url: empty.url });
  } catch (error) {
    await empty.drop();
    throw error;
  }
  return {
    ...handle,
    url: empty.url,
    close: once(async () => {
      try {
        await handle.close();
      } finally {
        await empty.drop();
      }
    }),
  };
}

/** A new, empty (unmigrated) PostgreSQL database; `drop()` terminates its connections and drops it. */
export async function createEmptyPostgresDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
  const name = `tickwise_t_${randomBytes(8).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      }),
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
