import type { FastifyPluginAsync } from "fastify";
import { VISITOR_URL } from "@core/visitor";

/**
 * Gives the browser its visitor cookie (decision 028). Pages are cached and shared, so they cannot
 * set it; email calls refuse a request without it, and the client then asks here once and retries.
 * A cookie stores nothing on the server: there is nothing to limit.
 */
const visitorApi: FastifyPluginAsync = async (app) => {
  app.post(VISITOR_URL, async (request, reply) => {
    request.ensureVisitorId(reply);
    return reply.header("cache-control", "no-store").code(204).send();
  });
};

export default visitorApi;
