import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSitePath, siteUrl } from "@core/site-url";

const origin = "https://tickwise.example";

describe("siteUrl", () => {
  it.each([
    ["/stopwatch", "https://tickwise.example/stopwatch"],
    ["/holidays?country=usa", "https://tickwise.example/holidays?country=usa"],
    ["//evil.example/stopwatch", "https://tickwise.example//evil.example/stopwatch"],
    ["/\\evil.example/x.png", "https://tickwise.example//evil.example/x.png"],
    ["http://evil.example/x", "https://tickwise.example/http://evil.example/x"],
  ])("%s stays on our origin: %s", (path, url) => {
    expect(siteUrl(path, origin).href).toBe(url);
  });

  it("never leaves the origin, whatever the path", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(siteUrl(path, origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isSitePath", () => {
  it.each(["/images/blog/desk.webp", "/", "/a?b=c"])("%s is a path of the site", (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  it.each(["", "//evil.example/x", "/\\evil.example/x", "/a\\b", "images/x.png", "http://x", "/a b"])(
    "%j is not",
    (path) => expect(isSitePath(path)).toBe(false),
  );
});
