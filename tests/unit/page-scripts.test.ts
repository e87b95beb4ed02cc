import { afterEach, describe, expect, it, vi } from "vitest";
import { deferPageScripts, INERT_MODULE_TYPE, loadIsland } from "~/lib/page-scripts";

/** The end of a document as React Router's `<Scripts>` renders it. */
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Timer</main>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>` +
  `</body></html>`;

interface FakeElement {
  type?: string;
  src?: string;
  href?: string;
  nonce?: string;
  textContent?: string;
  onload?: () => void;
}

/** Just enough of a browser for the bootstrap: what it adds to the document, in order. */
function fakeBrowser() {
  const added: FakeElement[] = [];
  const after: FakeElement[] = [];
  const inert = { nonce: "n0nce", textContent: "import 1", after: (element: FakeElement) => after.push(element) };
  const append = (element: FakeElement) => added.push(element);
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal("document", {
    visibilityState: "visible",
    addEventListener: () => {},
    createElement: (): FakeElement => ({}),
    querySelector: () => inert,
    head: { appendChild: append },
    body: { appendChild: append },
  });
  return { added, after };
}

afterEach(() => vi.unstubAllGlobals());

describe("deferPageScripts", () => {
  it("takes out the module preloads and the module script, and loads them from a bootstrap after first paint", () => {
    const html = deferPageScripts(page("n0nce"), "n0nce");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      `<script nonce="n0nce" type="${INERT_MODULE_TYPE}" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>`,
    );
    const bootstrap = /<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(bootstrap).toBeDefined();
    expect(bootstrap).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(bootstrap).toContain("first-contentful-paint");
    // The page itself is untouched.
    expect(html).toContain("<main>Timer</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("with React DOM's chunk among the preloads, runs it first and the page's module in a later task", async () => {
    const html = deferPageScripts(page("n0nce"), "n0nce", "/assets/entry.client-2.js");
    const bootstrap = /<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    const browser = fakeBrowser();
    new Function(bootstrap)();
    await vi.waitFor(() => expect(browser.added.at(-1)).toMatchObject({ src: "/assets/entry.client-2.js" }));
    expect(browser.added.map((element) => element.href ?? element.src)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/entry.client-2.js",
    ]);
    // The page's module waits for the runtime's load event, then for a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(browser.after).toEqual([]);
    browser.added.at(-1)!.onload!();
    expect(browser.after).toEqual([]);
    await vi.waitFor(() => expect(browser.after).toHaveLength(1));
    expect(browser.after[0]).toMatchObject({ type: "module", nonce: "n0nce", textContent: "import 1" });
  });

  it("ignores a runtime the page does not preload", () => {
    expect(deferPageScripts(page("x"), "x", "/assets/other-9.js")).not.toContain("other-9");
  });

  it("writes no nonce attribute when the response has none", () => {
    const html = deferPageScripts(page("x"), undefined);
    expect(html).toMatch(/<script>\(function\(\)/);
  });

  it("leaves a document it does not recognise unchanged", () => {
    const noModule = page("x").replace(' type="module"', "");
    expect(deferPageScripts(noModule, "x")).toBe(noModule);
    const noPreloads = page("x").replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(deferPageScripts(noPreloads, "x")).toBe(noPreloads);
    const foreign = page("x").replace("/assets/root-3.js", "https://cdn.example/root.js");
    expect(deferPageScripts(foreign, "x")).toBe(foreign);
  });
});

describe("loadIsland's chunks, one per task (decision 060)", () => {
  it("imports them only after the runtime has loaded, goes on past any that fail, then adds the island's script", async () => {
    // Node cannot import from a function's text, so here every import fails: the chain must still
    // end in the island's script. Their order is tests/unit/islands.test.ts's, their working the
    // e2e tests' (every tool page hydrates through it).
    const browser = fakeBrowser();
    const script = loadIsland(
      {
        src: "/assets/island-timer-9.js",
        preloads: ["/assets/react-1.js"],
        evaluation: ["/assets/ticker-2.js", "/assets/timer-screen-3.js"],
      },
      "/assets/react-1.js",
    );
    new Function(script)();
    await vi.waitFor(() => expect(browser.added.at(-1)).toMatchObject({ src: "/assets/react-1.js" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(browser.added.at(-1)).toMatchObject({ src: "/assets/react-1.js" });
    browser.added.at(-1)!.onload!();
    await vi.waitFor(() => expect(browser.added.at(-1)).toMatchObject({ src: "/assets/island-timer-9.js" }));
    expect(browser.added.map((element) => element.href ?? element.src)).toEqual([
      "/assets/react-1.js",
      "/assets/react-1.js",
      "/assets/island-timer-9.js",
    ]);
  });
});
