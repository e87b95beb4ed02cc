import { createContext, useContext } from "react";
// The tool islands the build emits (decision 045): one list, beside the entries it builds.
import type { IslandName } from "../../scripts/vite-islands";

export type { IslandName };

/**
 * A route module's `handle` (React Router's "disabling JavaScript" pattern, decisions 041 and 045).
 * `hydrate: false` marks a page whose document carries no React Router scripts: a page that is whole
 * as HTML (only the small `app/enhance/static-page.ts`), or, with `island`, a tool page whose tool
 * alone is hydrated by its island script.
 */
export interface PageHandle {
  hydrate?: boolean;
  island?: IslandName;
}

/** The handle of a page that needs no React in the browser (blog, holidays, legal pages). */
export const withoutScripts: PageHandle = { hydrate: false };

/** The handle of a tool page hydrated as an island: its tool and the display settings, not the document. */
export const islandPage = (island: IslandName): PageHandle => ({ hydrate: false, island });

/**
 * How the browser runs this document: `router` (React Router hydrates the whole document), `island`
 * (only the tool and the settings button are hydrated) or `static` (no React). The root provides it
 * on the server; in the browser React runs only where it was loaded, so it is never `static` there.
 */
export type PageMode = "router" | "island" | "static";

export const PageModeContext = createContext<PageMode>("router");

/**
 * How the matched routes' handles say the document runs (the root reads them), and its island if it
 * is one. A tool page that failed (an unknown preset's 404) renders the error page, not its tool:
 * React Router runs that document.
 */
export function pageOf(handles: readonly unknown[], failed = false): { mode: PageMode; island?: IslandName } {
  const page = handles.find((handle) => (handle as PageHandle | undefined)?.hydrate === false) as
    PageHandle | undefined;
  if (!page) return { mode: "router" };
  if (page.island) return failed ? { mode: "router" } : { mode: "island", island: page.island };
  return { mode: "static" };
}

/** Whether React runs in this document: false only when a page is whole as HTML (decision 041). */
export function usePageScripts(): boolean {
  const mode = useContext(PageModeContext);
  return typeof document !== "undefined" || mode !== "static";
}
