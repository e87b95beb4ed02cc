/** The countdown timer (issue 3): routes, editing, controls, completion on time, persistence, extras. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, pageTimePasses, scrollToHydrated, test, waitForHydration } from "./fixtures";

const COMPLETION_MARK = "tickwise:timer-complete";

const display = (page: Page) => page.getByTestId("time-display");
const status = (page: Page) => page.locator("#timer-status");
const startButton = (page: Page) => page.getByRole("button", { name: /^(Start|Resume)$/ });
const pauseButton = (page: Page) => page.getByRole("button", { name: "Pause", exact: true });
const emailCard = (page: Page) => page.getByRole("region", { name: "Email reminder" });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Types a time into the display the way a visitor does: click, type, Enter. */
async function typeTime(page: Page, text: string) {
  await display(page).click();
  const input = page.getByTestId("time-input");
  await expect(input).toBeFocused();
  await input.fill(text);
  await input.press("Enter");
}

/** The page's record of its last completion: { deadline, at } in epoch ms. */
async function completion(page: Page): Promise<{ deadline: number; at: number } | null> {
  return page.evaluate((name) => {
    const marks = performance.getEntriesByName(name) as PerformanceMark[];
    const last = marks[marks.length - 1];
    return last ? (last.detail as { deadline: number; at: number }) : null;
  }, COMPLETION_MARK);
}

