/** Decision 035: city type-ahead, zone pages, converter with DST gaps, meeting planner, share links. */
import type { Page } from "@playwright/test";
import { storageKeys } from "../../core/settings";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("city type-ahead", () => {
  test("finds a data-set city with the keyboard and opens its page", async ({ page }) => {
    await open(page, "/time");
    const box = page.getByRole("combobox", { name: "Find a city" });
    await box.fill("chongq");
    const option = page.getByRole("option", { name: /Chongqing, China/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/time\/chongqing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Chongqing");
  });

  test("without script the form lists results on /time/search", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/time");
    await page.getByRole("combobox", { name: "Find a city" }).fill("hyderabad");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/time\/search\?q=hyderabad$/);
    await page.getByRole("link", { name: "Hyderabad, Pakistan" }).click();
    await expect(page).toHaveURL(/\/time\/hyderabad-pakistan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Hyderabad");
    await context.close();
  });

  test("every IANA zone has a page; other spellings redirect to it", async ({ page }) => {
    const res = await page.goto("/time/Europe/London");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/time\/europe\/london$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Time in Europe/London");
  });

  test("an unknown city is the 404 page, in a converter pair too", async ({ page }) => {
    for (const path of ["/time/atlantis", "/time/europe/atlantis", "/time-converter/new-york-to-atlantis"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    }
  });
});

test.describe("converter", () => {
  test("shows a time in other cities and swaps them", async ({ page }) => {
    await open(page, "/time-converter/new-york-to-london?date=2026-07-01&time=09:00");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New York to London time");
    await expect(page.getByTestId("row-london")).toContainText("02:00 PM");
    await expect(page.getByTestId("row-london")).toContainText("UTC+01:00");
    await page.getByRole("link", { name: "Swap cities" }).click();
    await expect(page).toHaveURL(/\/time-converter\/london-to-new-york\?date=2026-07-01&time=09:00$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("London to New York time");
    await expect(page.getByTestId("row-new-york")).toContainText("04:00 AM");
  });

  test("adds cities through the form and the link keeps the whole view", async ({ page }) => {
    await open(page, "/time-converter");
    await page.getByRole("combobox", { name: "City", exact: true }).fill("Tokyo");
    await page.getByRole("option", { name: /Tokyo, Japan/ }).click();
    await page.getByRole("combobox", { name: "Other city 1" }).fill("sydn");
    await page.getByRole("option", { name: /Sydney, Australia/ }).click();
    await page.getByLabel("Date").fill("2026-01-15");
    await page.getByLabel("Time", { exact: true }).fill("18:30");
    await page.getByRole("button", { name: "Convert" }).click();
    await expect(page).toHaveURL(/\/time-converter\?from=tokyo&to=sydney&date=2026-01-15&time=18(%3A|:)30$/);
    await expect(page.getByTestId("row-sydney")).toContainText("08:30 PM");
    // The same URL in a fresh page shows the same view (share link round trip).
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByTestId("row-sydney")).toContainText("08:30 PM");
    await expect(other.getByRole("combobox", { name: "Other city 1" })).toHaveValue("Sydney, Australia");
  });

  test("in Spanish, a city picked by its Spanish name converts", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tickwise-lang", value: "es", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("tickwise-language", "es"));
    await open(page, "/es/time-converter?from=tokyo&date=2026-01-15&time=18:30");
    await page.getByRole("combobox", { name: "Otra ciudad 1" }).fill("londr");
    await page.getByRole("option", { name: /Londres, Reino Unido/ }).click();
    await page.getByRole("button", { name: "Convertir" }).click();
    await expect(page).toHaveURL(/\/es\/time-converter\?from=tokyo&to=london&date=2026-01-15&time=18:30$/);
    await expect(page.getByTestId("row-london")).toContainText("09:30");
  });

  test("reports a time skipped by the spring-forward change, and a repeated one", async ({ page }) => {
    await open(page, "/time-converter?from=new-york&to=london&date=2026-03-08&time=02:30");
    await expect(page.getByTestId("gap-note")).toContainText("02:30 AM does not exist on Sun, Mar 8, 2026 in New York");
    await expect(page.getByTestId("row-new-york")).toContainText("03:30 AM");
    await open(page, "/time-converter?from=new-york&to=london&date=2026-11-01&time=01:30");
    await expect(page.getByTestId("overlap-note")).toContainText("01:30 AM happens twice");
    await expect(page.getByRole("table")).toHaveCount(2);
  });
});

test.describe("meeting planner", () => {
  test("lists the best overlaps first and links a calendar file for a chosen hour", async ({ page }) => {
    await open(page, "/meeting-planner?city=london,new-york&date=2026-06-10");
    const best = page.getByTestId("best-times").getByRole("listitem");
    await expect(best.first()).toContainText("03:00 PM London, 10:00 AM New York");
    await expect(best.first()).toContainText("everyone in working hours");
    // The grid's hour buttons are named by the time in every city, and reachable by keyboard.
    const slot = page.getByRole("table").getByRole("link", { name: "02:00 PM London, 09:00 AM New York" });
    await slot.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/slot=14/);
    await expect(page.getByTestId("chosen-slot")).toHaveText("02:00 PM London, 09:00 AM New York");
    const href = await page.getByTestId("ics-link").getAttribute("href");
    const ics = new URL(href!, "http://x");
    expect(ics.pathname).toBe("/calendar/meeting.ics");
    expect(Object.fromEntries(ics.searchParams)).toEqual({
      start: "2026-06-10T14:00",
      tz: "Europe/London",
      minutes: "60",
      title: "Meeting",
    });
    expect(href).toContain("tz=Europe%2FLondon");
  });

  test("the share URL round-trips: cities, date, hours, slot and title", async ({ page }) => {
    const path = "/meeting-planner?city=tokyo,london,new-york&date=2026-03-15&start=9&end=17&slot=16&title=Plan+review";
    await open(page, path);
    await expect(page.getByTestId("chosen-slot")).toHaveText("04:00 PM Tokyo, 07:00 AM London, 03:00 AM New York");
    // The page's share links carry the same view.
    const x = await page.locator('a[href^="https://x.com/intent"]').getAttribute("href");
    const shared = new URL(new URL(x!).searchParams.get("url")!);
    expect(shared.pathname + shared.search).toBe(path);
    await open(page, path);
    await expect(page.getByLabel("Working day starts (hour)")).toHaveValue("9");
    await expect(page.getByLabel("Meeting title")).toHaveValue("Plan review");
    expect(await page.getByTestId("ics-link").getAttribute("href")).toContain("title=Plan+review");
  });
});

