import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { HTTPMethods, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import { buildTestApp, type TestApp } from "../helpers/test-app";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { fastScrypt, testAdmin, testAdminEnv } from "../helpers/admin";

/**
 * Every API endpoint, whatever its author, gets ≥ 1,000 generated requests (path values, query,
 * headers, cookies, bodies of every shape): never a 5xx, every refusal is JSON, and a refused
 * request (4xx) changes nothing in any table. Endpoints are read from the app's own route table
 * (onRoute), so an endpoint added later is fuzzed without touching this file.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

interface Endpoint {
  method: string;
  url: string;
}

/** Field names the API's schemas use (goals, reminders, blog, admin login): objects built from them get past the first checks. */
const fieldNames = [
  "title",
  "description",
  "durationInSeconds",
  "isCompleted",
  "email",
  "type",
  "duration",
  "sendAt",
  "message",
  "language",
  "timerUrl",
  "username",
  "password",
  "slug",
  "body",
  "summary",
  "status",
  "id",
  "__proto__",
  "constructor",
];

const tricky = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "true",
  "../../etc/passwd",
  "%00",
  "%",
  "%zz",
  "..%2f",
  "\u0000",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "2147483648",
  "9".repeat(40),
  "a".repeat(5000),
  "😀",
  "\u202e",
];

const scalar = fc.oneof(
  fc.constantFrom(...tricky),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(300, 600, 60, 3600, 7200),
  fc.emailAddress(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom("en", "es", "timer", "alarm", "stopwatch"),
);

/** An object shaped like the API's inputs, with values of any kind. */
const schemaLike = fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })), {
  maxKeys: 8,
});

type Body = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "raw"; text: string };

const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  schemaLike.map((value) => ({ kind: "json" as const, value })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: "json" as const, value })),
  fc
    .oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.constantFrom("{", '{"title":', "[1,2", '{"a":1}}', "\u0000", '{"__proto__":{"x":1}}', "x".repeat(2_000_000)),
    )
    .map((text) => ({ kind: "raw" as const, text })),
);

const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/json; charset=latin1",
  "garbage",
  undefined,
);

const headerValue = fc.string({ unit: "grapheme-ascii", maxLength: 80 }).filter((v) => /^[\x20-\x7e]*$/.test(v));
const headersArb = fc.record(
  {
    "accept-language": headerValue,
    accept: fc.constantFrom("application/json", "text/html", "*/*", "garbage"),
    "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
    "x-forwarded-proto": fc.constantFrom("https", "http", "gopher"),
    host: fc.oneof(
      fc.domain(),
      headerValue.filter((v) => v.length > 0),
    ),
    origin: fc.oneof(fc.webUrl(), headerValue),
    "accept-encoding": fc.constantFrom("br", "gzip", "identity", "*", "br;q=0"),
  },
  { requiredKeys: [] },
);

/** Cookies: none, the real visitor, a forged or garbled visitor cookie, random ones. */
type CookieChoice = "none" | "visitor" | "other-visitor" | "forged" | "admin" | { raw: string };
const cookieArb: fc.Arbitrary<CookieChoice> = fc.oneof(
  fc.constantFrom<CookieChoice>("none", "visitor", "other-visitor", "forged", "admin"),
  headerValue.map((raw) => ({ raw })),
);

const pathValue = fc.oneof(
  fc.constantFrom(...tricky).map((v) => ({ v, raw: false })),
  fc.constantFrom("%", "%zz", "..%2f..", "%c0%af", "a%00b").map((v) => ({ v, raw: true })),
  fc.string({ unit: "binary", maxLength: 40 }).map((v) => ({ v, raw: false })),
  fc.integer({ min: -5, max: 12 }).map((v) => ({ v: String(v), raw: false })),
  fc.uuid().map((v) => ({ v, raw: false })),
);

