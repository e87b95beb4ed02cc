/**
 * docs/product.md, Search engines: /sitemap.xml lists every public route from the route tables;
 * /robots.txt points to it.
 */
import { alarmSlugs } from "@core/alarm";
import { cities } from "@core/cities";
import { countdownEvents } from "@core/countdown";
import { holidayCountryCodes } from "@core/country-holidays";
import { holidays } from "@core/holidays";
import { stopwatchUseCases } from "@core/stopwatch";
import { timerSlugs } from "@core/timer-presets";
import { blogPosts } from "@server/db/schema";
import { buildRoutePaths, sitemapEntries, sitemapPath } from "@server/seo/sitemap";
import { localizePath } from "@core/locales";
import { languages } from "@core/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe("/sitemap.xml and /robots.txt", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://tickwise.example" });
    await t.database.db.insert(blogPosts).values([
      {
        title: "A published post",
        slug: "published-post-for-sitemap",
        content: "Words.",
        published: true,
        updatedAt: new Date("2026-03-04T05:06:07.000Z"),
      },
      { title: "A draft", slug: "draft-post-not-in-sitemap", content: "Secret words.", published: false },
    ]);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("lists every preset, use case, city, alarm time, holiday and published post, and no draft", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = locs(res.body);
    const expected = [
      "/timer",
      "/stopwatch",
      "/time",
      "/alarm",
      "/goals",
      "/holidays",
      "/blog",
      "/terms",
      "/privacy",
      ...Object.keys(timerSlugs).map((s) => `/timer/${s}`),
      ...stopwatchUseCases.map((s) => `/stopwatch/${s}`),
      ...cities.map((c) => `/time/${c.slug}`),
      ...Object.keys(alarmSlugs).map((s) => `/alarm/${s}`),
      ...holidays.map((h) => `/holidays/${h.urlSlug}`),
      "/blog/published-post-for-sitemap",
    ].map((p) => `https://tickwise.example${p}`);
    for (const url of expected) expect(urls).toContain(url);
    expect(urls).toContain("https://tickwise.example/holidays/thanksgiving-usa");
    expect(urls).toContain("https://tickwise.example/timer/5-minute-timer");
    expect(urls.filter((u) => u.includes("/holidays/") && !u.includes("/holidays/country/"))).toHaveLength(56);
    expect(new Set(urls).size).toBe(urls.length);
    expect(res.body).not.toContain("draft-post-not-in-sitemap");
    expect(urls.some((u) => u.includes("/admin") || u.includes("/api"))).toBe(false);
    expect(res.body).toContain(
      "<url><loc>https://tickwise.example/blog/published-post-for-sitemap</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>",
    );
  });

  it("gives each language its sitemap, every page with its alternates in every language and x-default", async () => {
    const robots = (await t.app.inject({ method: "GET", url: "/robots.txt" })).body.split("\n");
    for (const language of languages) {
      const path = sitemapPath(language);
      expect(robots).toContain(`Sitemap: https://tickwise.example${path}`);
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode).toBe(200);
      const entry = /<url><loc>[^<]*\/timer\/5-minute-timer<\/loc>.*?<\/url>/.exec(res.body)?.[0] ?? "";
      expect(entry).toContain(`<loc>https://tickwise.example${localizePath("/timer/5-minute-timer", language)}</loc>`);
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
      expect(alternates).toEqual([
        ...languages.map((other) => [other, `https://tickwise.example${localizePath("/timer/5-minute-timer", other)}`]),
        ["x-default", "https://tickwise.example/timer/5-minute-timer"],
      ]);
    }
  });

  it("lists every country's holiday page and every event countdown", async () => {
    const urls = locs((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    const countries = urls.filter((u) => u.includes("/holidays/country/"));
    expect(countries.length).toBe(holidayCountryCodes().length);
    expect(countries).toContain("https://tickwise.example/holidays/country/us");
    for (const event of countdownEvents) expect(urls).toContain(`https://tickwise.example/countdown/${event.slug}`);
    expect(urls).toContain("https://tickwise.example/countdown");
  });

  it("follows a post's publication: a draft published later appears", async () => {
    const before = locs((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    await t.database.db
      .insert(blogPosts)
      .values({ title: "Later", slug: "published-later", content: "x", published: true });
    const after = locs((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    expect(before).not.toContain("https://tickwise.example/blog/published-later");
    expect(after).toContain("https://tickwise.example/blog/published-later");
  });

  it("with a build's routes, lists only the pages a route serves", async () => {
    const routes = {
      root: { path: "" },
      "timer-home": { index: true, parentId: "root" },
      "timer-preset": { path: "timer/:preset", parentId: "root" },
      stopwatch: { path: "stopwatch/:useCase?", parentId: "root" },
      post: { path: "blog/:slug", parentId: "root" },
      "not-found": { path: "*", parentId: "root" },
    };
    const patterns = buildRoutePaths(routes);
    expect(patterns).toEqual(["/", "/timer/:preset", "/stopwatch/:useCase?", "/blog/:slug", "/*"]);
    const paths = (await sitemapEntries(t.database.db, patterns)).map((e) => e.path);
    expect(paths).toContain("/timer/5-minute-timer");
    expect(paths).toContain("/stopwatch");
    expect(paths).toContain("/stopwatch/running-laps");
    expect(paths).toContain("/blog/published-post-for-sitemap");
    // No route serves these in that build; the catch-all 404 route does not count.
    expect(paths).not.toContain("/timer");
    expect(paths).not.toContain("/blog");
    expect(paths).not.toContain("/holidays/anzac-day");
  });

  it("robots.txt allows the site, disallows /admin and /api and points to the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain("Sitemap: https://tickwise.example/sitemap.xml");
  });

  it("uses the request's origin when PUBLIC_URL is not set", async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "example.test:8080" } });
      expect(res.body).toContain("Sitemap: http://example.test:8080/sitemap.xml");
      const map = await other.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { host: "example.test:8080" },
      });
      expect(locs(map.body)[0]).toBe("http://example.test:8080/timer");
    } finally {
      await other.cleanup();
    }
  });
});
