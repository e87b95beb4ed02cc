/** The stopwatch (issue 5): runs, pauses, laps, resets, keyboard, exports, presets, pages. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, pageTimePasses, test, waitForHydration } from "./fixtures";

const time = (page: Page) => page.getByTestId("stopwatch-time");
const millis = (page: Page) => page.getByTestId("stopwatch-millis");
const status = (page: Page) => page.getByTestId("stopwatch-status");
const laps = (page: Page) => page.getByTestId("laps").locator("tbody tr");
const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });

async function open(page: Page, path = "/stopwatch") {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The displayed reading in ms ("00:00:02" + ".345"). Both parts are read in one script turn: two
 * separate reads of a running display can straddle a frame at a second's boundary (2.999 s read as
 * "00:00:02" then ".002").
 */
async function reading(page: Page): Promise<number> {
  const [hms, fraction] = await time(page).evaluate((el) => [
    el.querySelector("span")?.textContent ?? "",
    document.querySelector('[data-testid="stopwatch-millis"]')?.textContent ?? "",
  ]);
  const ms = fraction!.match(/\.(\d{3})/)?.[1] ?? "0";
  const [h, m, s] = hms!.split(":").map(Number);
  return ((h! * 60 + m!) * 60 + s!) * 1000 + Number(ms);
}

/** Waits until the running stopwatch shows at least `ms`. */
async function shows(page: Page, ms: number) {
  await expect.poll(() => reading(page), { intervals: [50] }).toBeGreaterThanOrEqual(ms);
}

test.describe("pages", () => {
  test("/stopwatch is server-rendered with its title, description, canonical and FAQ JSON-LD", async ({ request }) => {
    const res = await request.get("/stopwatch");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      "<title>Online Stopwatch with Laps – Free &amp; Exact to the Millisecond | Tickwise</title>",
    );
    expect(html).toMatch(/<meta name="description" content="Free online stopwatch with milliseconds/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/stopwatch"/);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("Is the online stopwatch accurate?");
    expect(html).toContain("00:00:00");
  });

  test("a use case has its own page; an unknown one is a 404", async ({ page, request }) => {
    const res = await request.get("/stopwatch/running-laps");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("<title>Stopwatch for Running Laps – Laps &amp; Splits | Tickwise</title>");
    expect((await request.get("/stopwatch/flying-kites")).status()).toBe(404);

    await open(page, "/stopwatch/running-laps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stopwatch for Running Laps");
    await expect(page.getByRole("link", { name: /Running Laps/ })).toHaveAttribute("aria-current", "page");
    const grid = page.getByRole("region", { name: "Stopwatch uses" });
    await expect(grid.getByRole("listitem")).toHaveCount(25);
  });

  test("the use-case pages and the FAQ are in Spanish too, their links staying in Spanish", async ({ page }) => {
    // The address names the language (decision 038).
    await open(page, "/es/stopwatch/study-sessions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cronómetro para sesiones de estudio");
    await expect(page.getByRole("link", { name: /Sesiones de estudio/ })).toHaveAttribute(
      "href",
      "/es/stopwatch/study-sessions",
    );
    await expect(button(page, "Iniciar")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Preguntas frecuentes: Cronómetro para sesiones de estudio" }),
    ).toBeVisible();
  });
});

