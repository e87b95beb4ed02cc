import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@server/db/client";
import { goals } from "@server/db/schema";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@server/db/unavailable";
import { createTestDatabase, usePostgres, type TestDbHandle } from "../helpers/test-db";
import { randomIp } from "../helpers/smtp";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";
import { startTcpProxy, type CutMode, type TcpProxy } from "../helpers/tcp-proxy";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bounds the app runs with here (production defaults are 3 s and 10 s; see server/db/client.ts). */
const CONNECT_MS = 1_000;
const QUERY_MS = 2_000;

interface Answer {
  kind: "readyz" | "list" | "create";
  at: number;
  ms: number;
  status: number;
  retryAfter: string | undefined;
  contentType: string | undefined;
  body: unknown;
  title?: string;
}

// A PostgreSQL server cannot be stopped per test: a TCP proxy between the app and it is cut instead.
describe.skipIf(!usePostgres)(
  "database outage (PostgreSQL behind a TCP proxy; skipped without TEST_DATABASE_URL)",
  () => {
    let db: TestDbHandle;
    let proxy: TcpProxy;
    let database: DbHandle;
    let t: TestApp;
    let cookie: string;
    let serial = 0;
    const answers: Answer[] = [];

    beforeAll(async () => {
      db = await createTestDatabase();
      const target = new URL(db.url!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      database = await openDatabase({
        kind: "postgres",
        url: proxy.rewrite(db.url!),
        timeouts: { connectMs: CONNECT_MS, queryMs: QUERY_MS },
      });
      t = await buildTestApp({ REMINDER_POLL_MS: "0" }, { database });
      await t.app.ready();
      const first = await t.app.inject({
        method: "POST",
        url: "/api/goals",
        payload: { title: "before", durationInSeconds: 300 },
      });
      expect(first.statusCode).toBe(201);
      cookie = first.headers["set-cookie"]!.toString().split(";")[0]!;
    });
    afterAll(async () => {
      await t?.cleanup();
      await database?.close();
      await proxy?.close();
      await db?.close();
    });
    afterEach(() => {
      proxy.resume();
      answers.length = 0;
    });

    /**
     * One goal, each time from a new visitor at a new address: goal creation is rate-limited per
     * visitor and per client (decision 028), and the writer creates one every 20 ms.
     */
    const createGoal = (title: string) =>
      ({
        method: "POST",
        url: "/api/goals",
        headers: { cookie: visitorCookie(t.app) },
        remoteAddress: randomIp(),
        payload: { title, durationInSeconds: 300 },
      }) as const;

    async function request(kind: Answer["kind"]): Promise<Answer> {
      const at = Date.now();
      const title = kind === "create" ? `goal ${++serial}` : undefined;
      const res = await t.app.inject(
        kind === "readyz"
          ? { method: "GET", url: "/readyz" }
          : kind === "list"
            ? { method: "GET", url: "/api/goals", headers: { cookie } }
            : createGoal(title!),
      );
      const answer: Answer = {
        kind,
        at,
        ms: Date.now() - at,
        status: res.statusCode,
        retryAfter: res.headers["retry-after"] as string | undefined,
        contentType: res.headers["content-type"] as string | undefined,
        body: res.body ? res.json() : undefined,
        title,
      };
      answers.push(answer);
      return answer;
    }

    /** Three clients (readiness probe, reader, writer) hammering until `until` resolves. */
    async function traffic(until: Promise<void>) {
      let done = false;
      void until.then(() => (done = true));
      const client = async (kind: Answer["kind"]) => {
        while (!done) {
          await request(kind);
          await sleep(20);
        }
      };
      await Promise.all([client("readyz"), client("list"), client("create")]);
    }

    async function outage(mode: CutMode) {
      const timeline = (async () => {
        await sleep(500);
        const cutAt = Date.now();
        proxy.cut(mode);
        // A silent network is cut for longer than the query bound, so the timeouts are what answers.
        await sleep(mode === "refuse" ? 3_000 : QUERY_MS + 3_000);
        const resumedAt = Date.now();
        proxy.resume();
        // Give the app time to notice on its own (no restart, no manual reconnect).
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          await sleep(100);
          const recent = answers.filter((a) => a.at > resumedAt);
          const lastThree = (kind: Answer["kind"]) => recent.filter((a) => a.kind === kind).slice(-3);
          const healthy = (["readyz", "list", "create"] as const).every(
            (kind) => lastThree(kind).length === 3 && lastThree(kind).every((a) => a.status < 300),
          );
          if (healthy) break;
        }
        return { cutAt, resumedAt };
      })();
      let times!: { cutAt: number; resumedAt: number };
      await traffic(timeline.then((v) => void (times = v)));
      return times;
    }

    function check({ cutAt, resumedAt }: { cutAt: number; resumedAt: number }, mode: CutMode) {
      // Never a 500, never anything but JSON.
      for (const a of answers) {
        expect([200, 201, 503], `${a.kind} answered ${a.status}: ${JSON.stringify(a.body)}`).toContain(a.status);
        expect(a.contentType).toMatch(/application\/json/);
      }
      const before = answers.filter((a) => a.at + a.ms < cutAt);
      expect(before.length).toBeGreaterThan(0);
      expect(
        before
          .filter((a) => a.status >= 300)
          .map((a) => `${a.kind} ${a.status} at ${a.at - cutAt} ms: ${JSON.stringify(a.body)}`),
      ).toEqual([]);

      const during = answers.filter((a) => a.at >= cutAt + 100 && a.at + a.ms <= resumedAt);
      const refused = during.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(during.filter((a) => a.kind === "readyz").every((a) => a.status === 503)).toBe(true);
      for (const a of refused) {
        if (a.kind === "readyz") expect(a.body).toEqual({ error: "Database is not reachable" });
        else expect(a.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
      // No request hangs: each answers within the connect (refused) or query (black hole) bound.
      const slowest = Math.max(...answers.map((a) => a.ms));
      expect(slowest).toBeLessThan(CONNECT_MS + QUERY_MS + 1_500);

      // Recovered on its own: the last answers of every kind are successes again.
      const after = answers.filter((a) => a.at > resumedAt);
      for (const kind of ["readyz", "list", "create"] as const) {
        expect(after.filter((a) => a.kind === kind).at(-1)?.status).toBeLessThan(300);
      }
      const recoveredAt = Math.min(
        ...(["readyz", "list", "create"] as const).map(
          (kind) => after.find((a) => a.kind === kind && a.status < 300)?.at ?? Infinity,
        ),
      );
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      console.log(
        `[db-outage:${mode}] ${answers.length} requests; during the ${((resumedAt - cutAt) / 1000).toFixed(1)} s cut ${refused.length}/${during.length} answered 503 ` +
          `(median ${median(refused.map((a) => a.ms))} ms, slowest ${slowest} ms overall); ` +
          `first success ${recoveredAt - resumedAt} ms after the database came back; zero 5xx other than 503`,
      );
    }

    /** Every goal the API confirmed (201) is in the database, and no refused one is. */
    async function expectNothingLost() {
      const rows = await db.db.select({ title: goals.title }).from(goals);
      const stored = new Set(rows.map((r) => r.title));
      const confirmed = answers.filter((a) => a.kind === "create" && a.status === 201);
      expect(confirmed.length).toBeGreaterThan(0);
      for (const a of confirmed) expect(stored.has(a.title!), `${a.title} was confirmed but is missing`).toBe(true);
      expect(stored.has("before")).toBe(true);
    }

    it("database stopped: /readyz fails, API answers 503 JSON with Retry-After at once, then recovers on its own", async () => {
      const times = await outage("refuse");
      check(times, "refuse");
      await expectNothingLost();
    }, 30_000);

    it("network gone silent: requests still answer 503 within the timeouts, then recover on their own", async () => {
      const times = await outage("blackhole");
      check(times, "blackhole");
      await expectNothingLost();
    }, 40_000);
  },
);
