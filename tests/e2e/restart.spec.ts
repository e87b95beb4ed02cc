/**
 * Restart under load: two built servers on one PostgreSQL database behind a small round-robin
 * proxy (standing in for the load balancer). One gets SIGTERM while requests are in flight: those
 * complete, new requests go to the other, and every goal the API confirmed is still there.
 * Needs PostgreSQL (TEST_DATABASE_URL): two processes cannot share one embedded database.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
const SECRET = randomBytes(32).toString("base64url");

interface Backend {
  server: RunningServer;
  name: string;
  active: number;
  /** Responses it has answered so far. */
  served: number;
  /** Refused a connection: taken out of the rotation (a load balancer's passive health check). */
  down?: boolean;
}

/** Round robin over the backends; one that refuses a connection leaves the rotation (as a load balancer does). */
function startProxy(backends: Backend[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const up = backends.filter((b) => !b.down);
        const backend = up[next++ % Math.max(up.length, 1)] ?? backends[0]!;
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: backend.server.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: false,
          },
          (answer) => {
            backend.served++;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on("end", () => backend.active--);
          },
        );
        backend.active++;
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          backend.active--;
          // Refused, or reset before any answer (a closing server drops connections that carry no
          // request yet): nothing was processed, so try the next backend, as a load balancer does.
          if (error.code === "ECONNREFUSED") backend.down = true;
          const notProcessed = error.code === "ECONNREFUSED" || error.code === "ECONNRESET";
          if (notProcessed && tries < backends.length + 2) return attempt(tries + 1);
          res.writeHead(502, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: `proxy: ${error.code ?? error.message}` }));
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  return {
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe("restart under load (two servers on PostgreSQL)", () => {
  test.skip(!adminUrl, "needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  test.setTimeout(400_000); // two servers starting at once on a loaded machine take a while

  test("SIGTERM with requests in flight: they complete, new ones go to the other server, nothing written is lost", async () => {
    const name = `tickwise_restart_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // TRUST_PROXY: the proxy stands in for a load balancer, and the visitors' X-Forwarded-For is their address.
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: SECRET, REMINDER_POLL_MS: "0", TRUST_PROXY: "true" };
    const servers: RunningServer[] = [];
    let proxy: ReturnType<typeof startProxy> | undefined;
    try {
      // Both start at once on the fresh database: one migrates, the other waits on the lock.
      const [a, b] = await Promise.all([
        startServer({ env, readyTimeoutMs: 240_000 }),
        startServer({ env, readyTimeoutMs: 240_000 }),
      ]);
      servers.push(a!, b!);
      const backends: Backend[] = [
        { server: a!, name: "A", active: 0, served: 0 },
        { server: b!, name: "B", active: 0, served: 0 },
      ];
      proxy = startProxy(backends);
      const base = `http://127.0.0.1:${await proxy.listen()}`;

      // Eight clients, each creating goals and reading them back as fast as they can. Goal creation
      // is limited per visitor and per client address (decision 028): every 20 goals, a client
      // becomes a new visitor at a new address.
      const confirmed = new Map<string, Set<string>>(); // cookie → titles answered 201
      const failures: string[] = [];
      let stop = false;
      let sent = 0;
      const visitor = async (v: number) => {
        let cookie = "";
        for (let i = 0; !stop; i++) {
          const generation = Math.floor(i / 20);
          if (i % 20 === 0) cookie = "";
          const address = `10.${v}.${Math.floor(generation / 250) % 256}.${(generation % 250) + 1}`;
          const title = `v${v} goal ${i}`;
          sent++;
          const created = await fetch(`${base}/api/goals`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": address,
              ...(cookie ? { cookie } : {}),
            },
            body: JSON.stringify({ title, durationInSeconds: 300 }),
          }).catch((e: Error) => ({ status: 0, statusText: e.message }) as Response);
          if (created.status !== 201) {
            failures.push(`POST ${title}: ${created.status} ${created.statusText}`);
            continue;
          }
          cookie ||= created.headers.get("set-cookie")!.split(";")[0]!;
          if (!confirmed.has(cookie)) confirmed.set(cookie, new Set());
          confirmed.get(cookie)!.add(title);
          sent++;
          const listed = await fetch(`${base}/api/goals`, { headers: { cookie } }).catch(
            (e: Error) => ({ status: 0, statusText: e.message }) as Response,
          );
          if (listed.status !== 200) failures.push(`GET: ${listed.status} ${listed.statusText}`);
        }
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, v) => visitor(v)));

      // Let traffic flow (both servers answered some), then SIGTERM A at a moment it has requests in flight.
      await expect
        .poll(() => Math.min(backends[0]!.served, backends[1]!.served), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(20);
      const deadline = Date.now() + 5_000;
      while (backends[0]!.active === 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
      const inFlightAtTerm = backends[0]!.active;
      expect(inFlightAtTerm).toBeGreaterThan(0);
      const servedByABefore = backends[0]!.served;
      a!.child.kill("SIGTERM");
      const exit = await a!.exited;
      const servedByAAfterTerm = backends[0]!.served - servedByABefore;
      // Traffic goes on, through B alone.
      const servedByBAtExit = backends[1]!.served;
      await expect.poll(() => backends[1]!.served - servedByBAtExit, { timeout: 60_000 }).toBeGreaterThanOrEqual(50);
      stop = true;
      await load;

      expect(exit.code, a!.output()).toBe(0);
      expect(failures).toEqual([]);
      // Requests A had accepted were answered; what arrived after went to B.
      expect(servedByAAfterTerm).toBeGreaterThanOrEqual(inFlightAtTerm);
      const servedByB = backends[1]!.served;

      // Nothing written is lost: every confirmed goal is read back (through B, the only one left).
      let total = 0;
      for (const [cookie, titles] of confirmed) {
        const res = await fetch(`${base}/api/goals`, { headers: { cookie } });
        const stored = new Set(((await res.json()) as { title: string }[]).map((g) => g.title));
        for (const title of titles) expect(stored.has(title), `${title} was confirmed but is missing`).toBe(true);
        total += titles.size;
      }
      console.log(
        `[restart] ${sent} requests through the proxy, 0 failed; SIGTERM with ${inFlightAtTerm} in flight on A ` +
          `(all answered, A exited 0); B served ${servedByB}; ${total} confirmed goals all present`,
      );
    } finally {
      await proxy?.close();
      for (const s of servers) await s.stop();
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });
});
