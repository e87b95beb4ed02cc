import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { adminLanguages, localePrefix } from "../core/locales";
import { languages } from "../core/settings";

interface Page {
  path: string;
  file: string;
  id?: string;
  /** Only in these languages (the editors' admin area: decision 038). */
  languages?: readonly string[];
}

/** Every page of the site, as English addresses it; each other language gets the same under its prefix. */
const pages: Page[] = [
  { path: "timer", file: "routes/timer.tsx", id: "timer" },
  { path: "timer/:preset", file: "routes/timer.tsx", id: "timer-preset" },
  { path: "timers", file: "routes/timers.tsx" },
  { path: "stopwatch/:useCase?", file: "routes/stopwatch.tsx" },
  { path: "time/search", file: "routes/time-search.tsx" },
  { path: "time/:location?", file: "routes/time.tsx" },
  { path: "time/*", file: "routes/time.tsx", id: "time-zone" },
  { path: "time-converter/:pair?", file: "routes/time-converter.tsx" },
  { path: "meeting-planner", file: "routes/meeting-planner.tsx" },
  { path: "alarm/:time?", file: "routes/alarm.tsx" },
  { path: "goals", file: "routes/goals.tsx" },
  { path: "pomodoro/:preset?", file: "routes/pomodoro.tsx" },
  { path: "interval-timer/:preset?", file: "routes/interval-timer.tsx" },
  { path: "settings", file: "routes/settings.tsx" },
  { path: "terms", file: "routes/terms.tsx" },
  { path: "privacy", file: "routes/privacy.tsx" },
  { path: "holidays", file: "routes/holidays.tsx" },
  { path: "holidays/country/:cc", file: "routes/holidays-country.tsx" },
  { path: "holidays/:urlSlug", file: "routes/holiday.tsx" },
  { path: "countdown", file: "routes/countdown.tsx" },
  { path: "countdown/:event", file: "routes/countdown-event.tsx" },
  { path: "download", file: "routes/download.tsx" },
  { path: "download-source", file: "routes/download-source.tsx" },
  { path: "blog", file: "routes/blog.tsx" },
  { path: "blog/:slug", file: "routes/blog-article.tsx" },
  { path: "admin/login", file: "routes/admin-login.tsx", languages: adminLanguages },
  { path: "admin/blog", file: "routes/admin-blog.tsx", languages: adminLanguages },
  { path: "unsubscribe", file: "routes/unsubscribe.tsx" },
];

const english = [
  index("routes/timer.tsx", { id: "timer-home" }),
  ...pages.map((page) => (page.id ? route(page.path, page.file, { id: page.id }) : route(page.path, page.file))),
];

const routeId = (page: Page) => page.id ?? page.file.replace(/^routes\/|\.tsx$/g, "");

/**
 * `/de`, `/de/timer`, … : every page once more under one `:lang` layout that answers 404 for a first
 * segment that names no language (decision 043). One route per page instead of one per page and
 * language keeps the route manifest, and React Router's matching on server and client, small.
 * An English page still wins any address both could match: a static first segment outranks `:lang`,
 * and on equal rank the route listed first wins (tests/unit/routes.test.ts).
 */
const translated = route(":lang", "routes/language.tsx", { id: "language" }, [
  index("routes/timer.tsx", { id: "language/timer-home" }),
  ...pages
    .filter((page) => !page.languages)
    .map((page) => route(page.path, page.file, { id: `language/${routeId(page)}` })),
  route("*", "routes/not-found.tsx", { id: "language/not-found" }),
]);

/** Pages kept to some languages (the editors' admin area) under their static prefixes. */
const restricted = languages
  .filter((language) => language !== "en")
  .flatMap((language) => {
    const prefix = localePrefix[language];
    return pages
      .filter((page) => page.languages?.includes(language))
      .map((page) => route(`${prefix}/${page.path}`, page.file, { id: `${prefix}/${routeId(page)}` }));
  });

export default [...english, ...restricted, translated, route("*", "routes/not-found.tsx")] satisfies RouteConfig;
