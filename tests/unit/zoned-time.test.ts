import { describe, expect, it } from "vitest";
import { addDays, instantToWallTime, isIsoDate, isWallTime, wallTimeToInstant } from "@core/zoned-time";

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe("wallTimeToInstant", () => {
  it("converts an ordinary time with that date's offset, not today's", () => {
    expect(wallTimeToInstant("America/New_York", "2026-01-15", "09:00")).toEqual({
      kind: "ok",
      instant: Date.parse("2026-01-15T14:00Z"),
    });
    expect(wallTimeToInstant("America/New_York", "2026-07-15", "09:00")).toEqual({
      kind: "ok",
      instant: Date.parse("2026-07-15T13:00Z"),
    });
  });

  it("reports New York's spring-forward gap and where the clocks went", () => {
    const result = wallTimeToInstant("America/New_York", "2026-03-08", "02:30");
    expect(result.kind).toBe("gap");
    expect(instantToWallTime("America/New_York", result.instant).time).toBe("03:30");
    expect(wallTimeToInstant("America/New_York", "2026-03-08", "01:59").kind).toBe("ok");
    expect(wallTimeToInstant("America/New_York", "2026-03-08", "03:00").kind).toBe("ok");
  });

  it("reports New York's fall-back hour twice", () => {
    const result = wallTimeToInstant("America/New_York", "2026-11-01", "01:30");
    expect(result).toEqual({
      kind: "overlap",
      instant: Date.parse("2026-11-01T05:30Z"),
      later: Date.parse("2026-11-01T06:30Z"),
    });
  });

  it("handles London's changes", () => {
    expect(wallTimeToInstant("Europe/London", "2026-03-29", "01:15").kind).toBe("gap");
    const back = wallTimeToInstant("Europe/London", "2026-10-25", "01:15");
    expect(back.kind).toBe("overlap");
    expect(iso(back.instant)).toBe("2026-10-25T00:15");
  });

  it("handles Lord Howe's 30-minute shift", () => {
    // Clocks go from 02:00 to 02:30 on the first Sunday of October.
    expect(wallTimeToInstant("Australia/Lord_Howe", "2026-10-04", "02:15").kind).toBe("gap");
    expect(wallTimeToInstant("Australia/Lord_Howe", "2026-10-04", "02:30").kind).toBe("ok");
    // And back from 02:00 to 01:30 on the first Sunday of April.
    const back = wallTimeToInstant("Australia/Lord_Howe", "2026-04-05", "01:45");
    expect(back.kind).toBe("overlap");
    if (back.kind === "overlap") expect(back.later - back.instant).toBe(30 * 60_000);
  });

  it("reports Samoa's skipped 30 December 2011 as a gap all day", () => {
    for (const time of ["00:00", "12:00", "23:59"]) {
      expect(wallTimeToInstant("Pacific/Apia", "2011-12-30", time).kind).toBe("gap");
    }
    expect(
      instantToWallTime("Pacific/Apia", wallTimeToInstant("Pacific/Apia", "2011-12-30", "12:00").instant).date,
    ).toBe("2011-12-31");
    expect(wallTimeToInstant("Pacific/Apia", "2011-12-29", "23:59").kind).toBe("ok");
    expect(wallTimeToInstant("Pacific/Apia", "2011-12-31", "00:00").kind).toBe("ok");
  });

  it("round-trips through instantToWallTime", () => {
    const result = wallTimeToInstant("Asia/Kathmandu", "2026-05-01", "17:45");
    expect(instantToWallTime("Asia/Kathmandu", result.instant)).toEqual({
      date: "2026-05-01",
      time: "17:45",
      offsetMinutes: 345,
    });
    expect(instantToWallTime("Asia/Tokyo", result.instant)).toMatchObject({ date: "2026-05-01", time: "21:00" });
  });
});

describe("date and time text", () => {
  it("accepts only real dates and times", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isWallTime("23:59")).toBe(true);
    expect(isWallTime("24:00")).toBe(false);
    expect(isWallTime("9:00")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
