import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/timer.tsx", { id: "timer-home" }),
  route("timer", "routes/timer.tsx", { id: "timer" }),
  route("timer/:preset", "routes/timer.tsx", { id: "timer-preset" }),
  route("stopwatch/:useCase?", "routes/stopwatch.tsx"),
  route("time/:location?", "routes/time.tsx"),
  route("alarm/:time?", "routes/alarm.tsx"),
  route("goals", "routes/goals.tsx"),
  route("settings", "routes/settings.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("holidays", "routes/holidays.tsx"),
  route("holidays/:urlSlug", "routes/holiday.tsx"),
  route("download", "routes/download.tsx"),
  route("download-source", "routes/download-source.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route("admin/blog", "routes/admin-blog.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
