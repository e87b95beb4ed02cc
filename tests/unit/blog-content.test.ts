import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { timeForAlarmSlug } from "@core/alarm";
import { BLOG_META_DESCRIPTION_MAX, BLOG_TITLE_MAX, SLUG_PATTERN, readMinutes } from "@core/blog";
import { cityBySlug } from "@core/cities";
import { holidayBySlug } from "@core/holidays";
import { isStopwatchUseCase } from "@core/stopwatch";
import { relatedTimerArticles, secondsForSlug } from "@core/timer-presets";
import { seedPosts, stockImages } from "@content/blog";

const root = join(import.meta.dirname, "..", "..");

const expectedSlugs = [
  "5-minute-timer-productivity-guide",
  "25-minute-pomodoro-timer-focus-work",
  "10-creative-ways-countdown-timer-daily-life",
  "timer-effective-study-sessions",
  "military-time-24-hour-format",
  "time-in-india-zones-scheduling",
  "australia-time-zones-business",
  "online-alarm-clock-wake-up",
  "sunrise-sunset-times-sleep-schedule",
];

/** Words as readMinutes counts them (whitespace-separated). */
const wordCount = (markdown: string) => markdown.trim().split(/\s+/).filter(Boolean).length;
/** Stricter: only tokens with a letter, so table pipes and list markers do not count. */
const realWordCount = (markdown: string) =>
  markdown
    .trim()
    .split(/\s+/)
    .filter((token) => /\p{L}/u.test(token)).length;

interface MdNode {
  type: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
}
const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode;
function collect(node: MdNode, type: string, into: MdNode[] = []): MdNode[] {
  if (node.type === type) into.push(node);
  for (const child of node.children ?? []) collect(child, type, into);
  return into;
}

