/**
 * Every route, in English, Spanish and the two scripts furthest from them (Arabic, right to left,
 * and Japanese): it hydrates without a page error or console error (the fixtures fail the test on
 * either), keeps what the pre-paint script set on <html>, and axe-core finds no WCAG 2.x A/AA
 * violation. A hydration mismatch (React #418) makes React throw the server HTML away and render
 * the document again, which also drops the theme: this sweep is what catches it (decision 027).
 * The other locales' pages are read in full by the translation scan (tests/api/locale-pages.test.ts).
 *
 * English, Arabic and Japanese are swept in both themes, Spanish in the light one. A route is one
 * test: the page in its first theme gets every rule, then it is reloaded in the dark theme, which
 * changes colours only, and gets the colour rules (`colourRules`) — the same findings for half the
 * time of a second full run (CI's time budget).
 */
import { localeDirection, localizePath } from "../../core/locales";
import { storageKeys, type Language, type Theme } from "../../core/settings";
import { colourRules, expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { localizedRoutes } from "./routes";
import type { Page } from "@playwright/test";

const swept: { language: Language; themes: Theme[] }[] = [
  { language: "en", themes: ["light", "dark"] },
  { language: "es", themes: ["light"] },
  { language: "ar", themes: ["light", "dark"] },
  { language: "ja", themes: ["light", "dark"] },
];

/** The page as it is now hydrated cleanly, in its language and theme. */
async function expectHydratedPage(page: Page, language: Language, theme: Theme) {
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", language);
  await expect(html).toHaveAttribute("dir", localeDirection(language));
  if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

for (const { language, themes } of swept) {
  test.describe(`${language}, ${themes.join(" and ")} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // The first theme, before any page script runs; a later reload keeps what the test chose.
      await page.addInitScript(
        ([key, mode]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, mode);
        },
        [storageKeys.theme, themes[0]!] as const,
      );
    });

    for (const path of localizedRoutes(language)) {
      test(`${localizePath(path, language)} hydrates cleanly and has no accessibility violations`, async ({ page }) => {
        const status = path === "/no-such-page" ? 404 : 200;
        expect((await page.goto(localizePath(path, language)))?.status()).toBe(status);
        await expectHydratedPage(page, language, themes[0]!);
        await expectAccessible(page);
        for (const theme of themes.slice(1)) {
          await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [storageKeys.theme, theme] as const);
          expect((await page.reload())?.status()).toBe(status);
          await expectHydratedPage(page, language, theme);
          await expectAccessible(page, { rules: colourRules });
        }
      });
    }
  });
}
