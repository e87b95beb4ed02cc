import { route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
