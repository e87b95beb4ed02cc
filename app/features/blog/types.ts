import type { BlogPostDto } from "@core/blog";
import { defaultLocale, isLocale, type Locale } from "@core/locales";

/**
 * The language a post is written in: posts keep their own language whatever the page's is. A post
 * that names none is English.
 */
export function postLocale(post: object): Locale {
  const language = (post as { language?: unknown }).language;
  return isLocale(language) ? language : defaultLocale;
}

/** What a list entry needs (the list page does not ship the posts' Markdown to the browser). */
export type PostSummary = Pick<
  BlogPostDto,
  "id" | "slug" | "title" | "excerpt" | "imageUrl" | "createdAt" | "readMinutes"
> & { language: Locale };

/** The article page's data: the post without its Markdown, the sanitised HTML, up to three others. */
export interface ArticleData {
  post: Omit<BlogPostDto, "content"> & { language: Locale };
  html: string;
  related: PostSummary[];
  /** The featured image as inline SVG markup when it is a stock image (decision 061). */
  drawing?: string;
}

export function toSummary(post: BlogPostDto): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
    createdAt: post.createdAt,
    readMinutes: post.readMinutes,
    language: postLocale(post),
  };
}
