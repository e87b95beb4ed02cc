import { describe, expect, it } from "vitest";
import { defaultSettings, parseSettings } from "@core/settings";

describe("parseSettings", () => {
  it("gives the product's defaults for nothing, bad JSON or a non-object", () => {
    expect(defaultSettings).toEqual({
      font: "Roboto Mono",
      bgColor: "#E3F2FF",
      fontColor: "#000000",
      sound: "beep",
      confettiEnabled: true,
      emailAddress: "",
      customMessage: "",
      hourCycle: "auto",
    });
    for (const raw of [null, "", "{", "42", "null", "[]"])
      expect(parseSettings(raw), String(raw)).toEqual(defaultSettings);
  });

  it("keeps each valid field and replaces each bad one with its default", () => {
    const stored = {
      font: "",
      bgColor: "#112233",
      fontColor: "red",
      sound: "chime",
      confettiEnabled: "yes",
      emailAddress: "a@example.com",
      customMessage: "x".repeat(501),
    };
    expect(parseSettings(JSON.stringify(stored))).toEqual({
      ...defaultSettings,
      bgColor: "#112233",
      sound: "chime",
      emailAddress: "a@example.com",
    });
  });
});
