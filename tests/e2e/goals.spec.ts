/** The Goals and Tasks screen, its calls and messages (docs/product.md, Goals). */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

const toast = (page: Page) => page.locator(".toast");
const activeHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Active Goals/ });
const completedHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Completed Goals/ });
const card = (page: Page, title: string) =>
  page.getByTestId("goal-card").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });

async function openGoals(page: Page) {
  await page.goto("/goals");
  await waitForHydration(page);
  await expect(activeHeading(page)).toBeVisible();
}

async function createGoal(page: Page, title: string, duration?: string, description?: string) {
  const toggle = page.getByRole("button", { name: "New Goal" });
  await toggle.click();
  await page.getByLabel("Goal Title *").fill(title);
  if (description) await page.getByLabel("Description (optional)").fill(description);
  if (duration) await page.getByLabel("Duration").selectOption({ label: duration });
  await page.getByRole("button", { name: "Create Goal" }).click();
  await expect(toast(page)).toContainText("Goal Created");
  await expect(card(page, title)).toBeVisible();
}

test("the heading, introduction and form text are rendered on the server", async ({ request }) => {
  const response = await request.get("/goals");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("Goals &amp; Tasks");
  expect(html).toContain("Goal Title *");
  expect(html).toContain("Create Goal");
  expect(html).toMatch(/<option value="1500" selected="">25 minutes<\/option>/);
  expect(html).toContain("Loading your goals…");
  expect(html).toMatch(/<title>Goals &amp; Tasks[^<]*\| Tickwise<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/goals"/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
});

test("the whole goal flow: create, complete, mark as pending, delete", async ({ page }) => {
  await openGoals(page);
  await expect(activeHeading(page)).toHaveText("Active Goals (0)");
  await expect(completedHeading(page)).toHaveText("Completed Goals (0)");
  await expect(page.getByText("No active goals yet. Create your first goal to get started!")).toBeVisible();

  // The button opens and closes the form.
  const toggle = page.getByRole("button", { name: "New Goal" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Goal Title *")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByLabel("Goal Title *")).toBeFocused();
  const duration = page.getByLabel("Duration");
  await expect(duration).toHaveValue("1500");
  await expect(duration.locator("option")).toHaveText([
    "5 minutes",
    "10 minutes",
    "15 minutes",
    "20 minutes",
    "25 minutes",
    "30 minutes",
    "45 minutes",
    "1 hour",
    "1 hour 30 minutes",
    "2 hours",
  ]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Goal Title *")).toBeHidden();

  // A blank title is refused in the form; nothing is sent.
  await toggle.click();
  await page.getByLabel("Goal Title *").fill("   ");
  await page.getByRole("button", { name: "Create Goal" }).click();
  await expect(page.getByText("Please enter a goal title.")).toBeVisible();
  await expect(page.getByLabel("Goal Title *")).toHaveAttribute("aria-invalid", "true");
  await expect(activeHeading(page)).toHaveText("Active Goals (0)");

  // Create: toast, form reset and closed, list refetched.
  await page.getByLabel("Goal Title *").fill("  Write the report  ");
  await page.getByLabel("Description (optional)").fill("Sections 1 to 3");
  await duration.selectOption({ label: "45 minutes" });
  await page.getByRole("button", { name: "Create Goal" }).click();
  await expect(toast(page)).toContainText("Goal Created");
  await expect(page.getByLabel("Goal Title *")).toBeHidden();
  await expect(activeHeading(page)).toHaveText("Active Goals (1)");
  const report = card(page, "Write the report");
  await expect(report).toContainText("Sections 1 to 3");
  await expect(report).toContainText("Duration: 45 minutes");
  await page.getByRole("button", { name: "New Goal" }).click();
  await expect(page.getByLabel("Goal Title *")).toHaveValue("");
  await expect(page.getByLabel("Description (optional)")).toHaveValue("");
  await expect(page.getByLabel("Duration")).toHaveValue("1500");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Complete → Completed section; Mark as Pending → back.
  await report.getByRole("button", { name: "Complete" }).click();
  await expect(toast(page)).toContainText("Goal Updated");
  await expect(completedHeading(page)).toHaveText("Completed Goals (1)");
  await expect(activeHeading(page)).toHaveText("Active Goals (0)");
  await expect(report).toContainText("Completed");
  await expect(report.getByRole("link", { name: "Start Timer" })).toHaveCount(0);
  await report.getByRole("button", { name: "Mark as Pending" }).click();
  await expect(toast(page)).toContainText("Goal Updated");
  await expect(activeHeading(page)).toHaveText("Active Goals (1)");
  await expect(completedHeading(page)).toHaveText("Completed Goals (0)");

  // The goals are the server's: a reload shows them again.
  await page.reload();
  await waitForHydration(page);
  await expect(card(page, "Write the report")).toBeVisible();

  // Delete asks first; Cancel keeps the goal.
  await card(page, "Write the report").getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this goal?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Write the report")).toBeVisible();
  await card(page, "Write the report").getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Goal Deleted");
  await expect(card(page, "Write the report")).toHaveCount(0);
  await expect(activeHeading(page)).toHaveText("Active Goals (0)");
});

test("Start Timer opens the timer with the goal, its title encoded, and the goal banner", async ({ page }) => {
  await openGoals(page);
  const title = "Read & review: chapter #1?";
  await createGoal(page, title, "10 minutes");
  const link = card(page, title).getByRole("link", { name: "Start Timer" });
  const href = await link.getAttribute("href");
  const id = /goalId=(\d+)/.exec(href ?? "")?.[1];
  expect(id).toBeTruthy();
  expect(href).toBe(`/timer?goalId=${id}&goalTitle=${encodeURIComponent(title)}&duration=600`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/timer\\?goalId=${id}&goalTitle=`));
  const url = new URL(page.url());
  expect(url.searchParams.get("goalTitle")).toBe(title);
  expect(url.searchParams.get("duration")).toBe("600");
  const banner = page.getByTestId("goal-banner");
  await expect(banner).toContainText("Working on Goal");
  await expect(banner).toContainText(title);
});

test("two browsers see only their own goals", async ({ browser, baseURL }) => {
  const alice = await browser.newContext({ baseURL });
  const bob = await browser.newContext({ baseURL });
  try {
    const a = await alice.newPage();
    const b = await bob.newPage();
    await openGoals(a);
    await createGoal(a, "Alice's private goal");
    await openGoals(b);
    await expect(activeHeading(b)).toHaveText("Active Goals (0)");
    await expect(b.getByText("Alice's private goal")).toHaveCount(0);
    await createGoal(b, "Bob's private goal");

    await a.reload();
    await waitForHydration(a);
    await expect(card(a, "Alice's private goal")).toBeVisible();
    await expect(a.getByText("Bob's private goal")).toHaveCount(0);
    await expect(activeHeading(a)).toHaveText("Active Goals (1)");

    // Bob cannot reach Alice's goal by its id either.
    const aliceGoals = (await (await a.request.get("/api/goals")).json()) as { id: number }[];
    const aliceId = aliceGoals[0]!.id;
    const put = await b.request.put(`/api/goals/${aliceId}`, { data: { isCompleted: true } });
    expect(put.status()).toBe(404);
    const del = await b.request.delete(`/api/goals/${aliceId}`);
    expect(del.status()).toBe(404);
    await a.reload();
    await waitForHydration(a);
    await expect(activeHeading(a)).toHaveText("Active Goals (1)");
  } finally {
    await alice.close();
    await bob.close();
  }
});

test.describe("when the server fails", () => {
  test.use({ allowedErrors: [/status of 500/] });

  test("creating, updating and deleting show the error toasts and keep the list", async ({ page }) => {
    await openGoals(page);
    await createGoal(page, "Sturdy goal");
    await page.route("**/api/goals**", (route) =>
      route.request().method() === "GET"
        ? route.continue()
        : route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
    );
    await page.getByRole("button", { name: "New Goal" }).click();
    await page.getByLabel("Goal Title *").fill("Doomed goal");
    await page.getByRole("button", { name: "Create Goal" }).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Failed to create goal. Please try again.");
    // The form stays open with what was typed.
    await expect(page.getByLabel("Goal Title *")).toHaveValue("Doomed goal");

    await card(page, "Sturdy goal").getByRole("button", { name: "Complete" }).click();
    await expect(toast(page)).toContainText("Failed to update goal. Please try again.");
    await card(page, "Sturdy goal").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Failed to delete goal. Please try again.");
    await expect(card(page, "Sturdy goal")).toBeVisible();
    await expect(activeHeading(page)).toHaveText("Active Goals (1)");
  });

  test("a list that cannot be loaded says so and can be retried", async ({ page }) => {
    let fail = true;
    await page.route("**/api/goals", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }) : route.continue(),
    );
    await page.goto("/goals");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toContainText("Your goals could not be loaded.");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(activeHeading(page)).toBeVisible();
  });
});

test("the goals page in Spanish", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tickwise-language", "es"));
  await page.context().addCookies([{ name: "tickwise-lang", value: "es", url: test.info().project.use.baseURL! }]);
  await page.goto("/es/goals");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Metas y tareas");
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Metas" })).toBeVisible();
  await page.getByRole("button", { name: "Nueva meta" }).click();
  await expect(page.getByLabel("Título de la meta *")).toBeVisible();
  await expect(page.getByLabel("Duración").locator("option:checked")).toHaveText("25 minutos");
  await expect(page.getByRole("heading", { name: "Metas activas (0)" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`goals, the open form and the delete dialog have no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await openGoals(page);
    await createGoal(page, `Accessible goal ${theme}`, "1 hour", "With a description");
    await createGoal(page, `Finished goal ${theme}`);
    await card(page, `Finished goal ${theme}`).getByRole("button", { name: "Complete" }).click();
    await expect(completedHeading(page)).toHaveText("Completed Goals (1)");
    await expect(toast(page)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "New Goal" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await card(page, `Accessible goal ${theme}`).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page);
  });
}
