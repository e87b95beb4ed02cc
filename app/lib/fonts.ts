import { defaultSettings } from "@core/settings";
import { useEffect } from "react";
import { fontFiles } from "./font-files";
import { useSettings } from "./preferences";

/**
 * Self-hosted web fonts for the time display (no third-party request: docs/product.md, Privacy).
 *
 * A family is registered with the browser (`document.fonts`) only when it is the chosen one, and
 * the browser then downloads just the faces the page actually uses (usually one weight). The files
 * are the latin subsets of @fontsource packages, hashed under /assets by Vite (font-files.ts,
 * written by scripts/font-files.mjs).
 *
 * The default family is the exception: app.css declares it, and the digits use it once an earlier
 * page has cached it, or as soon as the visitor chooses fonts (decisions 057, 068). Registering it
 * from script after hydration made the browser lay the whole document out and paint it again.
 *
 * "SF Pro Display" (offered by the floating panel) is Apple's system font and may not be
 * redistributed: it is registered as an alias of the device's own fonts: SF Pro where installed,
 * otherwise the platform's UI font (Segoe UI, Roboto, Helvetica Neue, Noto Sans, DejaVu Sans…).
 */
export const SYSTEM_FONT = "SF Pro Display";
const systemFontSources = [
  "SF Pro Display",
  "SFProDisplay-Regular",
  "SF Pro Text",
  "Segoe UI",
  "Roboto",
  "Helvetica Neue",
  "Noto Sans",
  "Ubuntu",
  "Cantarell",
  "DejaVu Sans",
  "Arial",
];

/** Declared in app.css, never registered here. */
const STYLESHEET_FONT = defaultSettings.font;

const registered = new Set<string>([STYLESHEET_FONT]);

function add(face: FontFace) {
  // A face that fails (offline, no such local font) leaves the fallback fonts in place.
  face.loaded.catch(() => {});
  document.fonts.add(face);
}

/** Makes `family` available to CSS; a no-op on the server, for unknown names and when already done. */
export function loadFont(family: string): void {
  if (typeof document === "undefined" || !("fonts" in document) || typeof FontFace === "undefined") return;
  if (registered.has(family)) return;
  const files = fontFiles[family];
  if (family === SYSTEM_FONT) {
    registered.add(family);
    const src = systemFontSources.map((name) => `local("${name}")`).join(", ");
    add(new FontFace(family, src, { display: "swap" }));
    return;
  }
  if (!files) return;
  registered.add(family);
  for (const [weight, url] of files) {
    add(
      new FontFace(family, `url("${url}") format("woff2")`, {
        weight: String(weight),
        style: "normal",
        display: "swap",
      }),
    );
  }
}

/** Keeps the chosen time-display font loaded on every page (mounted once, by the settings panel). */
export function useChosenFont(): void {
  const { font } = useSettings();
  useEffect(() => loadFont(font), [font]);
}
