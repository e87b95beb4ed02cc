import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { HttpError } from "../plugins/errors";

/** At most `limit` hits per `windowMs`; the window starts at the first hit (fixed window per key). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** One counter to bump: `scope` names the limit ("email-send:ip"), `subject` whom it counts. */
export interface RateLimitCheck {
  scope: string;
  subject: string;
  rule: RateLimitRule;
}

export interface RateLimitHit {
  count: number;
  /** Milliseconds until this counter's window ends. */
  resetMs: number;
}

/** Where counters live: this process, or Redis when several instances must share them. */
export interface RateLimitStore {
  /** Counts one hit on every key (atomically per key) and returns each key's count and reset time. */
  hit(entries: { key: string; windowMs: number }[]): Promise<RateLimitHit[]>;
  close(): Promise<void>;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Counters in this process's memory; expired windows are swept as new hits arrive. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(entries: { key: string; windowMs: number }[]): Promise<RateLimitHit[]> {
    const now = this.now();
    this.sweep(now);
    return entries.map(({ key, windowMs }) => {
      let counter = this.counters.get(key);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 0, resetAt: now + windowMs };
        this.counters.set(key, counter);
      }
      counter.count += 1;
      return { count: counter.count, resetMs: counter.resetAt - now };
    });
  }

  /** Number of live counters (for tests). */
  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + MINUTE;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

// INCR every key; a key's window (PEXPIRE) starts with its first hit. A key left without a TTL
// (should never happen) gets one, so no counter can live forever. Returns count, pttl pairs.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if count == 1 or ttl < 0 then
    ttl = tonumber(ARGV[i])
    redis.call('PEXPIRE', key, ttl)
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
`;

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every key, so several products can share one Redis. */
  prefix?: string;
  log?: FastifyBaseLogger;
  /** Used while Redis does not answer: limits then hold per instance instead of failing open. */
  fallback?: RateLimitStore;
}

/**
 * Counters shared by every instance through Redis (one Lua call per request, so a request's
 * counters move together). When Redis is unreachable the limiter keeps working on the fallback
 * store instead of refusing every request or letting everything through.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly redis: Redis;
  private readonly prefix: string;
  private readonly fallback: RateLimitStore;
  private lastWarning = 0;

  constructor(private readonly options: RedisStoreOptions) {
    this.prefix = options.prefix ?? "tickwise:rl:";
    this.fallback = options.fallback ?? new MemoryRateLimitStore();
    this.redis = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
    });
    this.redis.on("error", (err: Error) => this.warn(err, "redis error"));
  }

  /** Connects, waiting at most `timeoutMs`; a failure is logged and the fallback store used meanwhile. */
  async connect(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return true;
    } catch (err) {
      this.warn(err, "redis not reachable: rate limits hold per instance until it is");
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async hit(entries: { key: string; windowMs: number }[]): Promise<RateLimitHit[]> {
    if (entries.length === 0) return [];
    try {
      const keys = entries.map((e) => this.prefix + e.key);
      const windows = entries.map((e) => String(e.windowMs));
      const reply = (await this.redis.eval(HIT_SCRIPT, keys.length, ...keys, ...windows)) as number[];
      return entries.map((_, i) => ({ count: Number(reply[2 * i]), resetMs: Math.max(0, Number(reply[2 * i + 1])) }));
    } catch (err) {
      this.warn(err, "redis rate-limit call failed: counting in this instance");
      return this.fallback.hit(entries);
    }
  }

  private warn(err: unknown, message: string) {
    const now = Date.now();
    if (now - this.lastWarning < MINUTE) return;
    this.lastWarning = now;
    this.options.log?.warn({ err }, message);
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (this.redis.status === "wait" || this.redis.status === "end") {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One check per rule of a limit table row: `scope` names the limit, `subject` whom it counts. */
export function checks(scope: string, subject: string, rules: readonly RateLimitRule[]): RateLimitCheck[] {
  return rules.map((rule) => ({ scope, subject, rule }));
}

/** A short, stable, non-reversible key for a personal value such as an email address. */
export function hashSubject(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/**
 * Counts hits against several limits at once and tells whether all of them still allow the
 * request. Every check is counted even when another one refuses, so hammering never pays off.
 */
export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  async check(checks: RateLimitCheck[]): Promise<RateLimitResult> {
    const hits = await this.store.hit(
      checks.map((c) => ({ key: `${c.scope}:${c.rule.windowMs}:${c.subject}`, windowMs: c.rule.windowMs })),
    );
    let retryAfterMs = 0;
    hits.forEach((hit, i) => {
      if (hit.count > checks[i]!.rule.limit) retryAfterMs = Math.max(retryAfterMs, hit.resetMs);
    });
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true };
  }

  /** Like `check`, but throws 429 `{ error }` with `Retry-After` when a limit is exceeded. */
  async enforce(checks: RateLimitCheck[], message = "Too many requests, please try again later"): Promise<void> {
    const result = await this.check(checks);
    if (!result.allowed) throw new HttpError(429, message, { "retry-after": String(result.retryAfterSeconds) });
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
