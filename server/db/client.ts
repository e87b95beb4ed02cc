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
import { preparePglite, preparePostgres, type PreparedStatement } from "./prepared";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Embedded database: vacuums and analyses the tables whose dead rows passed PostgreSQL's
   * autovacuum threshold, and resolves to their names (it also runs by itself once a minute).
   * PostgreSQL: nothing, its autovacuum does this.
   */
  vacuum(): Promise<string[]>;
  close(): Promise<void>;
  /**
   * A statement parsed once and then only bound and executed, for the hottest reads (decision 039).
   * Rows come back as text; `name` must be unique per statement text.
   */
  prepare(name: string, text: string): PreparedStatement;
}

export const migrationsFolder = projectPath("server/db/migrations");

/** Any positive 32-bit key: only our migrator takes this advisory lock. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Bounds on waiting for PostgreSQL, so a request never hangs when the database is away: it fails
 * within these and answers 503 (server/db/unavailable.ts) while /readyz reports not ready.
 */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs?: number;
  /** One statement: enforced by the server (statement_timeout) and, for a silent network, by the client. */
  queryMs?: number;
}

export const defaultPostgresTimeouts = { connectMs: 3_000, queryMs: 10_000 } as const satisfies PostgresTimeouts;

export type DbTarget =
  | { kind: "postgres"; url: string; timeouts?: PostgresTimeouts }
  | { kind: "pglite"; dataDir?: string; vacuumEveryMs?: number };

/** How often the embedded database looks for tables to vacuum. */
export const PGLITE_VACUUM_EVERY_MS = 60_000;

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL) and applies pending migrations. */
export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === "postgres") {
    // Several instances may start at once: one migrates while the others wait on the lock. A
    // connection of its own, without the pool's timeouts: waiting for the lock, or a long migration,
    // is not a hang.
    const migrator = new pg.Client({ connectionString: target.url });
    migrator.on("error", () => {});
    await migrator.connect();
    try {
      await migrator.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      await migrator.end().catch(() => {});
    }
    const timeouts = { ...defaultPostgresTimeouts, ...target.timeouts };
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // The server cancels a statement running longer (57014); the client gives up on a silent
      // connection a little later (the network may be what is gone) and the pool drops it.
      statement_timeout: timeouts.queryMs,
      query_timeout: timeouts.queryMs + 1_000,
      keepAlive: true,
    });
    // An idle client whose connection dies (database restart, admin kill) is emitted here; without a
    // listener that 'error' event crashes the process. The pool drops that client and reconnects on the
    // next query; /readyz reports a database that stays away.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("SELECT 1")),
      vacuum: async () => [],
      close: () => pool.end(),
      prepare: (name, text) => preparePostgres(pool, name, text),
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
  const vacuum = () => vacuumPglite(client);
  // PGlite is PostgreSQL in one process, without the autovacuum worker: rows deleted or updated
  // stay in the tables and their indexes until VACUUM. Under steady churn (goals written and
  // deleted) reads slowed fourfold and the files grew ~15 MB per 60,000 writes; a VACUUM of such a
  // table takes milliseconds (decision 021).
  const timer = setInterval(() => void vacuum().catch(() => {}), target.vacuumEveryMs ?? PGLITE_VACUUM_EVERY_MS);
  timer.unref();
  return {
    db: pgliteDb as unknown as Database,
    kind: "pglite",
    ping: async () => void (await pgliteDb.execute(sql`SELECT 1`)),
    vacuum,
    close: async () => {
      clearInterval(timer);
      await client.close();
    },
    prepare: (name, text) => preparePglite(client, name, text),
  };
}

/**
 * VACUUM (ANALYZE) of each table past PostgreSQL's default autovacuum threshold: more dead rows
 * than 50 + 20 % of its live rows.
 */
async function vacuumPglite(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name FROM pg_stat_user_tables
     WHERE n_dead_tup > 50 + 0.2 * n_live_tup ORDER BY n_dead_tup DESC`,
  );
  for (const { name } of rows) await client.exec(`VACUUM (ANALYZE) ${name}`);
  return rows.map((r) => r.name);
}
