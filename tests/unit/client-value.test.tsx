// @vitest-environment jsdom
import { act, startTransition, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrationRoot, useClientValue } from "~/lib/client-value";
import { documentNav, NavProvider, useLocation } from "~/lib/nav";

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const browserOnly = () => "browser";

/** What a tool page's island shows: a browser-only value and the address. */
function Reading() {
  const value = useClientValue(browserOnly, "server");
  const { pathname, hash } = useLocation();
  return (
    <p>
      {value} {pathname}
      {hash}
    </p>
  );
}

const serverLocation = { pathname: "/timer", search: "", hash: "" };
const page = (node: ReactNode) => (
  <HydrationRoot>
    <NavProvider nav={documentNav(serverLocation)}>{node}</NavProvider>
  </HydrationRoot>
);

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
});

/** Server-renders `node` into a new container, as the page's HTML has it. */
function serverRendered(node: ReactNode): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(node);
  document.body.append(container);
  return container;
}

describe("values only the browser knows, on a page with two React roots", () => {
  it("hydrate each root against the server's HTML, then show the browser's", async () => {
    window.history.replaceState(null, "", "/timer#top");
    const first = serverRendered(page(<Reading />));
    const second = serverRendered(page(<Reading />));
    expect(first.textContent).toBe("server /timer");
    const errors: unknown[] = [];
    const hydrate = (container: HTMLElement) =>
      act(async () => {
        startTransition(() => {
          roots.push(hydrateRoot(container, page(<Reading />), { onRecoverableError: (error) => errors.push(error) }));
        });
      });
    // The second root hydrates after the first one's effects: its first render must still be the
    // server's, or React finds a mismatch and renders it again from scratch.
    await hydrate(first);
    await hydrate(second);
    expect(errors).toEqual([]);
    expect(first.textContent).toBe("browser /timer#top");
    expect(second.textContent).toBe("browser /timer#top");
  });
});
