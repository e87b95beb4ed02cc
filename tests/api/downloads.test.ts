import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDownloads } from "../../scripts/build-downloads.mjs";
import { createTestDatabase, type TestDbHandle } from "../helpers/test-db";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";
import { randomIp, startSmtpServer, uniqueAddress, type TestSmtpServer } from "../helpers/smtp";

// The real archives, built by the build's own script into a temporary build folder.
let buildDir: string;
let downloadsRoot: string;
let db: TestDbHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), "tickwise-downloads-"));
  downloadsRoot = path.join(buildDir, "downloads");
  [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer(), buildDownloads({ buildDir })]);
}, 60_000);
afterAll(async () => {
  await smtp.stop();
  await db.close();
  await rm(buildDir, { recursive: true, force: true });
});

function unzip(body: Buffer | Uint8Array): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}

/** The attachments of a multipart/mixed message: filename → decoded bytes. */
function attachments(raw: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  for (const part of parts) {
    const name = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1];
    if (!name || !/content-transfer-encoding:\s*base64/i.test(part)) continue;
    const body = part.slice(part.indexOf("\r\n\r\n") + 4).split(/\r\n--/)[0]!;
    found.set(name, Buffer.from(body.replace(/\s+/g, ""), "base64"));
  }
  return found;
}

describe("archives", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { database: db, downloadsRoot });
  });
  afterAll(() => t.cleanup());

  it.each(["/tickwise-extension.zip", "/chrome-extension/tickwise-extension.zip"])(
    "%s is the MV3 extension, version 1.0.0, with its popup, worker and icons",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="tickwise-extension.zip"');
      expect(res.headers["cache-control"]).toBe("public, max-age=3600, must-revalidate");
      const files = unzip(res.rawPayload);
      const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as Record<string, unknown>;
      expect(manifest.version).toBe("1.0.0");
      expect(manifest.manifest_version).toBe(3);
      expect(manifest.permissions).toEqual(expect.arrayContaining(["alarms", "notifications", "storage"]));
      expect(Object.keys(files).sort()).toEqual(
        [
          "background.js",
          "icons/icon-128.png",
          "icons/icon-16.png",
          "icons/icon-32.png",
          "icons/icon-48.png",
          "manifest.json",
          "popup.css",
          "popup.html",
          "popup.js",
          // The popup's and the manifest's words, one folder per language (chrome.i18n).
          ...["en", "es", "de", "fr", "pt_BR", "it", "nl", "pl", "ja", "zh_CN", "hi", "ar"].map(
            (code) => `_locales/${code}/messages.json`,
          ),
        ].sort(),
      );
      expect(manifest.default_locale).toBe("en");
      // PNG signature on every icon.
      for (const size of [16, 32, 48, 128]) {
        expect(Buffer.from(files[`icons/icon-${size}.png`]!.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
      }
    },
  );

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.app.inject({ method: "GET", url: "/tickwise-extension.zip" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/tickwise-extension.zip",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it("/raw/source.zip holds the tracked sources and no data, secrets or dependencies", async () => {
    const res = await t.app.inject({ method: "GET", url: "/raw/source.zip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="tickwise-source.zip"');
    const names = Object.keys(unzip(res.rawPayload));
    expect(names).toEqual(expect.arrayContaining(["package.json", "server/app.ts", "core/timer-engine.ts"]));
    expect(names.filter((n) => /^(data|node_modules|build|\.git)\//.test(n) || /(^|\/)\.env/.test(n))).toEqual([]);
  });

  it("GET /files/source-code decodes to the same zip, holding package.json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/files/source-code" });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: string; mimeType: string; filename: string }>();
    expect(body.mimeType).toBe("application/zip");
    expect(body.filename).toBe("tickwise-source.zip");
    const files = unzip(Buffer.from(body.data, "base64"));
    expect(JSON.parse(strFromU8(files["package.json"]!)).name).toBe("tickwise");
    expect(
      Object.keys(files).some((n) => n.startsWith("data/") || n.startsWith("node_modules/") || n.startsWith(".env")),
    ).toBe(false);
    const raw = await t.app.inject({ method: "GET", url: "/raw/source.zip" });
    expect(Buffer.from(body.data, "base64").equals(raw.rawPayload)).toBe(true);
  });

  it("answers 404 JSON when the archives were not built", async () => {
    const empty = await buildTestApp({}, { database: db, downloadsRoot: path.join(buildDir, "missing") });
    try {
      for (const url of ["/tickwise-extension.zip", "/raw/source.zip", "/files/source-code"]) {
        const res = await empty.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "This download is not available on this server yet" });
      }
    } finally {
      await empty.cleanup();
    }
  });
});

describe("POST /api/email/source-code", () => {
  it("answers 503 with the email calls' message when mail is not configured, and sends nothing", async () => {
    const t = await buildTestApp({}, { database: db, downloadsRoot });
    try {
      const before = smtp.messages.length;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/email/source-code",
        payload: { email: uniqueAddress("src") },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: "Email is not configured on this server" });
      expect(smtp.messages.length).toBe(before);
    } finally {
      await t.cleanup();
    }
  });

  describe("with mail configured", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ ...smtp.env(), PUBLIC_URL: "https://tickwise.test" }, { database: db, downloadsRoot });
    });
    afterAll(() => t.cleanup());

    it("mails both archives as attachments to the address", async () => {
      const to = uniqueAddress("source");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/email/source-code",
        payload: { email: to },
        headers: { cookie: visitorCookie(t.app) },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      const [mail] = await smtp.waitFor(1, { filter: (m) => m.to.includes(to) });
      expect(mail!.subject).toBe("Tickwise: source code and Chrome extension");
      const files = attachments(mail!.raw);
      expect([...files.keys()].sort()).toEqual(["tickwise-extension.zip", "tickwise-source.zip"]);
      const manifest = JSON.parse(strFromU8(unzip(files.get("tickwise-extension.zip")!)["manifest.json"]!));
      expect(manifest).toMatchObject({ version: "1.0.0", manifest_version: 3 });
      expect(Object.keys(unzip(files.get("tickwise-source.zip")!))).toContain("package.json");
    });

    it.each([
      [{}, "Email is required"],
      [{ email: "" }, "Please enter a valid email address"],
      [{ email: "no-at-sign" }, "Please enter a valid email address"],
      [{ email: "a@b.test\r\nBcc: x@y.test" }, "Email must not contain line breaks"],
    ])("refuses %j with 400 and sends nothing", async (payload, message) => {
      const before = smtp.messages.length;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/email/source-code",
        payload,
        headers: { cookie: visitorCookie(t.app) },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
      await new Promise((r) => setTimeout(r, 100));
      expect(smtp.messages.length).toBe(before);
    });

    it("limits how many emails one address receives (429 with Retry-After)", async () => {
      const to = uniqueAddress("limit");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/email/source-code",
          payload: { email: to },
          headers: { cookie: visitorCookie(t.app) },
          remoteAddress: randomIp(),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers["retry-after"]).toBeDefined();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await smtp.waitFor(3, { filter: (m) => m.to.includes(to) });
    });
  });
});
