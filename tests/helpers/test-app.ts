import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "@server/app";
import { loadConfig, type Config } from "@server/config";
import type { DbHandle } from "@server/db/client";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import { createTestDatabase } from "./test-db";

export const TEST_SESSION_SECRET = "test-session-secret-that-is-long-enough-0123456789";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  /** A fresh temporary DATA_DIR, removed by `cleanup()`. */
  dataDir: string;
  /** Closes the app, then the database (unless the caller passed its own), then removes dataDir. */
  cleanup(): Promise<void>;
}

/**
 * The real application on a fresh database (see createTestDatabase) and a fresh DATA_DIR.
 * `env` overrides the environment the config is read from (process.env is not read).
 * Static files come from an empty folder unless `deps.clientRoot` says otherwise, so tests
 * do not depend on whether `npm run build` has run; no blog posts are seeded unless
 * `deps.seedPosts` lists some. The app is not `ready()` yet: tests may
 * add routes before their first `inject`.
 */
export async function buildTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-test-"));
  const database = deps.database ?? (await createTestDatabase());
  const release = async () => {
    if (!deps.database) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, SESSION_SECRET: TEST_SESSION_SECRET, ...env });
    // No seeded blog posts unless a test asks for them (tests/api/blog.test.ts does): seeding nine
    // articles into every test database only costs time.
    const app = await buildApp(config, {
      clientRoot: path.join(dataDir, "no-client-build"),
      seedPosts: [],
      ...deps,
      database,
    });
    const cleanup = async () => {
      try {
        await app.close();
      } finally {
        await release();
      }
    };
    return { app, config, database, dataDir, cleanup };
  } catch (error) {
    await release();
    throw error;
  }
}

/** The Cookie header of a new visitor: a validly signed visitor cookie, as the site gives browsers. */
export function visitorCookie(app: FastifyInstance): string {
  return `${VISITOR_COOKIE}=${encodeURIComponent(app.signCookie(randomUUID()))}`;
}
