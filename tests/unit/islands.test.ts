import { describe, expect, it } from "vitest";
import { scriptJson } from "~/lib/island";
import { islandPage, pageOf, withoutScripts } from "~/lib/page-handle";
import { loadIsland } from "~/lib/page-scripts";
import { evaluationOrder } from "../../scripts/vite-islands";

describe("page modes (decisions 041 and 045)", () => {
  it("a page runs React Router unless a matched route's handle says otherwise", () => {
    expect(pageOf([undefined, { other: 1 }])).toEqual({ mode: "router" });
    expect(pageOf([undefined, withoutScripts])).toEqual({ mode: "static" });
    expect(pageOf([undefined, islandPage("timer")])).toEqual({ mode: "island", island: "timer" });
  });

  it("a tool page that failed (its 404) is run by React Router; a page without React stays so", () => {
    expect(pageOf([islandPage("timer")], true)).toEqual({ mode: "router" });
    expect(pageOf([withoutScripts], true)).toEqual({ mode: "static" });
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
    const script = loadIsland(
      { src: "/assets/island-timer-1.js", preloads: ["/assets/react-2.js", "/assets/timer-3.js"], evaluation: [] },
      undefined,
    );
    expect(script).toContain('["/assets/react-2.js","/assets/timer-3.js"]');
    expect(script).toContain("first-contentful-paint");
    // bench/bundle.mjs reads the module's address from this assignment.
    expect(script).toContain('s.src="/assets/island-timer-1.js"');
    expect(script.indexOf('l.rel="modulepreload"')).toBeLessThan(script.indexOf("s.src="));
  });

  it("with a runtime, runs it first and the island's module in a later task (decision 053)", () => {
    const script = loadIsland(
      { src: "/assets/island-timer-1.js", preloads: ["/assets/react-2.js", "/assets/timer-3.js"], evaluation: [] },
      "/assets/react-2.js",
    );
    expect(script).toContain('r.src="/assets/react-2.js"');
    expect(script).toContain('s.src="/assets/island-timer-1.js"');
    // The island's script is added from the runtime's load (or error) event, through a timer.
    const onLoad = script.indexOf("r.onload=r.onerror=function(){setTimeout(");
    expect(onLoad).toBeGreaterThan(-1);
    expect(onLoad).toBeLessThan(script.indexOf("s.src="));
  });
});

describe("the island's chunks, one per task (decision 060)", () => {
  // entry → a, b; a → c, shared; b → shared, d; d → a (a cycle back)
  const graph: Record<string, string[]> = {
    entry: ["a", "b"],
    a: ["c", "shared"],
    b: ["shared", "d"],
    c: [],
    shared: [],
    d: ["a"],
  };

  it("lists the chunks in the order the module graph evaluates them: imports first, each once", () => {
    expect(evaluationOrder("entry", (file) => graph[file] ?? [])).toEqual(["c", "shared", "a", "d", "b"]);
  });

  it("imports them one at a time, in that order, before the island's own module", () => {
    const script = loadIsland(
      {
        src: "/assets/island-timer-1.js",
        preloads: ["/assets/react-2.js", "/assets/timer-3.js", "/assets/ticker-4.js"],
        evaluation: ["/assets/ticker-4.js", "/assets/timer-3.js"],
      },
      "/assets/react-2.js",
    );
    const list = script.indexOf('e=["/assets/ticker-4.js","/assets/timer-3.js"]');
    expect(list).toBeGreaterThan(script.indexOf('r.src="/assets/react-2.js"'));
    // The next import waits for the previous one's evaluation, then a task (a message to itself).
    expect(script).toContain("import(h).then(hop,hop)");
    expect(script.indexOf("import(h)")).toBeLessThan(script.indexOf('s.src="/assets/island-timer-1.js"'));
  });
});
