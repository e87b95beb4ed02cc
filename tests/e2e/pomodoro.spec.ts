/** Pomodoro and interval timer: phases from deadlines (also across a freeze), reload, history, CSV, shared sets, bad links. */
import type { Page } from "@playwright/test";
import { weekStart } from "../../core/focus-sessions";
import { expect, test, waitForHydration } from "./fixtures";

const phaseName = (page: Page) => page.getByTestId("phase-name");
const phaseTime = (page: Page) => page.getByTestId("phase-time");
const cycleCount = (page: Page) => page.getByTestId("cycle-count");

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Stops the page's JavaScript for `ms` of real time (CDP), as a frozen background tab is. */
async function freeze(page: Page, ms: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.pause");
  // The one deliberate sleep: the page is frozen, so it can give no signal; real time passing
  // without it is what the test is about.
  await new Promise((resolve) => setTimeout(resolve, ms));
  await cdp.send("Debugger.resume");
  await cdp.send("Debugger.disable");
  await cdp.detach();
}

/** Fills a settings form's number fields and submits it with its button. */
async function fillSettings(page: Page, values: Record<string, string>, submit: string) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: submit }).click();
}

test.describe("pages", () => {
  const cases: [string, string, string][] = [
    ["/pomodoro", "Pomodoro Timer", "25:00"],
    ["/pomodoro/50-10", "50/10 Pomodoro Timer", "50:00"],
    ["/pomodoro/52-17", "52/17 Work Timer", "52:00"],
    ["/interval-timer", "Interval Timer", "00:40"],
    ["/interval-timer/tabata", "Tabata Timer", "00:20"],
    ["/interval-timer/hiit-30-30", "HIIT 30/30 Interval Timer", "01:00"],
  ];
  for (const [path, h1, time] of cases) {
    test(`${path} is server-rendered with its words, time and structured data`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${h1}</h1>`);
      expect(html).toContain(`>${time}<`);
      expect(html).toContain('"@type":"FAQPage"');
      expect(html).toContain(`<link rel="canonical" href="`);
      await open(page, path);
      await expect(phaseTime(page)).toHaveText(time);
    });
  }

  test("Spanish pages have their own words, and their links stay in Spanish", async ({ page }) => {
    // The page's language is the one its address names (/es/…).
    await open(page, "/es/interval-timer/tabata");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temporizador Tabata");
    await expect(phaseName(page)).toHaveText("Trabajo");
    await expect(page.getByTestId("interval-link")).toContainText("/es/interval-timer?");
    await expect(page.getByRole("link", { name: "Pomodoro 50/10" })).toHaveAttribute("href", "/es/pomodoro/50-10");
    // The page shared is the Spanish one.
    await expect(page.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent("/es/interval-timer/tabata")),
    );
  });

  test("an unknown preset is the 404 page", async ({ page }) => {
    expect((await page.goto("/pomodoro/30-30"))?.status()).toBe(404);
    expect((await page.goto("/interval-timer/nope"))?.status()).toBe(404);
  });

  test("bad values in a link say so and open with the defaults", async ({ page, request }) => {
    const bad = "/interval-timer?work=0&rest=360000&rounds=10000&warmup=abc";
    const response = await request.get(bad);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("could not be used (Work, Rest, Rounds, Warm-up)");
    await open(page, bad);
    await expect(page.getByTestId("url-problem")).toContainText("could not be used (Work, Rest, Rounds, Warm-up)");
    await expect(phaseTime(page)).toHaveText("00:40");
    await expect(cycleCount(page)).toContainText("Round 1 of 10");

    await open(page, `/pomodoro?focus=6000&label=${"x".repeat(10_000)}`);
    await expect(page.getByTestId("url-problem")).toContainText("(Focus, label (over 100 characters))");
    await expect(phaseTime(page)).toHaveText("25:00");
    await expect(page.getByLabel("What are you focusing on?")).toHaveValue("");

    await open(page, "/pomodoro?focus=%00%ff&every=-1");
    await expect(page.getByTestId("url-problem")).toContainText("(Focus, Long break after)");
  });
});

