/** One of the five stock images shipped with the app (public/images/blog/). */
export interface StockImage {
  /** Site path of the 1200×630 image, stored in a post's imageUrl. */
  url: string;
  /** Site path of the 600×315 variant, for small screens (srcset). */
  smallUrl: string;
  alt: string;
  width: number;
  height: number;
}

/** A post that ships with the app and is inserted once into the database (never over an edit). */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** One of the stock images' url. */
  imageUrl: string;
  /** Markdown, at least 600 words. */
  content: string;
  /** ISO date (yyyy-mm-dd) used as the post's createdAt when seeded. */
  publishedAt: string;
}
