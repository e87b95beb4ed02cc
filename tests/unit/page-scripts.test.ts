import { describe, expect, it } from "vitest";
import { deferPageScripts, INERT_MODULE_TYPE } from "~/lib/page-scripts";

/** The end of a document as React Router's `<Scripts>` renders it. */
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Timer</main>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>` +
  `</body></html>`;

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
    expect(bootstrap).toContain("requestAnimationFrame");
    // The page itself is untouched.
    expect(html).toContain("<main>Timer</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
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
