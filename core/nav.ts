export type ToolKey = "timer" | "stopwatch" | "pomodoro" | "time" | "alarm" | "goals";

export interface ToolNavItem {
  key: ToolKey;
  path: string;
  /** Sections of the same family that highlight this entry too (not as the current page). */
  family?: readonly string[];
}

/**
 * Top navigation in the product's order (docs/product.md, Routes and shell). The many-timers page
 * belongs with the timer, the interval timer with the pomodoro and the converter and planner with
 * the world clock, so the header stays six entries wide.
 */
export const toolNav: readonly ToolNavItem[] = [
  { key: "timer", path: "/timer", family: ["/timers"] },
  { key: "stopwatch", path: "/stopwatch" },
  { key: "pomodoro", path: "/pomodoro", family: ["/interval-timer"] },
  { key: "time", path: "/time", family: ["/time-converter", "/meeting-planner"] },
  { key: "alarm", path: "/alarm" },
  { key: "goals", path: "/goals" },
];

export type MoreToolKey = "timers" | "intervalTimer" | "timeConverter" | "meetingPlanner" | "countdown";

/** The tools the footer lists under the header's six (docs/product.md, Routes and shell). */
export const moreTools: readonly { key: MoreToolKey; path: string }[] = [
  { key: "timers", path: "/timers" },
  { key: "intervalTimer", path: "/interval-timer" },
  { key: "timeConverter", path: "/time-converter" },
  { key: "meetingPlanner", path: "/meeting-planner" },
  { key: "countdown", path: "/countdown" },
];

/** `path` itself or a page below it: /time covers /time/tokyo, never /timer or /time-converter. */
const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The highlighted entry and whether the page is that entry's own section (then it is the current
 * page for assistive technology); Timer, unmatched, when no entry or family covers the path.
 */
export function activeTool(pathname: string): { key: ToolKey; matched: boolean } {
  const own = toolNav.find((item) => within(pathname, item.path));
  if (own) return { key: own.key, matched: true };
  const related = toolNav.find((item) => item.family?.some((path) => within(pathname, path)));
  if (related) return { key: related.key, matched: false };
  return { key: "timer", matched: pathname === "/" };
}
