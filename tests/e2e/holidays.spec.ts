/** docs/product.md, Holidays and Search engines: the list, its filter, a detail page and the 404. */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test, waitForHydration } from "./fixtures";

const list = (page: Page) => page.getByRole("list", { name: "Upcoming public holidays" });
const rows = (page: Page) => list(page).getByRole("listitem");
const filter = (page: Page) => page.getByLabel("Country", { exact: true });

test.describe("/holidays", () => {
  test("is server-rendered with 56 rows, soonest first, and ItemList + BreadcrumbList JSON-LD", async ({ request }) => {
    const res = await request.get("/holidays");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Global Public Holidays \d{4}–\d{4}: Days Until the Next Holiday \| Tickwise<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/holidays"/);
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html.match(/href="\/holidays\/[a-z0-9-]+"/g)).toHaveLength(56);
  });

  test("lists 56 holidays with All Countries, and a country shows its 8", async ({ page }) => {
    await page.goto("/holidays");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Global Public Holidays" })).toBeVisible();
    await expect(filter(page)).toHaveValue("");
    await expect(filter(page).locator("option:checked")).toHaveText("All Countries");
    await expect(rows(page)).toHaveCount(56);
    // Each row: name linking to its page, country, a date like "January 1, 2025", and a countdown.
    const first = rows(page).first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/holidays\/[a-z0-9-]+$/);
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const countdowns = await list(page).getByTestId("holiday-countdown").allTextContents();
    for (const text of countdowns) expect(text).toMatch(/^(Today!|Tomorrow|\d+ days)$/);
    const days = countdowns.map((t) => (t === "Today!" ? 0 : t === "Tomorrow" ? 1 : Number.parseInt(t, 10)));
    expect(days).toEqual([...days].sort((a, b) => a - b));

    // The page has no React (decision 041): the filter is a GET form.
    await filter(page).selectOption({ label: "Japan" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/holidays\?country=japan$/);
    await expect(rows(page)).toHaveCount(8);
    for (const row of await rows(page).all()) await expect(row).toContainText("Japan");
    await expect(page.getByRole("status")).toHaveText("8 upcoming holidays, soonest first");

    await filter(page).selectOption({ label: "All Countries" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(rows(page)).toHaveCount(56);
  });

  test("the filter works without JavaScript (?country=)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/holidays");
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "France" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/holidays\?country=france$/);
    await expect(page.getByRole("list", { name: "Upcoming public holidays" }).getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Bastille Day" })).toBeVisible();
    await context.close();
  });

  test("an unknown country shows every holiday; the link opens the detail page", async ({ page }) => {
    await page.goto("/holidays?country=atlantis");
    await waitForHydration(page);
    await expect(rows(page)).toHaveCount(56);
    await page.getByRole("link", { name: "Canada Day" }).click();
    await expect(page).toHaveURL(/\/holidays\/canada-day$/);
    await expect(page.getByRole("heading", { level: 1, name: "Countdown to Canada Day" })).toBeVisible();
  });

  test("a row stacks its lines on a phone and is one line of four columns on a wide screen; the last row shows when scrolled to", async ({
    page,
  }) => {
    const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/holidays");
    // Rows below the first screen skip layout until near the viewport (decision 054).
    const last = rows(page).last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole("link")).toBeVisible();
    await expect(last.locator("time")).toBeVisible();
    expect(await top(last.locator("time"))).toBeGreaterThan(await top(last.getByRole("link")));

    await page.setViewportSize({ width: 1280, height: 800 });
    const first = rows(page).first();
    await expect(first.locator("time")).toBeVisible();
    const [link, date, countdown] = await Promise.all([
      top(first.getByRole("link")),
      top(first.locator("time")),
      top(first.getByTestId("holiday-countdown")),
    ]);
    // Centred in one row: the name is larger type, so its box starts a few pixels higher.
    expect(Math.abs(date - countdown)).toBeLessThan(2);
    expect(Math.abs(link - date)).toBeLessThan(8);
  });
});

