/**
 * Every page route that exists today, one example path per route of app/routes.ts. The route
 * sweep checks each (both languages and themes), the source-archive test loads each in a copy
 * built elsewhere, and `npm run bench` measures each.
 * Add your route here when you add it to app/routes.ts.
 */
export const routes: readonly string[] = [
  "/",
  "/timer",
  "/timer/5-minute-timer",
  "/timers",
  "/stopwatch",
  "/stopwatch/running-laps",
  "/time",
  "/time/tokyo",
  // A city of the data set (decision 035), not of the hand-picked list.
  "/time/chongqing",
  "/time/europe/london",
  "/time-converter",
  "/time-converter/new-york-to-london",
  "/meeting-planner",
  "/alarm",
  "/alarm/7am",
  "/terms",
  "/privacy",
  "/no-such-page",
  "/goals",
  "/pomodoro",
  "/pomodoro/50-10",
  "/pomodoro/52-17",
  "/interval-timer",
  "/interval-timer/tabata",
  "/interval-timer/hiit-30-30",
  "/settings",
  "/admin/login",
  "/unsubscribe",
  "/holidays",
  "/holidays/thanksgiving-usa",
  "/holidays/country/us",
  "/countdown",
  "/countdown/new-year",
  "/download",
  "/download-source",
  "/blog",
  // A seeded post (content/blog): it exists on every server, also the bench's.
  "/blog/5-minute-timer-productivity-guide",
];

/** The admin area is for the site's editors, in English and Spanish only (decision 038). */
const editorsOnly = (path: string) => path.startsWith("/admin");

/** The routes a language has: every one, but the admin area outside English and Spanish. */
export function localizedRoutes(language: string): readonly string[] {
  return language === "en" || language === "es" ? routes : routes.filter((path) => !editorsOnly(path));
}
