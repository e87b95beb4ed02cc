import { stockImages, type StockImage } from "@content/blog";
import { escapeHtml } from "@core/escape-html";

/**
 * The stock images' drawings (content/blog/images/*.svg), to put in an article's HTML in place of
 * its featured image (decision 061). Each is 1–2 KB compressed against 10 KB for the 600 px WebP, it
 * needs no request of its own, and it stays sharp on any screen. The WebP files remain for the
 * lists, where images load lazily, and for Open Graph, which wants a raster image.
 */
const drawings = import.meta.glob<string>("/content/blog/images/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** `/images/blog/clock-face.webp` → `clock-face`. */
const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1).replace(/\.webp$/, "");

/** Every stock image's drawing, by the image's address, prepared once (five small files). */
const drawingsByUrl = new Map(stockImages.map((image) => [image.url, prepare(image)]));

/**
 * The drawing of the stock image at `imageUrl`, ready for the page: an `<svg role="img">` named by
 * the image's alternative text, that fills its container's width at the image's proportions
 * (1200:630); undefined for any other image. Its ids get the image's name as a prefix, so they
 * cannot meet the page's own.
 */
export function stockDrawing(imageUrl: string): string | undefined {
  return drawingsByUrl.get(imageUrl);
}

function prepare(image: StockImage): string | undefined {
  const name = nameOf(image.url);
  const source = drawings[`/content/blog/images/${name}.svg`];
  if (!source) return undefined;
  const prefix = `art-${name}-`;
  return (
    source
      // The accessible name is the image's alt text, on the element; comments are for editors.
      .replace(/<title>[\s\S]*?<\/title>|<!--[\s\S]*?-->/g, "")
      .replace(/\sid="([^"]+)"/g, ` id="${prefix}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
      .replace(/<svg\b([^>]*?)\swidth="\d+"\sheight="\d+"/, "<svg$1")
      .replace(
        /<svg\b/,
        `<svg role="img" aria-label="${escapeHtml(image.alt)}" class="block aspect-[1200/630] h-auto w-full"`,
      )
      .replace(/>\s+</g, "><")
      .trim()
  );
}