test.describe("/holidays/{urlSlug}", () => {
  test("shows the holiday, country, next date, weekday, a ticking countdown and the next five years", async ({
    page,
  }) => {
    await page.goto("/holidays/thanksgiving-usa");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Countdown to Thanksgiving Day" })).toBeVisible();
    await expect(page.getByText("United States")).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts.locator("time")).toHaveText(/^November (2[2-8]), \d{4}$/);
    await expect(facts).toContainText("Thursday");

    const years = page.getByRole("region", { name: "Dates in the next five years" }).getByRole("listitem");
    await expect(years).toHaveCount(5);
    for (const year of await years.all()) await expect(year).toContainText(/November (2[2-8]), \d{4}\s*Thursday/);

    const timer = page.getByRole("timer");
    const seconds = page.getByTestId("countdown-seconds");
    if (await timer.count()) {
      const before = await seconds.textContent();
      await expect(seconds).not.toHaveText(before!, { timeout: 3000 });
      await expect(page.getByTestId("countdown-days")).toHaveText(/^\d+$/);
    } else {
      await expect(page.getByTestId("holiday-today")).toHaveText("Thanksgiving Day is today!");
    }
  });

  test("the countdown follows the clock, not ticks: after a jump it shows the new time at once", async ({ page }) => {
    await page.clock.install();
    await page.goto("/holidays/bastille-day");
    await waitForHydration(page);
    const days = page.getByTestId("countdown-days");
    const before = Number(await days.textContent());
    await page.clock.runFor(0); // let the page settle on the installed clock
    await page.clock.fastForward("48:00:00");
    await expect(days).toHaveText(String(before - 2));
  });

  test("carries Event and BreadcrumbList JSON-LD", async ({ request }) => {
    const html = await (await request.get("/holidays/bastille-day")).text();
    expect(html).toMatch(/<title>Bastille Day \d{4} \(France\): Countdown and Dates \| Tickwise<\/title>/);
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test("an unknown slug is the 404 page", async ({ page }) => {
    const res = await page.goto("/holidays/no-such-holiday");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});

test.describe("in Spanish", () => {
  test("the list and a detail page are in Spanish, with Spanish dates", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tickwise-lang", value: "es", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("tickwise-language", "es"));
    await page.goto("/es/holidays?country=france");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Festivos nacionales del mundo" })).toBeVisible();
    const list = page.getByRole("list", { name: "Próximos festivos nacionales" });
    await expect(list.getByRole("listitem")).toHaveCount(8);
    await expect(page.getByLabel("País", { exact: true })).toHaveValue("france");
    await list.getByRole("link", { name: "Día de la Bastilla" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cuenta atrás para Día de la Bastilla" })).toBeVisible();
    await expect(page.locator("dl time")).toHaveText(/^14 de julio de \d{4}$/);
    await expect(page.getByRole("link", { name: "Volver a todos los festivos" })).toBeVisible();
  });
});

test.describe("/holidays/country/{cc}", () => {
  test("the index on /holidays links every country", async ({ page }) => {
    await page.goto("/holidays");
    const index = page.getByRole("region", { name: "Holidays by country" });
    await expect(index.getByRole("link", { name: "United States", exact: true })).toHaveAttribute(
      "href",
      "/holidays/country/us",
    );
    expect(await index.getByRole("link").count()).toBeGreaterThan(150);
  });

  test("lists this year and next, public holidays apart from observances", async ({ page }) => {
    await page.goto("/holidays/country/us");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Holidays in United States" })).toBeVisible();
    const year = new Date().getUTCFullYear();
    for (const y of [year, year + 1]) {
      const section = page.getByTestId(`year-${y}`);
      const off = section.getByRole("table", { name: "Public holidays and bank holidays" });
      const other = section.getByRole("table", { name: "Observances and other days" });
      await expect(off.getByRole("row", { name: /Independence Day/ }).first()).toContainText("Public holiday");
      await expect(other.getByRole("row", { name: /Valentine's Day/ })).toContainText("Observance");
      await expect(off.getByRole("row", { name: /Valentine's Day/ })).toHaveCount(0);
    }
  });

  test("its calendar link downloads a parseable file of all-day events", async ({ page }) => {
    await page.goto("/holidays/country/de");
    await waitForHydration(page);
    const year = new Date().getUTCFullYear();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: `Add ${year} to calendar (.ics)` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`holidays-de-${year}.ics`);
    const text = await readFile((await file.path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const newYear = events.find((e) => String(e.getFirstPropertyValue("dtstart")) === `${year}-01-01`)!;
    expect(newYear.getFirstProperty("dtstart")!.type).toBe("date");
    expect(newYear.getFirstProperty("categories")!.getValues()).toContain("public");
  });

  test("an uppercase code is a 301 to lowercase; an unknown one a 404", async ({ request }) => {
    const res = await request.get("/holidays/country/US", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/holidays/country/us");
    expect((await request.get("/holidays/country/zz")).status()).toBe(404);
    expect((await request.get("/holidays/country/usa")).status()).toBe(404);
  });

  test("is in Spanish with Spanish names", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tickwise-lang", value: "es", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("tickwise-language", "es"));
    await page.goto("/es/holidays/country/es");
    await expect(page.getByRole("heading", { level: 1, name: "Festivos en España" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Año Nuevo/ }).first()).toContainText("Festivo nacional");
  });
});
