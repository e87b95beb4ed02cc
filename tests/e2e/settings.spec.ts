/** The Settings screen (docs/product.md, Settings and display; Email reminders for the email messages). */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

const toast = (page: Page) => page.locator(".toast");
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("timer-app-settings") ?? "{}") as Record<string, unknown>);
const group = (page: Page, name: string) => page.getByRole("radiogroup", { name });
/** Clicks the visible label of a radio (the inputs themselves are visually hidden). */
const choose = (page: Page, groupName: string, option: string) =>
  group(page, groupName).locator("label", { hasText: option }).click();

async function openSettings(page: Page) {
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

/** A mono 8-bit PCM WAV file of a 440 Hz tone. */
function wav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate, 28); // byte rate
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++)
    buffer[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return buffer;
}

test("every section is rendered on the server", async ({ request }) => {
  const html = await (await request.get("/settings")).text();
  for (const heading of [
    "Theme",
    "Language",
    "Clock format",
    "Appearance",
    "Audio",
    "Email Reminder",
    "Email Setup Instructions",
  ]) {
    expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  }
  expect(html).toMatch(/<title>Settings[^<]*\| Tickwise<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/settings"/);
});

test("theme, font, colours and background apply at once, survive a reload and reach the timer", async ({ page }) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (/\.woff2(\?|$)/.test(request.url())) fontFiles.push(new URL(request.url()).pathname);
  });
  await openSettings(page);
  await expect(page.getByTestId("settings-time-preview")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Only the chosen (default) family is downloaded, from our own /assets.
  expect(
    fontFiles.every((f) => /^\/assets\/roboto-mono-latin-\d00-normal-[\w-]+\.woff2$/.test(f)),
    fontFiles.join(),
  ).toBe(true);
  // The preview shows the default font itself, even on a first visit (decision 068).
  await expect(page.getByTestId("settings-time-preview")).toHaveCSS("font-family", /^"?Roboto Mono"?,/);

  // Font: Inter is downloaded only now, and used by the preview.
  await page.getByLabel("Time display font").selectOption("Inter");
  await expect(toast(page)).toContainText("Settings Saved");
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Inter" && f.status === "loaded"),
  );
  expect(fontFiles.some((f) => /^\/assets\/inter-latin-\d00-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
  expect(fontFiles.some((f) => /poppins|lato|montserrat/.test(f))).toBe(false);
  const preview = page.getByTestId("settings-time-preview");
  await expect(preview).toHaveCSS("font-family", /^"?Inter"?/);

  // Font colour and background.
  await choose(page, "Font colour", "Red");
  await expect(preview).toHaveCSS("color", "rgb(220, 38, 38)");
  await choose(page, "Background colour", "Mint");
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(220, 252, 231)");
  expect(await stored(page)).toMatchObject({ font: "Inter", fontColor: "#DC2626", bgColor: "#DCFCE7" });

  // Survives a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Time display font")).toHaveValue("Inter");
  await expect(group(page, "Font colour").getByRole("radio", { name: "Red" })).toBeChecked();
  await expect(group(page, "Background colour").getByRole("radio", { name: "Mint" })).toBeChecked();
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(220, 252, 231)");
  await expect(page.getByTestId("settings-time-preview")).toHaveCSS("color", "rgb(220, 38, 38)");

  // Every tool's time display: the timer.
  await page.goto("/timer");
  await waitForHydration(page);
  const display = page.getByTestId("time-display");
  await expect(display).toHaveCSS("font-family", /^"?Inter"?/);
  await expect(display).toHaveCSS("color", "rgb(220, 38, 38)");
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Inter" && f.status === "loaded"),
  );

  // Dark theme: the background carries over to the matching dark shade; Reset gives #1C1C1E.
  await page.goto("/settings");
  await waitForHydration(page);
  await choose(page, "Theme", "Dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(group(page, "Background colour").getByRole("radio", { name: "Forest" })).toBeChecked();
  await page.getByRole("button", { name: "Reset background" }).click();
  expect((await stored(page)).bgColor).toBe("#1C1C1E");
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(28, 28, 30)");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("tickwise-theme"))).toBe("dark");
  await waitForHydration(page);
  await choose(page, "Theme", "Light");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect((await stored(page)).bgColor).toBe("#E3F2FF");
});

