/** docs/product.md, Settings and display: 12- or 24-hour clocks from one setting. */
import { formatClockTime, formatWallClock, resolveHourCycle, widestClockTime } from "@core/clock-format";
import { defaultSettings, parseSettings } from "@core/settings";
import { describe, expect, it } from "vitest";

describe("formatClockTime", () => {
  const at = Date.UTC(2027, 6, 1, 13, 4, 5);

  it("formats in the zone's time for that instant, in either cycle", () => {
    expect(formatClockTime(at, "Europe/London", "h23", "en-US", { seconds: true })).toBe("14:04:05");
    expect(formatClockTime(at, "Europe/London", "h12", "en-US", { seconds: true })).toBe("02:04:05 PM");
    expect(formatClockTime(at, "America/New_York", "h12", "en-US")).toBe("09:04 AM");
    expect(formatClockTime(at, "Asia/Tokyo", "h23", "es-ES")).toBe("22:04");
    expect(formatClockTime(Date.UTC(2027, 0, 1), "UTC", "h12", "en-US")).toBe("12:00 AM");
    expect(formatClockTime(Date.UTC(2027, 0, 1), "UTC", "h23", "en-US")).toBe("00:00");
  });

  it("defaults to the language's cycle: English 12 h, Spanish 24 h", () => {
    expect(resolveHourCycle("auto", "en")).toBe("h12");
    expect(resolveHourCycle("auto", "es")).toBe("h23");
    expect(resolveHourCycle("h23", "en")).toBe("h23");
    expect(resolveHourCycle("h12", "es")).toBe("h12");
  });

  it("is kept with the other settings; a bad stored value falls back to auto", () => {
    expect(defaultSettings.hourCycle).toBe("auto");
    expect(parseSettings(JSON.stringify({ hourCycle: "h23" })).hourCycle).toBe("h23");
    expect(parseSettings(JSON.stringify({ hourCycle: "h25" })).hourCycle).toBe("auto");
  });
});

describe("formatWallClock", () => {
  it("reads a 24-hour wall time in either cycle, without any zone", () => {
    expect(formatWallClock("14:30", "h12", "en-US")).toBe("02:30 PM");
    expect(formatWallClock("14:30", "h23", "en-US")).toBe("14:30");
    expect(formatWallClock("00:05", "h12", "en-US")).toBe("12:05 AM");
    expect(formatWallClock("00:05", "h23", "es-ES")).toBe("00:05");
    expect(formatWallClock("12:00", "h12", "es-ES")).toBe("12:00 p. m.");
  });

  it("knows the widest form, to reserve its width", () => {
    expect(widestClockTime("en-US")).toBe("02:30 PM".length);
    expect(widestClockTime("es-ES")).toBe("12:30 p. m.".length);
  });
});
