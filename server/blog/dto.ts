import { readMinutes, type BlogPostDto } from "@core/blog";
import type { BlogPost } from "../db/schema";

/** A stored post as the API and the pages see it. */
export function toBlogPostDto(post: BlogPost): BlogPostDto {
  return blogPostDto(post, readMinutes(post.content));
}

/** The same, with its reading time already counted (the public reader keeps it per version of a post). */
export function blogPostDto(post: BlogPost, minutes: number): BlogPostDto {
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
    readMinutes: minutes,
  };
}
