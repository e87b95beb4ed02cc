import { useMatches } from "react-router";

/**
 * A route module's `handle` (React Router's "disabling JavaScript" pattern, decision 041).
 * `hydrate: false` marks a page that is whole as HTML: its document carries no React scripts, only
 * the small `app/enhance/static-page.ts`.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** The handle of a page that needs no React in the browser (blog, holidays, legal pages). */
export const withoutScripts: PageHandle = { hydrate: false };

/**
 * Whether this document runs React. On the server: unless a matched route's handle says
 * `hydrate: false`. In the browser always, since React only runs in documents that loaded it: a
 * client navigation to a script-less route keeps its shell's interactive parts and scroll restoration.
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
