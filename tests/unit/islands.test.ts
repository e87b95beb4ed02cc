import { describe, expect, it } from "vitest";
import { scriptJson } from "~/lib/island";
import { islandOf, islandPage, pageModeOf, withoutScripts } from "~/lib/page-handle";
import { loadIsland } from "~/lib/page-scripts";

describe("page modes (decisions 041 and 045)", () => {
  it("a page runs React Router unless a matched route's handle says otherwise", () => {
    expect(pageModeOf([undefined, { other: 1 }])).toBe("router");
    expect(pageModeOf([undefined, withoutScripts])).toBe("static");
    expect(pageModeOf([undefined, islandPage("timer")])).toBe("island");
    expect(islandOf([undefined, islandPage("timer")])).toBe("timer");
    expect(islandOf([undefined, withoutScripts])).toBeUndefined();
  });

  it("a tool page that failed (its 404) is run by React Router; a page without React stays so", () => {
    expect(pageModeOf([islandPage("timer")], true)).toBe("router");
    expect(pageModeOf([withoutScripts], true)).toBe("static");
  });
});

describe("scriptJson", () => {
  it("round-trips and cannot close its script element or break a line", () => {
    const value = { h1: "</script><script>alert(1)</script>", text: "a\u2028b\u2029c", n: 5 };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("loadIsland", () => {
  it("adds the island's module after the first paint, its static imports preloaded first", () => {
    const script = loadIsland("/assets/island-timer-1.js", ["/assets/react-2.js", "/assets/timer-3.js"]);
    expect(script).toContain('["/assets/react-2.js","/assets/timer-3.js"]');
    expect(script).toContain("requestAnimationFrame");
    // bench/bundle.mjs reads the module's address from this assignment.
    expect(script).toContain('s.src="/assets/island-timer-1.js"');
    expect(script.indexOf('l.rel="modulepreload"')).toBeLessThan(script.indexOf("s.src="));
  });
});
