import { defaultSettings, storageKeys } from "@core/settings";
import { afterLoadAndIdle } from "./idle";
import { writeStorage } from "./local-store";

/**
 * Puts the time display's web font in the browser's cache for the next page (decision 068): once
 * the page has loaded and the main thread is idle, it fetches the faces this page's digits use, at
 * low priority, and then remembers that they are cached. The head script (`allowCachedWebFonts`)
 * lets the next page's digits use the font from its first paint. This page keeps the local face it
 * painted with: no second layout while the visitor reads it.
 */
export function cacheTimeFontForNextPage(): void {
  afterLoadAndIdle(() => void cacheForNextPage());
}

async function cacheForNextPage(): Promise<void> {
  const root = document.documentElement;
  // Already in use, already cached, or the visitor chose another family (applied from the start).
  if (root.classList.contains("webfonts") || root.style.getPropertyValue("--time-font")) return;
  try {
    if (localStorage.getItem(storageKeys.timeFontCached) === "cached") return;
  } catch {
    return; // without storage the next page could not know: nothing to gain
  }
  const displays = document.querySelectorAll(".time-display");
  if (!displays.length) return;
  const weights = new Set(Array.from(displays, (display) => Number(getComputedStyle(display).fontWeight)));
  try {
    // The table of files comes in a chunk of its own: only a first visit asks for it, after load.
    const { fontFiles } = await import("./font-files");
    const files = (fontFiles[defaultSettings.font] ?? []).filter(([weight]) => weights.has(weight));
    if (!files.length) return;
    await Promise.all(
      files.map(async ([, file]) => {
        const response = await fetch(file, { priority: "low" });
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  } catch {
    return; // offline or refused: the next page keeps the local face, and tries again
  }
  writeStorage(storageKeys.timeFontCached, "cached");
}
