export type ToolKey = "timer" | "stopwatch" | "time" | "alarm" | "goals";

/**
 * Top navigation in the product's order (docs/product.md, Routes and shell); the order is also the
 * prefix-match order.
 */
export const toolNav: readonly { key: ToolKey; path: string }[] = [
  { key: "timer", path: "/timer" },
  { key: "stopwatch", path: "/stopwatch" },
  { key: "time", path: "/time" },
  { key: "alarm", path: "/alarm" },
  { key: "goals", path: "/goals" },
];

/**
 * The highlighted entry: the first whose path prefixes the pathname, checked in nav order
 * (so /timer wins over /time), and Timer when none does.
 */
export function activeTool(pathname: string): { key: ToolKey; matched: boolean } {
  const hit = toolNav.find((item) => pathname === item.path || pathname.startsWith(item.path));
  return hit ? { key: hit.key, matched: true } : { key: "timer", matched: pathname === "/" };
}
