import fp from "fastify-plugin";
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, type RateLimitStore } from "../lib/rate-limit";

declare module "fastify" {
  interface FastifyInstance {
    /** Shared rate limiter (email, login…): in memory, or in Redis when REDIS_URL is set. */
    rateLimiter: RateLimiter;
  }
}

export interface RateLimiterOptions {
  /** REDIS_URL: counters are shared by every instance through it. */
  redisUrl?: string;
  /** Key prefix in Redis. */
  prefix?: string;
  /** A ready store (tests). */
  store?: RateLimitStore;
}

/**
 * Decorates `app.rateLimiter`. Routes call `app.rateLimiter.enforce([...checks])`, which throws
 * 429 `{ error }` with `Retry-After` (see server/lib/rate-limit.ts).
 */
export default fp<RateLimiterOptions>(
  async (app, opts) => {
    let store = opts.store;
    if (!store && opts.redisUrl) {
      const redisStore = new RedisRateLimitStore({ url: opts.redisUrl, prefix: opts.prefix, log: app.log });
      app.addHook("onReady", async () => void (await redisStore.connect()));
      store = redisStore;
    }
    const limiter = new RateLimiter(store ?? new MemoryRateLimitStore());
    app.decorate("rateLimiter", limiter);
    if (!opts.store) app.addHook("onClose", () => limiter.close());
  },
  { name: "rate-limiter" },
);
