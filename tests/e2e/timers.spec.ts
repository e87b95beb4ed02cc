/**
 * Multiple timers (docs/product.md, Timers; decision 033): adding, ringing each on its own with its
 * own sound, what ends next first, reload, two tabs that agree and ring once, shared links, bad
 * links, a frozen page. A ring is observed the way the timer tests observe a completion, by the
 * page's performance mark, and its sound by the oscillator frequencies the page asked for.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, pageTimePasses, test, waitForHydration } from "./fixtures";

const RING_MARK = "tickwise:timers-ring";

interface Ring {
  id: string;
  label: string;
  sound: string;
  deadline: number;
  at: number;
}

/** Records every frequency the page's oscillators are set to (each sound has its own). */
async function recordNotes(context: BrowserContext) {
  await context.addInitScript(() => {
    const notes: number[] = [];
    (window as unknown as { __notes: number[] }).__notes = notes;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = create.call(this);
      const set = osc.frequency.setValueAtTime.bind(osc.frequency);
      osc.frequency.setValueAtTime = (value: number, time: number) => {
        notes.push(value);
        return set(value, time);
      };
      return osc;
    };
  });
}

const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: number[] }).__notes);

async function rings(page: Page): Promise<Ring[]> {
  return page.evaluate(
    (name) => (performance.getEntriesByName(name) as PerformanceMark[]).map((m) => m.detail as Ring),
    RING_MARK,
  );
}

async function open(page: Page, path = "/timers") {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByText(/No timers yet|Your timers/).first()).toBeVisible();
}

async function addTimer(
  page: Page,
  label: string,
  { h = 0, m = 0, s = 0, colour, sound }: { h?: number; m?: number; s?: number; colour?: string; sound?: string },
) {
  const before = await page.getByTestId("timer-row").count();
  await page.getByLabel("Name", { exact: true }).fill(label);
  await page.getByLabel("Hours").fill(String(h));
  await page.getByLabel("Minutes").fill(String(m));
  await page.getByLabel("Seconds").fill(String(s));
  if (colour) await page.getByLabel("Colour").selectOption({ label: colour });
  if (sound) await page.getByLabel("Sound").selectOption({ label: sound });
  await page.getByRole("button", { name: "Add timer" }).click();
  await expect(page.getByTestId("timer-row")).toHaveCount(before + 1);
}

const row = (page: Page, label: string) =>
  page.getByTestId("timer-row").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
const labels = (page: Page) => page.getByTestId("timer-label").allTextContents();

test("several timers ring independently, each with its own sound, and say so", async ({ page, context }) => {
  await recordNotes(context);
  await open(page);
  await addTimer(page, "Tea", { s: 2, sound: "Soft Chime" });
  await addTimer(page, "Eggs", { s: 4, sound: "Bell", colour: "Green" });
  await addTimer(page, "Pasta", { m: 9 });
  await expect(row(page, "Tea").getByTestId("timer-time")).toHaveText("00:00:02");

  await page.getByRole("button", { name: "Start Eggs" }).click();
  await page.getByRole("button", { name: "Start Tea" }).click();
  await expect(page.getByRole("button", { name: "Pause Tea" })).toBeVisible();

  await expect(row(page, "Tea")).toHaveAttribute("data-ended", "true", { timeout: 6_000 });
  await expect(row(page, "Tea")).toContainText("Time's up!");
  await expect(page.locator("#timers-status")).toHaveText("Tea: time's up!");
  // Eggs is still running while Tea has ended.
  await expect(row(page, "Eggs")).toHaveAttribute("data-status", "running");
  await expect(row(page, "Eggs")).toHaveAttribute("data-ended", "true", { timeout: 6_000 });
  await expect(page.locator("#timers-status")).toHaveText("Eggs: time's up!");
  await expect(row(page, "Pasta")).toHaveAttribute("data-status", "idle");

  const done = await rings(page);
  expect(done.map((r) => [r.label, r.sound])).toEqual([
    ["Tea", "chime"],
    ["Eggs", "bell"],
  ]);
  for (const r of done) expect(Math.abs(r.at - r.deadline)).toBeLessThan(250);
  expect(done[1]!.deadline - done[0]!.deadline).toBeGreaterThan(1_000);
  // Each rang its own sound: Soft Chime starts at 523.25 Hz, Bell at 440 Hz.
  const played = await notes(page);
  expect(played).toContain(523.25);
  expect(played).toContain(440);
  // An ended timer starts again from its full duration.
  await page.getByRole("button", { name: "Start Tea" }).click();
  await expect(row(page, "Tea").getByTestId("timer-time")).toHaveText(/00:00:0[12]/);
});

