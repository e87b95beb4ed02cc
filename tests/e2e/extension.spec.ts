/**
 * The Chrome extension (docs/product.md, Downloads), loaded unpacked from the build
 * (<buildDir>/extension, written by scripts/build-downloads.mjs) into Chromium's new headless mode.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Locator, type Page, type Worker } from "@playwright/test";
import { chromeArgs, chromePath } from "./chrome";
import { expect, pageTimePasses, test } from "./fixtures";

const extensionDir = path.resolve(process.env.BUILD_DIR ?? "build", "extension");

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let profile: string;
/** Uncaught errors of every popup page: a malformed stored value must never end in one. */
const popupErrors: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  profile = await mkdtemp(path.join(os.tmpdir(), "tickwise-extension-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: [...chromeArgs, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  extensionId = new URL(worker.url()).host;
});

test.afterAll(async () => {
  await context?.close();
  await rm(profile, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(popupErrors).toEqual([]);
});

/** The popup stopwatch's reading ("00:00:01.234") in ms. */
async function elapsedMs(display: Locator): Promise<number> {
  const [, h, m, s, ms] = /(\d\d):(\d\d):(\d\d)\.(\d{3})/.exec((await display.textContent()) ?? "") ?? [];
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

async function openPopup(): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => popupErrors.push(error.message));
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(page.getByRole("heading", { level: 1, name: "Tickwise" })).toBeVisible();
  return page;
}

test("the service worker is the extension's background.js", async () => {
  expect(extensionId).toMatch(/^[a-p]{32}$/);
  expect(worker.url()).toBe(`chrome-extension://${extensionId}/background.js`);
});

test("the popup runs a timer from a preset: start, pause, reset, with a chrome.alarms deadline", async () => {
  const page = await openPopup();
  const display = page.getByRole("timer", { name: "Time left" });
  await page.getByRole("button", { name: "1 min", exact: true }).click();
  await expect(display).toHaveText("00:01:00");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Running");
  await expect(display).toHaveText(/00:00:5\d/);
  // The end of the run is a chrome.alarms alarm, so it rings with the popup closed.
  const alarm = await page.evaluate(() => chrome.alarms.get("tickwise-timer"));
  expect(alarm?.scheduledTime).toBeGreaterThan(Date.now());
  expect(alarm!.scheduledTime).toBeLessThanOrEqual(Date.now() + 60_000);

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  const paused = await display.textContent();
  // Over a second of the popup's own time would have ticked a running display.
  await pageTimePasses(page, 1_200);
  await expect(display).toHaveText(paused!);
  expect(await page.evaluate(() => chrome.alarms.get("tickwise-timer"))).toBeFalsy();

  // The state survives closing the popup.
  await page.close();
  const again = await openPopup();
  await expect(again.getByRole("timer", { name: "Time left" })).toHaveText(paused!);
  await again.getByRole("button", { name: "Reset" }).click();
  await expect(again.getByRole("timer", { name: "Time left" })).toHaveText("00:00:00");
  await again.close();
});

test("the popup's stopwatch runs and records laps", async () => {
  const page = await openPopup();
  await page.getByRole("tab", { name: "Stopwatch" }).click();
  const display = page.getByRole("timer", { name: "Elapsed time" });
  await expect(display).toHaveText("00:00:00.000");
  await page.getByRole("button", { name: "Start" }).click();
  await expect.poll(() => elapsedMs(display), { intervals: [50] }).toBeGreaterThanOrEqual(300);
  await page.getByRole("button", { name: "Lap" }).click();
  await expect.poll(() => elapsedMs(display), { intervals: [50] }).toBeGreaterThanOrEqual(500);
  await page.getByRole("button", { name: "Lap" }).click();
  const laps = page.getByRole("list", { name: "Laps" }).getByRole("listitem");
  await expect(laps).toHaveCount(2);
  await expect(laps.first()).toContainText("Lap 2");
  await expect(laps.last()).toContainText(/Lap 1\s*00:00:00\.[1-9]\d\d/);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lap" })).toBeDisabled();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(display).toHaveText("00:00:00.000");
  await expect(laps).toHaveCount(0);
  await page.close();
});

