import type { SeedPost, StockImage } from "./types";

export type { SeedPost, StockImage } from "./types";

/** The five stock images an administrator picks from; the first is the default featured image. */
export const stockImages: readonly StockImage[] = [];

/** Posts seeded on first start; every /blog/{slug} a tool page links to is one of these. */
export const seedPosts: readonly SeedPost[] = [];
