import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@server/config";

const SECRET = "a-session-secret-of-at-least-32-characters";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "tickwise-config-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** loadConfig with a throw-away DATA_DIR and secret unless the test overrides them. */
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env });

/** The ConfigError that loading `env` throws; fails when it loads. */
function configError(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain("\n");
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe("loadConfig defaults", () => {
  it("listens on 0.0.0.0:3000 with ./data resolved, production, info logs, nothing optional", () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.env).toBe("production");
    expect(config.logLevel).toBe("info");
    expect(config.trustProxy).toBe(false);
    expect(config.publicUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.sessionSecret).toBe(SECRET);
  });

  it("resolves a relative DATA_DIR against the working directory", () => {
    expect(loadConfig({ DATA_DIR: "some/dir", SESSION_SECRET: SECRET }).dataDir).toBe(path.resolve("some/dir"));
  });

  it("treats an empty PORT like an unset one", () => {
    expect(load({ PORT: "" }).port).toBe(3000);
  });

  it("reads PORT, PUBLIC_URL (without a trailing slash), DATABASE_URL and TRUST_PROXY", () => {
    const config = load({
      PORT: "8080",
      PUBLIC_URL: "https://tickwise.example/",
      DATABASE_URL: "postgresql://user:pw@db.internal:5432/tickwise",
      TRUST_PROXY: "1",
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("https://tickwise.example");
    expect(config.databaseUrl).toBe("postgresql://user:pw@db.internal:5432/tickwise");
    expect(config.trustProxy).toBe(true);
  });
});

describe("loadConfig rejects bad values with one line naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "30.5"],
    ["DATABASE_URL", "mysql://localhost/tickwise"],
    ["DATABASE_URL", "not a url"],
    ["PUBLIC_URL", "not a url"],
    ["PUBLIC_URL", "ftp://tickwise.example"],
    ["SESSION_SECRET", "too-short"],
    ["LOG_LEVEL", "loud"],
    ["SMTP_PORT", "smtp"],
    ["EMAIL_DAILY_LIMIT", "0"],
    ["EMAIL_DAILY_LIMIT", "many"],
    ["EMAIL_DAILY_LIMIT", "2.5"],
  ])("%s=%s", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${name}: \\S`));
  });

  it("ADMIN_USERNAME without ADMIN_PASSWORD names ADMIN_PASSWORD, and the other way round", () => {
    expect(configError({ ADMIN_USERNAME: "admin" }).message).toMatch(/^Invalid environment variable ADMIN_PASSWORD: /);
    expect(configError({ ADMIN_PASSWORD: "long-enough-password" }).message).toMatch(
      /^Invalid environment variable ADMIN_USERNAME: /,
    );
  });

  it("EMAIL_USER without EMAIL_PASS names EMAIL_PASS, and the other way round", () => {
    expect(configError({ EMAIL_USER: "me@example.com" }).message).toMatch(/EMAIL_PASS/);
    expect(configError({ EMAIL_PASS: "app-password" }).message).toMatch(/EMAIL_USER/);
  });

  it("accepts a complete administrator", () => {
    expect(load({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "long-enough-password" }).admin).toEqual({
      username: "admin",
      password: "long-enough-password",
    });
  });
});

describe("session secret", () => {
  it("is generated once into DATA_DIR and reused on the next load", () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it("differs between data directories", () => {
    const other = mkdtempSync(path.join(os.tmpdir(), "tickwise-config-"));
    try {
      expect(loadConfig({ DATA_DIR: other }).sessionSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).sessionSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("creates a missing DATA_DIR to keep it in", () => {
    const nested = path.join(dataDir, "does", "not", "exist");
    const secret = loadConfig({ DATA_DIR: nested }).sessionSecret;
    expect(readFileSync(path.join(nested, "session-secret"), "utf8").trim()).toBe(secret);
  });

  it("uses SESSION_SECRET when given and writes nothing", () => {
    expect(load().sessionSecret).toBe(SECRET);
    expect(() => statSync(path.join(dataDir, "session-secret"))).toThrow();
  });
});

describe("mail config", () => {
  it("is undefined without credentials", () => {
    expect(load().mail).toBeUndefined();
    expect(load({ SMTP_HOST: "smtp.example.com", EMAIL_FROM: "a@example.com" }).mail).toBeUndefined();
  });

  it("defaults to Gmail over implicit TLS with the user as sender", () => {
    expect(load({ EMAIL_USER: "me@gmail.com", EMAIL_PASS: "app-password" }).mail).toEqual({
      user: "me@gmail.com",
      pass: "app-password",
      from: "me@gmail.com",
      host: "smtp.gmail.com",
      port: 465,
      secure: true,
    });
  });

  it("respects SMTP_HOST, SMTP_PORT and EMAIL_FROM; port 587 means STARTTLS", () => {
    expect(
      load({
        EMAIL_USER: "user",
        EMAIL_PASS: "pass",
        EMAIL_FROM: "Tickwise <noreply@tickwise.example>",
        SMTP_HOST: "smtp.example.com",
        SMTP_PORT: "587",
      }).mail,
    ).toEqual({
      user: "user",
      pass: "pass",
      from: "Tickwise <noreply@tickwise.example>",
      host: "smtp.example.com",
      port: 587,
      secure: false,
    });
  });

  it("caps emails at 500 a day unless EMAIL_DAILY_LIMIT says otherwise", () => {
    expect(load().emailDailyLimit).toBe(500);
    expect(load({ EMAIL_DAILY_LIMIT: "" }).emailDailyLimit).toBe(500);
    expect(load({ EMAIL_DAILY_LIMIT: "20" }).emailDailyLimit).toBe(20);
  });

  it("respects SMTP_SECURE in both directions", () => {
    const base = { EMAIL_USER: "user", EMAIL_PASS: "pass", SMTP_HOST: "localhost" };
    expect(load({ ...base, SMTP_PORT: "2525", SMTP_SECURE: "true" }).mail).toMatchObject({ port: 2525, secure: true });
    expect(load({ ...base, SMTP_PORT: "2525", SMTP_SECURE: "false" }).mail).toMatchObject({
      port: 2525,
      secure: false,
    });
    expect(load({ ...base, SMTP_SECURE: "false" }).mail).toMatchObject({ port: 587, secure: false });
    expect(load({ ...base, SMTP_PORT: "" }).mail).toMatchObject({ port: 465, secure: true });
  });
});
