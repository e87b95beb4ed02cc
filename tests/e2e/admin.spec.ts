/** Blog administration, its toasts and login (docs/product.md, Blog administration). */
import type { Page } from "@playwright/test";
import { adminCredentials } from "./admin-credentials";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Chrome logs the refused login (401) as a failed resource; nothing else may fail.
test.use({ allowedErrors: /status of 401/ });

const toast = (page: Page) => page.locator(".toast");
const listHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^All Blog Posts \(\d+\)$/ });

async function logIn(page: Page, password: string = adminCredentials.password) {
  await page.getByLabel("Username").fill(adminCredentials.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

async function postCount(page: Page): Promise<number> {
  const heading = await listHeading(page).textContent();
  return Number(/\((\d+)\)/.exec(heading ?? "")![1]);
}

test("the management page sends a visitor without a session to the login page, on the server", async ({ request }) => {
  const response = await request.get("/admin/blog", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/admin/login");
  const login = await request.get("/admin/login");
  expect(login.status()).toBe(200);
  const html = await login.text();
  expect(html).toContain("Administrator Login");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/admin/login");
  await waitForHydration(page);
  await logIn(page, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe("logged in", () => {
  test("log in, create a post, see it on /blog, edit it, delete it (gone: Article Not Found), log out", async ({
    page,
  }) => {
    // One long journey with one login (login attempts are rate-limited per IP for the whole run).
    test.setTimeout(180_000);
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await waitForHydration(page);
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
    await expect(listHeading(page)).toBeVisible();
    const before = await postCount(page);

    // Create: the slug follows the title; the counter follows the meta description.
    await page.getByRole("button", { name: "New Post" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Create New Post" })).toBeVisible();
    const title = page.getByLabel("Title *");
    await expect(title).toBeFocused();
    await title.fill("Pacing Long Exams With a Timer");
    const slug = page.getByLabel("Slug *");
    await expect(slug).toHaveValue("pacing-long-exams-with-a-timer");
    await expect(page.getByTestId("meta-counter")).toHaveText("0/160");
    await page.getByLabel("Meta Description").fill("Split an exam into timed blocks.");
    await expect(page.getByTestId("meta-counter")).toHaveText("32/160");
    await page.getByLabel("Excerpt").fill("Timed blocks keep you calm.");
    const images = page.getByRole("group", { name: "Featured Image" }).getByRole("radio");
    await expect(images).toHaveCount(6); // the default and the five stock images
    await images.nth(2).check({ force: true });
    const published = page.getByRole("switch", { name: "Published" });
    await expect(published).toHaveAttribute("aria-checked", "true");
    const content = page.getByLabel("Content (Markdown) *");
    await expect(content).toHaveAttribute("rows", "20");
    await content.fill("## Plan the blocks\n\nGive every section of the exam its own countdown.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page)).toContainText("Blog post created successfully!");
    await expect(listHeading(page)).toHaveText(`All Blog Posts (${before + 1})`);
    await expect(page.getByRole("heading", { level: 3, name: "Pacing Long Exams With a Timer" })).toBeVisible();

    // Readers see it: its article page and the blog list.
    await page.goto("/blog/pacing-long-exams-with-a-timer");
    await expect(page.getByRole("heading", { level: 1, name: "Pacing Long Exams With a Timer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Plan the blocks" })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: /Pacing Long Exams With a Timer/ }).first()).toBeVisible();
    await page.goto("/admin/blog");
    await waitForHydration(page);
    await expect(listHeading(page)).toHaveText(`All Blog Posts (${before + 1})`);

    // Edit: a new title never moves the slug.
    await page.getByRole("button", { name: "Edit “Pacing Long Exams With a Timer”" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Edit Post" })).toBeVisible();
    await expect(page.getByLabel("Content (Markdown) *")).toHaveValue(/Plan the blocks/);
    await page.getByLabel("Title *").fill("Pacing Exams With Countdown Blocks");
    await expect(page.getByLabel("Slug *")).toHaveValue("pacing-long-exams-with-a-timer");
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page)).toContainText("Blog post updated successfully!");
    await expect(page.getByRole("heading", { level: 3, name: "Pacing Exams With Countdown Blocks" })).toBeVisible();
    expect((await (await page.request.get("/api/blog/pacing-long-exams-with-a-timer")).json()).title).toBe(
      "Pacing Exams With Countdown Blocks",
    );

    // Delete, after the confirmation dialog (Cancel first keeps it).
    const deleteButton = page.getByRole("button", { name: "Delete “Pacing Exams With Countdown Blocks”" });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog).toContainText("This action cannot be undone. This will permanently delete the blog post.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(listHeading(page)).toHaveText(`All Blog Posts (${before + 1})`);
    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Blog post deleted successfully!");
    await expect(listHeading(page)).toHaveText(`All Blog Posts (${before})`);
    await expect(page.getByRole("heading", { level: 3, name: "Pacing Exams With Countdown Blocks" })).toHaveCount(0);
    const gone = await page.goto("/blog/pacing-long-exams-with-a-timer");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await page.goto("/admin/blog");
    await waitForHydration(page);
    await expect(listHeading(page)).toBeVisible();

    // The management screen is accessible in both themes.
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem("tickwise-theme", "dark"));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(listHeading(page)).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => localStorage.removeItem("tickwise-theme"));

    // Log out: the session is gone.
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
