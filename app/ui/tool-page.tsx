import type { ReactNode } from "react";
import { Island } from "~/lib/island";

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
