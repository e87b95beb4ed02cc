import { createHash } from "node:crypto";
import swagger from "@fastify/swagger";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "@core/zod";
import packageJson from "../../package.json" with { type: "json" };
import { VISITOR_COOKIE } from "../plugins/visitor";
import { VISITOR_SCHEME, noBody } from "./schemas";

export const OPENAPI_PATH = "/api/openapi.json";

const description = `The public HTTP API of Tickwise: goals, focus sessions, email reminders, city search, the server's clock, the blog and health.

- Bodies are JSON (at most 1 MB). Every refusal is \`{ "error": message }\` with its status; an invalid body names the first field at fault ("title: Title is required").
- A visitor is an anonymous, signed, httpOnly cookie (\`${VISITOR_COOKIE}\`) that \`POST /api/visitor\` sets (so do the first \`POST /api/goals\` and \`POST /api/focus-sessions\`). Goals, focus sessions and scheduled reminders belong to it: another visitor's are never listed, and a goal or reminder of another is not found (404). The email calls refuse a request without it (403).
- A write sent by another site's page (its \`Origin\` or \`Sec-Fetch-Site\` says so) is refused (403) and changes nothing.
- Writes that store or send something are rate-limited per client and per visitor or address (429, with \`Retry-After\`).`;

/**
 * Collects every route's schema for the OpenAPI document (@fastify/swagger, with the zod type
 * provider's transform). Registered before any route. Only tagged routes are documented: the
 * public API tags its routes; pages, files and the administrator's calls stay out.
 */
export const openApiDocument = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: { title: "Tickwise API", version: packageJson.version, description },
        tags: [
          { name: "goals", description: "The visitor's goals" },
          { name: "focus-sessions", description: "The visitor's completed focus periods (Pomodoro)" },
          { name: "email", description: "Timer reminders by email, and unsubscribing" },
          { name: "visitor", description: "The anonymous visitor cookie" },
          { name: "cities", description: "City search for the time-zone tools" },
          { name: "time", description: "The server's clock" },
          { name: "blog", description: "Published blog posts" },
          { name: "health", description: "Liveness and readiness" },
          { name: "openapi", description: "This document" },
        ],
        components: {
          securitySchemes: {
            [VISITOR_SCHEME]: {
              type: "apiKey",
              in: "cookie",
              name: VISITOR_COOKIE,
              description:
                "The signed visitor cookie that POST /api/visitor sets. Browsers send it by themselves; it is httpOnly.",
            },
          },
        },
      },
      hideUntagged: true,
      transform: jsonSchemaTransform,
    });
  },
  { name: "openapi-document" },
);

/**
 * `GET /api/openapi.json`: the document, built once from the route schemas when first asked for.
 * It changes only with a deployment: shared caches may keep it an hour, then revalidate its ETag.
 */
const openApi: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  let etag: string | undefined;

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ["openapi"],
        summary: "This OpenAPI document",
        response: {
          200: z
            .custom<ReturnType<typeof app.swagger>>((value) => typeof value === "object" && value !== null)
            .describe("An OpenAPI 3.1 document"),
          304: noBody("Not modified (If-None-Match)"),
        },
      },
    },
    async (request, reply) => {
      // @fastify/swagger builds the document once and keeps it.
      const document = app.swagger();
      etag ??= `"${createHash("sha256").update(JSON.stringify(document)).digest("base64url").slice(0, 27)}"`;
      void reply.header("cache-control", "public, max-age=3600, must-revalidate").header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return document;
    },
  );
};

export default openApi;
