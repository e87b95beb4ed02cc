declare module "virtual:tickwise-islands" {
  import type { IslandScript } from "../scripts/vite-islands";
  import type { IslandName } from "~/lib/page-handle";

  /** Each tool island's script and its static imports, as built (scripts/vite-islands.ts). */
  const islands: Partial<Record<IslandName, IslandScript>>;
  export default islands;
  /** The chunk with React DOM, which every page with React runs before its own modules (decision 053). */
  export const runtime: string | undefined;
}
