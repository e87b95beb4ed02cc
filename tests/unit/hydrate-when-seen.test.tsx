// @vitest-environment jsdom
import { act, startTransition, Suspense, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWhenSeen } from "~/lib/hydrate-later";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A card far below the fold with a control that only works once hydrated. */
function LaterCard() {
  const [presses, setPresses] = useState(0);
  return (
    <section id="later-card" data-hydrates-when-seen="">
      <button type="button" onClick={() => setPresses(presses + 1)}>
        pressed {presses}
      </button>
    </section>
  );
}

/** The browser's IntersectionObserver as far as the part uses it; `report` is what it would say. */
class ObserverStandIn {
  static made: ObserverStandIn[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    ObserverStandIn.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
  ObserverStandIn.made = [];
  vi.unstubAllGlobals();
});

const press = (container: HTMLElement) =>
  act(async () => {
    container.querySelector("button")!.click();
  });

describe("hydrateWhenSeen", () => {
  it("leaves the server's card alone until it nears the viewport, then loads and hydrates it", async () => {
    vi.stubGlobal("IntersectionObserver", ObserverStandIn);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <LaterCard />
      </Suspense>,
    );
    document.body.append(container);
    const load = vi.fn(async () => LaterCard);
    const Part = hydrateWhenSeen("later-card", load);

    await act(async () => {
      startTransition(() => {
        roots.push(hydrateRoot(container, <Part />));
      });
    });
    const [observer] = ObserverStandIn.made;
    expect(observer?.observed).toEqual([container.querySelector("#later-card")]);
    await act(async () => observer!.report(false));
    expect(load).not.toHaveBeenCalled();
    await press(container);
    expect(container.textContent).toBe("pressed 0");

    await act(async () => observer!.report(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
    await press(container);
    expect(container.textContent).toBe("pressed 1");
  });

  it("loads at once when the card is not in the document (a render in the browser)", async () => {
    vi.stubGlobal("IntersectionObserver", ObserverStandIn);
    const container = document.createElement("div");
    document.body.append(container);
    const Part = hydrateWhenSeen("later-card", async () => LaterCard);

    await act(async () => {
      const root = createRoot(container);
      roots.push(root);
      root.render(<Part />);
    });
    expect(ObserverStandIn.made).toEqual([]);
    await press(container);
    expect(container.textContent).toBe("pressed 1");
  });
});
