import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_URL } from "@core/visitor";
import { errorResponses, noBody, visitorOptional } from "./schemas";

/**
 * Gives the browser its visitor cookie (decision 028). Pages are cached and shared, so they cannot
 * set it; email calls refuse a request without it, and the client then asks here once and retries.
 * A cookie stores nothing on the server: there is nothing to limit.
 */
const visitorApi: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.post(
    VISITOR_URL,
    {
      schema: {
        tags: ["visitor"],
        summary: "Sets the visitor cookie",
        description: "Keeps a valid cookie as it is; sets a new one (Set-Cookie) otherwise.",
        security: visitorOptional,
        response: { 204: noBody("The browser holds a visitor cookie"), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      request.ensureVisitorId(reply);
      return reply.header("cache-control", "no-store").code(204).send();
    },
  );
};

export default visitorApi;
