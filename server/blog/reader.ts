import { RELATED_POSTS, SLUG_PATTERN, BLOG_SLUG_MAX, type BlogReader } from "@core/blog";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { toBlogPostDto } from "./dto";
import { renderMarkdown } from "./markdown";

/** Rendered articles kept in memory, keyed by id and last change (an edit makes a new key). */
const HTML_CACHE_SIZE = 200;

/** True when `slug` could name a post at all (anything else is simply not found). */
export function isPossibleSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** The public side of the blog: published posts only, newest first. */
export function createBlogReader(db: Database): BlogReader {
  const htmlCache = new Map<string, string>();
  const html = (id: number, updatedAt: Date, content: string): string => {
    const key = `${id}:${updatedAt.getTime()}`;
    let value = htmlCache.get(key);
    if (value === undefined) {
      value = renderMarkdown(content);
      if (htmlCache.size >= HTML_CACHE_SIZE) htmlCache.delete(htmlCache.keys().next().value!);
      htmlCache.set(key, value);
    }
    return value;
  };

  return {
    async list() {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
      return rows.map(toBlogPostDto);
    },

    async article(slug) {
      if (!isPossibleSlug(slug)) return null;
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
        .limit(1);
      if (!post) return null;
      const related = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), ne(blogPosts.id, post.id)))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(RELATED_POSTS);
      return {
        post: toBlogPostDto(post),
        html: html(post.id, post.updatedAt, post.content),
        related: related.map(toBlogPostDto),
      };
    },
  };
}
