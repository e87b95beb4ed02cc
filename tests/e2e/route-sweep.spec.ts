/**
 * Every route, in both languages and both themes: it hydrates without a page error or console
 * error (the fixtures fail the test on either), keeps what the pre-paint script set on <html>, and
 * axe-core finds no WCAG 2.x A/AA violation. A hydration mismatch (React #418) makes React throw
 * the server HTML away and render the document again, which also drops the theme: this sweep is
 * what catches it (decision 027).
 */
import { languageCookie, storageKeys } from "../../core/settings";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { routes } from "./routes";

for (const language of ["en", "es"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`${language}, ${theme} theme`, () => {
      test.beforeEach(async ({ context, page, baseURL }) => {
        await context.addCookies([{ name: languageCookie, value: language, url: baseURL! }]);
        await page.addInitScript(
          ([keys, lang, mode]) => {
            localStorage.setItem(keys.language, lang);
            localStorage.setItem(keys.theme, mode);
          },
          [storageKeys, language, theme] as const,
        );
      });

      for (const path of routes) {
        test(`${path} hydrates cleanly and has no accessibility violations`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
          await waitForHydration(page);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const html = page.locator("html");
          await expect(html).toHaveAttribute("lang", language);
          if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
          else await expect(html).not.toHaveClass(/\bdark\b/);
          await expectAccessible(page);
        });
      }
    });
  }
}