test.describe("routes", () => {
  const cases: [string, string][] = [
    ["/", "00:05:00"],
    ["/timer", "00:05:00"],
    ["/timer/10-second-timer", "00:00:10"],
    ["/timer/study-timer", "00:25:00"],
    ["/timer/countdown-timer", "00:05:00"],
    ["/timer/90-minute-timer", "01:30:00"],
    ["/timer/1-hour-timer", "01:00:00"],
    ["/timer/45-second-timer", "00:00:45"],
  ];
  for (const [path, time] of cases) {
    test(`${path} shows ${time}, server-rendered`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${time}<`);
      await open(page, path);
      await expect(display(page)).toHaveText(time);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("an unknown preset is the 404 page", async ({ page }) => {
    const response = await page.goto("/timer/11-minute-timer");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });

  test("each preset page has its own title, description, canonical and JSON-LD", async ({ request }) => {
    const html = await (await request.get("/timer/study-timer")).text();
    expect(html).toMatch(/<title>[^<]*Study[^<]*<\/title>/i);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/timer\/study-timer"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: unknown[] },
    );
    const types = blocks.map((b) => b["@type"]);
    expect(types).toContain("FAQPage");
    expect(types).toContain("BreadcrumbList");
    const faq = blocks.find((b) => b["@type"] === "FAQPage")!;
    expect(faq.mainEntity!.length).toBeGreaterThanOrEqual(4);
    // The words are in the HTML, not added by script: presets, how-to, FAQ, articles, share.
    for (const text of ["Popular presets", "How to use", "Frequently asked questions", "Related articles", "Share"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/blog/25-minute-pomodoro-timer-focus-work"');
    const other = await (await request.get("/timer/10-second-timer")).text();
    expect(other.match(/<title>([^<]*)</)![1]).not.toBe(html.match(/<title>([^<]*)</)![1]);
  });

  test("the page is in Spanish under /es", async ({ page }) => {
    // The page's language is the one its address names.
    await open(page, "/es/timer/5-minute-timer");
    await expect(page.getByRole("button", { name: "Iniciar", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preajustes populares" })).toBeVisible();
  });
});

test.describe("completion", () => {
  test("a 3 second timer completes on time: title and live region say Time's up", async ({ page }) => {
    await open(page, "/timer");
    await typeTime(page, "3");
    await expect(display(page)).toHaveText("00:00:03");
    const before = await page.evaluate(() => Date.now());
    await startButton(page).click();
    const after = await page.evaluate(() => Date.now());
    await expect(page).toHaveTitle(/^00:0[0-3] - Timer$/);
    await expect(page).toHaveTitle("Time's up! - Timer", { timeout: 6_000 });
    await expect(status(page)).toContainText("Time's up!");
    await expect(page.getByTestId("times-up")).toHaveText("Time's up!");
    await expect(display(page)).toHaveText("00:00:00");
    const done = await completion(page);
    expect(done).not.toBeNull();
    expect(Math.abs(done!.at - done!.deadline)).toBeLessThan(250);
    // The click happened between `before` and `after`, however slow the machine made it.
    expect(done!.at).toBeGreaterThanOrEqual(before + 3000 - 50);
    expect(done!.at).toBeLessThanOrEqual(after + 3000 + 250);
    // The progress bar is full and the start button is back.
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(startButton(page)).toBeVisible();
  });

  test("a 10 second timer whose JavaScript is paused for 5 s still completes at 10 s", async ({ page }) => {
    await open(page, "/timer");
    await typeTime(page, "10");
    await startButton(page).click();
    const started = Date.now();
    // Freeze it once a second has run (the display rounds up: 00:00:09 is 9 s left or less).
    await expect(display(page)).toHaveText("00:00:09");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.pause");
    // The one deliberate sleep: the page is frozen, so it can give no signal; 5 s of real time
    // passing without it is what this test is about.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await cdp.send("Debugger.resume");
    await cdp.send("Debugger.disable");
    // Right after the freeze the display is right at once (about 4 s left), not 5 s behind.
    const shown = await display(page).textContent();
    expect(["00:00:03", "00:00:04", "00:00:05"]).toContain(shown);
    await expect(page).toHaveTitle("Time's up! - Timer", { timeout: 8_000 });
    const done = await completion(page);
    expect(done).not.toBeNull();
    expect(Math.abs(done!.at - done!.deadline)).toBeLessThan(1_000);
    expect(Math.abs(done!.at - started - 10_000)).toBeLessThan(1_000);
  });

  test("a timer that ended while the page was closed says so", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const deadline = Date.now() - 60_000;
      localStorage.setItem(
        "tickwise-timer",
        JSON.stringify({ v: 1, status: "running", initialSeconds: 300, remainingMs: 300_000, deadline }),
      );
    });
    await open(page, "/timer");
    await expect(page.getByTestId("times-up")).toHaveText("Your timer finished while this page was closed.");
    await expect(page).toHaveTitle("Time's up! - Timer");
    await expect(display(page)).toHaveText("00:00:00");
  });
});

test.describe("controls", () => {
  test("quick add adds time when idle and is hidden while running", async ({ page }) => {
    await open(page, "/timer/1-minute-timer");
    const quick = page.getByRole("group", { name: "Add time" });
    await quick.getByRole("button", { name: /30s/ }).click();
    await expect(display(page)).toHaveText("00:01:30");
    await quick.getByRole("button", { name: /1m/ }).click();
    await expect(display(page)).toHaveText("00:02:30");
    await quick.getByRole("button", { name: /5m/ }).click();
    await expect(display(page)).toHaveText("00:07:30");
    await startButton(page).click();
    await expect(quick).toHaveCount(0);
    await pauseButton(page).click();
    await expect(quick).toBeVisible();
  });

  test("editing: Escape cancels, invalid keeps the previous time, 1:30 is 00:01:30", async ({ page }) => {
    await open(page, "/timer");
    await display(page).click();
    const input = page.getByTestId("time-input");
    await input.fill("123");
    await input.press("Escape");
    await expect(display(page)).toHaveText("00:05:00");
    await expect(display(page)).toBeFocused();

    await typeTime(page, "::");
    await expect(display(page)).toHaveText("00:05:00");

    await typeTime(page, "1:30");
    await expect(display(page)).toHaveText("00:01:30");

    await typeTime(page, "1:02:03");
    await expect(display(page)).toHaveText("01:02:03");

    await typeTime(page, "1:2:3:4");
    await expect(display(page)).toHaveText("00:00:00");

    // Only digits and colons can be typed; leaving the field commits.
    await display(page).click();
    await input.pressSequentially("4a5:x0");
    await expect(input).toHaveValue("45:0");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(display(page)).toHaveText("00:45:00");

    // While running the time is not editable.
    await startButton(page).click();
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Edit time/ })).toHaveCount(0);
  });

  test("pause keeps the remaining time and resume continues from it; reset is 00:00:00", async ({ page }) => {
    await open(page, "/timer/10-minute-timer");
    await startButton(page).click();
    await expect(display(page)).toHaveText("00:09:58", { timeout: 4_000 });
    await pauseButton(page).click();
    const paused = await display(page).textContent();
    // Two seconds of the page's own time would have ticked the display twice.
    await pageTimePasses(page, 2_000);
    await expect(display(page)).toHaveText(paused!);
    await expect(page).toHaveTitle(`${paused!.slice(3)} - Timer`);
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(pauseButton(page)).toBeVisible();
    await expect(display(page)).not.toHaveText(paused!, { timeout: 2_500 });
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(display(page)).toHaveText("00:00:00");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(status(page)).toContainText("Timer reset");
  });

  test("a reload keeps a running timer running with the right time", async ({ page }) => {
    await open(page, "/timer/2-minute-timer");
    await startButton(page).click();
    // Reload once at least two seconds have run (the display rounds up).
    await expect(display(page)).toHaveText("00:01:58", { timeout: 5_000 });
    await page.reload();
    await waitForHydration(page);
    await expect(pauseButton(page)).toBeVisible();
    const expected = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("tickwise-timer")!) as { deadline: number };
      return Math.ceil((stored.deadline - Date.now()) / 1000);
    });
    expect(expected).toBeGreaterThan(114);
    expect(expected).toBeLessThanOrEqual(118);
    const shown = (await display(page).textContent())!;
    const [, m, s] = shown.split(":").map(Number);
    expect(Math.abs(m! * 60 + s! - expected)).toBeLessThanOrEqual(1);
    // Paused survives too.
    await pauseButton(page).click();
    const paused = await display(page).textContent();
    await page.reload();
    await waitForHydration(page);
    await expect(display(page)).toHaveText(paused!);
    await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  });

  test("Space starts and pauses, R resets; ignored while typing", async ({ page }) => {
    await open(page, "/timer/30-second-timer");
    await page.keyboard.press("Space");
    await expect(pauseButton(page)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
    await page.keyboard.press("r");
    await expect(display(page)).toHaveText("00:00:00");

    await scrollToHydrated(emailCard(page));
    await page.getByLabel("Email address").fill("r r");
    await page.getByLabel("Email address").press("r");
    await page.getByLabel("Email address").press("Space");
    await expect(display(page)).toHaveText("00:00:00");
    await expect(startButton(page)).toBeVisible();
  });

  test("the goal banner shows and loads the goal's duration", async ({ page }) => {
    await open(page, "/timer?goalId=7&goalTitle=Write%20the%20report&duration=1500");
    const banner = page.getByTestId("goal-banner");
    await expect(banner).toContainText("Working on Goal");
    await expect(banner).toContainText("Write the report");
    await expect(banner).toContainText("25 minutes");
    await expect(display(page)).toHaveText("00:25:00");

    await open(page, "/timer?goalTitle=Write&duration=1500");
    await expect(page.getByTestId("goal-banner")).toHaveCount(0);
    await expect(display(page)).toHaveText("00:05:00");
  });

  test("a preset with its own page navigates to it; others load on /timer", async ({ page }) => {
    await open(page, "/timer");
    const presets = page.getByRole("region", { name: "Popular presets" });
    await presets.getByRole("link", { name: /^1 min/ }).click();
    await expect(page).toHaveURL(/\/timer\/1-minute-timer$/);
    await expect(display(page)).toHaveText("00:01:00");
    await presets.getByRole("link", { name: /^5 min/ }).click();
    await expect(page).toHaveURL(/\/timer\/countdown-timer$/);
    await expect(display(page)).toHaveText("00:05:00");
    // A preset without a page of its own is a button: it works once the new page's island runs.
    await waitForHydration(page);
    await presets.getByRole("button", { name: /^45 sec/ }).click();
    await expect(page).toHaveURL(/\/timer$/);
    await expect(display(page)).toHaveText("00:00:45");
    // Related timers leave out the current one.
    await open(page, "/timer/3-minute-timer");
    const related = page.getByRole("region", { name: "Related timers" }).getByRole("link");
    await expect(related).toHaveCount(5);
    await expect(page.locator('a[href="/timer/3-minute-timer"]').filter({ hasText: "3 Minute Timer" })).toHaveCount(0);
  });
});

test.describe("privacy", () => {
  test("using the timer sends nothing: no request to another site, no beacon, no POST", async ({ page }) => {
    const requests: { method: string; type: string; url: string }[] = [];
    page.on("request", (r) => requests.push({ method: r.method(), type: r.resourceType(), url: r.url() }));
    await open(page, "/timer/1-minute-timer");
    await startButton(page).click();
    await pauseButton(page).click();
    await page.getByRole("button", { name: "Reset" }).click();
    await page
      .getByRole("region", { name: "Popular presets" })
      .getByRole("button", { name: /^45 sec/ })
      .click();
    await expect(display(page)).toHaveText("00:00:45");
    // Time for anything sent after the last click (a beacon, a delayed report) to go out.
    await pageTimePasses(page, 500);
    // Only this site (and the worker-timers blob: worker) is ever asked for anything, and only
    // to read: the timer reports its use to no one (there is no analytics, decision 030).
    const origin = new URL(page.url()).origin;
    const elsewhere = requests.filter(({ url }) => !url.startsWith(origin) && !url.startsWith(`blob:${origin}/`));
    expect(elsewhere).toEqual([]);
    expect(requests.filter(({ method, type }) => method !== "GET" || type === "ping")).toEqual([]);
  });
});

test.describe("sharing and email", () => {
  test("share links carry the URL and title; copy link shows the toast", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await open(page, "/timer/5-minute-timer");
    const share = page.getByRole("region", { name: "Share" });
    for (const name of ["Facebook", "WhatsApp", "Telegram", "LinkedIn", "X"]) {
      const link = share.getByRole("link", { name: new RegExp(`Share on ${name}\\b`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(`${baseURL}/timer/5-minute-timer`);
    }
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("URL copied to clipboard!", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/timer/5-minute-timer`);
  });

  test("email card: save is disabled while empty, saving shows the toast", async ({ page }) => {
    await page.route("**/api/email/test", (route) => route.fulfill({ json: { connected: true } }));
    await open(page, "/timer");
    await scrollToHydrated(emailCard(page));
    const save = page.getByRole("button", { name: "Save Settings" });
    await expect(save).toBeDisabled();
    await expect(page.getByText(/mail server credentials/)).toBeVisible();
    await page.getByLabel("Email address").fill("me@example.com");
    await page.getByLabel("Custom message (optional)").fill("Tea is ready");
    await save.click();
    await expect(page.getByText("Email Settings Saved", { exact: true })).toBeVisible();
    await expect(page.getByText("Your email reminder preferences have been saved", { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("timer-app-settings")!));
    expect(stored).toMatchObject({ emailAddress: "me@example.com", customMessage: "Tea is ready" });
  });

  test("a reminder is scheduled at start and cancelled on pause", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem("timer-app-settings", JSON.stringify({ emailAddress: "me@example.com" })),
    );
    await page.route("**/api/email/test", (route) => route.fulfill({ json: { connected: true } }));
    const scheduled: Record<string, unknown>[] = [];
    const cancelled: string[] = [];
    await page.route("**/api/email/reminder", (route) => {
      scheduled.push(route.request().postDataJSON() as Record<string, unknown>);
      return route.fulfill({ status: 201, json: { id: "r-1" } });
    });
    await page.route("**/api/email/reminder/*", (route) => {
      cancelled.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 204 });
    });
    await open(page, "/timer/15-minute-timer");
    const before = Date.now();
    await startButton(page).click();
    await expect.poll(() => scheduled.length).toBe(1);
    const body = scheduled[0]!;
    expect(body).toMatchObject({ email: "me@example.com", type: "timer", duration: 900, language: "en" });
    expect(Math.abs(Date.parse(body.sendAt as string) - (before + 900_000))).toBeLessThan(2_000);
    await pauseButton(page).click();
    await expect.poll(() => cancelled).toEqual(["DELETE /api/email/reminder/r-1"]);
  });

  test("on a phone, the email card's code loads once the visitor scrolls near it", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/email-card-[^/]+\.js$/.test(request.url())) requested.push(request.url());
    });
    await open(page, "/timer");
    await pageTimePasses(page, 500);
    expect(requested).toEqual([]);
    await scrollToHydrated(emailCard(page));
    expect(requested).toHaveLength(1);
    await page.getByLabel("Email address").fill("me@example.com");
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeEnabled();
  });

  test.describe("without mail credentials", () => {
    test.use({ allowedErrors: [/status of 503/] });

    test("the email card says email is not available", async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem("timer-app-settings", JSON.stringify({ emailAddress: "me@example.com" })),
      );
      await page.route("**/api/email/**", (route) =>
        route.fulfill({ status: 503, json: { error: "Email is not configured on this server" } }),
      );
      await open(page, "/timer");
      await scrollToHydrated(emailCard(page));
      await expect(page.getByTestId("email-unavailable")).toBeVisible();
    });
  });
});

