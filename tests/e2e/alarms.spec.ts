/**
 * Several alarms (decision 034): labels, next ring in words, snooze and stop, repeat days kept across
 * a reload, and rings in a frozen page and in a background tab.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

const ALARM_MARK = "tickwise:alarm-ring";
const YEAR = new Date().getUTCFullYear();
test.use({ timezoneId: "UTC" });

const input = (page: Page) => page.getByLabel("Alarm date and time");
const label = (page: Page) => page.getByLabel("Label", { exact: true });
const setButton = (page: Page) => page.getByRole("button", { name: "Set Alarm", exact: true });
const ringing = (page: Page) => page.getByTestId("alarm-ringing");
const items = (page: Page) => page.getByTestId("alarm-item");
const item = (page: Page, name: string) => items(page).filter({ hasText: name });

const rings = (page: Page) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByName(name)
        .map(
          (entry) => (entry as PerformanceMark).detail as { id: string; at: number; lateMs: number; hidden: boolean },
        ),
    ALARM_MARK,
  );

const storedAlarms = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("tickwise-alarms") ?? '{"alarms":[]}') as { alarms: Record<string, unknown>[] })
        .alarms,
  );

async function open(page: Page, path = "/alarm") {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("alarm-clock")).toHaveText(/^\d\d:\d\d:\d\d( [AP]M)?$/);
}

/**
 * After a jump of the fake clock the page is told it woke (as after a sleep it regains focus), so the
 * alarms' timers look at the clock again: that is what the engine does on a real wake-up.
 */
