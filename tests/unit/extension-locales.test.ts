import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The extension's words (extension/_locales, chrome.i18n): the twelve languages in Chrome's codes,
 * each with every message of English, its placeholders, and no English sentence left.
 */

const dir = path.resolve(import.meta.dirname, "../../extension/_locales");
type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const read = (code: string): Messages => JSON.parse(readFileSync(path.join(dir, code, "messages.json"), "utf8"));
const english = read("en");
const codes = ["en", "es", "de", "fr", "pt_BR", "it", "nl", "pl", "ja", "zh_CN", "hi", "ar"];

describe("extension messages", () => {
  it("has the twelve languages and the manifest names English the default", () => {
    expect(readdirSync(dir).sort()).toEqual([...codes].sort());
    const manifest = JSON.parse(readFileSync(path.resolve(dir, "../manifest.json"), "utf8"));
    expect(manifest.default_locale).toBe("en");
    expect(manifest.name).toBe("__MSG_extName__");
    expect(manifest.description).toBe("__MSG_extDescription__");
    expect(english.extDescription!.message.length).toBeLessThanOrEqual(132);
  });

  it.each(codes.filter((code) => code !== "en"))("%s says everything English says", (code) => {
    const messages = read(code);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, entry] of Object.entries(english)) {
      const other = messages[key]!;
      expect(other.message.trim(), key).not.toBe("");
      expect(Object.keys(other.placeholders ?? {}), key).toEqual(Object.keys(entry.placeholders ?? {}));
      for (const name of Object.keys(entry.placeholders ?? {})) {
        expect(other.message.toLowerCase(), key).toContain(`$${name}$`);
      }
      if (entry.message.split(/\s+/).length >= 3) expect(other.message, key).not.toBe(entry.message);
    }
    expect(messages.extName!.message.length).toBeLessThanOrEqual(75);
    expect(messages.extDescription!.message.length).toBeLessThanOrEqual(132);
  });
});