test.describe("timing", () => {
  test("runs, pauses, laps and resets, exact against the wall clock", async ({ page }) => {
    await open(page);
    await expect(time(page)).toContainText("00:00:00");
    await expect(millis(page)).toContainText(".000");
    await expect(button(page, "Lap")).toBeDisabled();
    await expect(button(page, "Reset")).toBeDisabled();

    const startBefore = Date.now();
    await button(page, "Start").click();
    const startAfter = Date.now();
    await expect(status(page)).toContainText("Stopwatch started");
    await shows(page, 300);
    await button(page, "Lap").click();
    await shows(page, 1800);
    await button(page, "Lap").click();
    await expect(laps(page)).toHaveCount(2);
    await expect(status(page)).toContainText(/Lap 2: 00:00:0\d\.\d{3}/);

    // The newest lap is listed first; the shorter lap is marked fastest, the longer slowest.
    await expect(laps(page).nth(0)).toContainText("Lap 2");
    await expect(laps(page).nth(1)).toContainText("Lap 1");
    const lapTimes = await laps(page).evaluateAll((rows) =>
      rows.map((row) => {
        const [h, m, s] = (row.querySelectorAll("td")[0]?.textContent ?? "").split(":").map(Number);
        return {
          ms: ((h! * 60 + m!) * 60 + s!) * 1000,
          fastest: row.hasAttribute("data-fastest"),
          slowest: row.hasAttribute("data-slowest"),
        };
      }),
    );
    const [newer, older] = lapTimes as [(typeof lapTimes)[0], (typeof lapTimes)[0]];
    expect(newer.fastest).toBe(newer.ms < older.ms);
    expect(newer.slowest).toBe(newer.ms > older.ms);
    expect(older.fastest).toBe(older.ms < newer.ms);
    await expect(page.getByTestId("laps").getByText("fastest")).toHaveCount(1);
    await expect(page.getByTestId("laps").getByText("slowest")).toHaveCount(1);

    await expect(page).toHaveTitle(/^00:00:0\d - Stopwatch$/);
    const pauseBefore = Date.now();
    await button(page, "Pause").click();
    const pauseAfter = Date.now();
    await expect(status(page)).toContainText(/Stopwatch paused at 00:00:0\d\.\d{3}/);
    const shown = await reading(page);
    // The reading is the time between the two clicks: each click happened somewhere inside its
    // own before/after window, however slow the machine makes the click itself (±50 ms slack).
    expect(shown).toBeGreaterThanOrEqual(pauseBefore - startAfter - 50);
    expect(shown).toBeLessThanOrEqual(pauseAfter - startBefore + 50);
    // Half a second of the page's own time moves a running display some 30 frames.
    await pageTimePasses(page, 500);
    expect(await reading(page)).toBe(shown);

    // Resume carries on from the same time.
    await button(page, "Resume").click();
    await expect.poll(() => reading(page)).toBeGreaterThan(shown);
    await button(page, "Pause").click();

    await button(page, "Reset").click();
    await expect(time(page)).toContainText("00:00:00");
    await expect(millis(page)).toContainText(".000");
    await expect(page.getByTestId("laps")).toHaveCount(0);
    await expect(status(page)).toContainText("Stopwatch reset");
    await expect(page).toHaveTitle(/^Online Stopwatch with Laps/);
  });

  test("the 10-second loop progress follows the elapsed time", async ({ page }) => {
    await open(page);
    await button(page, "Start").click();
    await shows(page, 2600);
    await button(page, "Pause").click();
    const bar = page.getByRole("progressbar", { name: "Progress through the current 10 seconds" });
    const now = Number(await bar.getAttribute("aria-valuenow"));
    expect(Math.abs(now - (await reading(page)) / 100)).toBeLessThanOrEqual(1);
  });

  test("keyboard: Space starts and pauses, L laps, R resets; ignored while typing", async ({ page }) => {
    await open(page);
    await page.locator("body").press("Space");
    await expect(status(page)).toContainText("Stopwatch started");
    await shows(page, 300);
    await page.locator("body").press("l");
    await page.locator("body").press("L");
    await expect(laps(page)).toHaveCount(2);

    // A text field on the page: the same keys type instead.
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.id = "typing-test";
      input.setAttribute("aria-label", "typing test");
      document.querySelector("main")!.prepend(input);
    });
    await page.locator("#typing-test").pressSequentially("l r ");
    await expect(page.locator("#typing-test")).toHaveValue("l r ");
    await expect(laps(page)).toHaveCount(2);
    await expect(button(page, "Pause")).toBeVisible();

    await page.locator("#typing-test").blur();
    await page.locator("body").press("Space");
    await expect(button(page, "Resume")).toBeVisible();
    await page.locator("body").press("r");
    await expect(time(page)).toContainText("00:00:00");
    await expect(page.getByTestId("laps")).toHaveCount(0);
  });

  test("F toggles full screen", async ({ page }) => {
    await open(page);
    await page.locator("body").press("f");
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute("aria-label")))
      .toBe("Stopwatch");
    await expect(button(page, "Exit full screen")).toBeVisible();
    await page.locator("body").press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test("keeps running across pages and back", async ({ page }) => {
    await open(page);
    await button(page, "Start").click();
    await page.getByRole("link", { name: /Swimming Practice/ }).click();
    await expect(page).toHaveURL(/\/stopwatch\/swimming-practice$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Time", exact: true }).click();
    await expect(page).toHaveURL(/\/time$/);
    // Over a second on the Time page, by its own clock: its seconds change twice.
    const clock = page.getByTestId("clock-time");
    await expect(clock).toHaveText(/^\d\d:\d\d:\d\d( [AP]M)?$/);
    for (let tick = 0; tick < 2; tick++) await expect(clock).not.toHaveText((await clock.textContent())!);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stopwatch", exact: true }).click();
    await expect(button(page, "Pause")).toBeVisible();
    // The display may take a frame or two to catch up on a loaded machine. Within 800 ms it must
    // show more than the second spent away: a stopwatch that restarted on return could not.
    await expect.poll(() => reading(page), { timeout: 800 }).toBeGreaterThan(1000);
  });
});

