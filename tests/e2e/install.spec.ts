/**
 * The install banner (docs/product.md, Offline and install): shown only when the browser offers
 * installation (a beforeinstallprompt event, synthesized here) and not yet dismissed.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, pageTimePasses, test, waitForHydration } from "./fixtures";

type Outcome = "accepted" | "dismissed" | "fail";

/**
 * Fires a beforeinstallprompt event like Chromium's; window.__prompted counts prompt() calls.
 * Resolves to whether the page took the offer (kept the browser's own prompt back).
 */
async function offerInstall(page: Page, outcome: Outcome = "accepted"): Promise<boolean> {
  return page.evaluate((outcome) => {
    const w = window as unknown as { __prompted: number };
    w.__prompted = 0;
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.__prompted++;
        if (outcome === "fail") throw new Error("The prompt() method must be called with a user gesture");
      },
      userChoice: Promise.resolve({ outcome: outcome === "fail" ? "dismissed" : outcome, platform: "web" }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/** The banner does not come: checked once the page had the time to load and show it. */
async function expectNoBanner(page: Page) {
  await pageTimePasses(page, 500);
  await expect(banner(page)).toHaveCount(0);
}

const banner = (page: Page) => page.getByRole("region", { name: "Install Timer App" });

async function open(page: Page, path = "/timer") {
  await page.goto(path);
  await waitForHydration(page);
}

test("nothing is shown until the browser offers installation", async ({ page }) => {
  await open(page);
  await expectNoBanner(page);
});

test("the banner appears with its texts; Not now hides it and is remembered", async ({ page }) => {
  await open(page);
  await offerInstall(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: "Install Timer App" })).toBeVisible();
  await expect(banner(page)).toContainText("Get quick access to your timers");
  await expect(banner(page).getByRole("button", { name: "Install", exact: true })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Close install banner" })).toBeVisible();

  await banner(page).getByRole("button", { name: "Not now" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("tickwise-install-dismissed"))).toBe("true");

  await open(page, "/stopwatch");
  expect(await offerInstall(page)).toBe(true);
  await expectNoBanner(page);
});

test("the close icon dismisses it too", async ({ page }) => {
  await open(page);
  await offerInstall(page);
  await banner(page).getByRole("button", { name: "Close install banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  expect(await offerInstall(page)).toBe(true);
  await expectNoBanner(page);
});

test("Install opens the browser's prompt; an accepted install marks the app installed", async ({ page }) => {
  await open(page);
  await offerInstall(page, "accepted");
  await banner(page).getByRole("button", { name: "Install", exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("tickwise-installed"))).toBe("true");
});

test("a declined prompt hides the banner", async ({ page }) => {
  await open(page);
  await offerInstall(page, "dismissed");
  await banner(page).getByRole("button", { name: "Install", exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("tickwise-installed"))).toBeNull();
});

test("a failing prompt is only logged", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await open(page);
  await offerInstall(page, "fail");
  await banner(page).getByRole("button", { name: "Install", exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => warnings.join("\n")).toContain("Install prompt failed");
});

test("in standalone display mode (already installed) the banner is never shown", async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("display-mode: standalone")
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await open(page);
  expect(await offerInstall(page)).toBe(true);
  await expectNoBanner(page);
});

test("the banner is in Spanish when the page is", async ({ page }) => {
  await open(page, "/es/timer");
  await offerInstall(page);
  const spanish = page.getByRole("region", { name: "Instalar la app de temporizador" });
  await expect(spanish).toContainText("Accede rápidamente a tus temporizadores");
  await expect(spanish.getByRole("button", { name: "Ahora no" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`the banner has no accessibility violations (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await open(page);
    await offerInstall(page);
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
  });
}
