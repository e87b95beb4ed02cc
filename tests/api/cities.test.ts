import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCities } from "@core/city-directory";
import { popularPairs } from "@core/converter-pairs";
import { toolPaths } from "@server/seo/sitemap";
import { buildTestApp, type TestApp } from "../helpers/test-app";

describe("GET /api/cities", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("answers the best matches, most populous first, cacheable for a day", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/cities?q=lon&limit=3" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const body = res.json() as { cities: { slug: string; name: string; country: string; zone: string }[] };
    expect(body.cities).toHaveLength(3);
    expect(body.cities[0]).toEqual({
      slug: "london",
      name: "London",
      country: "United Kingdom",
      zone: "Europe/London",
    });
  });

  it("names cities in the asked language and ignores accents", async () => {
    const es = await t.app.inject({ method: "GET", url: "/api/cities?q=new%20york&lang=es" });
    expect((es.json() as { cities: { name: string; country: string }[] }).cities[0]).toMatchObject({
      name: "Nueva York",
      country: "Estados Unidos",
    });
    const londres = await t.app.inject({ method: "GET", url: "/api/cities?q=londr&lang=es" });
    expect((londres.json() as { cities: { slug: string; name: string }[] }).cities[0]).toMatchObject({
      slug: "london",
      name: "Londres",
    });
    const accent = await t.app.inject({ method: "GET", url: `/api/cities?q=${encodeURIComponent("São P")}` });
    expect((accent.json() as { cities: { slug: string }[] }).cities.map((c) => c.slug)).toContain("sao-paulo");
  });

  it("refuses a missing, empty, long or malformed query with a JSON 400", async () => {
    for (const url of [
      "/api/cities",
      "/api/cities?q=",
      "/api/cities?q=%20%20",
      `/api/cities?q=${"a".repeat(81)}`,
      "/api/cities?q=x&limit=0",
      "/api/cities?q=x&limit=abc",
      "/api/cities?q=x&lang=xx",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(typeof (res.json() as { error: unknown }).error).toBe("string");
    }
  });

  it("answers an empty list for text matching no city", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/cities?q=qqqzzzxx" });
    expect(res.json()).toEqual({ cities: [] });
  });
});

describe("sitemap entries of the time-zone tools", () => {
  it("lists the tools, every directory city and at least 100 converter pairs", () => {
    const paths = new Set(toolPaths());
    expect(paths.has("/time-converter")).toBe(true);
    expect(paths.has("/meeting-planner")).toBe(true);
    for (const city of allCities()) expect(paths.has(`/time/${city.slug}`)).toBe(true);
    const pairs = [...paths].filter((p) => p.startsWith("/time-converter/"));
    expect(pairs.length).toBeGreaterThanOrEqual(100);
    expect(pairs).toEqual(popularPairs.map((pair) => `/time-converter/${pair}`));
  });
});
