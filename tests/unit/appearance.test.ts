import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@core/settings";
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

describe("the head script (decision 057)", () => {
  it("adds `webfonts` to <html> when the browser reports the first contentful paint", () => {
    const { page, classes, frames } = fakePage({});
    const { FakeObserver, deliver } = fakePaintTiming();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    runHeadScript(page);
    for (const frame of frames) frame();
    deliver("first-paint");
    expect(classes.has("webfonts")).toBe(false);
    deliver("first-paint", "first-contentful-paint");
    expect(classes.has("webfonts")).toBe(true);
  });

  it("without paint timing, adds `webfonts` after the next frame and a task", () => {
    vi.useFakeTimers();
    const { page, classes, frames } = fakePage({});
    vi.stubGlobal("PerformanceObserver", undefined);
    runHeadScript(page);
    expect(classes.has("webfonts")).toBe(false);
    for (const frame of frames) frame();
    expect(classes.has("webfonts")).toBe(false);
    vi.runAllTimers();
    expect(classes.has("webfonts")).toBe(true);
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
