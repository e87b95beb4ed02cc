// Starts the built server for benchmarking: a free port, a fresh temporary DATA_DIR, LOG_LEVEL=warn.
// It goes through scripts/start.mjs, which builds first when the build is missing or stale.
//
//   node bench/serve.mjs            serve until Ctrl-C (prints the URL)
//   import { serve } from "./serve.mjs"; const server = await serve(); … await server.stop();
import { importTs, isMain } from "./lib.mjs";

/** Starts the server (`env` adds to its environment, BUILD_DIR…); resolves to { url, stop(), output() } once /readyz answers. */
export async function serve({ echo = true, env = {} } = {}) {
  const { startServer } = await importTs("tests/e2e/server-process.ts");
  // A build may run first: give it time.
  return startServer({ entry: "scripts/start.mjs", readyTimeoutMs: 5 * 60_000, echo, env });
}

if (isMain(import.meta.url)) {
  const server = await serve();
  console.log(`Tickwise is serving at ${server.url} (DATA_DIR ${server.dataDir}); Ctrl-C stops it.`);
  const stop = async () => {
    const exit = await server.stop();
    console.log(`server stopped (exit code ${exit.code})`);
    process.exit(exit.code === 0 ? 0 : 1);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
