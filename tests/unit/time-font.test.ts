// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "@core/settings";
import { fontFiles } from "~/lib/font-files";
import { cacheTimeFontForNextPage } from "~/lib/time-font";

/** The page's digits at the given weights. */
function page(weights: string[]) {
  for (const weight of weights) {
    const display = document.createElement("p");
    display.className = "time-display";
    display.style.fontWeight = weight;
    document.body.append(display);
  }
}

/** Lets the load-and-idle wait and the fetches finish. */
async function settle() {
  await vi.runAllTimersAsync();
  await vi.dynamicImportSettled();
  await vi.runAllTimersAsync();
}

function fetched(status = 200) {
  const fetchSpy = vi.fn(async (_url: string) => new Response(new ArrayBuffer(8), { status }));
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("cacheTimeFontForNextPage (decision 068)", () => {
  it("fetches the faces this page's digits use after load, then tells the next page they are cached", async () => {
    vi.useFakeTimers();
    page(["600", "600"]);
    const fetchSpy = fetched();
    cacheTimeFontForNextPage();
    expect(fetchSpy).not.toHaveBeenCalled();
    await settle();
    const semibold = fontFiles["Roboto Mono"]!.find(([weight]) => weight === 600)![1];
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([semibold]);
    expect(localStorage.getItem(storageKeys.timeFontCached)).toBe("cached");
  });

  it("fetches each weight the digits use once", async () => {
    vi.useFakeTimers();
    page(["600", "700", "600"]);
    const fetchSpy = fetched();
    cacheTimeFontForNextPage();
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).sort()).toEqual(
      fontFiles["Roboto Mono"]!.filter(([weight]) => weight >= 600)
        .map(([, file]) => file)
        .sort(),
    );
  });

  it("does not remember a font that failed to arrive", async () => {
    vi.useFakeTimers();
    page(["700"]);
    const fetchSpy = fetched(404);
    cacheTimeFontForNextPage();
    await settle();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKeys.timeFontCached)).toBeNull();
  });

  it("fetches nothing where the font is cached or in use, the visitor chose another, or no digits show", async () => {
    vi.useFakeTimers();
    const fetchSpy = fetched();
    page([]);
    cacheTimeFontForNextPage();
    await settle();

    page(["600"]);
    localStorage.setItem(storageKeys.timeFontCached, "cached");
    cacheTimeFontForNextPage();
    await settle();
    localStorage.clear();

    document.documentElement.style.setProperty("--time-font", '"Inter"');
    cacheTimeFontForNextPage();
    await settle();
    document.documentElement.removeAttribute("style");

    document.documentElement.classList.add("webfonts");
    cacheTimeFontForNextPage();
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
