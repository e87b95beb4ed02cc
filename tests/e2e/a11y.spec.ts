/**
 * axe-core finds no WCAG 2.x A/AA violation in the panels that open over a page, in the light and the
 * dark theme. Every route itself is checked, in both languages and themes, by route-sweep.spec.ts.
 */
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { routes } from "./routes";

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    });

    test("the open display settings panel has no accessibility violations", async ({ page }) => {
      await page.goto(routes[0]!);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Display settings" }).click();
      await expect(page.getByRole("dialog", { name: "Display settings" })).toBeVisible();
      await expectAccessible(page);
    });

    test.describe("on a 390 px wide screen", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the open menu has no accessibility violations", async ({ page }) => {
        await page.goto(routes[0]!);
        await waitForHydration(page);
        await page.getByRole("navigation", { name: "Main" }).locator("summary").click();
        await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Goals" })).toBeVisible();
        await expectAccessible(page);
      });
    });
  });
}
