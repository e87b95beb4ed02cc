import { describe, expect, it } from "vitest";
import {
  ALARM_WINDOW_MS,
  alarmPresets,
  alarmProgress,
  alarmSlugs,
  alarmTimes,
  dayPart,
  nextOccurrence,
  secondsRemaining,
  slugForTime,
  timeForAlarmSlug,
  toDateTimeLocal,
  twelveHour,
} from "@core/alarm";

describe("alarm slugs", () => {
  it("covers the product's list: 4am, 4-30am, 5am–9-45am quarter-hourly, 10am–11-30pm half-hourly", () => {
    const slugs = Object.keys(alarmSlugs);
    expect(slugs.slice(0, 6)).toEqual(["4am", "4-30am", "5am", "5-15am", "5-30am", "5-45am"]);
    expect(slugs).toContain("9-45am");
    expect(slugs).toContain("10am");
    expect(slugs).toContain("10-30am");
    expect(slugs).toContain("12pm");
    expect(slugs).toContain("12-30pm");
    expect(slugs).toContain("1pm");
    expect(slugs.at(-1)).toBe("11-30pm");
    expect(slugs).not.toContain("10-15am");
    expect(slugs).not.toContain("4-15am");
    expect(slugs).toHaveLength(2 + 5 * 4 + 14 * 2);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("maps every slug to HH:MM and back", () => {
    for (const [slug, time] of Object.entries(alarmSlugs)) {
      expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(slugForTime(time)).toBe(slug);
      const m = /^(\d{1,2})(?:-(\d{2}))?(am|pm)$/.exec(slug);
      expect(m, slug).not.toBeNull();
      const hour12 = Number(m![1]);
      const hours = (hour12 % 12) + (m![3] === "pm" ? 12 : 0);
      expect(time).toBe(`${String(hours).padStart(2, "0")}:${m![2] ?? "00"}`);
    }
    expect(alarmSlugs["7am"]).toBe("07:00");
    expect(alarmSlugs["8pm"]).toBe("20:00");
    expect(alarmSlugs["12pm"]).toBe("12:00");
    expect(alarmSlugs["12-30pm"]).toBe("12:30");
    expect(alarmSlugs["5-15am"]).toBe("05:15");
    expect(alarmTimes).toHaveLength(Object.keys(alarmSlugs).length);
  });

  it("answers undefined for unknown slugs", () => {
    expect(timeForAlarmSlug("7am")).toBe("07:00");
    expect(timeForAlarmSlug("13pm")).toBeUndefined();
    expect(timeForAlarmSlug("7AM")).toBeUndefined();
    expect(timeForAlarmSlug("toString")).toBeUndefined();
    expect(timeForAlarmSlug(undefined)).toBeUndefined();
  });

  it("formats midnight and noon slugs", () => {
    expect(slugForTime("00:00")).toBe("12am");
    expect(slugForTime("00:30")).toBe("12-30am");
    expect(slugForTime("12:00")).toBe("12pm");
    expect(() => slugForTime("25:00")).toThrow();
    expect(twelveHour("17:30")).toEqual({ hour: 5, minutes: "30", period: "PM" });
    expect(twelveHour("00:05")).toEqual({ hour: 12, minutes: "05", period: "AM" });
  });
});

describe("alarm presets", () => {
  it("has the 20 presets with their day parts (docs/product.md, Alarm)", () => {
    expect(alarmPresets).toHaveLength(20);
    const morning = alarmPresets.filter((p) => p.part === "morning").map((p) => p.time);
    const evening = alarmPresets.filter((p) => p.part === "evening").map((p) => p.time);
    expect(morning).toEqual(["06:00", "06:30", "07:00", "07:30", "08:00", "08:30", "09:00", "09:30"]);
    expect(evening).toHaveLength(12);
    expect(evening[0]).toBe("17:00");
    expect(evening.at(-1)).toBe("22:30");
    for (const p of alarmPresets) expect(alarmSlugs[p.slug]).toBe(p.time);
  });

  it("labels Morning before noon, Afternoon until 17:00, Evening from 17:00", () => {
    expect(dayPart("11:59")).toBe("morning");
    expect(dayPart("12:00")).toBe("afternoon");
    expect(dayPart("16:59")).toBe("afternoon");
    expect(dayPart("17:00")).toBe("evening");
  });
});

describe("next occurrence", () => {
  const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => new Date(y, mo - 1, d, h, mi, s);

  it("is today when the time is still ahead", () => {
    expect(nextOccurrence("07:00", at(2025, 3, 4, 6, 59, 57))).toEqual(at(2025, 3, 4, 7, 0));
  });

  it("moves to tomorrow when the time has passed or is now", () => {
    expect(nextOccurrence("06:00", at(2025, 3, 4, 6, 59, 57))).toEqual(at(2025, 3, 5, 6, 0));
    expect(nextOccurrence("07:00", at(2025, 3, 4, 7, 0, 0))).toEqual(at(2025, 3, 5, 7, 0));
  });

  it("lands on the wall-clock time across daylight-saving changes", () => {
    const saved = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      // Saturday 8 March 2025, 07:00 EST → Sunday 06:00 EDT: 22 hours later, not 23.
      const spring = nextOccurrence("06:00", new Date(2025, 2, 8, 7, 0));
      expect([spring.getDate(), spring.getHours(), spring.getMinutes()]).toEqual([9, 6, 0]);
      expect(spring.getTime() - new Date(2025, 2, 8, 7, 0).getTime()).toBe(22 * 3_600_000);
      const autumn = nextOccurrence("06:00", new Date(2025, 10, 1, 7, 0));
      expect([autumn.getDate(), autumn.getHours()]).toEqual([2, 6]);
      expect(autumn.getTime() - new Date(2025, 10, 1, 7, 0).getTime()).toBe(24 * 3_600_000);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("crosses month and year ends", () => {
    expect(nextOccurrence("06:00", at(2025, 12, 31, 23, 0))).toEqual(at(2026, 1, 1, 6, 0));
    expect(nextOccurrence("06:00", at(2024, 2, 28, 23, 0))).toEqual(at(2024, 2, 29, 6, 0));
  });
});

describe("countdown", () => {
  it("rounds remaining seconds up and never goes negative", () => {
    expect(secondsRemaining(10_000, 0)).toBe(10);
    expect(secondsRemaining(10_000, 1)).toBe(10);
    expect(secondsRemaining(10_000, 9_001)).toBe(1);
    expect(secondsRemaining(10_000, 10_000)).toBe(0);
    expect(secondsRemaining(10_000, 20_000)).toBe(0);
  });

  it("progresses over the 24 hours before the alarm", () => {
    expect(alarmProgress(ALARM_WINDOW_MS, 0)).toBe(0);
    expect(alarmProgress(2 * ALARM_WINDOW_MS, 0)).toBe(0);
    expect(alarmProgress(ALARM_WINDOW_MS, ALARM_WINDOW_MS / 2)).toBe(50);
    expect(alarmProgress(ALARM_WINDOW_MS, ALARM_WINDOW_MS)).toBe(100);
  });
});

describe("date-time input values", () => {
  it("formats an instant in the local zone", () => {
    expect(toDateTimeLocal(new Date(2025, 2, 4, 7, 5, 0))).toBe("2025-03-04T07:05");
  });
});
