/** The shell every page shares: header, navigation, footer, not-found page, legal pages, settings panel, language. */
import { legal } from "../../content/legal-text";
import { storageKeys } from "../../core/settings";
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const year = new Date().getFullYear();

/** The defaults for `timer-app-settings` (docs/product.md, Settings and display). */
const defaultSettings = {
  font: "Roboto Mono",
  bgColor: "#E3F2FF",
  fontColor: "#000000",
  sound: "beep",
  confettiEnabled: true,
  emailAddress: "",
  customMessage: "",
  hourCycle: "auto",
};

test.describe("header and navigation", () => {
  test("the logo links to the timer", async ({ page }) => {
    await page.goto("/terms");
    const logo = page.getByRole("banner").getByRole("link", { name: "Tickwise home" });
    await expect(logo).toBeVisible();
    await expect(logo).toContainText("Tickwise");
    await expect(logo).toHaveAttribute("href", "/timer");
  });

  test("the tools are listed in order, with the settings link", async ({ page }) => {
    await page.goto("/terms");
    const nav = page.getByRole("navigation", { name: "Main" });
    const tools = nav.getByRole("list").getByRole("link");
    await expect(tools).toHaveText(["Timer", "Stopwatch", "Pomodoro", "Time", "Alarm", "Goals"]);
    const hrefs = await tools.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/timer", "/stopwatch", "/pomodoro", "/time", "/alarm", "/goals"]);
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  test.describe("on a 390 px wide screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu button toggles the menu and a selection closes it", async ({ page }) => {
      await page.goto("/terms");
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const timer = nav.getByRole("link", { name: "Timer", exact: true });
      await expect(timer).toBeHidden();

      // A disclosure (decision 041): it opens and closes without JavaScript.
      const menu = nav.locator("details");
      const toggle = menu.locator("summary");
      await expect(toggle).toHaveAccessibleName("Open menu");
      await toggle.click();
      await expect(menu).toHaveAttribute("open", "");
      await expect(toggle).toHaveAccessibleName("Close menu");
      await expect(nav.getByRole("list").getByRole("link")).toHaveText([
        "Timer",
        "Stopwatch",
        "Pomodoro",
        "Time",
        "Alarm",
        "Goals",
      ]);

      await toggle.click();
      await expect(timer).toBeHidden();
      await expect(menu).not.toHaveAttribute("open");

      await toggle.click();
      await timer.click();
      await expect(page).toHaveURL(/\/timer$/);
      await expect(timer).toBeHidden();
      await expect(menu).not.toHaveAttribute("open");
    });
  });
});

test("the footer lists the other tools, and each family highlights its header entry", async ({ page }) => {
  await page.goto("/download");
  const more = page.getByRole("contentinfo").getByRole("navigation", { name: "More tools" });
  const links = more.getByRole("link");
  await expect(links).toHaveText([
    "Multiple timers",
    "Interval timer",
    "Time converter",
    "Meeting planner",
    "Countdown",
  ]);
  await links.filter({ hasText: "Time converter" }).click();
  await expect(page).toHaveURL(/\/time-converter$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  // The converter belongs with the world clock: highlighted, but not the current page.
  await expect(nav.getByRole("link", { name: "Time", exact: true })).toHaveAttribute("data-active", "true");
  await expect(nav.getByRole("link", { name: "Time", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Timer", exact: true })).not.toHaveAttribute("data-active", "true");
});

test.describe("on a phone, parts far below the fold (decision 072)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** Whether the browser renders `locator`'s element: false while a `content-visibility: auto` ancestor skips it. */
  const rendered = (locator: Locator) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  test("are skipped until scrolled near, then shown and working", async ({ page }) => {
    await page.goto("/stopwatch");
    await waitForHydration(page);
    const uses = page.getByRole("region", { name: "Stopwatch uses" });
    const toolLinks = page.getByRole("contentinfo").getByRole("navigation", { name: "More tools" });
    expect(await rendered(uses.getByRole("link").first())).toBe(false);
    expect(await rendered(toolLinks.getByRole("link").first())).toBe(false);
    // In the accessibility tree all along, as for a reader or a search in the page.
    await expect(toolLinks.getByRole("link")).toHaveCount(5);

    await toolLinks.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(toolLinks.getByRole("link").first())).toBe(true);
    await expect(toolLinks.getByRole("link", { name: "Countdown" })).toBeVisible();
    await uses.getByRole("link").first().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(uses.getByRole("link").first())).toBe(true);
    await uses.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stopwatch\/[\w-]+$/);
  });

  test("the holidays' country index is skipped until scrolled near", async ({ page }) => {
    await page.goto("/holidays");
    const index = page.getByRole("region", { name: "Holidays by country" });
    expect(await rendered(index.getByRole("link").first())).toBe(false);
    await index.getByRole("link").last().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(index.getByRole("link").last())).toBe(true);
    await expect(index.getByRole("link").last()).toBeInViewport();
  });
});

