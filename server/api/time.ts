import type { FastifyPluginAsync } from "fastify";

export interface TimeOptions {
  /** The server's clock, epoch ms; tests pass a skewed one. */
  now?: () => number;
}

/**
 * `GET /api/time` → `{ now }`: the server's clock in epoch milliseconds (docs/product.md, Keeping time).
 * The client times a few round trips to estimate how far the device's clock is off, so the answer
 * must never come from a cache and is read as late as possible.
 */
const time: FastifyPluginAsync<TimeOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  app.get("/api/time", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return { now: now() };
  });
};

export default time;