test("sound, preview and confetti are saved", async ({ page }) => {
  await openSettings(page);
  const sound = page.getByLabel("Alarm sound");
  await expect(sound.locator("option")).toHaveCount(16);
  await sound.selectOption({ label: "Bell" });
  await page.getByRole("button", { name: "Play preview" }).click();
  const confetti = page.getByRole("switch", { name: "Confetti when a timer ends" });
  await expect(confetti).toBeChecked();
  await confetti.uncheck();
  expect(await stored(page)).toMatchObject({ sound: "bell", confettiEnabled: false });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Alarm sound")).toHaveValue("bell");
  await expect(page.getByRole("switch", { name: "Confetti when a timer ends" })).not.toBeChecked();
});

test("a custom sound is checked by size and by decoded length, stored, and survives a reload", async ({ page }) => {
  await openSettings(page);
  const upload = page.getByLabel("Upload a custom sound");

  await upload.setInputFiles({
    name: "huge.wav",
    mimeType: "audio/wav",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toast(page)).toContainText("File Too Large");
  await expect(toast(page)).toContainText("Audio files must be under 5MB");
  expect((await stored(page)).sound ?? "beep").toBe("beep");

  // Small on disk, but 6 seconds long once decoded.
  await upload.setInputFiles({ name: "long.wav", mimeType: "audio/wav", buffer: wav(6) });
  await expect(toast(page)).toContainText("Audio Too Long");
  await expect(toast(page)).toContainText("Audio files must be 5 seconds or shorter");
  expect((await stored(page)).sound ?? "beep").toBe("beep");

  await upload.setInputFiles({ name: "not-audio.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("hello") });
  await expect(toast(page)).toContainText("Unsupported Audio");

  await upload.setInputFiles({ name: "ding.wav", mimeType: "audio/wav", buffer: wav(1.5) });
  await expect(toast(page)).toContainText("Custom Audio Uploaded");
  await expect(page.getByLabel("Alarm sound")).toHaveValue("custom");
  await expect(page.getByTestId("custom-sound-info")).toHaveText("Your custom sound: ding.wav (1.5 s)");
  expect((await stored(page)).sound).toBe("custom");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("custom-sound-info")).toHaveText("Your custom sound: ding.wav (1.5 s)");
  await expect(page.getByLabel("Alarm sound")).toHaveValue("custom");
  // The bytes are in IndexedDB, for the audio engine.
  const size = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("tickwise");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("custom-audio").objectStore("custom-audio").get("custom-sound");
          read.onsuccess = () => resolve((read.result as { data: ArrayBuffer }).data.byteLength);
          read.onerror = () => reject(read.error);
        };
      }),
  );
  expect(size).toBe(44 + 12000);
  await page.getByRole("button", { name: "Play preview" }).click();

  await page.getByRole("button", { name: "Remove custom sound" }).click();
  await expect(toast(page)).toContainText("Custom Sound Removed");
  await expect(page.getByLabel("Alarm sound")).toHaveValue("beep");
  await expect(page.getByTestId("custom-sound-info")).toHaveCount(0);
});

test("email reminder settings: Save Settings and the connection test", async ({ page }) => {
  await openSettings(page);
  const save = page.getByRole("button", { name: "Save Settings" });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel("Email address")).toHaveAttribute("type", "email");
  await page.getByLabel("Email address").fill("not-an-email");
  await save.click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await page.getByLabel("Email address").fill("me@example.com");
  await page.getByLabel("Custom message (optional)").fill("Stretch your legs");
  await save.click();
  await expect(toast(page)).toContainText("Email Settings Saved");
  await expect(toast(page)).toContainText("Your email reminder preferences have been saved");
  expect(await stored(page)).toMatchObject({ emailAddress: "me@example.com", customMessage: "Stretch your legs" });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Email address")).toHaveValue("me@example.com");
  await expect(page.getByLabel("Custom message (optional)")).toHaveValue("Stretch your legs");

  const answers: { status: number; body: string }[] = [
    { status: 200, body: '{"connected":true}' },
    { status: 200, body: '{"connected":false}' },
  ];
  await page.route("**/api/email/test", (route) =>
    route.fulfill({ contentType: "application/json", ...answers.shift()! }),
  );
  const test = page.getByRole("button", { name: "Test connection" });
  await test.click();
  await expect(toast(page)).toContainText("Email Connected");
  await test.click();
  await expect(toast(page)).toContainText("Email Connection Failed");
  await expect(toast(page)).toContainText("Please check your email configuration.");

  // The setup instructions name the two variables the server reads.
  const setup = page.getByRole("region", { name: "Email Setup Instructions" });
  await expect(setup.locator("code", { hasText: /^EMAIL_USER$/ }).first()).toBeVisible();
  await expect(setup.locator("code", { hasText: /^EMAIL_PASS$/ }).first()).toBeVisible();
  await expect(setup).toContainText("app password");
});

