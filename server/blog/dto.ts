import { readMinutes, type BlogPostDto } from "@core/blog";
import type { BlogPost } from "../db/schema";

/** A stored post as the API and the pages see it. */
export function toBlogPostDto(post: BlogPost): BlogPostDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    metaDescription: post.metaDescription,
    imageUrl: post.imageUrl,
    published: post.published,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readMinutes: readMinutes(post.content),
  };
}
