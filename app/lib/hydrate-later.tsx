import { lazy, memo, Suspense, type ComponentType } from "react";

/**
 * A part of the page whose code loads after the first render's, and which hydrates on its own,
 * later, in small tasks (decision 042). The server renders it in place like any other component
 * (the document is sent whole, `onAllReady`), so readers and crawlers see no difference; in the
 * browser its HTML stays as the server sent it inside a Suspense boundary until its module
 * arrives, then React hydrates that boundary alone, at a low priority that yields to input.
 *
 * For parts below the fold or rarely touched at once (the footer, a page's FAQ, a share menu).
 * The wrapper is memoised: a parent re-rendering with the same props (stable callbacks) must not
 * send an update into a boundary still waiting for its code, which would make React drop the
 * server HTML and render it again in the browser.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Later) as unknown as ComponentType<P>;
}

/**
 * A part far below the fold that hydrates as `hydrateLater`, but only once its element (the
 * server's, with this `id` and `data-hydrates-when-seen`) comes within half a screen of the
 * viewport: its code is not fetched, run or hydrated while the page loads (decision 066). What
 * stays is the server's HTML, links and text as they are. Where the element is not in the
 * document (a render in the browser, not a hydration) or the browser cannot tell, it loads at once.
 */
export function hydrateWhenSeen<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return hydrateLater(() => nearViewport(id).then(load));
}

/** Resolves once the element `id` is within half a screen of the viewport. */
function nearViewport(id: string): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
  });
}
