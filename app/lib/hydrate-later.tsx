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
