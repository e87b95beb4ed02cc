/**
 * Renders the five stock blog images (content/blog/images/*.svg) to WebP in public/images/blog/:
 * <name>.webp at 1200×630 and <name>-600.webp at 600×315. Chromium draws each SVG and screenshots
 * it; the page's own canvas then encodes the screenshot as WebP (quality 0.8), so no image tool is
 * needed. The outputs are committed: run this again only after changing an SVG.
 *
 *   node scripts/render-blog-images.mjs            # every image
 *   node scripts/render-blog-images.mjs sunrise    # only the named ones
 */
/* global Image, document -- used inside page.evaluate, which runs in the browser */
import { Buffer } from "node:buffer";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
const sourceDir = join(root, "content/blog/images");
const outDir = join(root, "public/images/blog");
const sizes = [
  { width: 1200, height: 630, suffix: "" },
  { width: 600, height: 315, suffix: "-600" },
];
const QUALITY = 0.8;
const MAX_BYTES = 60 * 1024;

const wanted = process.argv.slice(2);
const names = (await readdir(sourceDir))
  .filter((file) => file.endsWith(".svg"))
  .map((file) => basename(file, ".svg"))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
if (names.length === 0) {
  console.error(`No SVG found${wanted.length ? ` for ${wanted.join(", ")}` : ""} in ${sourceDir}`);
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
let failed = false;
try {
  for (const { width, height, suffix } of sizes) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const name of names) {
      const svg = await readFile(join(sourceDir, `${name}.svg`));
      const src = `data:image/svg+xml;base64,${svg.toString("base64")}`;
      await page.setContent(
        `<!doctype html><html><body style="margin:0;overflow:hidden">` +
          `<img id="art" alt="" src="${src}" width="${width}" height="${height}" style="display:block"></body></html>`,
      );
      await page.locator("#art").evaluate((img) => img.decode());
      const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
      const dataUrl = await page.evaluate(
        async ({ png, width, height, quality }) => {
          const img = new Image();
          img.src = `data:image/png;base64,${png}`;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          canvas.getContext("2d").drawImage(img, 0, 0, width, height);
          return canvas.toDataURL("image/webp", quality);
        },
        { png: png.toString("base64"), width, height, quality: QUALITY },
      );
      if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error("This Chromium cannot encode WebP");
      const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      const file = join(outDir, `${name}${suffix}.webp`);
      await writeFile(file, webp);
      const kb = (webp.length / 1024).toFixed(1);
      const tooBig = webp.length > MAX_BYTES;
      if (tooBig) failed = true;
      console.log(`${tooBig ? "TOO BIG " : ""}public/images/blog/${name}${suffix}.webp  ${width}×${height}  ${kb} KB`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
if (failed) {
  console.error(`Some images are over ${MAX_BYTES / 1024} KB: simplify the SVG.`);
  process.exit(1);
}
