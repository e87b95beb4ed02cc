/** docs/product.md, Countdown and Calendar files: the maker, the shared link, events, bad input, the .ics. */
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("/countdown", () => {
  test("is server-rendered with the moment in words, the timer and JSON-LD", async ({ request }) => {
    const res = await request.get("/countdown?to=2199-01-01T00:00&tz=Europe/London&title=Far%20Future");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Far Future<\/h1>/);
    expect(html).toMatch(/Far Future, Tuesday, January 1, 2199 at 12:00 AM in London — [\d,]+ days/);
    expect(html).toContain('role="timer"');
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('"startDate":"2199-01-01T00:00:00.000Z"');
  });

  test("the form makes a countdown, puts it in the URL, and the link opens it again", async ({ page }) => {
    await page.goto("/countdown");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Countdown to Any Moment" })).toBeVisible();
    await page.getByLabel("Date").fill("2199-07-04");
    await page.getByLabel("Time", { exact: true }).fill("12:00");
    await page.getByLabel("Time zone").fill("America/New_York");
    await page.getByLabel("Title (optional)").fill("Launch");
    await page.getByRole("button", { name: "Start countdown" }).click();
    await expect(page).toHaveURL(/\/countdown\?to=2199-07-04T12%3A00&tz=America%2FNew_York&title=Launch$/);
    await expect(page.getByRole("heading", { level: 1, name: "Launch" })).toBeVisible();
    await expect(page.getByTestId("countdown-words")).toHaveText(
      /^Launch, Thursday, July 4, 2199 at 12:00 PM in New York — [\d,]+ days$/,
    );
    const seconds = page.getByTestId("countdown-seconds");
    await expect(seconds).toHaveText(/^\d\d$/);
    await expect(seconds).not.toHaveText((await seconds.textContent())!);

    // The URL is the whole state: opened in a new page it shows the same moment.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByTestId("countdown-words")).toContainText("Launch, Thursday, July 4, 2199");
  });

  test.describe(() => {
    // The browser logs the page's 400 status as a console error: that status is the point here.
    test.use({ allowedErrors: /status of 400 \(Bad Request\)/ });
    test("bad input says what is wrong, with a 400 and the form", async ({ page, request }) => {
      for (const [query, message] of [
        ["to=soon", "That date and time could not be read."],
        ["to=2027-01-01T00:00&tz=Mars/Olympus", "That time zone is unknown."],
        ["to=1900-01-01T00:00", "Countdowns reach from 1970 to 2200"],
        [`to=2027-01-01T00:00&title=${"x".repeat(10_000)}`, "That title is too long"],
      ] as const) {
        const res = await request.get(`/countdown?${query}`);
        expect(res.status(), query).toBe(400);
        expect(await res.text()).toContain(message);
      }
      await page.goto("/countdown?to=soon");
      await expect(page.getByRole("alert")).toContainText("That date and time could not be read.");
      await expect(page.getByRole("button", { name: "Start countdown" })).toBeVisible();
    });
  });

  test("a time in a spring-forward gap is moved forward, and says so", async ({ request }) => {
    const html = await (await request.get("/countdown?to=2099-03-29T01:30&tz=Europe/London")).text();
    expect(html).toContain(
      "01:30 does not exist on that day: the clocks jump forward, so the countdown aims at 02:30 AM.",
    );
  });

  test("Add to calendar downloads a file calendar apps read", async ({ page }) => {
    await page.goto("/countdown?to=2199-01-01T00:00&tz=Europe/London&title=Far%20Future");
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Far-Future.ics");
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, "utf8")));
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe("Far Future");
    expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/London");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2199-01-01T00:00:00");
  });
});

test.describe("/countdown/{event}", () => {
  test("counts to the next occurrence, from the visitor's own midnight", async ({ page }) => {
    await page.goto("/countdown/christmas");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Time left until Christmas Day" })).toBeVisible();
    // Opened after 25 December the page counts to next year's Christmas; before, to this year's.
    const now = new Date();
    const year = now.getMonth() === 11 && now.getDate() > 25 ? now.getFullYear() + 1 : now.getFullYear();
    await expect(page.getByTestId("countdown-words")).toContainText(`December 25, ${year} at 12:00 AM`);
    const days = Number((await page.getByTestId("countdown-days").textContent())!);
    const expected = Math.floor((new Date(year, 11, 25).getTime() - Date.now()) / 86_400_000);
    expect(Math.abs(days - expected)).toBeLessThanOrEqual(1);
  });

  test("Easter is computed; an unknown event is a 404", async ({ request }) => {
    const html = await (await request.get("/countdown/easter")).text();
    expect(html).toMatch(/<title>Countdown to Easter \d{4}: Days Until Easter Sunday \| Tickwise<\/title>/);
    expect(html).toContain('"@type":"FAQPage"');
    expect((await request.get("/countdown/birthday")).status()).toBe(404);
  });
});

test("the sitemap lists every country's holidays and every event countdown; a sample answers 200", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const countries = paths.filter((p) => p.startsWith("/holidays/country/"));
  expect(countries.length).toBeGreaterThan(150);
  const events = paths.filter((p) => p.startsWith("/countdown/"));
  expect(events).toEqual(expect.arrayContaining(["/countdown/new-year", "/countdown/christmas", "/countdown/easter"]));
  const sample = [...countries.filter((_, i) => i % 40 === 0), ...events, "/countdown"];
  for (const path of sample) expect((await request.get(path)).status(), path).toBe(200);
});
