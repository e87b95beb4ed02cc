/**
 * Starts and stops the BUILT Tickwise server as a child process (`node build/main.js`), each with
 * its own free port and a fresh temporary DATA_DIR. Used by the Playwright global setup, by
 * server.spec.ts, and (bundled on the fly) by bench/serve.mjs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The build to serve: `build/`, or BUILD_DIR when set (as scripts/build.mjs and server/paths.ts read it). */
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
export const serverEntry = path.join(buildDir, "main.js");

/** Throws a clear message when there is no build to serve. */
export function assertBuilt(): void {
  const missing = [serverEntry, path.join(buildDir, "server/index.js")].filter((f) => !existsSync(f));
  if (missing.length) {
    throw new Error(
      `The server build is missing (${missing.map((f) => path.relative(projectRoot, f)).join(", ")}). ` +
        "Run `npm run build` first.",
    );
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<Exit>;
}

export interface SpawnOptions {
  /** Extra environment; PORT, DATA_DIR and LOG_LEVEL are the usual ones. */
  env?: Record<string, string>;
  /** Script to run instead of build/main.js (bench uses scripts/start.mjs, which builds first). */
  entry?: string;
  /** Working directory of the process: the project root unless another copy is being run. */
  cwd?: string;
  /** Copy the child's output to this process's stderr as it comes. */
  echo?: boolean;
}

/** Spawns the server without waiting for anything. */
export function spawnServer(options: SpawnOptions = {}): ServerProcess {
  const child = spawn(process.execPath, [options.entry ?? serverEntry], {
    cwd: options.cwd ?? projectRoot,
    env: { ...process.env, NODE_ENV: "production", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<Exit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

/** Waits at most `ms` for the exit; undefined when the process is still running. */
export async function exitWithin(server: ServerProcess, ms: number): Promise<Exit | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningServer extends ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** SIGTERM, wait for the exit (SIGKILL after `timeoutMs`), remove DATA_DIR; returns how it exited. */
  stop(timeoutMs?: number): Promise<Exit>;
}

export interface StartOptions extends SpawnOptions {
  port?: number;
  /** How long to wait for /readyz; the embedded database needs a few seconds to start. */
  readyTimeoutMs?: number;
  /** Runs on the fresh DATA_DIR before the server starts (e.g. writes fixture data into its database). */
  prepare?: (dataDir: string) => Promise<void>;
}

/** Starts the built server on a free port with a fresh DATA_DIR and waits until /readyz answers. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (!options.entry) assertBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "tickwise-data-"));
  if (options.prepare) {
    try {
      await options.prepare(dataDir);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const server = spawnServer({
    ...options,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...options.env },
  });
  const url = `http://127.0.0.1:${port}`;
  let stopped: Promise<Exit> | undefined;
  const running: RunningServer = {
    ...server,
    url,
    port,
    dataDir,
    stop(timeoutMs = 10_000) {
      stopped ??= (async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
        let exit = await exitWithin(server, timeoutMs);
        if (!exit) {
          server.child.kill("SIGKILL");
          exit = await server.exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
        return exit;
      })();
      return stopped;
    },
  };
  try {
    await waitForReady(running, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await running.stop(2_000);
    throw error;
  }
  return running;
}

async function waitForReady(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void server.exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `The server exited (code ${exit.code}, signal ${exit.signal}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer ${server.url}/readyz within ${timeoutMs} ms:\n${server.output()}`);
}
