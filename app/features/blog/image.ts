import { isSitePath } from "@core/site-url";
import { stockImages } from "@content/blog";

export interface FeaturedImage {
  src: string;
  /** "small 600w, large 1200w" when the image is one of the stock images. */
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/** Featured images are 1200×630 (the stock images' size, and Open Graph's). */
const WIDTH = 1200;
const HEIGHT = 630;

/**
 * The image a post shows: its own when it is a site path, else the default stock image (the first),
 * else none. An external http(s) imageUrl is not rendered: every image comes from Tickwise itself
 * (docs/product.md, Privacy) and the Content-Security-Policy allows images from 'self' only.
 */
export function featuredImage(imageUrl: string, title: string): FeaturedImage | null {
  const own = isSitePath(imageUrl) ? imageUrl : "";
  const stock = stockImages.find((image) => image.url === own) ?? (own ? undefined : stockImages[0]);
  if (stock) {
    return {
      src: stock.url,
      srcSet: `${stock.smallUrl} ${Math.round(stock.width / 2)}w, ${stock.url} ${stock.width}w`,
      width: stock.width,
      height: stock.height,
      alt: stock.alt,
    };
  }
  if (!own) return null;
  return { src: own, width: WIDTH, height: HEIGHT, alt: title };
}
