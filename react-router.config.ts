import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The whole route manifest ships with the page, so client navigations need no /__manifest
  // request and work offline (decision 013).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
