/**
 * "Nothing silent": where the browser blocks sound until the visitor interacts (Chrome's usual
 * autoplay policy), a timer restored after a reload cannot ring yet, and the page says so beside
 * the timer, with a one-click sound test. Headless Chromium never blocks sound (every page counts
 * as activated), so the policy is emulated: an AudioContext stays suspended until a trusted
 * pointerdown or keydown has happened on the page.
 */
import { expect, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const contexts: AudioContext[] = [];
    (window as unknown as { __audioRunning: () => boolean }).__audioRunning = () =>
      contexts.length > 0 && contexts.every((context) => context.state === "running");
    let gesture = false;
    for (const type of ["pointerdown", "keydown"]) {
      window.addEventListener(type, (event) => event.isTrusted && (gesture = true), true);
    }
    const Real = window.AudioContext;
    class PolicyAudioContext extends Real {
      blocked: boolean;
      constructor(options?: AudioContextOptions) {
        super(options);
        this.blocked = !gesture;
        if (this.blocked) void super.suspend();
        contexts.push(this);
      }
      override get state(): AudioContextState {
        return this.blocked ? "suspended" : super.state;
      }
      override resume(): Promise<void> {
        if (!gesture) return Promise.resolve();
        this.blocked = false;
        return super.resume().then(() => void this.dispatchEvent(new Event("statechange")));
      }
    }
    window.AudioContext = PolicyAudioContext;
  });
});

test("a timer restored without a click says it cannot ring yet; Test sound fixes it", async ({ page }) => {
  await page.goto("/timer/2-minute-timer");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  // Started by a click: sound is unlocked (the page's audio runs), nothing to say about it.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __audioRunning: () => boolean }).__audioRunning()))
    .toBe(true);
  await expect(page.getByText(/blocking sound/)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  const notice = page.getByTestId("sound-notice");
  await expect(notice).toContainText("blocking sound");
  await notice.getByRole("button", { name: "Test sound" }).click();
  await expect(page.getByText(/blocking sound/)).toHaveCount(0);
});

test("a denied notification permission is said beside a running timer", async ({ page }) => {
  await page.goto("/timer");
  await waitForHydration(page);
  await page.evaluate(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByTestId("sound-notice")).toContainText("Notifications are blocked");
});