test("the list shows what ends next first; reload keeps every timer", async ({ page }) => {
  await open(page);
  await addTimer(page, "Ten", { m: 10 });
  await addTimer(page, "Five", { m: 5 });
  await addTimer(page, "Twenty", { m: 20 });
  await addTimer(page, "One", { m: 1 });
  expect(await labels(page)).toEqual(["Ten", "Five", "Twenty", "One"]);

  await page.getByRole("button", { name: "Start Twenty" }).click();
  await page.getByRole("button", { name: "Start Ten" }).click();
  await page.getByRole("button", { name: "Start Five" }).click();
  await expect.poll(() => labels(page)).toEqual(["Five", "Ten", "Twenty", "One"]);
  // The control that acted keeps the keyboard focus although its timer moved.
  await expect(page.getByRole("button", { name: "Pause Five" })).toBeFocused();

  await page.getByRole("button", { name: "Pause Ten" }).click();
  await expect.poll(() => labels(page)).toEqual(["Five", "Twenty", "Ten", "One"]);
  const paused = await row(page, "Ten").getByTestId("timer-time").textContent();

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => labels(page)).toEqual(["Five", "Twenty", "Ten", "One"]);
  await expect(row(page, "Five")).toHaveAttribute("data-status", "running");
  await expect(row(page, "Ten")).toHaveAttribute("data-status", "paused");
  await expect(row(page, "Ten").getByTestId("timer-time")).toHaveText(paused!);
  await expect(row(page, "Five").getByTestId("timer-time")).toHaveText(/00:04:5\d/);

  // Keyboard: Tab reaches a timer's button, Enter starts it.
  await page.getByRole("button", { name: "Start One" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(page, "One")).toHaveAttribute("data-status", "running");
  await expect.poll(() => labels(page)).toEqual(["One", "Five", "Twenty", "Ten"]);

  await page.getByRole("button", { name: "Remove Twenty" }).click();
  await expect(page.locator("#timers-status")).toHaveText("Twenty removed");
  expect(await labels(page)).toEqual(["One", "Five", "Ten"]);
  await page.getByRole("button", { name: "Reset Five" }).click();
  await expect(row(page, "Five").getByTestId("timer-time")).toHaveText("00:05:00");
  await expectAccessible(page);
});

test("two tabs show the same timers and a timer rings in exactly one of them", async ({ context }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  await open(one);
  await open(two);
  await addTimer(one, "Shared", { s: 3 });
  await expect(row(two, "Shared")).toHaveAttribute("data-status", "idle");
  await addTimer(two, "Later", { m: 30 });
  await expect(row(one, "Later")).toBeVisible();

  await two.getByRole("button", { name: "Start Later" }).click();
  await expect(row(one, "Later")).toHaveAttribute("data-status", "running");
  await one.getByRole("button", { name: "Start Shared" }).click();
  await expect(row(two, "Shared")).toHaveAttribute("data-status", "running");

  await expect(row(one, "Shared")).toHaveAttribute("data-ended", "true", { timeout: 8_000 });
  await expect(row(two, "Shared")).toHaveAttribute("data-ended", "true");
  await expect(one.locator("#timers-status")).toHaveText("Shared: time's up!");
  await expect(two.locator("#timers-status")).toHaveText("Shared: time's up!");
  // Give a late second ring every chance to happen before counting.
  await pageTimePasses(one, 1_500);
  await pageTimePasses(two, 500);
  const all = [...(await rings(one)), ...(await rings(two))];
  expect(all.map((r) => r.label)).toEqual(["Shared"]);
  // Pause in one tab is seen in the other.
  await one.getByRole("button", { name: "Pause Later" }).click();
  await expect(row(two, "Later")).toHaveAttribute("data-status", "paused");
});

test("a share link carries the set; it can be added to another visitor's timers or replace them", async ({
  page,
  browser,
}) => {
  await open(page);
  await addTimer(page, "Rice", { m: 18, colour: "Amber", sound: "Bell" });
  await addTimer(page, "Sauce, & more", { h: 1, m: 2, s: 3, colour: "Violet" });
  await page.getByRole("button", { name: "Start Rice" }).click();
  await page.getByRole("button", { name: "Create share link" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/\/timers\?set=1\.[A-Za-z0-9_-]+$/);

  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await open(visitor, new URL(link).pathname + new URL(link).search);
    const shared = visitor.getByTestId("shared-set");
    await expect(shared).toContainText("This link shares 2 timers.");
    await expect(shared).toContainText("Rice");
    await expect(shared).toContainText("00:18:00");
    await expect(shared).toContainText("Amber · Bell");
    await expect(shared).toContainText("Sauce, & more");
    await expect(shared).toContainText("01:02:03");
    await visitor.getByRole("button", { name: "Add to my timers" }).click();
    await expect(visitor).toHaveURL(/\/timers$/);
    await expect(shared).toHaveCount(0);
    // Ready to start, not running: the link carries no run.
    await expect(row(visitor, "Rice")).toHaveAttribute("data-status", "idle");
    await expect(row(visitor, "Rice").getByTestId("timer-time")).toHaveText("00:18:00");
    await expect(row(visitor, "Sauce, & more").getByTestId("timer-time")).toHaveText("01:02:03");

    // Opening it again and replacing asks first, then leaves exactly the set.
    await addTimer(visitor, "Mine", { m: 1 });
    await open(visitor, new URL(link).pathname + new URL(link).search);
    await visitor.getByRole("button", { name: "Replace my timers" }).click();
    await visitor.getByRole("alertdialog").getByRole("button", { name: "Replace", exact: true }).click();
    await expect.poll(() => labels(visitor)).toEqual(["Rice", "Sauce, & more"]);
  } finally {
    await other.close();
  }
});

