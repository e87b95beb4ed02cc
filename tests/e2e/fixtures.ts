/**
 * Shared Playwright fixtures. Every spec imports `test` and `expect` from here, not from
 * @playwright/test:
 *
 *   import { expect, expectAccessible, test } from "./fixtures";
 *
 * - Every test fails on any uncaught page error, console error or Content-Security-Policy
 *   violation in any page of its browser context. A test that provokes one on purpose says
 *   which: `test.use({ allowedErrors: /net::ERR_FAILED|Failed to fetch/ })`.
 * - `expectAccessible(page)` runs axe-core (WCAG 2.x A and AA rules) and fails with a readable
 *   list of the violations.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

export { expect };

export interface ShellFixtures {
  /**
   * Problems (page errors, console errors, CSP violations) this test expects. Prefer one RegExp with
   * `|` for several: Playwright's test.use() reads an array of two or more RegExps as [value, options].
   */
  allowedErrors: RegExp | RegExp[] | undefined;
  /** Automatic: collects the problems and fails the test when there is any not allowed. */
  failOnPageProblems: void;
}

/** Marker the init script puts in front of CSP violations it reports through the console. */
const CSP_MARKER = "[csp-violation]";

export const test = base.extend<ShellFixtures>({
  allowedErrors: [undefined, { option: true }],

  failOnPageProblems: [
    async ({ context, allowedErrors }, use) => {
      const problems: string[] = [];
      const report = (problem: string) => {
        const allowed = [allowedErrors ?? []].flat();
        if (!allowed.some((pattern) => pattern.test(problem))) problems.push(problem);
      };

      // Chrome reports a CSP violation as a console "Refused to …" error; the event also covers
      // report-only and worker cases, so both are watched.
      await context.addInitScript((marker: string) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "";
          console.error(`${marker} ${event.violatedDirective} blocked ${event.blockedURI || "inline"}${where}`);
        });
      }, CSP_MARKER);

      context.on("weberror", (error) => report(`page error: ${error.error().stack ?? error.error().message}`));
      context.on("console", (message) => {
        const text = message.text();
        if (text.startsWith(CSP_MARKER)) return report(`CSP violation: ${text.slice(CSP_MARKER.length + 1)}`);
        if (/Refused to/i.test(text)) return report(`CSP violation: ${text}`);
        if (message.type() !== "error") return;
        // A document that answers 404 on purpose (the not-found page) makes Chrome log its status;
        // the test checks that status itself. A failing sub-resource is still a problem.
        const page = message.page();
        const { url } = message.location();
        if (/status of 404/.test(text) && page && url === page.url()) return;
        report(`console error: ${text}${url ? ` (${url})` : ""}`);
      });

      await use();

      expect(problems, `Page problems during the test:\n${problems.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** WCAG 2.0, 2.1 and 2.2 level A and AA rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\n\s*/g, "\n      ");
          return `    at ${node.target.map(String).join(" ")}\n      ${node.html}\n      ${summary}`;
        })
        .join("\n");
      return `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

/**
 * The WCAG A/AA rules whose outcome depends on colours alone: all a theme changes. A page already
 * checked in full in one theme needs only these in the other.
 */
export const colourRules: readonly string[] = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe-core on the page as it is now and expects zero WCAG A/AA violations (or, with `rules`,
 * none of those rules'). axe is injected with `page.evaluate(source)`: a <script> tag would be
 * blocked by the CSP.
 */
export async function expectAccessible(
  page: Page,
  options: { exclude?: string[]; rules?: readonly string[] } = {},
): Promise<void> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, exclude, rules }) => {
      const injected = (window as unknown as { axe: typeof axe }).axe;
      const result = await injected.run(exclude.length ? { exclude } : document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
      }));
    },
    { tags: wcagTags, exclude: options.exclude ?? [], rules: options.rules ? [...options.rules] : undefined },
  );
  expect(
    violations.length,
    `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${formatViolations(violations)}`,
  ).toBe(0);
}

/**
 * Waits until React has hydrated the server-rendered page, so a click reaches its handler.
 * (Before the client bundle runs, buttons are plain HTML and a click does nothing.)
 * The shell's parts hydrate on their own, each when its code arrives (decision 042), so it waits
 * for the main content, the footer and every form control of the page (the settings button comes
 * after the footer); one task more lets React commit and run the effects. A tool island page
 * (decision 045) is ready when every island and every control in it is. A page without React
 * (decision 041) is ready once loaded: its one module script has run by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const mode = await page.evaluate(() =>
    "__reactRouterContext" in window ? "router" : document.querySelector("[data-island]") ? "island" : "static",
  );
  if (mode === "static") return;
  await page.waitForFunction(
    ({ mode, controls }) => {
      const hydrated = (element: Element | null) =>
        element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
      const controlsIn = (root: ParentNode) => [...root.querySelectorAll(controls)];
      // A tool island page (decision 045): only the islands hydrate, each with every control in it
      // but those of cards that hydrate once the visitor nears them (decision 066).
      if (mode === "island") {
        return [...document.querySelectorAll("[data-island]")].every(
          (island) =>
            hydrated(island.firstElementChild) &&
            controlsIn(island)
              .filter((control) => !control.closest("[data-hydrates-when-seen]"))
              .every(hydrated),
        );
      }
      return (
        hydrated(document.querySelector("main")) &&
        hydrated(document.querySelector("footer")) &&
        controlsIn(document).every(hydrated)
      );
    },
    { mode, controls: FORM_CONTROLS },
  );
  await oneTaskMore(page);
}

/**
 * Scrolls to a card that hydrates once the visitor nears it (decision 066), as a reader would,
 * and waits until React has hydrated it and every control in it.
 */
export async function scrollToHydrated(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      card.evaluate(
        (element, controls) =>
          [element, ...element.querySelectorAll(controls)].every((node) =>
            Object.keys(node).some((key) => key.startsWith("__reactFiber")),
          ),
        FORM_CONTROLS,
      ),
    )
    .toBe(true);
  await oneTaskMore(card.page());
}

/** What a visitor can press or type into: hydration is complete when each of them is React's. */
const FORM_CONTROLS = "button, input, select, textarea";

/** One task more, in which React commits what it hydrated and runs its effects. */
function oneTaskMore(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Waits until `ms` of the page's own time have passed, as seen in a frame the page rendered: the
 * positive signal to wait for before checking that something did NOT happen (a paused display
 * that does not move, a request or dialog that does not come). A page that is frozen, throttled
 * or not rendering cannot pass it, unlike a sleep in the test.
 */
export async function pageTimePasses(page: Page, ms: number): Promise<void> {
  const frameTime = () => page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(resolve)));
  const start = await frameTime();
  await expect.poll(frameTime, { timeout: ms + 10_000, intervals: [100] }).toBeGreaterThanOrEqual(start + ms);
}

/** A layout shift the page reported: its score and the test ids (or tag names) of what moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/** Records the page's layout shifts from its first paint on (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { __shifts: LayoutShift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? (node.getAttribute("data-testid") ?? node.localName) : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far (see `recordLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
}
