import { describe, expect, it } from "vitest";
import { formatBytes, looksLikeEmail, sourceEmailRequestSchema } from "@core/downloads";
import { logRang, nextOccurrence, RANG_LOG_LENGTH } from "../../extension/src/shared";
import { excludedFromSource } from "../../scripts/build-downloads.mjs";

describe("formatBytes (the size the download pages show)", () => {
  it.each([
    [0, "1 KB"],
    [1, "1 KB"],
    [1024, "1 KB"],
    [1025, "2 KB"],
    [19_008, "19 KB"],
    [273_408, "267 KB"],
    [1024 * 1024, "1.0 MB"],
    [1_300_000, "1.2 MB"],
    [-5, "0 KB"],
    [Number.NaN, "0 KB"],
  ])("%d bytes → %s", (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

describe("the source email's checks", () => {
  it("the page asks only for an address holding an @ (docs/product.md, Downloads)", () => {
    expect(looksLikeEmail("")).toBe(false);
    expect(looksLikeEmail("   ")).toBe(false);
    expect(looksLikeEmail("no-at-sign")).toBe(false);
    expect(looksLikeEmail("a@b.test")).toBe(true);
  });

  it("the server validates the address like the other email calls", () => {
    expect(sourceEmailRequestSchema.safeParse({ email: "a@b.test" }).success).toBe(true);
    expect(sourceEmailRequestSchema.safeParse({ email: "a@b.test", language: "es" }).success).toBe(true);
    expect(sourceEmailRequestSchema.safeParse({ email: "a@" }).success).toBe(false);
    expect(sourceEmailRequestSchema.safeParse({ email: "a@b.test\nBcc: c@d.test" }).success).toBe(false);
    // Any of the twelve locales, published or not; nothing else.
    for (const language of ["fr", "pt-BR", "zh-Hans", "ar"]) {
      expect(sourceEmailRequestSchema.safeParse({ email: "a@b.test", language }).success).toBe(true);
    }
    expect(sourceEmailRequestSchema.safeParse({ email: "a@b.test", language: "pt" }).success).toBe(false);
  });
});

describe("what the source archive never holds", () => {
  it.each([
    "data/pglite/PG_VERSION",
    "node_modules/x/index.js",
    ".env",
    ".env.local",
    "server/.env",
    "build/main.js",
    "build-e2e/x",
    ".git/HEAD",
    "a/node_modules/b",
  ])("%s is left out", (file) => expect(excludedFromSource(file)).toBe(true));
  it.each(["package.json", "server/app.ts", "content/data.ts", "docs/environment.md", "extension/manifest.json"])(
    "%s is kept",
    (file) => expect(excludedFromSource(file)).toBe(false),
  );
});

describe("the extension's alarm time", () => {
  const now = new Date(2026, 10, 24, 10, 30, 15);

  it("is today when the time is still ahead, with seconds when given", () => {
    expect(nextOccurrence("10:30:17", now)).toEqual(new Date(2026, 10, 24, 10, 30, 17));
    expect(nextOccurrence("23:00", now)).toEqual(new Date(2026, 10, 24, 23, 0, 0));
  });

  it("moves to tomorrow when the time has passed today (docs/product.md, Alarm)", () => {
    expect(nextOccurrence("10:30:15", now)).toEqual(new Date(2026, 10, 25, 10, 30, 15));
    expect(nextOccurrence("06:00", now)).toEqual(new Date(2026, 10, 25, 6, 0, 0));
  });

  it.each(["", "7", "24:00", "12:60", "12:00:60", "ab:cd", "7:00"])("refuses %j", (value) => {
    expect(nextOccurrence(value, now)).toBeNull();
  });

  it("keeps the last few rings, newest first", () => {
    let log = logRang(undefined, { kind: "alarm", at: 1 });
    for (let i = 2; i <= 8; i++) log = logRang(log, { kind: "timer", at: i });
    expect(log).toHaveLength(RANG_LOG_LENGTH);
    expect(log.map((e) => e.at)).toEqual([8, 7, 6, 5, 4]);
  });
});
