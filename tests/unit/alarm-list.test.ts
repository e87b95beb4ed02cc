import { describe, expect, it } from "vitest";
import {
  ALARM_LABEL_MAX,
  createAlarm,
  migrateLegacyAlarm,
  parseStoredAlarms,
  serializeAlarms,
  snoozed,
  stopped,
  switched,
  type Alarm,
} from "@core/alarm-list";

const NY = "America/New_York";
const utc = (iso: string) => Date.parse(`${iso}Z`);
const now = utc("2026-01-15T11:00"); // Thursday 06:00 in New York

const make = (overrides: Partial<Parameters<typeof createAlarm>[0]> = {}) =>
  createAlarm(
    { label: "Gym", time: "07:00", days: [], from: "2026-01-15", sound: "bell", ...overrides },
    { now, zone: NY, id: "a1", count: 0 },
  );

function alarmOf(result: ReturnType<typeof make>): Alarm {
  if (!("alarm" in result)) throw new Error(`refused: ${result.problem}`);
  return result.alarm;
}

describe("creating an alarm", () => {
  it("arms a once alarm for its day and time", () => {
    const alarm = alarmOf(make());
    expect(alarm).toMatchObject({ label: "Gym", time: "07:00", days: [], enabled: true, snoozed: false });
    expect(alarm.at).toBe(utc("2026-01-15T12:00"));
  });

  it("arms a repeating alarm for its first chosen day", () => {
    expect(alarmOf(make({ days: [6, 1] })).at).toBe(utc("2026-01-17T12:00")); // Saturday
    expect(alarmOf(make({ days: [6, 1] })).days).toEqual([1, 6]);
  });

  it("refuses a past once alarm, a missing time, a label over the limit and a full list", () => {
    expect(make({ time: "05:00" })).toEqual({ problem: "past" });
    expect(make({ from: "2026-01-14" })).toEqual({ problem: "past" });
    expect(make({ time: "" })).toEqual({ problem: "missing" });
    expect(make({ time: "25:00" })).toEqual({ problem: "missing" });
    expect(make({ from: "2026-02-30" })).toEqual({ problem: "missing" });
    expect(make({ label: "x".repeat(10_000) })).toEqual({ problem: "label" });
    expect(make({ label: "x".repeat(ALARM_LABEL_MAX + 1) })).toEqual({ problem: "label" });
    expect(alarmOf(make({ label: `  ${"x".repeat(ALARM_LABEL_MAX)}  ` })).label).toHaveLength(ALARM_LABEL_MAX);
    expect(
      createAlarm(
        { label: "", time: "07:00", days: [], from: null, sound: "beep" },
        { now, zone: NY, id: "a", count: 50 },
      ),
    ).toEqual({ problem: "full" });
  });

  it("a repeating alarm whose first day is past simply starts from today", () => {
    expect(alarmOf(make({ time: "05:00", days: [4, 5] })).at).toBe(utc("2026-01-16T10:00"));
  });
});

describe("ringing: snooze, stop, the switch", () => {
  it("snooze re-arms at now + 5 or 10 minutes of wall-clock time", () => {
    const alarm = alarmOf(make());
    const ringing = utc("2026-01-15T12:00:20");
    expect(snoozed(alarm, ringing, 5)).toMatchObject({ at: ringing + 5 * 60_000, snoozed: true, enabled: true });
    expect(snoozed(alarm, ringing, 10).at).toBe(ringing + 10 * 60_000);
  });

  it("stop turns a once alarm off and re-arms a repeating one for its next day", () => {
    const once = alarmOf(make());
    expect(stopped(once, utc("2026-01-15T12:00:05"), NY)).toMatchObject({ enabled: false, at: null });
    const weekly = alarmOf(make({ days: [4, 5] }));
    expect(weekly.at).toBe(utc("2026-01-15T12:00"));
    const afterSnooze = snoozed(weekly, utc("2026-01-15T12:00:05"), 5);
    expect(stopped(afterSnooze, utc("2026-01-15T12:05:10"), NY)).toMatchObject({
      enabled: true,
      at: utc("2026-01-16T12:00"),
      snoozed: false,
    });
  });

  it("the switch turns an alarm off, and on again for its next ring from now", () => {
    const off = switched(alarmOf(make()), false, now, NY);
    expect(off).toMatchObject({ enabled: false, at: null });
    // A once alarm whose day has passed comes back for its next time.
    expect(switched(off, true, utc("2026-01-20T15:00"), NY).at).toBe(utc("2026-01-21T12:00"));
  });
});

describe("the stored list", () => {
  it("round-trips", () => {
    const alarms = [alarmOf(make()), alarmOf(make({ days: [1, 2] }))].map((a, i) => ({ ...a, id: `id${i}` }));
    expect(parseStoredAlarms(serializeAlarms(alarms))).toEqual({ alarms, refused: 0 });
  });

  it("never throws on a corrupted store", () => {
    for (const raw of ["{", "null", "[]", '{"version":2,"alarms":[]}', '{"version":1,"alarms":"x"}', "42"]) {
      expect(parseStoredAlarms(raw).alarms).toEqual([]);
    }
    expect(parseStoredAlarms(null)).toEqual({ alarms: [], refused: 0 });
  });

  it("leaves out one bad alarm (a 10,000-character label, a bad time, a duplicate id) and keeps the others", () => {
    const good = alarmOf(make());
    const raw = JSON.stringify({
      version: 1,
      alarms: [
        good,
        { ...good, id: "long", label: "x".repeat(10_000) },
        { ...good, id: "bad", time: "7am" },
        { ...good, days: [1, 1] },
        good,
      ],
    });
    expect(parseStoredAlarms(raw)).toEqual({ alarms: [good], refused: 4 });
  });

  it("migrates the legacy single alarm into a once alarm at the same instant", () => {
    const at = utc("2026-01-15T12:30:06");
    expect(migrateLegacyAlarm(JSON.stringify({ at, setAt: now }), NY, "chime")).toEqual({
      id: "migrated",
      label: "",
      time: "07:30",
      days: [],
      from: "2026-01-15",
      sound: "chime",
      enabled: true,
      at,
      snoozed: false,
    });
    expect(migrateLegacyAlarm("null", NY, "beep")).toBeNull();
    expect(migrateLegacyAlarm("{bad", NY, "beep")).toBeNull();
    expect(migrateLegacyAlarm(null, NY, "beep")).toBeNull();
  });
});