test.describe("accessibility", () => {
  test("running, editing and finished states have no axe violations", async ({ page }) => {
    await open(page, "/timer");
    await display(page).click();
    await expect(page.getByTestId("time-input")).toBeFocused();
    await expectAccessible(page);
    await page.getByTestId("time-input").fill("2");
    await page.getByTestId("time-input").press("Enter");
    await startButton(page).click();
    await expectAccessible(page);
    await expect(page).toHaveTitle("Time's up! - Timer", { timeout: 5_000 });
    await expectAccessible(page);
  });

  test("milestones are announced, not every second", async ({ page }) => {
    await open(page, "/timer");
    await typeTime(page, "12");
    await startButton(page).click();
    await expect(status(page)).toContainText("Timer started");
    await expect(status(page)).toContainText("10 seconds left", { timeout: 4_000 });
    // Two seconds later (the display says 8) nothing new was announced: no "9 seconds left".
    await expect(display(page)).toHaveText("00:00:08", { timeout: 4_000 });
    await expect(status(page)).toContainText("10 seconds left");
  });
});

test.describe("voice commands and full screen", () => {
  test.beforeEach(async ({ page }) => {
    // A scripted recogniser: each start() hears the next phrase of window.__phrases.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__phrases = [] as string[];
      w.__spoken = [] as { text: string; lang: string; rate: number }[];
      class FakeRecognition {
        lang = "";
        continuous = false;
        interimResults = true;
        maxAlternatives = 1;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        stopped = false;
        start() {
          (w.__recognitionLang as string | undefined) ??= this.lang;
          const timer = setInterval(() => {
            if (this.stopped) return clearInterval(timer);
            const phrase = (w.__phrases as string[]).shift();
            if (phrase) this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: phrase } }] });
          }, 50);
        }
        stop() {
          this.stopped = true;
          setTimeout(() => this.onend?.(), 0);
        }
        abort() {
          this.stop();
        }
      }
      w.SpeechRecognition = FakeRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
      speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        (w.__spoken as unknown[]).push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
      };
    });
  });

  const say = (page: Page, phrase: string) =>
    page.evaluate((p) => ((window as unknown as { __phrases: string[] }).__phrases.push(p), undefined), phrase);
  const spoken = (page: Page) =>
    page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text));

  test("voice commands set, start, pause and reset the timer, with spoken answers", async ({ page }) => {
    await open(page, "/timer");
    await page.getByRole("button", { name: "Turn on voice commands" }).click();
    await expect(page.getByRole("button", { name: "Turn off voice commands" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang)).toBe(
      "en-US",
    );

    await say(page, "start a 10 minute timer");
    await expect(pauseButton(page)).toBeVisible();
    await expect(display(page)).toHaveText(/^00:(10:00|09:5\d)$/);
    await say(page, "pause");
    await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
    await say(page, "reset timer");
    await expect(display(page)).toHaveText("00:00:00");
    await say(page, "make me a sandwich");
    await expect
      .poll(() => spoken(page))
      .toEqual(["Starting 10 minute timer", "Timer paused", "Timer reset", "Sorry, I didn't understand that command"]);
    const rates = await page.evaluate(() =>
      (window as unknown as { __spoken: { rate: number }[] }).__spoken.map((s) => s.rate),
    );
    for (const rate of rates) expect(rate).toBeCloseTo(0.8, 5); // a float32 in the browser

    await page.getByRole("button", { name: "Turn off voice commands" }).click();
    await expect(page.getByRole("button", { name: "Turn on voice commands" })).toBeVisible();
  });

  test("F toggles full screen on the timer card", async ({ page }) => {
    await open(page, "/timer");
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? "")).toContain("timer-card");
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  });
});
