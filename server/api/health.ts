import { z } from "@core/zod";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import { errorResponses } from "./schemas";

export interface HealthOptions {
  ping: () => Promise<void>;
}

/** /healthz: the process answers. /readyz: the database answers too. */
const health: FastifyPluginAsync<HealthOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        summary: "The process answers",
        response: { 200: z.object({ status: z.literal("ok") }).describe("Alive") },
      },
    },
    async (_req, reply) => {
      void reply.header("cache-control", "no-store");
      return { status: "ok" } as const;
    },
  );
  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "The process and its database answer",
        response: {
          200: z.object({ status: z.literal("ready") }).describe("Ready for traffic"),
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      try {
        await opts.ping();
        return { status: "ready" } as const;
      } catch (err) {
        request.log.warn({ err }, "database not reachable");
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: "Database is not reachable" });
      }
    },
  );
};

export default health;
