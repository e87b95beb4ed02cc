/**
 * Languages (decision 038): switching language from any page lands on the same page in the new
 * language, at its own address; the choice is remembered for the bare home page only, and a
 * crawler (no cookie) always gets the language of the address.
 */
import { localeNames, localizePath, splitLocalePath } from "../../core/locales";
import { languageCookie, languages, type Language } from "../../core/settings";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { localizedRoutes } from "./routes";

/** The footer's switcher: a disclosure of links (decision 041), whatever its (translated) name. */
async function chooseLanguage(page: Page, name: string) {
  const footer = page.getByRole("contentinfo");
  await footer.locator("summary").click();
  await footer.getByRole("link", { name, exact: true }).click();
}

const others = languages.filter((l) => l !== "en");
const pages = localizedRoutes("en").filter((p) => p !== "/no-such-page" && !p.startsWith("/admin"));

pages.forEach((path, i) => {
  // Each page switches to a different language, so every language is reached from several pages.
  const target: Language = others[i % others.length]!;
  test(`${path}: choosing ${target} shows the same page in ${target}, and back`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await chooseLanguage(page, localeNames[target]);
    const expected = localizePath(path === "/" ? "/" : path, target);
    await expect(page).toHaveURL((url) => url.pathname === expected);
    await expect(page.locator("html")).toHaveAttribute("lang", target);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // And back to English from the translated page, by the picker's own (translated) name.
    await chooseLanguage(page, localeNames.en);
    await expect(page).toHaveURL((url) => url.pathname === splitLocalePath(expected).path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("the chosen language is remembered for the home page, never for another address", async ({ page, request }) => {
  const target = others[0]!;
  await page.goto("/stopwatch");
  await waitForHydration(page);
  await chooseLanguage(page, localeNames[target]);
  await expect(page).toHaveURL((url) => url.pathname === localizePath("/stopwatch", target));
  await page.goto("/");
  await expect(page).toHaveURL((url) => url.pathname === localizePath("/", target));
  await expect(page.locator("html")).toHaveAttribute("lang", target);
  // A shared English address stays English for this visitor.
  await page.goto("/timer");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A crawler keeps no cookie: the home page is English, with no redirect.
  const home = await request.get("/", { maxRedirects: 0 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en"');
});

test.describe("before the page's scripts have arrived", () => {
  // The page's modules never arrive: only the inline head script runs.
  test.use({ allowedErrors: /net::ERR_FAILED|Failed to load/ });

  test("a language chosen from the footer is remembered at once", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: languageCookie, value: "es", url: baseURL! }]);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/es");
    await chooseLanguage(page, localeNames.en);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