test.describe("when the email test cannot be done", () => {
  test.use({ allowedErrors: [/status of 500/] });

  test("a failing test call shows Email Test Failed", async ({ page }) => {
    await openSettings(page);
    await page.route("**/api/email/test", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
    );
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(toast(page)).toContainText("Email Test Failed");
    await expect(toast(page)).toContainText("Unable to test email connection.");
  });
});

test("switching to Spanish translates the navigation and this page, and persists", async ({ page }) => {
  await openSettings(page);
  await choose(page, "Language", "Español");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajustes");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const nav = page.getByRole("navigation", { name: "Principal" });
  for (const label of ["Temporizador", "Cronómetro", "Hora", "Alarma", "Metas"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  for (const heading of ["Tema", "Idioma", "Apariencia", "Audio", "Recordatorio por email"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Guardar ajustes" })).toBeDisabled();
  await expect(page.getByLabel("Sonido de alarma").locator("option:checked")).toHaveText("Pitido clásico");
  await expect(toast(page)).toContainText("Ajustes guardados");

  // The server renders the chosen language after a reload (no English flash).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajustes");
  // Switching went to the same page under /es, which the server renders in Spanish.
  await expect(page).toHaveURL(/\/es\/settings$/);
  const html = await (await page.request.get("/es/settings")).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toMatch(/<h2[^>]*>Instrucciones para configurar el email<\/h2>/);

  await waitForHydration(page);
  await choose(page, "Idioma", "English");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
});

test("the floating panel loads its fonts only when chosen and links to the settings page", async ({ page }) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (/\.woff2(\?|$)/.test(request.url())) fontFiles.push(new URL(request.url()).pathname);
  });
  await openSettings(page);
  await page.getByRole("button", { name: "Display settings" }).click();
  const panel = page.getByRole("dialog", { name: "Display settings" });
  await panel.getByLabel("Font").selectOption("IBM Plex Mono");
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, "") === "IBM Plex Mono" && f.status === "loaded"),
  );
  expect(fontFiles.some((f) => /^\/assets\/ibm-plex-mono-latin-\d00-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
  // SF Pro Display is a system font: nothing is downloaded for it.
  const before = fontFiles.length;
  await panel.getByLabel("Font").selectOption("SF Pro Display");
  await expect(page.getByText("SF Pro Display is Apple's system font")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontFiles.slice(before)).toEqual([]);
  await panel.getByRole("link", { name: "All settings" }).click();
  await expect(panel).toBeHidden();
});

for (const theme of ["light", "dark"] as const) {
  test(`the settings page has no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
    await openSettings(page);
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expectAccessible(page);
  });
}

test("12 / 24-hour clock: English starts at 12 h, the choice changes the world clock and survives a reload", async ({
  page,
}) => {
  await page.goto("/time/tokyo");
  await waitForHydration(page);
  const clock = page.getByTestId("clock-time");
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d [AP]M$/);
  await openSettings(page);
  await choose(page, "Clock format", "24-hour (15:30)");
  await expect(toast(page).first()).toBeVisible();
  expect((await stored(page)).hourCycle).toBe("h23");
  await page.goto("/time/tokyo");
  await waitForHydration(page);
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.reload();
  await waitForHydration(page);
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByTestId("popular-london")).toHaveText(/^\d\d:\d\d$/);
});

test("Spanish starts at 24 h", async ({ page }) => {
  await page.goto("/es/time/tokyo");
  await waitForHydration(page);
  await expect(page.getByTestId("clock-time")).toHaveText(/^\d\d:\d\d:\d\d$/);
});
