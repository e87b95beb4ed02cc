import { describe, expect, it } from "vitest";
import { localizePath } from "@core/locales";

describe("localizePath", () => {
  it("puts the locale's prefix before the path, none for English", () => {
    expect(localizePath("/timer", "de")).toBe("/de/timer");
    expect(localizePath("/", "ja")).toBe("/ja");
    expect(localizePath("/?x=1", "pt-BR")).toBe("/pt-br?x=1");
    expect(localizePath("/timer", "en")).toBe("/timer");
  });

  it("never returns an address that names another host", () => {
    for (const locale of ["en", "de"] as const) {
      for (const path of ["//evil.example/stopwatch", "/\\evil.example/stopwatch", "///evil.example"]) {
        const href = localizePath(path, locale);
        expect(new URL(href, "https://tickwise.example").host, `${path} in ${locale}`).toBe("tickwise.example");
      }
    }
  });
});