// docs/product.md, Settings: every time the converter and the planner show follows Clock format.
test.describe("12/24-hour clock", () => {
  const converter = "/time-converter/new-york-to-london?date=2026-07-01&time=09:00";
  const planner = "/meeting-planner?city=london,new-york&date=2026-06-10&slot=14";

  test("English shows AM/PM by default, in the server's HTML already", async ({ page, request }) => {
    const html = await (await request.get(converter)).text();
    expect(html).toContain("02:00 PM");
    await open(page, converter);
    await expect(page.getByTestId("row-london")).toContainText("02:00 PM");
    await expect(page.getByTestId("row-new-york")).toContainText("09:00 AM");
    await expect(page.getByRole("table").getByRole("caption")).toContainText("09:00 AM New York");
    await open(page, planner);
    await expect(page.getByLabel("Working day ends (hour)").locator("option:checked")).toHaveText("06:00 PM");
  });

  test("choosing 24-hour in the settings changes the converter and the planner", async ({ page }) => {
    await open(page, "/settings");
    const format = page.getByRole("radiogroup", { name: "Clock format" });
    await format.locator("label", { hasText: "24-hour (15:30)" }).click();
    await expect(format.getByRole("radio", { name: "24-hour (15:30)" })).toBeChecked();

    await open(page, converter);
    await expect(page.getByTestId("row-london")).toContainText("14:00");
    await expect(page.getByTestId("row-london")).not.toContainText("PM");
    await expect(page.getByTestId("row-new-york")).toContainText("09:00");

    await open(page, planner);
    await expect(page.getByTestId("chosen-slot")).toHaveText("14:00 London, 09:00 New York");
    await expect(page.getByRole("table").getByRole("link", { name: "14:00 London, 09:00 New York" })).toBeVisible();
    await expect(page.getByTestId("best-times").getByRole("listitem").first()).toContainText(
      "15:00 London, 10:00 New York",
    );
    await expect(page.getByLabel("Working day ends (hour)").locator("option:checked")).toHaveText("18:00");
  });

  test("Spanish shows 24-hour times by default", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tickwise-lang", value: "es", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("tickwise-language", "es"));
    await open(page, `/es${converter}`);
    await expect(page.getByTestId("row-london")).toContainText("14:00");
    await open(page, `/es${planner}`);
    await expect(page.getByTestId("chosen-slot")).toHaveText("14:00 Londres, 09:00 Nueva York");
  });
});

test("sitemap entries of the time-zone tools answer 200", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/(?:time|time-converter|meeting-planner)(?:\/[^<]*)?)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  const pairs = paths.filter((p) => p.startsWith("/time-converter/"));
  const cities = paths.filter((p) => p.startsWith("/time/"));
  expect(pairs.length).toBeGreaterThanOrEqual(100);
  expect(cities.length).toBeGreaterThan(800);
  // A sample: every 10th pair and every 40th city, and the tools.
  const sample = [
    "/time-converter",
    "/meeting-planner",
    ...pairs.filter((_, i) => i % 10 === 0),
    ...cities.filter((_, i) => i % 40 === 0),
  ];
  for (const path of sample) expect((await request.get(path)).status(), path).toBe(200);
});

// The route sweep checks the empty tools; these are the filled views (grid, notes, tables).
for (const theme of ["light", "dark"] as const) {
  test(`${theme} theme: filled converter and planner have no accessibility violations`, async ({ page }) => {
    await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [storageKeys.theme, theme] as const);
    for (const path of [
      "/time-converter?from=new-york&to=london,tokyo&date=2026-03-08&time=02:30",
      "/meeting-planner?city=london,new-york,tokyo&date=2026-06-10&slot=14",
    ]) {
      await open(page, path);
      await expectAccessible(page);
    }
    // The type-ahead, open.
    await open(page, "/time");
    await page.getByRole("combobox", { name: "Find a city" }).fill("san");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectAccessible(page);
  });
}
