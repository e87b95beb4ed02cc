/**
 * Every route, in English, Spanish and the two scripts furthest from them (Arabic, right to left,
 * and Japanese), in both themes: it hydrates without a page error or console error (the fixtures
 * fail the test on either), keeps what the pre-paint script set on <html>, and axe-core finds no
 * WCAG 2.x A/AA violation. A hydration mismatch (React #418) makes React throw the server HTML away
 * and render the document again, which also drops the theme: this sweep is what catches it
 * (decision 027). The other locales' pages are read in full by the translation scan
 * (tests/api/locale-pages.test.ts).
 */
import { localeDirection, localizePath } from "../../core/locales";
import { languages, storageKeys, type Language } from "../../core/settings";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { localizedRoutes } from "./routes";

const swept: [Language, "light" | "dark"][] = [
  ["en", "light"],
  ["en", "dark"],
  ["es", "light"],
  ...languages
    .filter((l) => (["ar", "ja"] as string[]).includes(l))
    .flatMap((l): [Language, "light" | "dark"][] => [
      [l, "light"],
      [l, "dark"],
    ]),
];

for (const [language, theme] of swept) {
  test.describe(`${language}, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([keys, mode]) => localStorage.setItem(keys.theme, mode), [storageKeys, theme] as const);
    });

    for (const path of localizedRoutes(language)) {
      test(`${localizePath(path, language)} hydrates cleanly and has no accessibility violations`, async ({ page }) => {
        const response = await page.goto(localizePath(path, language));
        expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", language);
        await expect(html).toHaveAttribute("dir", localeDirection(language));
        if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await expectAccessible(page);
      });
    }
  });
}
