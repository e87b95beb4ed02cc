import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { projectPath } from "../paths";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = projectPath("server/db/migrations");

/** Any positive 32-bit key: only our migrator takes this advisory lock. */
const MIGRATION_LOCK_KEY = 727_274_001;

export type DbTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir?: string };

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL) and applies pending migrations. */
export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose connection dies (database restart, admin kill) is emitted here; without a
    // listener that 'error' event crashes the process. The pool drops that client and reconnects on the
    // next query; /readyz reports a database that stays away.
    pool.on("error", () => {});
    // Several instances may start at once: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("SELECT 1")),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (target.dataDir) {
    dir = path.join(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Database,
    kind: "pglite",
    ping: async () => void (await pgliteDb.execute(sql`SELECT 1`)),
    close: () => client.close(),
  };
}