test("the footer links to the blog, holidays, terms and privacy, with this year's notice", async ({ page }) => {
  await page.goto("/download");
  const footer = page.getByRole("contentinfo");
  const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  await expect(links).toHaveText(["Blog", "Holidays", "Terms & Conditions", "Privacy Policy"]);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/blog", "/holidays", "/terms", "/privacy"]);
  await expect(footer.getByText(`© ${year} Tickwise. All rights reserved.`)).toBeVisible();
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page).toHaveTitle("404 Page Not Found");
});

for (const which of ["terms", "privacy"] as const) {
  test(`/${which} shows its title and section headings`, async ({ page }) => {
    const doc = legal.get("en")[which];
    const response = await page.goto(`/${which}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      doc.sections.map((s) => s.heading),
    );
    await expect(page).toHaveTitle(`${doc.title} | Tickwise`);
  });
}

test.describe("display settings panel", () => {
  test("toggles dark and light mode, and the choice survives a reload", async ({ page }) => {
    await page.goto("/download");
    await waitForHydration(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Display settings" }).click();
    const panel = page.getByRole("dialog", { name: "Display settings" });
    await panel.getByRole("button", { name: "Dark Mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(panel.getByRole("button", { name: "Light Mode" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("tickwise-theme"))).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Display settings" }).click();
    await panel.getByRole("button", { name: "Light Mode" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(panel.getByRole("button", { name: "Dark Mode" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test.describe("with every script bundle blocked", () => {
    // Blocking the bundles on purpose makes Chrome log the failed loads.
    test.use({ allowedErrors: /net::ERR_FAILED|Failed to fetch dynamically imported module/ });

    test("the stored dark theme is applied before any bundle runs (no flash)", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("tickwise-theme", "dark"));
      const blocked: string[] = [];
      await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.goto("/download");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      // The bundles are requested after the first paint (deferPageScripts): wait for the request.
      await expect.poll(() => blocked.length, { message: "the page requested its script bundles" }).toBeGreaterThan(0);
      // Nothing but the inline head script ran: React never hydrated the page.
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    });
  });

  test("clicking outside closes the panel", async ({ page }) => {
    await page.goto("/download");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Display settings" }).click();
    const panel = page.getByRole("dialog", { name: "Display settings" });
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();
  });

  test("font, background colour and alarm sound are stored with the product's defaults", async ({ page }) => {
    await page.goto("/download");
    await waitForHydration(page);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("timer-app-settings") ?? "null"));
    expect(await stored()).toBeNull();

    await page.getByRole("button", { name: "Display settings" }).click();
    const panel = page.getByRole("dialog", { name: "Display settings" });

    const font = panel.getByLabel("Font");
    await expect(font).toHaveValue("Roboto Mono");
    await expect(font.getByRole("option")).toHaveText([
      "SF Pro Display",
      "Roboto Mono",
      "JetBrains Mono",
      "Fira Code",
      "Source Code Pro",
      "IBM Plex Mono",
    ]);
    await font.selectOption("Fira Code");
    await expect.poll(stored).toEqual({ ...defaultSettings, font: "Fira Code" });

    const background = panel.getByLabel("Background Color");
    await expect(background).toHaveValue("#e3f2ff");
    await background.fill("#ffeedd");
    await expect.poll(stored).toEqual({ ...defaultSettings, font: "Fira Code", bgColor: "#FFEEDD" });
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(255, 238, 221)");
    await panel.getByRole("button", { name: "Reset" }).click();
    await expect.poll(stored).toEqual({ ...defaultSettings, font: "Fira Code" });
    await expect(background).toHaveValue("#e3f2ff");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(227, 242, 255)");

    const sound = panel.getByLabel("Alarm Sound");
    await expect(sound).toHaveValue("beep");
    await expect(sound.getByRole("option")).toHaveCount(16);
    await expect(sound.getByRole("option").first()).toHaveText("Classic Beep");
    await sound.selectOption({ label: "Soft Chime" });
    await expect.poll(stored).toEqual({ ...defaultSettings, font: "Fira Code", sound: "chime" });

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Display settings" }).click();
    await expect(panel.getByLabel("Font")).toHaveValue("Fira Code");
    await expect(panel.getByLabel("Alarm Sound")).toHaveValue("chime");
  });

  test("in dark mode, Reset gives the dark background", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("tickwise-theme", "dark"));
    await page.goto("/download");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Display settings" }).click();
    const panel = page.getByRole("dialog", { name: "Display settings" });
    await panel.getByLabel("Background Color").fill("#334455");
    await panel.getByRole("button", { name: "Reset" }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("timer-app-settings") ?? "{}").bgColor))
      .toBe("#1C1C1E");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(28, 28, 30)");
  });
});

test("the language links switch to Spanish, and the server renders Spanish after a reload", async ({ page }) => {
  await page.goto("/terms");
  await waitForHydration(page);
  // The header's navigation, whatever its (translated) name.
  const nav = page.getByRole("banner").getByRole("navigation");
  await expect(nav).toHaveAccessibleName("Main");
  await expect(nav.getByRole("link", { name: "Timer", exact: true })).toBeVisible();

  await page.getByRole("contentinfo").locator("summary").click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
  await expect(nav.getByRole("link", { name: "Temporizador" })).toBeVisible();
  await expect(nav).toHaveAccessibleName("Principal");
  await expect(page.getByRole("contentinfo").locator("summary")).toHaveText("Idioma: Español");

  const response = await page.reload();
  const html = (await response?.text()) ?? "";
  expect(html).toContain(">Temporizador<");
  expect(html).toContain('<html lang="es"');
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Temporizador" }),
  ).toBeVisible();
  await expect(page.getByText(`© ${year} Tickwise. Todos los derechos reservados.`)).toBeVisible();
});

// Decision 052: the browser's date and number data are set up in a worker, off the main thread.
for (const [path, heading] of [
  ["/timer", "Online Timer"],
  ["/de/goals", "Ziele & Aufgaben"],
] as const) {
  test(`${path} sets up its date and number data in a worker, within the CSP, then hydrates`, async ({ page }) => {
    const warmer = page.waitForEvent("worker", (worker) =>
      /\/assets\/intl-warm\.worker-[\w-]+\.js$/.test(worker.url()),
    );
    await page.goto(path);
    await warmer;
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  });
}

// Decision 055: the reading under a tool (how-to, FAQ, links, share) is the server's HTML, outside
// the island: its code never loads, it works as HTML, and its "Copy link" still answers with a toast.
for (const [path, faqHeading, question] of [
  ["/stopwatch", "Online Stopwatch FAQ", "Is the online stopwatch accurate?"],
  ["/pomodoro", "Pomodoro Timer: frequently asked questions", "What is the Pomodoro Technique?"],
] as const) {
  test(`${path}: the reading under the tool works without its own code`, async ({ page, context, baseURL }) => {
    const readingCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(faq|sections|share)-[\w-]{8}\.js$/.test(request.url())) readingCode.push(request.url());
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(path);
    await waitForHydration(page);
    const faq = page.getByRole("region", { name: faqHeading });
    const answer = faq.getByRole("group").filter({ hasText: question });
    await expect(answer).not.toHaveAttribute("open");
    await faq.getByText(question, { exact: true }).click();
    await expect(answer).toHaveAttribute("open", "");
    await page.getByRole("region", { name: "Share" }).getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("URL copied to clipboard!", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    expect(readingCode).toEqual([]);
  });
}

test("on a first visit, the default font chosen in the panel shows at once", async ({ page }) => {
  await page.goto("/timer");
  await waitForHydration(page);
  const display = page.getByTestId("time-display");
  await page.getByRole("button", { name: "Display settings" }).click();
  const font = page.getByRole("dialog", { name: "Display settings" }).getByLabel("Font");
  await font.selectOption("Fira Code");
  await expect(display).toHaveCSS("font-family", /^"?Fira Code"?,/);
  await font.selectOption("Roboto Mono");
  await expect(display).toHaveCSS("font-family", /^"?Roboto Mono"?,/);
});

test("a first visit's digits keep the local face; the web font is fetched after load, and the next page paints with it", async ({
  page,
}) => {
  await page.goto("/timer");
  const display = page.getByTestId("time-display");
  await expect(display).toHaveCSS("font-family", /^"?Roboto Mono Fallback"?,/);
  // Once the page has loaded and is idle, the faces its digits use go into the cache.
  await page.waitForFunction((key) => localStorage.getItem(key) === "cached", storageKeys.timeFontCached);
  const { loaded, fonts } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes(".woff2"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(fonts.map((font) => font.path)).toEqual([expect.stringMatching(/^\/assets\/roboto-mono-latin-600-normal-/)]);
  expect(fonts[0]!.start).toBeGreaterThanOrEqual(loaded);
  // This page is not laid out again for it.
  await expect(page.locator("html")).not.toHaveClass(/\bwebfonts\b/);
  await expect(display).toHaveCSS("font-family", /^"?Roboto Mono Fallback"?,/);

  await page.goto("/stopwatch");
  await expect(page.locator("html")).toHaveClass(/\bwebfonts\b/);
  await expect(page.getByTestId("stopwatch-time").locator(".time-display").first()).toHaveCSS(
    "font-family",
    /^"?Roboto Mono"?,/,
  );
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (f) => f.family.replace(/"/g, "") === "Roboto Mono" && f.weight === "600" && f.status === "loaded",
    ),
  );
});
