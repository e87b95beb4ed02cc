import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings, storageKeys } from "@core/settings";
import { appearanceScript } from "~/lib/appearance";
import { fakePaintTiming } from "../helpers/paint-timing";

/** The parts of a document and window the head script touches, recorded. */
function fakePage(stored: Record<string, string>) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const frames: (() => void)[] = [];
  const page = {
    document: {
      visibilityState: "visible",
      addEventListener: () => {},
      documentElement: {
        classList: {
          toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
          add: (name: string) => classes.add(name),
        },
        style: {
          setProperty: (name: string, value: string) => style.set(name, value),
          removeProperty: (name: string) => style.delete(name),
          colorScheme: "",
        },
      },
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  return { page, classes, style, frames };
}

/** Runs the inline head script as the browser does: its own source text, in the page's globals. */
function runHeadScript(page: ReturnType<typeof fakePage>["page"]) {
  // Node has a PerformanceObserver of its own (without paint timing): each test says which it has.
  for (const [name, value] of Object.entries(page)) vi.stubGlobal(name, value);
  new Function(appearanceScript)();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the head script (decisions 057, 068)", () => {
  it("lets the digits use the web font from the start once an earlier page cached it", () => {
    const { page, classes } = fakePage({ [storageKeys.timeFontCached]: "cached" });
    runHeadScript(page);
    expect(classes.has("webfonts")).toBe(true);
  });

  it("keeps the local face for the whole page until then: no paint, frame or timer switches it", () => {
    vi.useFakeTimers();
    const { page, classes, frames } = fakePage({});
    const { FakeObserver, deliver } = fakePaintTiming();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    runHeadScript(page);
    for (const frame of frames) frame();
    deliver("first-paint", "first-contentful-paint");
    vi.runAllTimers();
    expect(classes.has("webfonts")).toBe(false);
  });

  it("keeps the local face where storage cannot be read", () => {
    const { page, classes } = fakePage({});
    page.localStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    runHeadScript(page);
    expect(classes.has("webfonts")).toBe(false);
  });

  it("leaves the default family to app.css, and applies a chosen one from the start", () => {
    const saved = (font: string) => ({ "timer-app-settings": JSON.stringify({ ...defaultSettings, font }) });
    const withDefault = fakePage(saved(defaultSettings.font));
    runHeadScript(withDefault.page);
    expect(withDefault.style.has("--time-font")).toBe(false);

    const withInter = fakePage(saved("Inter"));
    runHeadScript(withInter.page);
    expect(withInter.style.get("--time-font")).toBe('"Inter"');
  });
});