test.describe("laps export", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies laps as text and as CSV, and downloads the CSV", async ({ page }) => {
    await open(page);
    await button(page, "Start").click();
    await shows(page, 100);
    await button(page, "Lap").click();
    await shows(page, 1600);
    await button(page, "Lap").click();
    await button(page, "Pause").click();

    await button(page, "Copy as text").click();
    await expect(page.locator(".toast")).toContainText("Laps copied as text");
    const text = await page.evaluate(() => navigator.clipboard.readText());
    // Which lap is fastest depends on when the clicks landed (a loaded machine can delay the first
    // one): the shorter lap must carry "(fastest)" and the longer "(slowest)".
    const lines = text.split("\n");
    expect(lines).toHaveLength(2);
    const lapLine = /^Lap (\d) {2}00:00:(\d\d\.\d{3}) {2}00:00:\d\d\.\d{3} {2}\((fastest|slowest)\)$/;
    const laps = lines.map((line) => {
      const match = lapLine.exec(line);
      expect(match, line).not.toBeNull();
      return { n: match![1], seconds: Number(match![2]), mark: match![3] };
    });
    expect(laps.map((lap) => lap.n)).toEqual(["1", "2"]);
    const [shorter, longer] = [...laps].sort((a, b) => a.seconds - b.seconds);
    expect([shorter!.mark, longer!.mark]).toEqual(["fastest", "slowest"]);

    await button(page, "Copy as CSV").click();
    await expect(page.locator(".toast")).toContainText("Laps copied as CSV");
    const csv = await page.evaluate(() => navigator.clipboard.readText());
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe("Lap,Lap time,Total,Lap time (ms),Total (ms),");
    const csvLaps = rows.slice(1, 3).map((row) => {
      const match = /^(\d),00:00:\d\d\.\d{3},00:00:\d\d\.\d{3},(\d+),\d+,(fastest|slowest)$/.exec(row);
      expect(match, row).not.toBeNull();
      return { n: match![1], ms: Number(match![2]), mark: match![3] };
    });
    expect(csvLaps.map((lap) => lap.n)).toEqual(["1", "2"]);
    const [shorterCsv, longerCsv] = [...csvLaps].sort((a, b) => a.ms - b.ms);
    expect([shorterCsv!.mark, longerCsv!.mark]).toEqual(["fastest", "slowest"]);

    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download CSV").click()]);
    expect(download.suggestedFilename()).toMatch(/^tickwise-laps-.*\.csv$/);
  });
});

test.describe("presets", () => {
  test("HIIT signals work and rest switches; the target is announced and the stopwatch keeps running", async ({
    page,
  }) => {
    await page.clock.install();
    await open(page);
    await page.getByRole("button", { name: "Use preset: HIIT" }).click();
    await expect(page.getByRole("button", { name: "Active: HIIT" })).toHaveAttribute("aria-pressed", "true");
    const panel = page.getByTestId("preset-panel");
    await expect(panel).toContainText("HIIT · Target 00:04:00");
    await button(page, "Start").click();
    await expect(page.getByTestId("preset-phase")).toHaveText("Work · Round 1 of 8");

    await page.clock.fastForward(21_000);
    await expect(status(page)).toContainText("HIIT: rest");
    await expect(page.getByTestId("preset-phase")).toHaveText("Rest · Round 1 of 8");

    await page.clock.fastForward(10_000);
    await expect(status(page)).toContainText("HIIT: work, round 2");

    await page.clock.fastForward(4 * 60_000);
    await expect(status(page)).toContainText("HIIT: target reached at 00:04:00");
    await expect(page.getByTestId("preset-phase")).toHaveText("Target reached");
    await expect(button(page, "Pause")).toBeVisible();

    await page.getByRole("button", { name: "Clear preset" }).click();
    await expect(panel).toHaveCount(0);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`${theme} theme: the stopwatch page has no accessibility violations while running with laps`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await open(page);
    await button(page, "Start").click();
    await button(page, "Lap").click();
    await button(page, "Lap").click();
    await page.getByRole("button", { name: "Use preset: Plank" }).click();
    await expectAccessible(page);
  });
}
