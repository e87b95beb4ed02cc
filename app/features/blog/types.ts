import type { BlogPostDto } from "@core/blog";

/** What a list entry needs (the list page does not ship the posts' Markdown to the browser). */
export type PostSummary = Pick<
  BlogPostDto,
  "id" | "slug" | "title" | "excerpt" | "imageUrl" | "createdAt" | "readMinutes"
>;

/** The article page's data: the post without its Markdown, the sanitised HTML, up to three others. */
export interface ArticleData {
  post: Omit<BlogPostDto, "content">;
  html: string;
  related: PostSummary[];
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
  };
}
