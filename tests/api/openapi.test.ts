import { validate, compileErrors } from "@readme/openapi-parser";
import { goalDurations } from "@core/goals";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";

/**
 * GET /api/openapi.json (decision 031): a valid OpenAPI 3 document generated from the routes' own
 * zod schemas, listing every public route and no administrator's one, whose request schemas are
 * the ones the server enforces.
 */

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** The administrator's calls: registered by the app, never documented. */
const adminRoutes = [
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/session",
  "GET /api/admin/blog",
  "POST /api/blog",
  "PUT /api/blog/:id",
  "DELETE /api/blog/:id",
];
const isAdmin = (route: string) =>
  adminRoutes.includes(route) ||
  /^\w+ \/api\/(auth|admin)\//.test(route) ||
  /^(POST|PUT|DELETE) \/api\/blog/.test(route);

/** "/api/goals/:id" as OpenAPI writes it: "/api/goals/{id}". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  /** "METHOD /url" of every route the app registered (HEAD routes Fastify adds by itself aside). */
  const registered: string[] = [];
  let res: LightMyRequestResponse;
  let doc: Document;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) {
            if (method !== "HEAD" && method !== "OPTIONS") registered.push(`${method} ${route.url}`);
          }
        },
      },
    );
    await t.app.ready();
    res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    doc = res.json<Document>();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  function operation(method: string, path: string): Operation {
    const op = doc.paths[path]?.[method.toLowerCase()];
    expect(op, `${method} ${path} is documented`).toBeDefined();
    return op!;
  }
  const bodySchema = (op: Operation) => op.requestBody!.content["application/json"]!.schema;

  it("is a valid OpenAPI 3 document: Tickwise API, at the package's version", async () => {
    expect(res.statusCode).toBe(200);
    // A copy of its own: the validator resolves references in what it is given.
    const result = await validate(JSON.parse(res.body) as Exclude<Parameters<typeof validate>[0], string>);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe("OpenAPI");
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Tickwise API");
    expect(doc.info.version).toBe(packageJson.version);
  });

  it("is served as JSON that caches may keep and revalidate, with the site's security headers", async () => {
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600, must-revalidate");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["set-cookie"]).toBeUndefined();
    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { "if-none-match": etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { "if-none-match": '"x"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(res.body);
  });

  it("documents every public route with each of its methods, and no administrator's route", () => {
    const api = registered.filter(
      (r) => / \/api\//.test(r) && !r.endsWith(" /api/*") && !isAdmin(r), // "/api/*" is the JSON 404
    );
    const publicRoutes = [...api, "GET /healthz", "GET /readyz"];
    // The ones that exist today, so that the check cannot pass on an empty route table.
    for (const known of [
      "GET /api/goals",
      "POST /api/goals",
      "PUT /api/goals/:id",
      "DELETE /api/goals/:id",
      "GET /api/focus-sessions",
      "POST /api/focus-sessions",
      "DELETE /api/focus-sessions",
      "GET /api/focus-sessions.csv",
      "GET /api/cities",
      "POST /api/email/reminder",
      "DELETE /api/email/reminder/:id",
      "GET /api/email/test",
      "POST /api/email/source-code",
      "POST /api/email/unsubscribe",
      "GET /api/email/unsubscribe",
      "POST /api/visitor",
      "GET /api/time",
      "GET /api/blog",
      "GET /api/blog/:slug",
      "GET /api/openapi.json",
    ]) {
      expect(publicRoutes).toContain(known);
    }
    for (const route of publicRoutes) {
      const [method, url] = route.split(" ") as [string, string];
      const op = operation(method, openApiPath(url));
      expect(op.tags?.length, `${route} has a tag`).toBeGreaterThan(0);
      expect(
        Object.keys(op.responses).some((status) => /^[23]/.test(status)),
        `${route} documents its success`,
      ).toBe(true);
    }
    // Nothing else is documented: no page, no file, no administrator's call.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(publicRoutes.map((r) => r.replace(/:(\w+)/g, "{$1}")).sort());

    for (const route of adminRoutes) expect(registered).toContain(route);
    for (const route of registered.filter(isAdmin)) {
      const [method, url] = route.split(" ") as [string, string];
      expect(doc.paths[openApiPath(url)]?.[method.toLowerCase()], `${route} is not documented`).toBeUndefined();
    }
    expect(JSON.stringify(doc)).not.toMatch(/\/api\/(auth|admin)\b|tickwise_admin/);
  });

  it("says which calls go with the visitor cookie", () => {
    expect(doc.components.securitySchemes.visitorCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: VISITOR_COOKIE,
    });
    expect(operation("POST", "/api/email/reminder").security).toEqual([{ visitorCookie: [] }]);
    expect(operation("POST", "/api/email/source-code").security).toEqual([{ visitorCookie: [] }]);
    // Goals work without one (an empty list; the first goal sets it).
    expect(operation("GET", "/api/goals").security).toEqual([{}, { visitorCookie: [] }]);
    expect(operation("POST", "/api/focus-sessions").security).toEqual([{}, { visitorCookie: [] }]);
    expect(operation("GET", "/api/focus-sessions.csv").security).toEqual([{}, { visitorCookie: [] }]);
    // City search depends on its query alone.
    expect(operation("GET", "/api/cities").security).toBeUndefined();
    // The one-click unsubscribe is authorised by its token, not by a cookie.
    expect(operation("POST", "/api/email/unsubscribe").security).toBeUndefined();
    expect(operation("POST", "/api/email/unsubscribe").parameters).toContainEqual(
      expect.objectContaining({ name: "token", in: "query" }),
    );
  });

  it("documents the new goal's body as the server enforces it", async () => {
    const schema = bodySchema(operation("POST", "/api/goals"));
    expect(schema.required).toEqual(expect.arrayContaining(["title", "durationInSeconds"]));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties!.title).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(schema.properties!.durationInSeconds!.enum).toEqual([...goalDurations]);

    const cookie = visitorCookie(t.app);
    const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/goals", headers: { cookie }, payload });
    const refusals: [object, string][] = [
      // minLength 1 (after trimming, as the server reads it)
      [{ title: "", durationInSeconds: 300 }, "title: Title is required"],
      // required
      [{ durationInSeconds: 300 }, "title: Title is required"],
      [{ title: "Read" }, "durationInSeconds: Duration is required"],
      // maxLength 200
      [{ title: "x".repeat(201), durationInSeconds: 300 }, "title: Title must be at most 200 characters"],
      // enum
      [
        { title: "Read", durationInSeconds: 301 },
        `durationInSeconds: Duration must be one of ${goalDurations.join(", ")} seconds`,
      ],
      // additionalProperties: false
      [{ title: "Read", durationInSeconds: 300, owner: "x" }, 'Unrecognized key: "owner"'],
    ];
    for (const [payload, error] of refusals) {
      const refused = await post(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    const accepted = await post({ title: "Read", durationInSeconds: 300 });
    expect(accepted.statusCode).toBe(201);
    expect(Object.keys(accepted.json<object>()).sort()).toEqual(
      Object.keys(
        operation("POST", "/api/goals").responses["201"]!.content!["application/json"]!.schema.properties!,
      ).sort(),
    );
  });

  it("documents the focus sessions' download as CSV and their range as query parameters", () => {
    const csv = operation("GET", "/api/focus-sessions.csv");
    expect(Object.keys(csv.responses["200"]!.content!)).toEqual(["text/csv"]);
    for (const op of [csv, operation("GET", "/api/focus-sessions")]) {
      expect(op.parameters!.map((p) => [p.name, p.in])).toEqual([
        ["from", "query"],
        ["to", "query"],
      ]);
    }
    const cities = operation("GET", "/api/cities").parameters!;
    expect(cities.map((p) => p.name)).toEqual(["q", "limit", "lang"]);
    expect(cities.find((p) => p.name === "q")).toMatchObject({ required: true });
  });

  it("documents a goal's id as the server reads it: anything else is not found", async () => {
    const id = operation("PUT", "/api/goals/{id}").parameters!.find((p) => p.name === "id")!;
    expect(id).toMatchObject({ in: "path", required: true });
    expect(id.schema.pattern).toBeDefined();
    const pattern = new RegExp(id.schema.pattern as string);
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      expect(pattern.test(bad), bad).toBe(false);
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/goals/${bad}`,
        headers: { cookie: visitorCookie(t.app) },
      });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ error: "Goal not found" });
    }
  });
});
