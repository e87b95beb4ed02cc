/**
 * Email and its unsubscribe as a person meets them (decision 028), on a server of its own that
 * has mail (a real SMTP peer): a first-time visitor, who has no visitor cookie yet, asks for the
 * source code; the email's link opens /unsubscribe, where one button unsubscribes; after that the
 * address gets nothing more.
 */
import type { Page } from "@playwright/test";
import { startSmtpServer, uniqueAddress, type TestSmtpServer } from "../helpers/smtp";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { startServer, type RunningServer } from "./server-process";

const toast = (page: Page) => page.locator(".toast");

test.describe("email unsubscribe", () => {
  // The first email call of a browser without the visitor cookie is refused (403) and sent again
  // once the cookie is there; an unsubscribed address (409) and a broken link (400) are refused.
  // Chrome logs each.
  test.use({ allowedErrors: /status of (400|403|409)/ });

  let smtp: TestSmtpServer;
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    server = await startServer({ env: { ...smtp.env(), REMINDER_POLL_MS: "0" }, readyTimeoutMs: 90_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  async function askForSourceCode(page: Page, address: string) {
    await page.goto(`${server.url}/download-source`);
    await waitForHydration(page);
    await page.getByLabel("Email address").fill(address);
    await page.getByRole("button", { name: "Send Source Code" }).click();
  }

  test("a first-time visitor gets the email, unsubscribes through its link, and gets no more", async ({ page }) => {
    const address = uniqueAddress("e2e");
    const calls: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/")) calls.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    await askForSourceCode(page, address);
    await expect(page.getByRole("status").filter({ hasText: address })).toBeVisible();
    // No cookie yet: refused once, the cookie fetched, sent again.
    expect(calls).toEqual([
      "POST /api/email/source-code 403",
      "POST /api/visitor 204",
      "POST /api/email/source-code 200",
    ]);
    const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(address) });
    const link = new RegExp(`${server.url}/unsubscribe\\?token=[\\w.-]+`).exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();

    await page.goto(link!);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from Tickwise emails");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("unsubscribe-result")).toHaveText(
      "You are unsubscribed. Tickwise will not email this address again.",
    );
    await expectAccessible(page);

    await askForSourceCode(page, address);
    await expect(toast(page)).toContainText("This address unsubscribed from Tickwise emails");
    // An email asked for later, to another address, arrives: nothing more came to this one.
    const later = uniqueAddress("e2e");
    await askForSourceCode(page, later);
    await smtp.waitFor(1, { filter: (m) => m.to.includes(later) });
    expect(smtp.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
  });

  test("a damaged or incomplete link says it is not valid", async ({ page }) => {
    await page.goto(`${server.url}/unsubscribe?token=not-a-token`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("unsubscribe-result")).toContainText("This unsubscribe link is not valid");

    await page.goto(`${server.url}/unsubscribe`);
    await expect(page.getByTestId("unsubscribe-result")).toContainText("This unsubscribe link is not valid");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });
});
