import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { buildDir } from "./paths";

/** Which of its builds React DOM's server renderer loaded: it picks one from NODE_ENV at first import. */
function reactBuild(): "development" | "production" {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  return loaded.some((file) => /react-dom-server[.\w-]*\.development\.js$/.test(file)) ? "development" : "production";
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const ssrBuild = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = await buildApp(config, { ssrBuild });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Stop accepting, let in-flight requests finish, stop the reminder poller (it waits for the
    // sends in flight and hands back what it claimed), then close the database (onClose hooks).
    const force = setTimeout(() => {
      app.log.error("graceful shutdown timed out");
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ nodeEnv: process.env.NODE_ENV, react: reactBuild() }, "serving");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
