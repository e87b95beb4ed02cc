import { BLOG_META_DESCRIPTION_MAX, type BlogPostDto } from "@core/blog";
import { blogPosts } from "@server/db/schema";
import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fastScrypt, loginCookie, testAdminEnv } from "../helpers/admin";
import { buildTestApp, type TestApp } from "../helpers/test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";

const post = {
  title: "Focus Sprints That Work",
  slug: "focus-sprints-that-work",
  content: "# Focus\n\nWork in short sprints.",
  excerpt: "Short sprints, long results.",
  metaDescription: "How short focus sprints help you finish work.",
  imageUrl: "/images/blog/desk.jpg",
  published: true,
};

describe("blog administration API", () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp(testAdminEnv, { scrypt: fastScrypt });
    await t.app.ready();
    cookie = await loginCookie(t);
  });
  afterAll(() => t.cleanup());
  beforeEach(async () => {
    await t.database.db.delete(blogPosts);
  });

  function call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = { cookie }) {
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  async function create(body: Record<string, unknown> = {}): Promise<BlogPostDto> {
    const res = await call("POST", "/api/blog", { ...post, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BlogPostDto>();
  }

  const snapshot = () => t.database.db.select().from(blogPosts).orderBy(asc(blogPosts.id));

  function expectError(res: LightMyRequestResponse, status: number, error: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  }

  it("refuses every write and the admin list without a session (401) and changes nothing", async () => {
    const existing = await create();
    const before = await snapshot();
    const noSession = {};
    const badSession = { cookie: "tickwise_admin=" + "x".repeat(43) };
    for (const headers of [noSession, badSession]) {
      expectError(await call("POST", "/api/blog", { ...post, slug: "other" }, headers), 401, "Authentication required");
      expectError(
        await call("PUT", `/api/blog/${existing.id}`, { ...post, title: "Changed" }, headers),
        401,
        "Authentication required",
      );
      expectError(await call("DELETE", `/api/blog/${existing.id}`, undefined, headers), 401, "Authentication required");
      expectError(await call("GET", "/api/admin/blog", undefined, headers), 401, "Authentication required");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("creates a post (201) with the DTO, published by default, and trims its fields", async () => {
    const res = await call("POST", "/api/blog", {
      title: "  Morning Routines  ",
      slug: "morning-routines",
      content: "One two three",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const created = res.json<BlogPostDto>();
    expect(created).toMatchObject({
      title: "Morning Routines",
      slug: "morning-routines",
      content: "One two three",
      excerpt: "",
      metaDescription: "",
      imageUrl: "",
      published: true,
      readMinutes: 1,
    });
    expect(typeof created.id).toBe("number");
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lists every post to the administrator, drafts included, newest first", async () => {
    const first = await create({ slug: "first", published: false });
    const second = await create({ slug: "second" });
    const res = await call("GET", "/api/admin/blog");
    expect(res.statusCode).toBe(200);
    const list = res.json<BlogPostDto[]>();
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list[1]!.published).toBe(false);
  });

  it("updates a post (200) and moves updatedAt", async () => {
    const created = await create();
    const res = await call("PUT", `/api/blog/${created.id}`, { ...post, title: "Renamed", published: false });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<BlogPostDto>();
    expect(updated).toMatchObject({ id: created.id, title: "Renamed", slug: post.slug, published: false });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
  });

  it("deletes a post (204); a second delete is 404", async () => {
    const created = await create();
    expect((await call("DELETE", `/api/blog/${created.id}`)).statusCode).toBe(204);
    expect(await snapshot()).toEqual([]);
    expectError(await call("DELETE", `/api/blog/${created.id}`), 404, "Post not found");
  });

  it("answers 404 for an unknown or malformed id and changes nothing", async () => {
    await create();
    const before = await snapshot();
    for (const id of ["999999", "abc", "0", "1.5", "99999999999"]) {
      expectError(await call("PUT", `/api/blog/${id}`, post), 404, "Post not found");
      expectError(await call("DELETE", `/api/blog/${id}`), 404, "Post not found");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("validates the body (400 with the field's message) and stores nothing", async () => {
    const existing = await create();
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...post, title: "  " }, "title: Title is required"],
      [{ ...post, title: "x".repeat(201) }, "title: Title must be at most 200 characters"],
      [{ ...post, slug: "Not A Slug" }, "slug: Slug may contain only lowercase letters, digits and single hyphens"],
      [{ ...post, slug: "a".repeat(201) }, "slug: Slug must be at most 200 characters"],
      [{ ...post, content: " \n " }, "content: Content is required"],
      [
        { ...post, metaDescription: "m".repeat(BLOG_META_DESCRIPTION_MAX + 1) },
        "metaDescription: Meta description must be at most 160 characters",
      ],
      [{ ...post, imageUrl: "javascript:alert(1)" }, "imageUrl: Image URL must be a path or http(s) URL"],
      // Browsers read these as another host: an off-site og:image under our name.
      [{ ...post, imageUrl: "/\\evil.example/x.png" }, "imageUrl: Image URL must be a path or http(s) URL"],
      [{ ...post, imageUrl: "//evil.example/x.png" }, "imageUrl: Image URL must be a path or http(s) URL"],
      [{ ...post, imageUrl: "/images/a\\b.png" }, "imageUrl: Image URL must be a path or http(s) URL"],
      [{ ...post, published: "yes" }, "published: Published must be true or false"],
    ];
    for (const [body, message] of cases) {
      expectError(await call("POST", "/api/blog", { ...body, slug: body.slug ?? "new" }), 400, message);
      expectError(await call("PUT", `/api/blog/${existing.id}`, body), 400, message);
    }
    const unknownField = await call("POST", "/api/blog", { ...post, slug: "extra", author: "me" });
    expect(unknownField.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: { cookie, "content-type": "application/json" },
      payload: "{nope",
    });
    expectError(notJson, 400, "Body is not valid JSON");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a duplicate slug with 409, on create and on update, also when two creates race", async () => {
    const a = await create({ slug: "taken" });
    const b = await create({ slug: "free" });
    expectError(
      await call("POST", "/api/blog", { ...post, slug: "taken" }),
      409,
      'A post with the slug "taken" already exists',
    );
    expectError(
      await call("PUT", `/api/blog/${b.id}`, { ...post, slug: "taken" }),
      409,
      'A post with the slug "taken" already exists',
    );
    // Keeping its own slug is not a conflict.
    expect((await call("PUT", `/api/blog/${a.id}`, { ...post, slug: "taken" })).statusCode).toBe(200);
    const race = await Promise.all([0, 1, 2].map(() => call("POST", "/api/blog", { ...post, slug: "raced" })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await snapshot()).filter((p) => p.slug === "raced")).toHaveLength(1);
  });

  it("refuses an oversized body with 413 and stores nothing", async () => {
    const res = await call("POST", "/api/blog", { ...post, content: "x".repeat(600 * 1024) });
    expectError(res, 413, "Request body is too large");
    expect(await snapshot()).toEqual([]);
  });

  it("refuses cross-site writes with a valid session (403) and changes nothing", async () => {
    const existing = await create();
    const before = await snapshot();
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const extra of crossSite) {
      const headers = { cookie, ...extra };
      expectError(
        await call("POST", "/api/blog", { ...post, slug: "csrf" }, headers),
        403,
        "Cross-site request refused",
      );
      expectError(
        await call("PUT", `/api/blog/${existing.id}`, { ...post, title: "x" }, headers),
        403,
        "Cross-site request refused",
      );
      expectError(
        await call("DELETE", `/api/blog/${existing.id}`, undefined, headers),
        403,
        "Cross-site request refused",
      );
    }
    expect(await snapshot()).toEqual(before);
    // The same request from our own origin goes through.
    const same = await call(
      "POST",
      "/api/blog",
      { ...post, slug: "same-origin" },
      {
        cookie,
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      },
    );
    expect(same.statusCode, same.body).toBe(201);
  });

  it("stops accepting a session once it is logged out", async () => {
    const own = await loginCookie(t, undefined, "10.9.9.9");
    expect((await call("GET", "/api/admin/blog", undefined, { cookie: own })).statusCode).toBe(200);
    expect((await call("POST", "/api/auth/logout", undefined, { cookie: own })).statusCode).toBe(204);
    expectError(await call("GET", "/api/admin/blog", undefined, { cookie: own }), 401, "Authentication required");
  });
});
