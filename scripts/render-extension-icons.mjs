// Renders extension/icons/icon.svg to the PNG sizes the manifest names (16, 32, 48, 128) with
// Chromium, so the committed PNGs always match the SVG. Run after changing the SVG:
//   node scripts/render-extension-icons.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "extension/icons");
const svg = readFileSync(path.join(dir, "icon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const size of [16, 32, 48, 128]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(dir, `icon-${size}.png`), omitBackground: true });
    console.log(`icon-${size}.png`);
  }
} finally {
  await browser.close();
}
