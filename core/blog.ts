import { isSitePath } from "./site-url";
import { z } from "./zod";

/** Title and slug ≤ 200 characters, meta description ≤ 160, 200 words a minute (docs/product.md, Blog). */
export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 200;
export const BLOG_META_DESCRIPTION_MAX = 160;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 100_000;
export const WORDS_PER_MINUTE = 200;
export const RELATED_POSTS = 3;

/** A slug is lowercase letters, digits and single hyphens, never at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Lowercase, runs of anything not a letter or digit become one hyphen, no hyphen at either end
 * (docs/product.md, Blog administration).
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, "");
}

/** Words / 200, rounded up, at least one minute (docs/product.md, Blog). */
export function readMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The body of POST /api/blog and PUT /api/blog/{id} (docs/product.md, Blog administration): the
 * admin form validates with the same schema before sending. Unknown fields are refused.
 */
export const blogPostInputSchema = z.strictObject({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(BLOG_TITLE_MAX, `Title must be at most ${BLOG_TITLE_MAX} characters`),
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, "Slug may contain only lowercase letters, digits and single hyphens"),
  content: z
    .string({ error: "Content is required" })
    .refine((v) => v.trim().length > 0, "Content is required")
    .pipe(z.string().max(BLOG_CONTENT_MAX, `Content must be at most ${BLOG_CONTENT_MAX} characters`)),
  excerpt: z
    .string({ error: "Excerpt must be text" })
    .trim()
    .max(BLOG_EXCERPT_MAX, `Excerpt must be at most ${BLOG_EXCERPT_MAX} characters`)
    .default(""),
  metaDescription: z
    .string({ error: "Meta description must be text" })
    .trim()
    .max(BLOG_META_DESCRIPTION_MAX, `Meta description must be at most ${BLOG_META_DESCRIPTION_MAX} characters`)
    .default(""),
  /** A site path ("/images/blog/…") or an http(s) URL; empty means the default stock image. */
  imageUrl: z
    .string({ error: "Image URL must be text" })
    .trim()
    .max(2000, "Image URL is too long")
    .refine(
      // "/\\host/x" is another host to a browser: a site path starts with one slash and no backslash.
      (v) => v === "" || isSitePath(v) || /^https?:\/\//i.test(v),
      "Image URL must be a path or http(s) URL",
    )
    .default(""),
  published: z.boolean({ error: "Published must be true or false" }).default(true),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** A post as the API and the pages see it. */
export interface BlogPostDto {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  metaDescription: string;
  imageUrl: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  readMinutes: number;
}

/** One article page: the post, its sanitised HTML (rendered on the server) and up to three others. */
export interface BlogArticle {
  post: BlogPostDto;
  html: string;
  related: BlogPostDto[];
}

/** Body of POST /api/auth/login. */
export const loginSchema = z.strictObject({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(64),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

/**
 * What the pages read from the blog (implemented on the server, handed to the loaders through
 * React Router's load context): published posts only, newest first.
 */
export interface BlogReader {
  /** Every published post, newest first. */
  list(): Promise<BlogPostDto[]>;
  /** A published post with its sanitised HTML and up to RELATED_POSTS other posts; null when there is none. */
  article(slug: string): Promise<BlogArticle | null>;
}