test.describe("pomodoro", () => {
  test("Space, S and R start, skip and reset; settings are validated", async ({ page }) => {
    await open(page, "/pomodoro");
    await fillSettings(page, { "Focus (minutes)": "0" }, "Save settings");
    await expect(page.getByText("Focus must be a whole number from 1 to 180.")).toBeVisible();
    await expect(page.getByLabel("Focus (minutes)")).toBeFocused();
    await expect(phaseTime(page)).toHaveText("25:00");

    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(page).toHaveTitle(/^2[45]:\d\d · Focus — Tickwise$/);
    await page.keyboard.press("s");
    await expect(phaseName(page)).toHaveText("Short break");
    await expect(page.getByTestId("cycle-status")).toContainText("Skipped to Short break");
    // A skipped focus period is not a completed one.
    await expect(cycleCount(page)).toContainText("0 focus periods completed");
    await page.keyboard.press("r");
    await expect(phaseName(page)).toHaveText("Focus");
    await expect(phaseTime(page)).toHaveText("25:00");
    await expect(page.getByRole("progressbar", { name: "Phase progress" })).toHaveAttribute("aria-valuenow", "0");
  });

  test("a 1-minute focus ends while the page is frozen; history, CSV and reload follow", async ({ page }) => {
    test.setTimeout(150_000);
    await open(page, "/pomodoro");
    await fillSettings(page, { "Focus (minutes)": "1" }, "Save settings");
    await page.getByLabel("Start the next phase automatically").check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await page.getByLabel("What are you focusing on?").fill("Write, e2e");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect(phaseTime(page)).toHaveText(/^00:5\d$/);

    // 1 to 2 s of focus left, then 5 s frozen: the break is 3 to 4 s old when the page runs again.
    await expect(phaseTime(page)).toHaveText("00:02", { timeout: 70_000 });
    await freeze(page, 5_000);
    await expect(phaseName(page)).toHaveText("Short break");
    expect(["04:55", "04:56", "04:57", "04:58"]).toContain(await phaseTime(page).textContent());
    await expect(cycleCount(page)).toContainText("1 focus period completed");
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(page).toHaveTitle(/^04:5\d · Short break — Tickwise$/);

    // The history keeps every period: the CSV has this one.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download history (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("tickwise-focus-sessions.csv");
    const stream = await file.createReadStream();
    let csv = "";
    for await (const chunk of stream) csv += String(chunk);
    expect(csv).toMatch(/^started_at,minutes,label\r\n\d{4}-\d\d-\d\dT[\d:.]+Z,1,"Write, e2e"\r\n$/);

    // This week's chart and its table count it, as a period counts in the week it began (Monday,
    // local time): one begun in the last minute of a Sunday is last week's (CI once ran it then).
    // The browser and this runner share the machine's time zone.
    const startedAt = new Date(csv.split("\r\n")[1]!.split(",")[0]!);
    if (startedAt >= weekStart(new Date())) {
      await expect(page.getByTestId("focus-total")).toHaveText("1 minute of focus this week");
      await expect(page.getByRole("table")).toContainText("1");
    } else {
      await expect(page.getByTestId("focus-total")).toHaveText("No completed focus periods yet this week.");
    }

    // A reload keeps the cycle, its settings and the label.
    await page.reload();
    await waitForHydration(page);
    await expect(phaseName(page)).toHaveText("Short break");
    await expect(phaseTime(page)).toHaveText(/^04:[45]\d$/);
    await expect(cycleCount(page)).toContainText("1 focus period completed");
    await expect(page.getByLabel("What are you focusing on?")).toHaveValue("Write, e2e");
    await expect(page.getByLabel("Focus (minutes)")).toHaveValue("1");

    // Clearing the history asks first, then empties the chart.
    await page.getByRole("button", { name: "Clear history" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Clear your focus history?" });
    await dialog.getByRole("button", { name: "Clear history" }).click();
    await expect(page.getByTestId("focus-total")).toHaveText("No completed focus periods yet this week.");
  });
});

test.describe("interval timer", () => {
  test("the builder's set lives in the URL and runs to the end", async ({ page }) => {
    await open(page, "/interval-timer");
    await fillSettings(
      page,
      { "Work (seconds)": "2", "Rest (seconds)": "1", "Rounds (rounds)": "2" },
      "Use these intervals",
    );
    await expect(page).toHaveURL(/\/interval-timer\?work=2&rest=1&rounds=2&warmup=0$/);
    await expect(page.getByTestId("interval-link")).toHaveText(/\/interval-timer\?work=2&rest=1&rounds=2&warmup=0$/);

    // Opened elsewhere, the link gives the same set.
    const other = await page.context().newPage();
    await open(other, "/interval-timer?work=2&rest=1&rounds=2&warmup=0");
    await expect(other.getByLabel("Work (seconds)")).toHaveValue("2");
    await expect(cycleCount(other)).toContainText("Round 1 of 2");
    await other.close();

    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect(phaseName(page)).toHaveText("Rest");
    await expect(phaseName(page)).toHaveText("Work");
    await expect(cycleCount(page)).toContainText("Round 2 of 2");
    await expect(phaseName(page)).toHaveText("Done");
    await expect(page.getByTestId("cycle-status")).toContainText("All rounds done");
    await expect(page.getByRole("button", { name: "Start again" })).toBeVisible();
  });

  test("a switch while the page is frozen lands on the right phase at once", async ({ page }) => {
    await open(page, "/interval-timer?work=4&rest=20&rounds=2&warmup=0");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    // 2 to 3 s of work left, then 5 s frozen: the rest began 2 to 3 s before the page runs again.
    await expect(phaseTime(page)).toHaveText("00:03");
    await freeze(page, 5_000);
    await expect(phaseName(page)).toHaveText("Rest");
    expect(["00:16", "00:17", "00:18"]).toContain(await phaseTime(page).textContent());
    await page.reload();
    await waitForHydration(page);
    await expect(phaseName(page)).toHaveText("Rest");
    await expect(cycleCount(page)).toContainText("Round 1 of 2");
  });
});
