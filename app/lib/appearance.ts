import { languageLinksScript } from "./language-choice";

/**
 * Applies the stored theme and display colours to <html> before the first paint.
 *
 * It runs twice over: inlined (as its own source text) in the document head, so there is no
 * flash of the wrong theme, and from JavaScript whenever a preference changes. It must
 * therefore be self-contained: no imports, no closures. Keys mirror core/settings.ts.
 */
export function applyAppearance(): void {
  var root = document.documentElement;
  var theme = "light";
  var settings: { bgColor?: unknown; fontColor?: unknown; font?: unknown } = {};
  try {
    theme = localStorage.getItem("tickwise-theme") === "dark" ? "dark" : "light";
    settings = JSON.parse(localStorage.getItem("timer-app-settings") || "{}") || {};
  } catch {
    /* storage unavailable: defaults */
  }
  var hex = /^#[0-9a-fA-F]{6}$/;
  var dark = theme === "dark";
  var bg = typeof settings.bgColor === "string" && hex.test(settings.bgColor) ? settings.bgColor : "";
  var fg = typeof settings.fontColor === "string" && hex.test(settings.fontColor) ? settings.fontColor : "";
  // The default colours are light-theme colours; in dark mode they give way to dark ones.
  if (!bg || (dark && bg.toUpperCase() === "#E3F2FF") || (!dark && bg.toUpperCase() === "#1C1C1E")) bg = "";
  if (!fg || (dark && fg === "#000000")) fg = "";
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  if (bg) root.style.setProperty("--page-bg", bg);
  else root.style.removeProperty("--page-bg");
  if (fg) root.style.setProperty("--time-color", fg);
  else root.style.removeProperty("--time-color");
  // The default family (core/settings.ts) is app.css's own, asked for after the first paint.
  if (typeof settings.font === "string" && settings.font && settings.font !== "Roboto Mono") {
    root.style.setProperty("--time-font", '"' + settings.font.replace(/["\\]/g, "") + '"');
  } else root.style.removeProperty("--time-font");
}

/**
 * Lets the time display use its web font from the first paint (app.css, `.webfonts`), once an
 * earlier page has put the font in the browser's cache (`cacheTimeFontForNextPage`, decision 068).
 * Until then the digits keep the local face with the same metrics: no download while the page
 * loads, no second layout when it arrives. Self-contained; the key is core/settings.ts's
 * `storageKeys.timeFontCached`.
 */
function allowCachedWebFonts(): void {
  try {
    if (localStorage.getItem("tickwise-time-font") === "cached") {
      document.documentElement.classList.add("webfonts");
    }
  } catch {
    /* storage unavailable: the local face */
  }
}

/**
 * Lets the digits use the default web font now, wherever the visitor is choosing a font: a choice
 * shows at once, and the settings page's preview is the font itself (decision 068).
 */
export function showTimeWebFont(): void {
  document.documentElement.classList.add("webfonts");
}

/** The inline <script> body: the functions above, called at once, and the language links' listener. */
export const appearanceScript =
  `(${applyAppearance.toString()})();` + `(${allowCachedWebFonts.toString()})();` + languageLinksScript;
