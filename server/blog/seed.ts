import type { SeedPost } from "@content/blog";
import type { Database } from "../db/client";
import { blogPosts, contentSeeds } from "../db/schema";

/** The content_seeds key of a seed post. */
export const seedKey = (slug: string) => `blog:${slug}`;

/**
 * Inserts each seed post whose key was never recorded, and records the key in the same
 * transaction. A post an administrator edited or deleted is therefore never written back, and
 * several instances starting at once insert each post once: the second INSERT … ON CONFLICT on
 * content_seeds waits for the first transaction and then does nothing. A seed whose slug an
 * administrator already took keeps the administrator's post. Returns the slugs inserted.
 */
export async function seedBlogPosts(db: Database, posts: readonly SeedPost[]): Promise<string[]> {
  const inserted: string[] = [];
  for (const post of posts) {
    const created = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(contentSeeds)
        .values({ key: seedKey(post.slug) })
        .onConflictDoNothing()
        .returning({ key: contentSeeds.key });
      if (claimed.length === 0) return false;
      const date = new Date(`${post.publishedAt}T00:00:00Z`);
      const at = Number.isNaN(date.getTime()) ? new Date() : date;
      const rows = await tx
        .insert(blogPosts)
        .values({
          title: post.title,
          slug: post.slug,
          content: post.content,
          excerpt: post.excerpt,
          metaDescription: post.metaDescription,
          imageUrl: post.imageUrl,
          published: true,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    });
    if (created) inserted.push(post.slug);
  }
  return inserted;
}
