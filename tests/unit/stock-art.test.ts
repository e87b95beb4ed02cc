import { stockImages } from "@content/blog";
import { describe, expect, it } from "vitest";
import { stockDrawing } from "~/features/blog/stock-art.server";

describe("stockDrawing", () => {
  it.each(stockImages.map((image) => [image.url, image] as const))("%s is drawn inline", (url, image) => {
    const svg = stockDrawing(url)!;
    expect(svg).toMatch(/^<svg role="img" aria-label="[^"]+" class="[^"]*aspect-\[1200\/630\][^"]*"/);
    expect(svg).toContain(`aria-label="${image.alt}"`);
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg).not.toMatch(/<title>|<!--/);
    // Its size is the page's to set, not a fixed 1200 × 630.
    expect(svg.slice(0, svg.indexOf(">"))).not.toMatch(/\s(width|height)=/);
    expect(svg.endsWith("</svg>")).toBe(true);
    // Every id carries the image's prefix, and every reference points at one of them.
    const name = url.replace(/^.*\/(.+)\.webp$/, "$1");
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
    for (const id of ids) expect(id.startsWith(`art-${name}-`)).toBe(true);
    const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2]);
    for (const reference of references) expect(ids).toContain(reference);
  });

  it("draws nothing for an image that is not a stock image", () => {
    expect(stockDrawing("/favicon.svg")).toBeUndefined();
    expect(stockDrawing("")).toBeUndefined();
    expect(stockDrawing(stockImages[0]!.smallUrl)).toBeUndefined();
  });

  it("gives the same markup on every call", () => {
    expect(stockDrawing(stockImages[1]!.url)).toBe(stockDrawing(stockImages[1]!.url));
  });
});
