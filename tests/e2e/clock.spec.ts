/** The world clock (issue 5): city pages, Intl times, clock accuracy, selector, SEO, no layout shift. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, layoutShifts, recordLayoutShifts, test, waitForHydration } from "./fixtures";

const clock = (page: Page) => page.getByTestId("clock-time");
const accuracy = (page: Page) => page.getByTestId("clock-accuracy");

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

// These tests compare readings as 24-hour "HH:MM:SS"; the 12-hour default of English is tested
// in settings.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("timer-app-settings"))
      localStorage.setItem("timer-app-settings", JSON.stringify({ hourCycle: "h23" }));
  });
});

/** Waits until the clock shows its next second. */
async function nextSecond(page: Page) {
  await expect(clock(page)).not.toHaveText((await clock(page).textContent())!);
}

/** "HH:MM:SS" in a zone for an instant, as Intl says. */
function intlClock(zone: string, at: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

const seconds = (hms: string) => {
  const [h, m, s] = hms.split(":").map(Number);
  return (h! * 60 + m!) * 60 + s!;
};

/** Difference between two wall-clock readings in seconds, across midnight. */
function clockDiff(a: string, b: string): number {
  const d = (seconds(a) - seconds(b) + 86_400) % 86_400;
  return d > 43_200 ? d - 86_400 : d;
}

/** Answers /api/time with the real time plus a skew (the device then looks that far off). */
async function skewServer(page: Page, skewMs: number) {
  await page.route("**/api/time", (route) => route.fulfill({ json: { now: Date.now() + skewMs } }));
}

test.describe("pages", () => {
  test("/time/tokyo is server-rendered with its title, description, FAQ JSON-LD and a placeholder time", async ({
    request,
  }) => {
    const res = await request.get("/time/tokyo");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Current Time in Tokyo, Japan | Tickwise</title>");
    expect(html).toMatch(/<meta name="description" content="What time is it in Tokyo, Japan\?/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/time\/tokyo"/);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("What time zone is Tokyo in?");
    expect(html).toContain("UTC+09:00 all year round");
    expect(html).toContain("Time in Tokyo FAQ");
    expect(html).toContain("--:--:--");
  });

  test("cities sharing a zone have their own pages; unknown cities are a 404", async ({ page, request }) => {
    const miami = await (await request.get("/time/miami")).text();
    expect(miami).toContain("<title>Current Time in Miami, United States | Tickwise</title>");
    expect(miami).toContain("America/New_York");
    const res = await request.get("/time/atlantis");
    expect(res.status()).toBe(404);
    await page.goto("/time/atlantis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });

  test("a daylight-saving city explains its dates and differences", async ({ request }) => {
    const html = await (await request.get("/time/new-york")).text();
    expect(html).toContain("UTC-05:00 in standard time and UTC-04:00 during daylight saving time");
    expect(html).toMatch(/clocks in New York go forward one hour on March \d+ and back on November \d+/);
    expect(html).toMatch(/New York is 5 hours behind London for most of \d{4}, and 4 hours behind London from March/);
  });

  test("the page is in Spanish with the Spanish cookie", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tickwise-lang", value: "es", url: baseURL! }]);
    await open(page, "/es/time/london");
    await expect(page).toHaveTitle(/Londres|\d\d:\d\d:\d\d/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hora actual en Londres");
    await expect(page.getByLabel("Ubicación actual")).toBeVisible();
  });
});

test.describe("time", () => {
  test("/time/tokyo shows Tokyo's time (±2 s against Intl) with its offset, and ticks", async ({ page }) => {
    await open(page, "/time/tokyo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Tokyo");
    await expect(clock(page)).toHaveText(/^\d\d:\d\d:\d\d$/);
    const shown = (await clock(page).textContent())!;
    expect(Math.abs(clockDiff(shown, intlClock("Asia/Tokyo", Date.now())))).toBeLessThanOrEqual(2);
    await expect(page.getByTestId("clock-zone")).toContainText("UTC+09:00");
    await expect(clock(page)).not.toHaveText(shown, { timeout: 3_000 });
    await expect(page).toHaveTitle(/^\d\d:\d\d:\d\d Tokyo - Time$/);
  });

  test.describe("in the visitor's own zone", () => {
    test.use({ timezoneId: "America/Sao_Paulo" });

    test("/time shows the visitor's zone and time", async ({ page }) => {
      await open(page, "/time");
      await expect(page.getByText("Your time zone: America/Sao_Paulo")).toBeVisible();
      await expect(clock(page)).toHaveText(/^\d\d:\d\d:\d\d$/);
      const shown = (await clock(page).textContent())!;
      expect(Math.abs(clockDiff(shown, intlClock("America/Sao_Paulo", Date.now())))).toBeLessThanOrEqual(2);
      await expect(page.getByTestId("clock-zone")).toContainText("UTC-03:00");
    });
  });

  test("the Popular Timezones grid shows 20 zones with their times", async ({ page }) => {
    await open(page, "/time");
    const grid = page.getByRole("region", { name: "Popular Timezones" });
    await expect(grid.getByRole("link")).toHaveCount(20);
    const london = grid.getByRole("link", { name: /^London/ });
    await expect(london).toHaveAttribute("href", "/time/london");
    const hhmm = (await page.getByTestId("popular-london").textContent())!;
    const expected = intlClock("Europe/London", Date.now()).slice(0, 5);
    expect(Math.abs(clockDiff(`${hhmm}:00`, `${expected}:00`))).toBeLessThanOrEqual(60);
  });

  test("the Current Location selector navigates to the city, and back to /time", async ({ page }) => {
    await open(page, "/time");
    const select = page.getByLabel("Current Location");
    await select.selectOption("Asia/Tokyo");
    // Each choice loads the city's page (the clock is a tool island, decision 045).
    await expect(page).toHaveURL(/\/time\/tokyo$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Tokyo");
    await expect(select).toHaveValue("Asia/Tokyo");
    await select.selectOption("Africa/Johannesburg");
    await expect(page).toHaveURL(/\/time\/cape-town$/);
    await waitForHydration(page);
    await select.selectOption("");
    await expect(page).toHaveURL(/\/time$/);
  });

  test("a city chosen before the clock's script has run is opened once it runs", async ({ page }) => {
    // The island's script is held back, as on a slow connection, until a city has been chosen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/island-clock-*.js", async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for "load": that waits for the held script.
    await page.goto("/time/london", { waitUntil: "domcontentloaded" });
    const select = page.getByLabel("Current Location");
    await select.selectOption("Asia/Tokyo");
    await expect(page).toHaveURL(/\/time\/london$/);
    release();
    await expect(page).toHaveURL(/\/time\/tokyo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Tokyo");
  });

  test("Back from a chosen city shows the city it left, and stays there", async ({ page }) => {
    await open(page, "/time/london");
    await page.getByLabel("Current Location").selectOption("Asia/Tokyo");
    await expect(page).toHaveURL(/\/time\/tokyo$/);
    await waitForHydration(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/time\/london$/);
    await waitForHydration(page);
    await expect(page.getByLabel("Current Location")).toHaveValue("Europe/London");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in London");
    await expect(page).toHaveURL(/\/time\/london$/);
  });

  test("nothing moves when the time fills in after hydration", async ({ page }) => {
    await recordLayoutShifts(page);
    await open(page, "/time/sydney");
    await expect(clock(page)).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(accuracy(page)).not.toHaveAttribute("data-state", /idle|measuring/);
    // The clock ticks on after the check; a second tick a second later comes after the first
    // tick's layout shifts, if any, were reported.
    await nextSecond(page);
    await nextSecond(page);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe("clock accuracy", () => {
  test("a device clock 5 s behind the server is reported and corrected", async ({ page }) => {
    await skewServer(page, 5_000);
    await open(page, "/time/tokyo");
    await expect(accuracy(page)).toHaveText(
      /^Your clock is (4\.9|5\.0|5\.1) s behind \(±0\.\d\d s\)\. The clocks on this page are corrected for it\.$/,
    );
    // From its next second on, the clock shows the server's time: 5 s later than the device's.
    await nextSecond(page);
    const shown = (await clock(page).textContent())!;
    const diff = clockDiff(shown, intlClock("Asia/Tokyo", Date.now()));
    expect(diff).toBeGreaterThanOrEqual(3);
    expect(diff).toBeLessThanOrEqual(7);
  });

  test("a device clock 1.3 s ahead is reported", async ({ page }) => {
    await skewServer(page, -1_300);
    await open(page, "/time");
    await expect(accuracy(page)).toHaveText(/^Your clock is 1\.[234] s ahead \(±0\.\d\d s\)\./);
  });

  test("a device clock in step with the server is exact", async ({ page }) => {
    await open(page, "/time/london");
    await expect(accuracy(page)).toHaveText(/^Your clock is exact \(±0\.\d\d s\)\.$/);
  });

  test("a server that cannot be reached leaves the device's time, and says so", async ({ page }) => {
    await page.route("**/api/time", (route) => route.fulfill({ status: 200, json: {} }));
    await open(page, "/time/london");
    await expect(accuracy(page)).toHaveText(
      "Could not check your clock against the server; showing your device's time.",
    );
    const shown = (await clock(page).textContent())!;
    expect(Math.abs(clockDiff(shown, intlClock("Europe/London", Date.now())))).toBeLessThanOrEqual(2);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`${theme} theme: the world clock has no accessibility violations once the time is shown`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await open(page, "/time/new-york");
    await expect(clock(page)).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expectAccessible(page);
  });
}
