/**
 * docs/product.md, Search engines: every route is server-rendered with its title, a meta
 * description of at most 160 characters, a canonical URL, Open Graph tags and JSON-LD with a
 * BreadcrumbList; every URL of /sitemap.xml is a real page.
 */
import { localizePath } from "../../core/locales";
import { languages } from "../../core/settings";
import { expect, test } from "./fixtures";
import { localizedRoutes, routes } from "./routes";

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

const isAdmin = (path: string) => path === "/admin" || path.startsWith("/admin/");
/** Pages for one person's own use, never indexed: administration, and where an email's unsubscribe link leads. */
const isPrivate = (path: string) => isAdmin(path) || path === "/unsubscribe";

for (const path of routes.filter((p) => p !== "/no-such-page" && !isPrivate(p))) {
  test(`${path} has its title, description, canonical, Open Graph and BreadcrumbList`, async ({ request, baseURL }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const title = attr(html, /<title>([^<]+)<\/title>/);
    expect(title?.length).toBeGreaterThan(10);
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, "x").length).toBeLessThanOrEqual(160);
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toBe(new URL(path === "/" ? "/timer" : path, baseURL).href);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).not.toMatch(/<meta name="robots" content="noindex"/);
  });
}

/**
 * Each language's page names itself canonical and lists the page in every language and x-default:
 * one test per route, every language inside it (a test per pair would be ~450 tests of overhead).
 */
for (const path of routes.filter((p) => p !== "/no-such-page" && !isPrivate(p))) {
  test(`${path} names its canonical URL and its alternates in every language`, async ({ request, baseURL }) => {
    const canonicalPath = path === "/" ? "/timer" : path;
    for (const language of languages.filter((l) => localizedRoutes(l).includes(path))) {
      const address = localizePath(path, language);
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      const html = await res.text();
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, address).toBe(new URL(localizePath(canonicalPath, language), baseURL).href);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(alternates, address).toEqual([
        ...languages.map((other) => [other, new URL(localizePath(canonicalPath, other), baseURL).href]),
        ["x-default", new URL(canonicalPath, baseURL).href],
      ]);
      expect(html, address).toMatch(new RegExp(`<html lang="${language}"`));
    }
  });
}

test("the 404 page is not indexed", async ({ request }) => {
  const res = await request.get("/no-such-page");
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex"/);
});

for (const path of routes.filter(isPrivate)) {
  test(`${path} is never indexed`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() >= 300 && res.status() < 400) return; // sends visitors elsewhere: nothing to index
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
  });
}

test("robots.txt names the sitemap, and every URL of the sitemap is a page that answers 200", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThanOrEqual(1500);
  expect(urls).toContain(new URL("/holidays/anzac-day", baseURL).href);
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(
      urls.slice(i, i + 4).map(async (url) => {
        const res = await request.get(url);
        if (res.status() !== 200) failures.push(`${url}: ${res.status()}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});
