import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : v === "true" || v === "1"));

const postgresUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional()
  .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must be a postgres:// URL");

/** An optional whole number; empty means unset. */
function optionalInt(min: number, max: number) {
  return z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
}

/** Every environment variable the product reads, validated in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // An empty PORT means unset: coercing "" would give 0, a random port.
  PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: postgresUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag,
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  EMAIL_USER: optionalString,
  EMAIL_PASS: optionalString,
  EMAIL_FROM: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_SECURE: booleanFlag,
  // Emails this server (all instances, through REDIS_URL) sends in a day, of every kind.
  EMAIL_DAILY_LIMIT: optionalInt(1, 1_000_000),
  ADMIN_USERNAME: optionalString.pipe(z.string().min(3).max(64).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, "must be at least 10 characters").optional()),
  // Reminder poller: how often it looks for due reminders (0 = this instance sends none), how
  // long a claimed reminder stays leased, and how failed sends are retried.
  REMINDER_POLL_MS: optionalInt(0, 60_000),
  REMINDER_LEASE_MS: optionalInt(100, 3_600_000),
  REMINDER_RETRY_BASE_MS: optionalInt(10, 3_600_000),
  REMINDER_MAX_ATTEMPTS: optionalInt(1, 20),
});

export type Env = z.infer<typeof envSchema>;

export interface MailConfig {
  user: string;
  pass: string;
  from: string;
  host: string;
  port: number;
  secure: boolean;
}

export interface ReminderConfig {
  /** Poll interval; 0 disables the poller on this instance. */
  pollMs: number;
  /** How long a claimed reminder belongs to the instance that claimed it (must exceed one send). */
  leaseMs: number;
  /** First retry delay; doubles with every further attempt. */
  retryBaseMs: number;
  /** Attempts before a reminder is marked failed. */
  maxAttempts: number;
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** undefined when no mail credentials are configured: every email feature says so. */
  mail: MailConfig | undefined;
  /** Most emails sent in a day, all kinds together and across instances (decision 028). */
  emailDailyLimit: number;
  reminders: ReminderConfig;
  admin: { username: string; password: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME";
    throw new ConfigError(`Invalid environment variable ${missing}: required when the other admin variable is set`);
  }
  if (Boolean(env.EMAIL_USER) !== Boolean(env.EMAIL_PASS)) {
    const missing = env.EMAIL_USER ? "EMAIL_PASS" : "EMAIL_USER";
    throw new ConfigError(`Invalid environment variable ${missing}: required when the other email variable is set`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const secure = env.SMTP_SECURE ?? (env.SMTP_PORT === undefined || env.SMTP_PORT === 465);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    redisUrl: env.REDIS_URL,
    mail:
      env.EMAIL_USER && env.EMAIL_PASS
        ? {
            user: env.EMAIL_USER,
            pass: env.EMAIL_PASS,
            from: env.EMAIL_FROM ?? env.EMAIL_USER,
            host: env.SMTP_HOST ?? "smtp.gmail.com",
            port: env.SMTP_PORT ?? (secure ? 465 : 587),
            secure,
          }
        : undefined,
    emailDailyLimit: env.EMAIL_DAILY_LIMIT ?? 500,
    reminders: {
      pollMs: env.REMINDER_POLL_MS ?? 1000,
      leaseMs: env.REMINDER_LEASE_MS ?? 120_000,
      retryBaseMs: env.REMINDER_RETRY_BASE_MS ?? 30_000,
      maxAttempts: env.REMINDER_MAX_ATTEMPTS ?? 5,
    },
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
