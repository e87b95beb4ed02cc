import { z } from "@core/zod";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export interface TimeOptions {
  /** The server's clock, epoch ms; tests pass a skewed one. */
  now?: () => number;
}

/**
 * `GET /api/time` → `{ now }`: the server's clock in epoch milliseconds (docs/product.md, Keeping time).
 * The client times a few round trips to estimate how far the device's clock is off, so the answer
 * must never come from a cache and is read as late as possible.
 */
const time: FastifyPluginAsync<TimeOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const now = opts.now ?? Date.now;
  app.get(
    "/api/time",
    {
      schema: {
        tags: ["time"],
        summary: "The server's clock",
        description: "Never cached: clients time round trips to it to correct their own clock.",
        response: { 200: z.object({ now: z.number().describe("Epoch milliseconds") }).describe("The time now") },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      return { now: now() };
    },
  );
};

export default time;