async function wake(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

/** Seeds one alarm in the list `inMs` from now (real clocks), as if set before a reload. */
async function seedAlarm(page: Page, name: string, inMs: number) {
  await page.addInitScript(
    ({ name, inMs }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const at = Date.now() + inMs;
      const d = new Date(at);
      const pad = (n: number) => String(n).padStart(2, "0");
      const alarm = {
        id: "seeded",
        label: name,
        time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
        days: [],
        from: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        sound: "beep",
        enabled: true,
        at,
        snoozed: false,
      };
      localStorage.setItem("tickwise-alarms", JSON.stringify({ version: 1, alarms: [alarm] }));
    },
    { name, inMs },
  );
}

test.describe("with the page clock at 06:58", () => {
  test.beforeEach(async ({ page }) => {
    // With a fake page clock the real server's time would look like a huge skew: keep the device's.
    await page.route("**/api/time", (route) => route.fulfill({ status: 200, json: {} }));
    await page.clock.install({ time: Date.UTC(YEAR, 0, 15, 6, 58, 0) });
  });

  test("two labelled alarms are listed with their next ring; one rings with its label, snoozes 5 min, stops", async ({
    page,
  }) => {
    await open(page);
    await input(page).fill(`${YEAR}-01-15T09:00`);
    await label(page).fill("Work");
    await setButton(page).click();
    await expect(item(page, "Work")).toContainText("9:00 AM");
    // Its calendar file: the same time in the visitor's zone, with its own reminder.
    const calendar = item(page, "Work").getByRole("link", { name: "Add Work, 9:00 AM, to your calendar (.ics file)" });
    await expect(calendar).toHaveAttribute("href", "/calendar/alarm.ics?time=09%3A00&tz=UTC&label=Work");
    const ics = await page.request.get((await calendar.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toMatch(/SUMMARY:Work[\s\S]*BEGIN:VALARM/);
    await expect(item(page, "Work").getByTestId("alarm-next")).toHaveText(/^in 2 h [12] min$/);
    await expect(label(page)).toHaveValue("");

    // The second one from a popular alarm, with the label typed first; 10 s before it is due.
    await label(page).fill("Gym");
    await page.clock.setSystemTime(Date.UTC(YEAR, 0, 15, 6, 59, 50));
    await page.getByRole("button", { name: /^7 AM Alarm/ }).click();
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).first()).toContainText("Gym"); // the soonest first
    await expect(item(page, "Gym").getByTestId("alarm-next")).toHaveText("in 1 min");
    await expect(page.getByTestId("alarm-subtitle")).toHaveText(`Alarm at Jan 15, ${YEAR}, 7:00 AM`);

    await expect(ringing(page)).toBeVisible({ timeout: 15_000 });
    await expect(ringing(page).getByRole("heading", { level: 2 })).toHaveText("Gym");
    await expect(page.getByTestId("alarm-status")).toHaveText(/^Alarm ringing: Gym/);
    await expect(page).toHaveTitle("⏰ Gym - Alarm ringing");
    // Rung on time: the alarm's instant is today's 07:00 (the fake clock hides performance marks).
    expect((await storedAlarms(page)).find((a) => a.label === "Gym")!.at).toBe(Date.UTC(YEAR, 0, 15, 7, 0, 0));

    await ringing(page).getByRole("button", { name: "Snooze 5 min" }).click();
    await expect(ringing(page)).toHaveCount(0);
    await expect(page.getByTestId("alarm-status")).toHaveText(/^Snoozed for 5 minutes, until 7:05 AM/);
    await expect(item(page, "Gym").getByTestId("alarm-next")).toHaveText("Snoozed until 7:05 AM · in 5 min");
    const gym = (await storedAlarms(page)).find((a) => a.label === "Gym")!;
    expect(gym.snoozed).toBe(true);
    // Five minutes of wall-clock time from the press, not from a count of ticks.
    expect(Math.abs((gym.at as number) - Date.UTC(YEAR, 0, 15, 7, 5, 0))).toBeLessThan(2_000);

    // The snooze rings again; Stop then turns the once alarm off. Work is untouched.
    await page.clock.setSystemTime((gym.at as number) - 2_000);
    await wake(page);
    await expect(ringing(page)).toBeVisible({ timeout: 10_000 });
    await expect(ringing(page).getByRole("heading", { level: 2 })).toHaveText("Gym");
    await ringing(page).getByRole("button", { name: "Stop", exact: true }).click();
    await expect(ringing(page)).toHaveCount(0);
    await expect(item(page, "Gym").getByRole("switch")).toHaveAttribute("aria-checked", "false");
    await expect(item(page, "Gym").getByTestId("alarm-next")).toHaveText("Off");
    await expect(item(page, "Work").getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await expect(item(page, "Work").getByTestId("alarm-next")).toHaveText(/^in 1 h 5\d min$/);
  });

  test("repeat days and the on/off switch survive a reload; a repeating alarm re-arms for its next day after Stop", async ({
    page,
  }) => {
    await open(page);
    // Thursday 15 January: weekdays at 06:59 start today.
    await input(page).fill(`${YEAR}-01-15T06:59`);
    await label(page).fill("Run");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await page.getByRole("button", { name: day, exact: true }).click();
    }
    await expect(page.getByRole("button", { name: "Friday", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Sound for this alarm").selectOption({ label: "Rooster Crow" });
    await setButton(page).click();
    await expect(item(page, "Run")).toContainText("Weekdays · Sound: Rooster Crow");
    await page.getByRole("button", { name: "Saturday", exact: true }).click(); // the form's days were reset
    await expect(page.getByRole("button", { name: "Saturday", exact: true })).toHaveAttribute("aria-pressed", "true");

    await input(page).fill(`${YEAR}-01-17T08:00`);
    await label(page).fill("Market");
    await setButton(page).click();
    await expect(item(page, "Market")).toContainText("Sat · Sound:");
    await item(page, "Market").getByRole("switch", { name: "Market at 8:00 AM" }).click();
    await expect(item(page, "Market").getByTestId("alarm-next")).toHaveText("Off");

    await page.reload();
    await waitForHydration(page);
    await expect(item(page, "Run")).toContainText("Weekdays · Sound: Rooster Crow");
    await expect(item(page, "Market")).toContainText("Sat");
    await expect(item(page, "Market").getByRole("switch")).toHaveAttribute("aria-checked", "false");
    const stored = await storedAlarms(page);
    expect(stored.find((a) => a.label === "Run")).toMatchObject({ days: [1, 2, 3, 4, 5], sound: "rooster" });

    // It rings at 06:59 today (the clock moved to 3 s before, as after a sleep); after Stop it waits for Friday.
    await page.clock.setSystemTime(Date.UTC(YEAR, 0, 15, 6, 58, 57));
    await wake(page);
    await expect(ringing(page)).toBeVisible({ timeout: 10_000 });
    await expect(ringing(page)).toContainText("Run");
    await ringing(page).getByRole("button", { name: "Stop", exact: true }).click();
    await expect(item(page, "Run").getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await expect(item(page, "Run").getByTestId("alarm-next")).toHaveText("tomorrow");
    const run = (await storedAlarms(page)).find((a) => a.label === "Run")!;
    expect(run.at).toBe(Date.UTC(YEAR, 0, 16, 6, 59, 0));
  });
});

test("labels: a link's 10,000-character label is refused with a message; one from the link is used", async ({
  page,
}) => {
  await open(page, `/alarm/7am?label=${"x".repeat(10_000)}`);
  await expect(page.getByRole("alert").filter({ hasText: "10000 characters" })).toHaveText(
    "The link's label has 10000 characters; labels can be at most 60, so it was not used.",
  );
  await expect(label(page)).toHaveValue("");
  await label(page).fill("y".repeat(61));
  await expect(label(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Labels can be at most 60 characters.")).toBeVisible();
  await setButton(page).click();
  await expect(page.locator(".toast")).toContainText("Labels can be at most 60 characters.");
  await expect(items(page)).toHaveCount(0);

  await open(page, "/alarm/7am?label=Gym%20bag");
  await expect(label(page)).toHaveValue("Gym bag");
});

test("a corrupted store never breaks the page; unreadable alarms are reported and the rest kept", async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const good = {
      id: "ok",
      label: "Kept",
      time: "07:00",
      days: [1],
      from: null,
      sound: "bell",
      enabled: false,
      at: null,
      snoozed: false,
    };
    const bad = { ...good, id: "bad", label: "x".repeat(10_000) };
    localStorage.setItem("tickwise-alarms", JSON.stringify({ version: 1, alarms: [good, bad, { nonsense: true }] }));
  });
  await open(page);
  await expect(page.getByText("2 saved alarms could not be read")).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, "Kept")).toContainText("Mon · Sound: Bell");

  await page.evaluate(() => localStorage.setItem("tickwise-alarms", "{not json"));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("One saved alarm could not be read")).toBeVisible();
  await expect(items(page)).toHaveCount(0);
});

test("an alarm rings the moment a frozen page's JavaScript runs again", async ({ page }) => {
  await seedAlarm(page, "Frozen", 6_000);
  await open(page);
  await expect(item(page, "Frozen")).toBeVisible();
  const alarmAt = (await storedAlarms(page))[0]!.at as number;

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.pause");
  // The one deliberate sleep: the frozen page can give no signal, and real time passing is the point.
  await new Promise((resolve) => setTimeout(resolve, Math.max(alarmAt + 2_000 - Date.now(), 5_000)));
  const resumed = Date.now();
  await cdp.send("Debugger.resume");
  await cdp.send("Debugger.disable");

  await expect(ringing(page)).toBeVisible({ timeout: 3_000 });
  await expect(ringing(page)).toContainText("Frozen");
  const [rang] = await rings(page);
  expect(rang!.lateMs).toBeLessThan(resumed - alarmAt + 1_000);
});

test("an alarm rings in a background tab, on time, with a notification", async ({ page }) => {
  // Headless Chromium reports every page as visible (bench/timer-accuracy.mjs), so the page is made
  // hidden the way a background tab looks to it: visibilityState "hidden", and its own window
  // timers throttled to once a minute as Chrome does. Notifications are recorded, not shown.
  await page.addInitScript(() => {
    const w = window as unknown as { __notes: { title: string; body: string }[] };
    w.__notes = [];
    class RecordedNotification {
      static permission = "granted";
      static requestPermission = () => Promise.resolve("granted");
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        w.__notes.push({ title, body: options?.body ?? "" });
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { configurable: true, value: RecordedNotification });
  });
  await seedAlarm(page, "Background", 6_000);
  await open(page);
  await expect(item(page, "Background")).toBeVisible();
  const alarmAt = (await storedAlarms(page))[0]!.at as number;
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    const windowTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((fn: () => void, ms?: number) => windowTimeout(fn, Math.max(ms ?? 0, 60_000))) as never;
    document.dispatchEvent(new Event("visibilitychange"));
  });

  await expect.poll(() => rings(page), { timeout: 10_000 }).toHaveLength(1);
  const [rang] = await rings(page);
  expect(rang!.hidden).toBe(true);
  expect(rang!.at).toBe(alarmAt);
  expect(rang!.lateMs).toBeLessThan(1_000);
  const notes = await page.evaluate(() => (window as unknown as { __notes: { title: string }[] }).__notes);
  expect(notes).toEqual([expect.objectContaining({ title: "Alarm! Background" })]);
  await expect(ringing(page)).toContainText("Background");
});

for (const theme of ["light", "dark"] as const) {
  test(`${theme} theme: no accessibility violations while an alarm rings`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await seedAlarm(page, "Accessible", 2_000);
    await open(page);
    await expect(ringing(page)).toBeVisible({ timeout: 8_000 });
    await expectAccessible(page);
  });
}
