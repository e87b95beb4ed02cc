/**
 * Pages without React (decision 041): the blog, holidays and legal pages load no React scripts,
 * only the small static-page script, and every control on them still works — the language
 * switcher, the small-screen menu, the settings link — as plain HTML.
 */
import { localizePath } from "../../core/locales";
import { expect, test } from "./fixtures";

const pages = [
  "/blog",
  "/blog/5-minute-timer-productivity-guide",
  "/holidays",
  "/holidays/thanksgiving-usa",
  "/holidays/country/us",
  "/terms",
  "/privacy",
];

for (const language of ["en", "de"] as const) {
  for (const path of pages) {
    const address = localizePath(path, language);
    test(`${address} loads no React, only the static-page script`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      // The script is added after the first paint (decision 042).
      await expect.poll(() => scripts).toEqual([expect.stringMatching(/^\/assets\/static-page-[\w-]+\.js$/)]);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
}

test("the language links switch the page and remember the choice, without React", async ({ page, context }) => {
  await page.goto("/holidays/country/us");
  const footer = page.getByRole("contentinfo");
  await footer.locator("summary").click();
  await footer.getByRole("link", { name: "Deutsch", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/de/holidays/country/us");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "tickwise-lang")?.value).toBe("de");
  expect(await page.evaluate(() => localStorage.getItem("tickwise-language"))).toBe("de");
});

test("the settings button is a link to the settings page", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Display settings" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/settings");
});

test.describe("on a 390 px wide screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens without React and its links lead on", async ({ page }) => {
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    const stopwatch = nav.getByRole("link", { name: "Stopwatch", exact: true });
    await expect(stopwatch).toBeHidden();
    await nav.locator("summary").click();
    await expect(stopwatch).toBeVisible();
    await stopwatch.click();
    await expect(page).toHaveURL((url) => url.pathname === "/stopwatch");
  });
});

test.describe("offline", () => {
  test.use({
    serviceWorkers: "allow",
    allowedErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/,
  });
  test.describe.configure({ timeout: 120_000 });

  test("a page without React registers the service worker: the tool pages open offline after it", async ({
    page,
    context,
  }) => {
    await page.goto("/blog");
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 90_000 });
    await page.reload(); // now through the worker, which keeps a copy
    await context.setOffline(true);
    await page.goto("/stopwatch");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
