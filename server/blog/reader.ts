import { SLUG_PATTERN, BLOG_SLUG_MAX, readMinutes, type BlogReader } from "@core/blog";
import { desc, eq } from "drizzle-orm";
import { blogArticleRows } from "../db/blog-article";
import type { DbHandle } from "../db/client";
import { blogPosts, type BlogPost } from "../db/schema";
import { blogPostDto } from "./dto";
import { renderMarkdown } from "./markdown";

/** Posts whose rendered HTML and reading time are kept in memory, keyed by id and last change. */
const DERIVED_CACHE_SIZE = 200;

/** True when `slug` could name a post at all (anything else is simply not found). */
export function isPossibleSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** What a post's content gives, worked out once per version of the post (an edit makes a new key). */
interface Derived {
  readMinutes: number;
  html?: string;
}

/** The public side of the blog: published posts only, newest first. */
export function createBlogReader(database: DbHandle): BlogReader {
  const { db } = database;
  const articleRows = blogArticleRows(database);
  const derivedCache = new Map<string, Derived>();
  const derived = (post: BlogPost): Derived => {
    const key = `${post.id}:${post.updatedAt.getTime()}`;
    let value = derivedCache.get(key);
    if (value === undefined) {
      value = { readMinutes: readMinutes(post.content) };
      if (derivedCache.size >= DERIVED_CACHE_SIZE) derivedCache.delete(derivedCache.keys().next().value!);
      derivedCache.set(key, value);
    }
    return value;
  };
  // Counting words and rendering Markdown cost more per page view than the rest of the article's
  // data (decision 040): both are done once per version of a post.
  const dto = (post: BlogPost) => blogPostDto(post, derived(post).readMinutes);
  const html = (post: BlogPost) => {
    const value = derived(post);
    return (value.html ??= renderMarkdown(post.content));
  };

  return {
    async list() {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
      return rows.map(dto);
    },

    async article(slug) {
      if (!isPossibleSlug(slug)) return null;
      const [post, ...related] = await articleRows(slug);
      if (!post || post.slug !== slug) return null;
      return { post: dto(post), html: html(post), related: related.map(dto) };
    },
  };
}
