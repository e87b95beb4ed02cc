import type { ReactNode } from "react";
import { Island } from "~/lib/island";

/** The page's own words a tool shows: its tab title, heading and introduction. */
export interface ToolHeadingCopy {
  title: string;
  h1: string;
  intro: string;
}

/**
 * Just the words a tool shows, for its island's props: the rest of the page's copy (how-to, FAQ)
 * is the reading's, and would only be sent twice.
 */
export const headingCopy = ({ title, h1, intro }: ToolHeadingCopy): ToolHeadingCopy => ({ title, h1, intro });

/**
 * A tool page's column: the tool as the island `island` (hydrated with `props`), then the reading
 * under it (how-to, FAQ, links, share). The reading sits outside the island, so the browser never
 * hydrates it nor loads its code (decision 055).
 */
export function ToolPage({
  island,
  props,
  tool,
  reading,
}: {
  island: string;
  props: unknown;
  tool: ReactNode;
  reading: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <Island name={island} props={props}>
        {tool}
      </Island>
      {reading}
    </div>
  );
}
