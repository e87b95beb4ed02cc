import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import type { FastifyPluginAsync } from "fastify";

export interface HealthOptions {
  ping: () => Promise<void>;
}

/** /healthz: the process answers. /readyz: the database answers too. */
const health: FastifyPluginAsync<HealthOptions> = async (app, opts) => {
  app.get("/healthz", async (_req, reply) => {
    void reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", async (request, reply) => {
    void reply.header("cache-control", "no-store");
    try {
      await opts.ping();
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "database not reachable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: "Database is not reachable" });
    }
  });
};

export default health;