test("while the stopwatch runs the popup rewrites only its reading, at most 20 times a second, and nothing once paused", async () => {
  const page = await openPopup();
  await page.getByRole("tab", { name: "Stopwatch" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  // The ids of the nearest elements with one that the DOM changes of 600 ms touch, one entry a change.
  const changes = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const touched: string[] = [];
          const observer = new MutationObserver((records) => {
            for (const { target } of records) {
              const element = target instanceof Element ? target : target.parentElement;
              touched.push(element?.closest("[id]")?.id ?? "(none)");
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(touched);
          }, 600);
        }),
    );
  // A storage update for another panel arrives meanwhile (a timer rang: the alarm panel reads the
  // log but shows only alarms), as the popup's first read of storage may: it must touch nothing.
  const running = (
    await Promise.all([
      changes(),
      page.evaluate(() => chrome.storage.local.set({ rang: [{ kind: "timer", at: Date.now() }] })),
    ])
  )[0];
  expect(running).toContain("stopwatch-ms");
  expect(running.filter((id) => id !== "stopwatch-ms" && id !== "stopwatch-hms")).toEqual([]);
  expect(running.filter((id) => id === "stopwatch-ms").length).toBeLessThanOrEqual(14);
  // The log is shared with the next tests, which expect only their own rings in it.
  await page.evaluate(() => chrome.storage.local.remove("rang"));

  await page.getByRole("button", { name: "Pause" }).click();
  // The pause's own render (Resume, Lap disabled) is over before the quiet is measured.
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lap" })).toBeDisabled();
  expect(await changes()).toEqual([]);
  await page.getByRole("button", { name: "Reset" }).click();
  await page.close();
});

test("the world clock shows 6 zones", async () => {
  const page = await openPopup();
  await page.getByRole("tab", { name: "World Clock" }).click();
  const clocks = page.locator("#clock-list li");
  await expect(clocks).toHaveCount(6);
  await expect(clocks.first()).toContainText("New York");
  await expect(clocks.first().locator("time")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await page.close();
});

test("an alarm set 2 s ahead rings through chrome.alarms and a notification with the popup closed", async () => {
  const page = await openPopup();
  await page.getByRole("tab", { name: "Alarm" }).click();
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 2500);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`;
  });
  await page.getByLabel("Alarm time").fill(at);
  await page.getByRole("button", { name: "Set Alarm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alarm set for" })).toBeVisible();
  expect(await page.evaluate(() => chrome.alarms.get("tickwise-alarm"))).toBeTruthy();
  await page.close();

  // With no popup open, the service worker answers the alarm.
  await expect
    .poll(async () => worker.evaluate(() => chrome.storage.local.get("rang").then((v) => v.rang ?? [])), {
      timeout: 15_000,
    })
    .toEqual([expect.objectContaining({ kind: "alarm" })]);
  const notifications = await worker.evaluate(() => chrome.notifications.getAll());
  expect(Object.keys(notifications).some((id) => id.startsWith("tickwise-alarm-"))).toBe(true);

  const reopened = await openPopup();
  await reopened.getByRole("tab", { name: "Alarm" }).click();
  await expect(reopened.getByText(/^Alarm! Time's up!/)).toBeVisible();
  await expect(reopened.getByRole("button", { name: "Set Alarm" })).toBeEnabled();
  await reopened.close();
});

test("malformed storage opens as defaults in the popup, and the worker still rings", async () => {
  await worker.evaluate(() =>
    chrome.storage.local.set({ timer: "{", stopwatch: { accumulatedMs: "x" }, alarm: { at: "07:00" }, rang: "rang" }),
  );
  const page = await openPopup();
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText("00:05:00");
  await page.getByRole("tab", { name: "Stopwatch" }).click();
  await expect(page.getByRole("timer", { name: "Elapsed time" })).toHaveText("00:00:00.000");
  await page.getByRole("tab", { name: "Alarm" }).click();
  await expect(page.getByText("No alarm set.")).toBeVisible();

  await worker.evaluate(() => chrome.alarms.create("tickwise-timer", { when: Date.now() }));
  await expect
    .poll(async () => worker.evaluate(() => chrome.storage.local.get("rang").then((v) => v.rang)), {
      timeout: 15_000,
    })
    .toEqual([expect.objectContaining({ kind: "timer" })]);
  await expect(page.getByText("No alarm set.")).toBeVisible();
  await page.close();
});
