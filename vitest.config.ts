import { defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases";

/** API tests: `api` on in-memory PGlite; `api-postgres` (only when TEST_DATABASE_URL is set) on PostgreSQL. */
const apiProject = (name: string, testDb: "pglite" | "postgres") => ({
  resolve: { alias: aliases },
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. The
    // API tests mostly wait (databases, SMTP, timers, child processes), so three files at a time
    // more than halve the wall time without starving the CPU.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias: aliases },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      apiProject("api", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
