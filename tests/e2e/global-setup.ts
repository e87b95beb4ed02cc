/**
 * Starts the built server once for the whole run (fresh DATA_DIR, free port, LOG_LEVEL=warn) and
 * publishes its URL as TICKWISE_BASE_URL, which playwright.config.ts turns into `baseURL`.
 * The returned function is the global teardown: SIGTERM, then the server must exit with code 0.
 */
import type { FullConfig } from "@playwright/test";
import { adminCredentials } from "./admin-credentials";
import { writeE2eBlogPosts } from "./blog-fixtures";
import { startServer } from "./server-process";

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startServer({
    env: { ADMIN_USERNAME: adminCredentials.username, ADMIN_PASSWORD: adminCredentials.password },
    prepare: writeE2eBlogPosts,
  });
  process.env.TICKWISE_BASE_URL = server.url;
  return async () => {
    const exit = await server.stop();
    if (exit.code !== 0) {
      throw new Error(
        `The e2e server did not shut down cleanly on SIGTERM (code ${exit.code}, signal ${exit.signal}):\n` +
          server.output(),
      );
    }
  };
}
