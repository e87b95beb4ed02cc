import { describe, expect, it } from "vitest";
import { HttpError } from "@server/plugins/errors";
import {
  MemoryRateLimitStore,
  MINUTE,
  RateLimiter,
  RedisRateLimitStore,
  hashSubject,
  type RateLimitCheck,
} from "@server/lib/rate-limit";

const perMinute = (limit: number, subject = "1.2.3.4"): RateLimitCheck => ({
  scope: "test:ip",
  subject,
  rule: { limit, windowMs: MINUTE },
});

describe("rate limiter (memory)", () => {
  it("allows `limit` hits per window, then says when to retry; the window then resets", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now));
    for (let i = 0; i < 3; i++) expect(await limiter.check([perMinute(3)])).toEqual({ allowed: true });
    now += 20_000;
    expect(await limiter.check([perMinute(3)])).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now += 40_000;
    expect(await limiter.check([perMinute(3)])).toEqual({ allowed: true });
  });

  it("keeps subjects and scopes apart", async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    expect((await limiter.check([perMinute(1, "a")])).allowed).toBe(true);
    expect((await limiter.check([perMinute(1, "b")])).allowed).toBe(true);
    expect((await limiter.check([{ ...perMinute(1, "a"), scope: "other" }])).allowed).toBe(true);
    expect((await limiter.check([perMinute(1, "a")])).allowed).toBe(false);
  });

  it("refuses when any of several limits is exceeded, with the longest wait", async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now));
    const checks = [perMinute(5), { scope: "test:day", subject: "x", rule: { limit: 1, windowMs: 3_600_000 } }];
    expect((await limiter.check(checks)).allowed).toBe(true);
    now = 1000;
    expect(await limiter.check(checks)).toEqual({ allowed: false, retryAfterSeconds: 3599 });
  });

  it("enforce throws 429 with Retry-After", async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    await limiter.enforce([perMinute(1)]);
    const error = await limiter.enforce([perMinute(1)], "Slow down").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 429, message: "Slow down", headers: { "retry-after": "60" } });
  });

  it("forgets expired windows", async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await store.hit([{ key: "a", windowMs: 1000 }]);
    now = 2 * MINUTE;
    await store.hit([{ key: "b", windowMs: 1000 }]);
    expect(store.size).toBe(1);
  });

  it("hashes personal subjects", () => {
    expect(hashSubject("a@example.com")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hashSubject("a@example.com")).not.toBe(hashSubject("b@example.com"));
  });
});

describe("rate limiter with Redis unreachable", () => {
  it("keeps limiting in this instance", async () => {
    const store = new RedisRateLimitStore({ url: "redis://127.0.0.1:1" });
    const limiter = new RateLimiter(store);
    try {
      expect(await store.connect(500)).toBe(false);
      expect((await limiter.check([perMinute(1)])).allowed).toBe(true);
      expect((await limiter.check([perMinute(1)])).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});
