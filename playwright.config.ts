import { defineConfig } from "@playwright/test";
import { chromeArgs, chromePath } from "./tests/e2e/chrome";

export default defineConfig({
  testDir: "tests/e2e",
  // Starts `node build/main.js` (run `npm run build` first) and stops it after the run.
  globalSetup: "./tests/e2e/global-setup.ts",
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup; worker processes load this file after it ran.
    baseURL: process.env.TICKWISE_BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: chromePath, args: chromeArgs },
    trace: "on-first-retry",
    // /sw.js would serve later tests from its cache; only offline.spec and install.spec allow it.
    serviceWorkers: "block",
  },
});