const queryArb = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: "binary", maxLength: 20 }), {
  maxKeys: 3,
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe("fuzz: every API endpoint", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const endpoints: Endpoint[] = [];
  let visitorCookie: string;
  let otherVisitorCookie: string;
  /** An administrator's session (when the app has the admin login), so admin endpoints are fuzzed past the login check. */
  let adminCookie: string | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { ...smtp.env("fuzz"), ...testAdminEnv, REMINDER_POLL_MS: "0" },
      {
        scrypt: fastScrypt,
        onRoute: (route) => {
          for (const method of [route.method].flat()) {
            if (method === "HEAD" || method === "OPTIONS") continue;
            if (route.url.startsWith("/api/") || route.url === "/healthz" || route.url === "/readyz") {
              endpoints.push({ method, url: route.url });
            }
          }
        },
      },
    );
    await t.app.ready();
    // A visitor with some goals and a reminder, so ids in paths sometimes exist.
    const first = await t.app.inject({
      method: "POST",
      url: "/api/goals",
      payload: { title: "seed", durationInSeconds: 300 },
    });
    visitorCookie = first.headers["set-cookie"]!.toString().split(";")[0]!;
    for (let i = 0; i < 4; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/goals",
        headers: { cookie: visitorCookie },
        payload: { title: `seed ${i}`, durationInSeconds: 600 },
      });
    }
    otherVisitorCookie = `${VISITOR_COOKIE}=${encodeURIComponent(t.app.signCookie(randomUUID()))}`;
    if (t.app.hasRoute({ method: "POST", url: "/api/auth/login" })) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: testAdmin.username, password: testAdmin.password },
      });
      expect(login.statusCode).toBe(200);
      adminCookie = [login.headers["set-cookie"]]
        .flat()
        .map(String)
        .find((c) => c.startsWith("tickwise_admin="))
        ?.split(";")[0];
      expect(adminCookie).toBeTruthy();
    }
    await installWriteCounter();
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
    await smtp?.stop();
  });

  /**
   * How many rows were ever inserted, updated or deleted in any table: a row-level trigger on every
   * table of the public schema (whoever's migration made it) counts them in a sequence. Cheaper than
   * snapshotting every table around each request, and stricter: rewriting a row with the same
   * values counts too.
   */
  async function installWriteCounter() {
    const { db } = t.database;
    await db.execute(sql`CREATE SEQUENCE fuzz_writes`);
    await db.execute(
      sql.raw(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$`),
    );
    const tables = rowsOf<{ tablename: string }>(
      await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
    );
    expect(tables.map((r) => r.tablename)).toContain("goals");
    for (const { tablename } of tables) {
      await db.execute(
        sql`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.identifier(tablename)}
            FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
      );
    }
  }
  async function writes(): Promise<number> {
    const [row] = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM fuzz_writes`),
    );
    return Number(row!.n);
  }

  function toInject(
    endpoint: Endpoint,
    sample: {
      params: { v: string; raw: boolean }[];
      suffix: string;
      query: Record<string, string>;
      body: Body;
      contentType: string | undefined;
      headers: Record<string, string>;
      cookie: CookieChoice;
    },
  ): InjectOptions {
    let i = 0;
    let url = endpoint.url.replace(/:[A-Za-z0-9_]+/g, () => {
      const p = sample.params[i++ % sample.params.length]!;
      return p.raw ? p.v : encodeURIComponent(p.v);
    });
    url = url.replace(/\*$/, encodeURIComponent(sample.suffix));
    const search = new URLSearchParams(sample.query).toString();
    if (search) url += `?${search}`;
    const headers: Record<string, string> = { ...sample.headers };
    const cookie =
      sample.cookie === "none"
        ? undefined
        : sample.cookie === "visitor"
          ? visitorCookie
          : sample.cookie === "admin"
            ? adminCookie
            : sample.cookie === "other-visitor"
              ? otherVisitorCookie
              : sample.cookie === "forged"
                ? `${VISITOR_COOKIE}=${randomUUID()}.forgedsignature`
                : sample.cookie.raw;
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (sample.body.kind === "json") payload = JSON.stringify(sample.body.value) ?? "null";
    if (sample.body.kind === "raw") payload = sample.body.text;
    if (payload !== undefined && sample.contentType) headers["content-type"] = sample.contentType;
    return { method: endpoint.method as HTTPMethods, url, headers, ...(payload === undefined ? {} : { payload }) };
  }

  it("finds the API's endpoints in the route table", () => {
    const names = endpoints.map((e) => `${e.method} ${e.url}`);
    // The ones that exist today must be among them; later ones are fuzzed automatically.
    for (const known of ["GET /api/goals", "POST /api/goals", "PUT /api/goals/:id", "DELETE /api/goals/:id"]) {
      expect(names).toContain(known);
    }
    for (const known of [
      "POST /api/email/reminder",
      "DELETE /api/email/reminder/:id",
      "GET /api/time",
      "GET /readyz",
    ]) {
      expect(names).toContain(known);
    }
    console.log(
      `[fuzz] ${endpoints.length} endpoints, ${RUNS} generated requests each (the /api/* catch-all ${Math.ceil(RUNS / 5)}): ${names.join(", ")}`,
    );
  });

  it(`never answers 5xx and a refused request changes no state (${RUNS} requests per endpoint)`, async () => {
    const started = Date.now();
    const statuses = new Map<number, number>();
    let total = 0;
    let lastWrites = await writes();
    for (const endpoint of endpoints) {
      // The /api/* catch-all (one "route" per method, all 404) gets a fifth as many.
      const numRuns = endpoint.url === "/api/*" ? Math.ceil(RUNS / 5) : RUNS;
      total += numRuns;
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.array(pathValue, { minLength: 1, maxLength: 3 }),
            suffix: fc.string({ unit: "binary", maxLength: 30 }),
            query: queryArb,
            body: bodyArb,
            contentType: contentTypeArb,
            headers: headersArb,
            cookie: cookieArb,
          }),
          async (sample) => {
            const request = toInject(endpoint, sample);
            const before = lastWrites;
            const res = await t.app.inject(request);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.headers["content-type"], where).toMatch(/^application\/json/);
              expect(typeof res.json().error, where).toBe("string");
              expect(res.body, where).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
            }
            // Read after every request (not only refused ones): the next request's "before".
            lastWrites = await writes();
            if (res.statusCode >= 400) {
              expect(lastWrites, `${where}: a refused request changed the database`).toBe(before);
            }
          },
        ),
        { numRuns, endOnFailure: true },
      );
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`[fuzz] ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(" ")}`);
  }, 600_000);
});
