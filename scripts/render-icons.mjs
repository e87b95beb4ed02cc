// Renders the tab icon and the app icons of the web app manifest (public/icons/*.png) from public/favicon.svg with
// the Chromium the e2e tests use. Run after changing the logo: `node scripts/render-icons.mjs`.
// The PNGs are committed, so builds need no browser. Each is then reduced to a palette by pngquant
// (Debian's `pngquant`) when it is installed: a third to a quarter of the bytes, no visible change,
// and the tab icon and the touch icon are fetched during a page's load (decision 061).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** `padding`: share of the side left empty around the logo; maskable icons keep it in the safe zone. */
const icons = [
  // The tab icon: a PNG, because Chromium decodes an SVG favicon as a whole SVG document on the
  // page's main thread during load (8–16 ms in a trace), a PNG in microseconds (decision 026).
  { file: "favicon-48.png", size: 48, background: "transparent", padding: 0 },
  { file: "icon-192.png", size: 192, background: "transparent", padding: 0.04 },
  { file: "icon-512.png", size: 512, background: "transparent", padding: 0.04 },
  // Maskable: full-bleed background, logo inside the central 80 % circle (the safe zone).
  { file: "icon-maskable-512.png", size: 512, background: "#e3f2ff", padding: 0.22 },
];

/** Rewrites `file` with pngquant's palette of at most 256 colours; false when pngquant is missing. */
function quantize(file) {
  try {
    execFileSync("pngquant", ["--quality", "70-95", "--speed", "1", "--strip", "--force", "--output", file, file]);
    return true;
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
}

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * (1 - 2 * icon.padding));
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">` +
        svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
        "</body></html>",
    );
    await page.screenshot({
      path: path.join(root, "public/icons", icon.file),
      omitBackground: icon.background === "transparent",
    });
    await page.close();
    const reduced = quantize(path.join(root, "public/icons", icon.file));
    console.log(
      `public/icons/${icon.file} (${icon.size}×${icon.size})${reduced ? "" : ", not reduced: pngquant is not installed"}`,
    );
  }
} finally {
  await browser.close();
}
