/**
 * Offline after one visit (issue 8, decision 013): /sw.js precaches the code, caches the tool
 * pages on install, and a reload or a client navigation without network still works.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// This spec needs the service worker that playwright.config.ts blocks for the other specs.
test.use({
  serviceWorkers: "allow",
  // Without network, requests the page makes itself (the server clock, /api/*) fail; the
  // browser reports them as console errors. Anything else still fails the test.
  allowedErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/,
});

// The first visit installs the worker, which fetches ~80 pages and payloads before it takes
// control: on a busy machine that alone can take longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const display = (page: Page) => page.getByTestId("time-display");

/** Opens a page and waits until the service worker is installed (pages warmed) and controls it. */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const started = Date.now();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 90_000 });
  test
    .info()
    .annotations.push({ type: "service worker installed and controlling", description: `${Date.now() - started} ms` });
}

/** Seconds shown by the timer display (HH:MM:SS). */
async function shownSeconds(page: Page): Promise<number> {
  const [h, m, s] = ((await display(page).textContent()) ?? "").split(":").map(Number);
  return (h! * 60 + m!) * 60 + s!;
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test("after one visit, /timer/5-minute-timer reloads offline and its timer runs", async ({ page, context }) => {
  await visitOnce(page, "/timer");
  await goOffline(context);

  await page.goto("/timer/5-minute-timer");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(display(page)).toHaveText("00:05:00");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect.poll(() => shownSeconds(page), { timeout: 5_000 }).toBeLessThan(300);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => shownSeconds(page), { timeout: 5_000 }).toBeLessThan(300);
});

test("offline, a link in the navigation opens the stopwatch, which runs", async ({ page, context }) => {
  await visitOnce(page, "/timer");
  await goOffline(context);

  await page.getByRole("navigation").getByRole("link", { name: "Stopwatch", exact: true }).first().click();
  await expect(page).toHaveURL(/\/stopwatch$/);
  // From the timer's island page (decision 045) a link loads the other page's document.
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("button", { name: "Lap", exact: true })).toBeEnabled();
});

test("offline, every tool page opens from the cache filled on the first visit", async ({ page, context }) => {
  await visitOnce(page, "/stopwatch");
  await goOffline(context);

  for (const [path, heading] of [
    ["/timer/study-timer", null],
    ["/timers", "Multiple Timers"],
    ["/stopwatch", null],
    ["/time", null],
    ["/alarm", null],
    ["/goals", "Goals & Tasks"],
    ["/pomodoro", "Pomodoro Timer"],
    ["/interval-timer/tabata", "Tabata Timer"],
    ["/settings", null],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1, path).toBeVisible();
    if (heading) await expect(h1).toHaveText(heading);
  }
  await page.goto("/timer/study-timer");
  await expect(display(page)).toHaveText("00:25:00");
});

test("the web app manifest names the app and its icons", async ({ page, request }) => {
  await page.goto("/timer");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Tickwise", start_url: "/timer", display: "standalone" });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["cache-control"]).toBe("no-cache");
});