test.describe("a bad shared link says what is wrong, never a broken page", () => {
  const encode = (value: unknown) => `1.${Buffer.from(JSON.stringify(value)).toString("base64url")}`;
  const cases: [string, string, RegExp][] = [
    ["garbage", "not-a-set", /damaged or incomplete/],
    [
      "a duration of 0",
      encode([
        ["Tea", 60, "blue", "beep"],
        ["Eggs", 0, "blue", "beep"],
      ]),
      /Timer 2 .*duration/,
    ],
    [
      "a 100-hour duration",
      encode([["Tea", 360_000, "blue", "beep"]]),
      /Timer 1 .*duration outside 1 second to 99:59:59/,
    ],
    [
      "a label of 10,000 characters",
      encode([["x".repeat(10_000), 60, "blue", "beep"]]),
      /Timer 1 .*name.*60 characters/,
    ],
  ];
  for (const [name, set, message] of cases) {
    test(name, async ({ page, request }) => {
      const path = `/timers?set=${set}`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("This shared link cannot be opened");
      await open(page, path);
      const problem = page.getByTestId("shared-set-problem");
      await expect(problem).toBeVisible();
      await expect(problem).toHaveText(message);
      // The rest of the page works: a timer can be added.
      await addTimer(page, "Still works", { s: 30 });
    });
  }
});

test("a corrupted store is an empty list, not a broken page", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("tickwise-timers", '{"v":1,"rev":1,"timers":[{"id":"x","label":5}]');
    }
  });
  await open(page);
  await expect(page.getByTestId("timers-empty")).toBeVisible();
  await addTimer(page, "Fresh", { m: 1 });
});

test("a timer whose page JavaScript is paused for 5 s still completes at its deadline", async ({ page }) => {
  await open(page);
  await addTimer(page, "Frozen", { s: 10 });
  await addTimer(page, "Other", { s: 12 });
  await page.getByRole("button", { name: "Start Frozen" }).click();
  await page.getByRole("button", { name: "Start Other" }).click();
  const started = Date.now();
  await expect(row(page, "Frozen").getByTestId("timer-time")).toHaveText("00:00:09");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.pause");
  // The one deliberate sleep: the page is frozen and can give no signal (as in timer.spec.ts).
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await cdp.send("Debugger.resume");
  await cdp.send("Debugger.disable");
  // Right after the freeze the display is right at once, not 5 s behind.
  const shown = Number((await row(page, "Frozen").getByTestId("timer-time").textContent())!.slice(-2));
  const left = 10 - (Date.now() - started) / 1000;
  expect(Math.abs(shown - left)).toBeLessThan(1.5);
  await expect(row(page, "Other")).toHaveAttribute("data-ended", "true", { timeout: 12_000 });
  const done = await rings(page);
  expect(done.map((r) => r.label)).toEqual(["Frozen", "Other"]);
  for (const r of done) expect(Math.abs(r.at - r.deadline)).toBeLessThan(1_000);
  expect(Math.abs(done[0]!.at - started - 10_000)).toBeLessThan(1_000);
});

test("the page is in Spanish, with controls named after each timer", async ({ page }) => {
  // The page's language is the one its address names (/es/…).
  await page.goto("/es/timers");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varios temporizadores");
  await page.getByLabel("Nombre", { exact: true }).fill("Té");
  await page.getByRole("button", { name: "Añadir temporizador" }).click();
  await page.getByRole("button", { name: "Iniciar Té", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pausar Té", exact: true })).toBeVisible();
  // The share link opens the set on the Spanish page.
  await page.getByRole("button", { name: "Crear enlace para compartir" }).click();
  await expect(page.getByLabel("Enlace para compartir")).toHaveValue(/\/es\/timers\?set=/);
});

for (const theme of ["light", "dark"] as const) {
  test(`a shared set, its problem message and timers pass axe (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem("tickwise-theme", mode), theme);
    await open(page);
    await addTimer(page, "Tea", { m: 3, colour: "Amber" });
    await addTimer(page, "Eggs", { m: 6, colour: "Rose" });
    await page.getByRole("button", { name: "Start Tea" }).click();
    await page.getByRole("button", { name: "Create share link" }).click();
    const link = new URL(await page.getByLabel("Share link").inputValue());
    await expectAccessible(page);
    await open(page, link.pathname + link.search);
    await expect(page.getByTestId("shared-set")).toBeVisible();
    await expectAccessible(page);
    await open(page, "/timers?set=1.broken");
    await expect(page.getByTestId("shared-set-problem")).toBeVisible();
    await expectAccessible(page);
  });
}