/** Every route pattern of app/routes.ts ("" for the index), plus the blog's own article route. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}
const routePatterns = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.index ? [""] : entry.path !== undefined ? [entry.path] : []),
    ...routePatterns(entry.children ?? []),
  ]);
const patterns = [...routePatterns(routes as RouteEntry[]).filter((p) => p !== "*"), "blog/:slug"];

/** The content table behind each route parameter: a link must name a page that exists, not just match. */
const seedSlugs = new Set(seedPosts.map((post) => post.slug));
const paramTables: Record<string, (value: string) => boolean> = {
  preset: (v) => secondsForSlug(v) !== undefined,
  useCase: (v) => isStopwatchUseCase(v),
  location: (v) => cityBySlug(v) !== undefined,
  time: (v) => timeForAlarmSlug(v) !== undefined,
  slug: (v) => seedSlugs.has(v),
  urlSlug: (v) => holidayBySlug(v) !== undefined,
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const got = path.split("/").filter(Boolean);
  if (got.length > want.length) return false;
  return want.every((segment, i) => {
    const value = got[i];
    if (!segment.startsWith(":")) return value === segment;
    const optional = segment.endsWith("?");
    if (value === undefined) return optional;
    const check = paramTables[segment.slice(1).replace(/\?$/, "")];
    return check !== undefined && check(value);
  });
}
const routeExists = (path: string) => patterns.some((pattern) => matches(pattern, path));

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer): { width: number; height: number } {
  if (file.toString("ascii", 0, 4) !== "RIFF" || file.toString("ascii", 8, 12) !== "WEBP")
    throw new Error("not a WebP file");
  const chunk = file.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + file.readUIntLE(24, 3), height: 1 + file.readUIntLE(27, 3) };
  if (chunk === "VP8 ") return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe("seeded blog posts", () => {
  it("are exactly the nine articles the tool pages link to, each with a valid, unique slug", () => {
    const slugs = seedPosts.map((post) => post.slug);
    expect([...slugs].sort()).toEqual([...expectedSlugs].sort());
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });

  it("are exactly the articles the tool pages link to (their features, words and data)", () => {
    // The timer pages link by slug (core's relatedTimerArticles); the others write "/blog/{slug}".
    const linked = new Set<string>(relatedTimerArticles.map((article) => article.slug));
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (path !== join(root, "content", "blog")) walk(path);
        } else if (/\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(path, "utf8").matchAll(/(?<![\w-])\/blog\/([a-z0-9-]+)/g))
            linked.add(match[1] ?? "");
        }
      }
    };
    for (const dir of ["app/features", "core", "content"]) walk(join(root, dir));
    for (const slug of linked) expect(seedSlugs, `/blog/${slug} is linked but not seeded`).toContain(slug);
    expect([...linked].sort()).toEqual([...expectedSlugs].sort());
  });

  it("use the same titles as the timer pages' related-article links", () => {
    for (const article of relatedTimerArticles) {
      expect(seedPosts.find((post) => post.slug === article.slug)?.title).toBe(article.title);
    }
  });

  describe.each(seedPosts.map((post) => [post.slug, post] as const))("%s", (_slug, post) => {
    it("has at least 600 words and a read time of at least three minutes", () => {
      expect(wordCount(post.content)).toBeGreaterThanOrEqual(600);
      expect(realWordCount(post.content)).toBeGreaterThanOrEqual(600);
      expect(readMinutes(post.content)).toBeGreaterThanOrEqual(3);
    });

    it("has a title, meta description and excerpt within the blog's limits", () => {
      expect(post.title.length).toBeGreaterThan(0);
      expect(post.title.length).toBeLessThanOrEqual(BLOG_TITLE_MAX);
      expect(post.metaDescription.length).toBeGreaterThan(50);
      expect(post.metaDescription.length).toBeLessThanOrEqual(BLOG_META_DESCRIPTION_MAX);
      const sentences = post.excerpt.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    });

    it("is dated in 2026, no later than today, and uses a stock image", () => {
      expect(post.publishedAt).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.publishedAt))).toBe(false);
      expect(Date.parse(post.publishedAt)).toBeLessThanOrEqual(Date.now());
      expect(stockImages.map((image) => image.url)).toContain(post.imageUrl);
    });

    it("is structured Markdown: section headings, a list and no raw HTML", () => {
      const tree = parse(post.content);
      expect(collect(tree, "heading").filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(4);
      expect(collect(tree, "heading").some((h) => h.depth === 1)).toBe(false);
      expect(collect(tree, "list").length).toBeGreaterThanOrEqual(1);
      expect(collect(tree, "html")).toEqual([]);
    });

    it("links only to Tickwise pages that exist", () => {
      const links = collect(parse(post.content), "link").map((link) => link.url ?? "");
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const url of links) {
        expect(url, "internal links only").toMatch(/^\/(?!\/)/);
        const path = url.replace(/[?#].*$/, "");
        expect(routeExists(path), `${url} is not a page`).toBe(true);
        expect(path, "a post does not link to itself").not.toBe(`/blog/${post.slug}`);
      }
    });
  });

  it("the link check refuses pages that do not exist", () => {
    expect(routeExists("/timer/5-minute-timer")).toBe(true);
    expect(routeExists("/alarm/6-30am")).toBe(true);
    expect(routeExists("/")).toBe(true);
    expect(routeExists("/timer/11-minute-timer")).toBe(false);
    expect(routeExists("/time/atlantis")).toBe(false);
    expect(routeExists("/alarm/3am")).toBe(false);
    expect(routeExists("/stopwatch/knitting")).toBe(false);
    expect(routeExists("/blog/no-such-post")).toBe(false);
    expect(routeExists("/holidays/anzac-day")).toBe(true);
    expect(routeExists("/holidays/no-such-day")).toBe(false);
    expect(routeExists("/nowhere")).toBe(false);
  });
});

describe("stock images", () => {
  it("are five distinct images at 1200×630 with a 600-pixel variant and alt text", () => {
    expect(stockImages).toHaveLength(5);
    expect(new Set(stockImages.map((image) => image.url)).size).toBe(5);
    for (const image of stockImages) {
      expect(image.url).toMatch(/^\/images\/blog\/[a-z0-9-]+\.webp$/);
      expect(image.smallUrl).toBe(image.url.replace(/\.webp$/, "-600.webp"));
      expect(image.width).toBe(1200);
      expect(image.height).toBe(630);
      expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it.each(stockImages.map((image) => [image.url, image] as const))(
    "%s ships in public/ at its declared size, with a 600×315 variant, each under 60 KB, and its SVG source",
    (_url, image) => {
      for (const [url, width, height] of [
        [image.url, image.width, image.height],
        [image.smallUrl, image.width / 2, image.height / 2],
      ] as const) {
        const file = readFileSync(join(root, "public", url));
        expect(webpSize(file), url).toEqual({ width, height });
        expect(file.length, url).toBeLessThan(60 * 1024);
      }
      const name = image.url.replace(/^.*\/(.+)\.webp$/, "$1");
      expect(existsSync(join(root, "content/blog/images", `${name}.svg`))).toBe(true);
    },
  );
});
