import type { BlogPostDto } from "@core/blog";
import type { SeedPost } from "@content/blog";
import { seedBlogPosts } from "@server/blog/seed";
import { blogPosts, contentSeeds } from "@server/db/schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";
import { createTestDatabase, type TestDbHandle } from "../helpers/test-db";

const words = (n: number, word = "tick") => Array.from({ length: n }, () => word).join(" ");

const fixtures: SeedPost[] = [
  {
    slug: "first-seed-post",
    title: "First seed post",
    excerpt: "The first one.",
    metaDescription: "First seed post description.",
    imageUrl: "/images/blog/one.jpg",
    content: `## Hello\n\n${words(450)}`,
    publishedAt: "2025-01-10",
  },
  {
    slug: "second-seed-post",
    title: "Second seed post",
    excerpt: "The second one.",
    metaDescription: "Second seed post description.",
    imageUrl: "",
    content: words(120),
    publishedAt: "2025-03-05",
  },
];

async function insertPost(
  db: TestApp["database"]["db"],
  values: Partial<typeof blogPosts.$inferInsert> & { slug: string },
) {
  const [row] = await db
    .insert(blogPosts)
    .values({ title: values.slug, content: "Body text", published: true, ...values })
    .returning();
  return row!;
}

describe("GET /api/blog and /api/blog/{slug}", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, { seedPosts: [] });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.delete(blogPosts);
  });

  it("lists only published posts, newest first, as DTOs with the read time", async () => {
    await insertPost(t.database.db, { slug: "older", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertPost(t.database.db, {
      slug: "newer",
      title: "Newer post",
      content: words(401),
      excerpt: "An excerpt",
      createdAt: new Date("2025-02-01T00:00:00Z"),
    });
    await insertPost(t.database.db, { slug: "a-draft", published: false, createdAt: new Date("2025-03-01T00:00:00Z") });

    const res = await t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const posts = res.json<BlogPostDto[]>();
    expect(posts.map((p) => p.slug)).toEqual(["newer", "older"]);
    expect(posts[0]).toMatchObject({
      title: "Newer post",
      excerpt: "An excerpt",
      published: true,
      createdAt: "2025-02-01T00:00:00.000Z",
      readMinutes: 3,
    });
    expect(typeof posts[0]!.id).toBe("number");
  });

  it("answers an empty list when nothing is published", async () => {
    await insertPost(t.database.db, { slug: "only-draft", published: false });
    const res = await t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.json()).toEqual([]);
  });

  it("finds a post whose slug has the maximum 200 characters", async () => {
    const slug = `${"a".repeat(100)}-${"b".repeat(99)}`;
    await insertPost(t.database.db, { slug });
    const res = await t.app.inject({ method: "GET", url: `/api/blog/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<BlogPostDto>().slug).toBe(slug);
  });

  it("answers one published post by slug", async () => {
    const row = await insertPost(t.database.db, { slug: "one-post", title: "One post", imageUrl: "/images/x.jpg" });
    const res = await t.app.inject({ method: "GET", url: "/api/blog/one-post" });
    expect(res.statusCode).toBe(200);
    expect(res.json<BlogPostDto>()).toMatchObject({
      id: row.id,
      slug: "one-post",
      title: "One post",
      imageUrl: "/images/x.jpg",
    });
  });

  it("answers 404 JSON for a draft, an unknown slug and a malformed one", async () => {
    await insertPost(t.database.db, { slug: "hidden-draft", published: false });
    for (const url of [
      "/api/blog/hidden-draft",
      "/api/blog/no-such-post",
      "/api/blog/Bad%20Slug",
      `/api/blog/${"a".repeat(201)}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: "Blog post not found" });
    }
    const overlong = await t.app.inject({ method: "GET", url: `/api/blog/${"a".repeat(300)}` });
    expect(overlong.statusCode).toBe(404);
    expect(overlong.json()).toEqual({ error: expect.any(String) });
  });
});

describe("seeding the blog at start-up", () => {
  let database: TestDbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Starts (and stops) the app on the shared database, as a server restart would. */
  async function start(seedPosts: readonly SeedPost[] = fixtures) {
    const t = await buildTestApp({}, { database, seedPosts });
    await t.app.ready();
    const res = await t.app.inject({ method: "GET", url: "/api/blog" });
    await t.cleanup();
    return res.json<BlogPostDto[]>();
  }

  it("inserts each seed post once, published, dated by publishedAt, and records its key", async () => {
    const posts = await start();
    expect(posts.map((p) => p.slug)).toEqual(["second-seed-post", "first-seed-post"]);
    expect(posts[1]).toMatchObject({
      title: "First seed post",
      excerpt: "The first one.",
      metaDescription: "First seed post description.",
      imageUrl: "/images/blog/one.jpg",
      createdAt: "2025-01-10T00:00:00.000Z",
      readMinutes: 3,
    });
    const keys = await database.db.select().from(contentSeeds).orderBy(asc(contentSeeds.key));
    expect(keys.map((k) => k.key)).toEqual(["blog:first-seed-post", "blog:second-seed-post"]);

    expect((await start()).length).toBe(2);
    expect(await database.db.select().from(blogPosts)).toHaveLength(2);
  });

  it("never overwrites an edited seed post nor resurrects a deleted one", async () => {
    await database.db
      .update(blogPosts)
      .set({ title: "Edited by the admin" })
      .where(eq(blogPosts.slug, "first-seed-post"));
    await database.db.delete(blogPosts).where(eq(blogPosts.slug, "second-seed-post"));

    const posts = await start();
    expect(posts.map((p) => [p.slug, p.title])).toEqual([["first-seed-post", "Edited by the admin"]]);
  });

  it("adds a new seed post later and keeps an administrator's post that took its slug first", async () => {
    await insertPost(database.db, { slug: "taken-slug", title: "The admin's own post" });
    const posts = await start([
      ...fixtures,
      { ...fixtures[0]!, slug: "taken-slug", title: "Seed text" },
      { ...fixtures[0]!, slug: "third-seed-post", title: "Third seed post", publishedAt: "2025-06-01" },
    ]);
    expect(posts.find((p) => p.slug === "taken-slug")?.title).toBe("The admin's own post");
    expect(posts.find((p) => p.slug === "third-seed-post")?.title).toBe("Third seed post");
    expect(posts.find((p) => p.slug === "second-seed-post")).toBeUndefined();
  });

  it("inserts each post once when several instances seed at the same time", async () => {
    const fresh = await createTestDatabase();
    try {
      const many = Array.from({ length: 5 }, (_, i) => ({ ...fixtures[0]!, slug: `parallel-${i}` }));
      const results = await Promise.all([1, 2, 3, 4].map(() => seedBlogPosts(fresh.db, many)));
      expect(results.flat().sort()).toEqual(many.map((p) => p.slug).sort());
      expect(await fresh.db.select().from(blogPosts)).toHaveLength(5);
      expect(await fresh.db.select().from(contentSeeds)).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});
