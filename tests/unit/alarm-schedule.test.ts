import { describe, expect, it } from "vitest";
import {
  addDays,
  civilDateAt,
  isKnownZone,
  nextRing,
  ringWords,
  wallTimeToInstant,
  zoneOffset,
  type AlarmRule,
} from "@core/alarm-schedule";

const NY = "America/New_York";
const LONDON = "Europe/London";
const LORD_HOWE = "Australia/Lord_Howe";
const utc = (iso: string) => Date.parse(`${iso}Z`);
const once = (hh: number, mm: number): AlarmRule => ({ minutes: hh * 60 + mm, days: [], from: null });

describe("wall time to instant, with the zone's own rules", () => {
  it("uses the offset of that day, not today's", () => {
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 15 }, 7 * 60, NY)).toBe(utc("2026-01-15T12:00"));
    expect(wallTimeToInstant({ year: 2026, month: 7, day: 15 }, 7 * 60, NY)).toBe(utc("2026-07-15T11:00"));
    expect(wallTimeToInstant({ year: 2026, month: 7, day: 15 }, 7 * 60, LONDON)).toBe(utc("2026-07-15T06:00"));
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 15 }, 7 * 60, LORD_HOWE)).toBe(utc("2026-01-14T20:00"));
    expect(wallTimeToInstant({ year: 2026, month: 7, day: 15 }, 7 * 60, LORD_HOWE)).toBe(utc("2026-07-14T20:30"));
  });

  it("spring forward: a time in the gap rings at the first instant after it (03:00 new time)", () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT (07:00 UTC).
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 2 * 60 + 30, NY)).toBe(utc("2026-03-08T07:00"));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 2 * 60, NY)).toBe(utc("2026-03-08T07:00"));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 2 * 60 + 59, NY)).toBe(utc("2026-03-08T07:00"));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 3 * 60, NY)).toBe(utc("2026-03-08T07:00"));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 3 * 60 + 1, NY)).toBe(utc("2026-03-08T07:01"));
    // London, 29 March 2026: 01:00 GMT jumps to 02:00 BST.
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 29 }, 60 + 30, LONDON)).toBe(utc("2026-03-29T01:00"));
    // Lord Howe, 4 October 2026: 02:00 (+10:30) jumps half an hour to 02:30 (+11).
    const lordHowe = wallTimeToInstant({ year: 2026, month: 10, day: 4 }, 2 * 60 + 15, LORD_HOWE);
    expect(lordHowe).toBe(utc("2026-10-03T15:30"));
    expect(civilDateAt(lordHowe, LORD_HOWE).minutes).toBe(2 * 60 + 30);
  });

  it("fall back: a time in the repeated hour rings once, at its first occurrence", () => {
    // New York, 1 November 2026: 01:30 happens at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
    expect(wallTimeToInstant({ year: 2026, month: 11, day: 1 }, 60 + 30, NY)).toBe(utc("2026-11-01T05:30"));
    // London, 25 October 2026: 01:30 BST (00:30 UTC) before 01:30 GMT.
    expect(wallTimeToInstant({ year: 2026, month: 10, day: 25 }, 60 + 30, LONDON)).toBe(utc("2026-10-25T00:30"));
    // Lord Howe, 5 April 2026: 02:00 (+11) falls back to 01:30 (+10:30); 01:45 happens twice.
    expect(wallTimeToInstant({ year: 2026, month: 4, day: 5 }, 60 + 45, LORD_HOWE)).toBe(utc("2026-04-04T14:45"));
    // After the first 01:30 has rung, the next ring is the next day's, not the repeat of the hour.
    expect(nextRing(once(1, 30), utc("2026-11-01T05:30"), NY)).toBe(utc("2026-11-02T06:30"));
  });

  it("reads offsets from Intl with any zone, whatever the machine's", () => {
    expect(zoneOffset(utc("2026-07-01T00:00"), NY)).toBe(-4 * 3600_000);
    expect(zoneOffset(utc("2026-07-01T00:00"), LORD_HOWE)).toBe(10.5 * 3600_000);
    expect(isKnownZone(LORD_HOWE)).toBe(true);
    expect(isKnownZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("next ring", () => {
  it("a once alarm: today when still ahead, else tomorrow; a later first day waits for it", () => {
    const now = utc("2026-01-15T11:00"); // 06:00 in New York
    expect(nextRing(once(7, 0), now, NY)).toBe(utc("2026-01-15T12:00"));
    expect(nextRing(once(5, 0), now, NY)).toBe(utc("2026-01-16T10:00"));
    expect(nextRing({ ...once(7, 0), from: { year: 2026, month: 1, day: 20 } }, now, NY)).toBe(utc("2026-01-20T12:00"));
  });

  it("a repeating alarm rings on its days only", () => {
    // Thursday 15 January 2026, 06:00 in London; weekdays Mon, Wed.
    const rule: AlarmRule = { minutes: 7 * 60, days: [1, 3], from: null };
    expect(nextRing(rule, utc("2026-01-15T06:00"), LONDON)).toBe(utc("2026-01-19T07:00"));
    expect(nextRing(rule, utc("2026-01-19T07:00"), LONDON)).toBe(utc("2026-01-21T07:00"));
    // Thursday itself, before its time.
    expect(nextRing({ ...rule, days: [4] }, utc("2026-01-15T06:00"), LONDON)).toBe(utc("2026-01-15T07:00"));
  });

  it("a daily alarm keeps its wall-clock time across the change to summer time and back", () => {
    const daily: AlarmRule = { minutes: 7 * 60, days: [1, 2, 3, 4, 5, 6, 7], from: null };
    let at = nextRing(daily, utc("2026-03-06T13:00"), NY);
    const rings: number[] = [];
    for (let i = 0; i < 4; i++) {
      rings.push(at);
      at = nextRing(daily, at, NY);
    }
    expect(rings).toEqual([
      utc("2026-03-07T12:00"), // Saturday 07:00 EST
      utc("2026-03-08T11:00"), // Sunday 07:00 EDT: the night was an hour shorter
      utc("2026-03-09T11:00"),
      utc("2026-03-10T11:00"),
    ]);
    for (const ring of rings) expect(civilDateAt(ring, NY).minutes).toBe(7 * 60);
    // And back in autumn, in London.
    const autumn = nextRing(daily, utc("2026-10-24T07:00"), LONDON);
    expect(autumn).toBe(utc("2026-10-25T07:00")); // 07:00 GMT
    expect(nextRing(daily, utc("2026-10-23T07:00"), LONDON)).toBe(utc("2026-10-24T06:00")); // 07:00 BST
  });

  it("a repeating alarm at 02:30 on the spring-forward Sunday rings at 03:00, then 02:30 again", () => {
    const sundays: AlarmRule = { minutes: 2 * 60 + 30, days: [7], from: null };
    const first = nextRing(sundays, utc("2026-03-02T00:00"), NY);
    expect(first).toBe(utc("2026-03-08T07:00"));
    expect(nextRing(sundays, first, NY)).toBe(utc("2026-03-15T06:30"));
  });

  it("civil dates add across months and years", () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe("ring words", () => {
  const now = utc("2026-01-15T22:00"); // Thursday 22:00 in London
  it("within 12 hours: hours and minutes, rounded up", () => {
    expect(ringWords(now + (7 * 60 + 12) * 60_000, now, LONDON)).toEqual({ kind: "in", hours: 7, minutes: 12 });
    expect(ringWords(now + 30_000, now, LONDON)).toEqual({ kind: "in", hours: 0, minutes: 1 });
    expect(ringWords(now + 45 * 60_000 - 1, now, LONDON)).toEqual({ kind: "in", hours: 0, minutes: 45 });
  });
  it("later: today, tomorrow, a weekday, a date", () => {
    const morning = utc("2026-01-15T06:00");
    expect(ringWords(utc("2026-01-15T20:00"), morning, LONDON)).toEqual({ kind: "today" });
    expect(ringWords(utc("2026-01-16T12:00"), now, LONDON)).toEqual({ kind: "tomorrow" });
    expect(ringWords(utc("2026-01-19T07:00"), now, LONDON)).toEqual({ kind: "weekday", weekday: 1 });
    expect(ringWords(utc("2026-01-23T07:00"), now, LONDON)).toEqual({
      kind: "date",
      date: { year: 2026, month: 1, day: 23 },
    });
  });
  it("counts days in the zone given", () => {
    // 22:00 UTC Thursday is already Friday 09:00 in Sydney; 20:00 UTC Friday is Saturday there.
    expect(ringWords(utc("2026-01-16T20:00"), now, "Australia/Sydney")).toEqual({ kind: "tomorrow" });
  });
});
