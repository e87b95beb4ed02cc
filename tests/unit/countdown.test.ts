/** docs/product.md, Countdown: reading the URL, the moment in words, event dates, DST edges. */
import { countdownProblemOf, countdownQuerySchema } from "@core/calendar-query";
import { momentWords } from "@content/countdown/moment";
import { countdownText } from "@content/countdown/text";
import {
  countdownEventBySlug,
  countdownPath,
  easterSunday,
  nextEventDate,
  readCountdown,
  zonePlace,
} from "@core/countdown";
import { sharedPageTarget } from "@core/page-query";
import { parseWallTime, resolveWallTime } from "@core/zoned-time";
import { describe, expect, it } from "vitest";

describe("readCountdown", () => {
  it("reads to, tz and title; tz defaults to UTC", () => {
    const read = readCountdown("2027-01-01T00:00", "Europe/London", "  New Year  ");
    expect(read).toMatchObject({ ok: true, target: { zone: "Europe/London", title: "New Year", fit: "exact" } });
    if (read.ok) expect(read.target.instant).toBe(Date.UTC(2027, 0, 1));
    const utc = readCountdown("2027-06-01T12:00", null, null);
    expect(utc).toMatchObject({ ok: true, target: { zone: "UTC", title: "" } });
  });

  it("uses the zone's rules for that date, not today's offset", () => {
    const summer = readCountdown("2027-07-01T12:00", "Europe/London", "");
    const winter = readCountdown("2027-01-15T12:00", "Europe/London", "");
    expect(summer.ok && summer.target.instant).toBe(Date.UTC(2027, 6, 1, 11));
    expect(winter.ok && winter.target.instant).toBe(Date.UTC(2027, 0, 15, 12));
  });

  it("names what is wrong", () => {
    expect(readCountdown("tomorrow", "UTC", "")).toEqual({ ok: false, problem: "to" });
    expect(readCountdown("2027-02-30T10:00", "UTC", "")).toEqual({ ok: false, problem: "to" });
    expect(readCountdown("2027-01-01T24:00", "UTC", "")).toEqual({ ok: false, problem: "to" });
    expect(readCountdown("1969-12-31T23:59", "UTC", "")).toEqual({ ok: false, problem: "year" });
    expect(readCountdown("2201-01-01T00:00", "UTC", "")).toEqual({ ok: false, problem: "year" });
    expect(readCountdown("2027-01-01T00:00", "Mars/Olympus", "")).toEqual({ ok: false, problem: "tz" });
    expect(readCountdown("2027-01-01T00:00", "UTC", "x".repeat(10_000))).toEqual({ ok: false, problem: "title" });
  });

  it("the zod schema says the same, with the problem kept for the page", () => {
    const bad = countdownQuerySchema.safeParse({ to: "2300-01-01T00:00" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(countdownProblemOf(bad.error)).toBe("year");
    const badZone = countdownQuerySchema.safeParse({ to: "2027-01-01T00:00", tz: "Nowhere/Land" });
    if (!badZone.success) expect(countdownProblemOf(badZone.error)).toBe("tz");
    expect(countdownQuerySchema.parse({ to: "2027-01-01T00:00" }).zone).toBe("UTC");
  });

  it("builds the share path", () => {
    expect(countdownPath("2027-01-01T00:00", "Europe/London", "New Year")).toBe(
      "/countdown?to=2027-01-01T00%3A00&tz=Europe%2FLondon&title=New+Year",
    );
    expect(countdownPath("2027-01-01T00:00", "UTC", " ")).toBe("/countdown?to=2027-01-01T00%3A00&tz=UTC");
  });
});

describe("daylight-saving edges (resolved as RFC 5545 3.3.5 and Temporal's 'compatible')", () => {
  it("a time in the spring-forward gap moves forward by the gap", () => {
    // London, 28 March 2027: 01:00 GMT → 02:00 BST; 01:30 never happens and means 02:30 BST.
    const gap = resolveWallTime(parseWallTime("2027-03-28T01:30")!, "Europe/London");
    expect(gap).toEqual({ instant: Date.UTC(2027, 2, 28, 1, 30), fit: "gap" });
    // New York, 14 March 2027: 02:00 EST → 03:00 EDT.
    const ny = resolveWallTime(parseWallTime("2027-03-14T02:15")!, "America/New_York");
    expect(ny).toEqual({ instant: Date.UTC(2027, 2, 14, 7, 15), fit: "gap" });
  });

  it("a time in the fall-back overlap is the first of the two", () => {
    // London, 31 October 2027: 02:00 BST → 01:00 GMT; 01:30 happens at 00:30 and 01:30 UTC.
    expect(resolveWallTime(parseWallTime("2027-10-31T01:30")!, "Europe/London")).toEqual({
      instant: Date.UTC(2027, 9, 31, 0, 30),
      fit: "overlap",
    });
  });

  it("a zone with a half-hour change (Lord Howe) and one without DST", () => {
    expect(resolveWallTime(parseWallTime("2027-01-01T00:00")!, "Asia/Kolkata")).toEqual({
      instant: Date.UTC(2026, 11, 31, 18, 30),
      fit: "exact",
    });
    expect(resolveWallTime(parseWallTime("2027-04-04T01:45")!, "Australia/Lord_Howe").fit).toBe("overlap");
  });
});

describe("moment in words", () => {
  it("says title, date, time and place, and the days left", async () => {
    const en = await countdownText.load("en");
    const es = await countdownText.load("es");
    const instant = Date.UTC(2027, 0, 1);
    expect(momentWords(en, instant, "Europe/London", "New Year's Day", 36, "en", "h23")).toBe(
      "New Year's Day, Friday, January 1, 2027 at 00:00 in London — 36 days",
    );
    expect(momentWords(es, instant, "Europe/London", "Año Nuevo", 1, "es", "h23")).toBe(
      "Año Nuevo, viernes, 1 de enero de 2027 a las 00:00 en London — 1 día",
    );
    expect(momentWords(en, instant, "Europe/London", "X", 2, "en", "h12")).toContain("at 12:00 AM in London");
  });

  it("names a zone by its city", () => {
    expect(zonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});

describe("event dates", () => {
  it("computes Easter Sunday", () => {
    expect(["2024", "2025", "2026", "2027", "2028", "2038", "2285"].map((y) => easterSunday(+y))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2038-04-25",
      "2285-03-22",
    ]);
  });

  it("takes this year's date until it has passed, today included, then next year's", () => {
    const christmas = countdownEventBySlug("christmas")!;
    expect(nextEventDate(christmas, "UTC", Date.UTC(2026, 11, 24, 23))).toBe("2026-12-25");
    expect(nextEventDate(christmas, "UTC", Date.UTC(2026, 11, 25, 23))).toBe("2026-12-25");
    expect(nextEventDate(christmas, "UTC", Date.UTC(2026, 11, 26, 0, 1))).toBe("2027-12-25");
    // Still the 25th in Los Angeles when it is the 26th in UTC.
    expect(nextEventDate(christmas, "America/Los_Angeles", Date.UTC(2026, 11, 26, 5))).toBe("2026-12-25");
    const easter = countdownEventBySlug("easter")!;
    expect(nextEventDate(easter, "UTC", Date.UTC(2027, 2, 29))).toBe("2028-04-16");
    expect(countdownEventBySlug("nope")).toBeUndefined();
  });
});

describe("page cache key of /countdown", () => {
  it("keeps the moment's parameters, in one order, and drops the rest", () => {
    expect(sharedPageTarget("/countdown", new URLSearchParams("x=1"))).toBe("/countdown");
    expect(sharedPageTarget("/countdown", new URLSearchParams("title=A&x=1&tz=UTC&to=2027-01-01T00:00"))).toBe(
      "/countdown?to=2027-01-01T00%3A00&tz=UTC&title=A",
    );
    expect(sharedPageTarget("/countdown/christmas", new URLSearchParams("to=x"))).toBe("/countdown/christmas");
  });
});
