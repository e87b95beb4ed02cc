/** The download pages (docs/product.md, Downloads). */
import type { Page } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { formatBytes } from "../../core/downloads";
import { expect, test, waitForHydration } from "./fixtures";

const toast = (page: Page) => page.locator(".toast");

test.describe("/download", () => {
  test("shows the product's texts, the real size of the real file and the install guide", async ({ page, request }) => {
    const zip = await request.get("/tickwise-extension.zip");
    expect(zip.status()).toBe(200);
    const body = await zip.body();
    const manifest = JSON.parse(strFromU8(unzipSync(new Uint8Array(body))["manifest.json"]!));
    expect(manifest).toMatchObject({ version: "1.0.0", manifest_version: 3 });

    await page.goto("/download");
    await expect(page.getByRole("heading", { level: 1, name: "Chrome Extension Download" })).toBeVisible();
    const download = page.getByRole("link", { name: "Download Extension" });
    const alternative = page.getByRole("link", { name: "Alternative Download" });
    await expect(download).toHaveAttribute("href", "/tickwise-extension.zip");
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(alternative).toHaveAttribute("href", "/chrome-extension/tickwise-extension.zip");
    await expect(alternative).toHaveAttribute("target", "_blank");
    await expect(page.getByText("Version 1.0.0")).toBeVisible();
    await expect(page.getByTestId("extension-size")).toHaveText(formatBytes(body.byteLength));
    await expect(page.getByText("Compatible with Chrome and Edge")).toBeVisible();
    for (const [title, text] of [
      ["Timer", "Countdown timers with presets"],
      ["Stopwatch", "Precise timing with laps"],
      ["Alarm", "Browser notifications"],
      ["World Clock", "6 global time zones"],
    ] as const) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    const steps = page.getByRole("region", { name: "How to install" }).getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(3)).toContainText("Developer mode");
    await expect(steps.nth(4)).toContainText("Load unpacked");

    const alternativeZip = await request.get("/chrome-extension/tickwise-extension.zip");
    expect((await alternativeZip.body()).equals(body)).toBe(true);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to Timer" }).click();
    await expect(page).toHaveURL(/\/timer$/);
  });
});

test.describe("/download-source", () => {
  async function open(page: Page) {
    await page.goto("/download-source");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Source Code Download" })).toBeVisible();
  }

  test("shows the size of the real archive, the methods and what is included", async ({ page, request }) => {
    const zip = await request.get("/raw/source.zip");
    expect(zip.status()).toBe(200);
    expect(zip.headers()["content-type"]).toBe("application/zip");
    const body = await zip.body();
    expect(Object.keys(unzipSync(new Uint8Array(body)))).toContain("package.json");

    await open(page);
    await expect(page.getByTestId("source-size")).toHaveText(`Source archive: ${formatBytes(body.byteLength)}`);
    await expect(page.getByText("Some networks block direct file downloads.", { exact: false })).toBeVisible();
    const direct = page.getByRole("link", { name: "Direct Download" });
    await expect(direct).toHaveAttribute("href", "/raw/source.zip");
    await expect(direct).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("region", { name: "What's included" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Back to Timer" })).toHaveAttribute("href", "/timer");
  });

  test("an address without @ gives the Invalid Email toast and sends nothing", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/email/source-code")) calls.push(r.url());
    });
    await open(page);
    await page.getByRole("button", { name: "Send Source Code" }).click();
    await expect(toast(page)).toContainText("Invalid Email");
    await expect(toast(page)).toContainText("Please enter a valid email address");
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Send Source Code" }).click();
    // The click took the focus to the button; the check refused the address and gave it back to
    // the field, where a send would have begun instead.
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(toast(page)).toContainText("Invalid Email");
    expect(calls).toEqual([]);
    await expect(page.getByRole("button", { name: "Send Source Code" })).toBeEnabled();
  });

  test.describe("when the server cannot send", () => {
    test.use({ allowedErrors: /503|Failed to load resource/ });
    test("shows Email Failed with the server's text and returns to the form", async ({ page }) => {
      await open(page);
      await page.getByLabel("Email address").fill("someone@example.test");
      await page.getByRole("button", { name: "Send Source Code" }).click();
      // The e2e server has no mail credentials: the real answer is 503 "not configured".
      await expect(toast(page)).toContainText("Email Failed");
      await expect(toast(page)).toContainText("Email is not configured on this server");
      await expect(page.getByRole("button", { name: "Send Source Code" })).toBeEnabled();
      await expect(page.getByLabel("Email address")).toHaveValue("someone@example.test");
    });
  });

  test("sending shows Sending Email..., then the sent card whose button resets the form", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    await page.route("**/api/email/source-code", async (route) => {
      body = route.request().postDataJSON();
      await released;
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ sent: true }) });
    });
    await open(page);
    await page.getByLabel("Email address").fill("reader@example.test");
    await page.getByRole("button", { name: "Send Source Code" }).click();
    const sending = page.getByRole("button", { name: "Sending Email..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Email Sent!");
    await expect(toast(page)).toContainText("Check your email for the source code and Chrome extension files");
    await expect(page.getByRole("status").filter({ hasText: "reader@example.test" })).toBeVisible();
    expect(body).toEqual({ email: "reader@example.test", language: "en" });
    await page.getByRole("button", { name: "Send to Another Email" }).click();
    await expect(page.getByLabel("Email address")).toHaveValue("");
    await expect(page.getByLabel("Email address")).toBeFocused();
  });

  test("Download via Base64 saves the decoded zip", async ({ page }) => {
    await open(page);
    const downloadEvent = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download via Base64" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe("tickwise-source.zip");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const files = unzipSync(new Uint8Array(readFileSync(path)));
    expect(JSON.parse(strFromU8(files["package.json"]!)).name).toBe("tickwise");
    await expect(page.getByRole("button", { name: "Download via Base64" })).toBeEnabled();
  });

  test.describe("when the base64 download fails", () => {
    test.use({ allowedErrors: /500|Failed to load resource|base64 download failed/ });
    test("shows Downloading..., then the browser alert", async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/files/source-code", async (route) => {
        await released;
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":"Internal server error"}',
        });
      });
      await open(page);
      const dialog = page.waitForEvent("dialog");
      await page.getByRole("button", { name: "Download via Base64" }).click();
      await expect(page.getByRole("button", { name: "Downloading..." })).toBeDisabled();
      release();
      const alert = await dialog;
      expect(alert.type()).toBe("alert");
      expect(alert.message()).toBe("Download failed. Please try again.");
      await alert.accept();
      await expect(page.getByRole("button", { name: "Download via Base64" })).toBeEnabled();
    });
  });
});
