/**
 * The alarm list (docs/product.md, Alarm; decision 034): the stored shape, validated with zod on
 * every read, the legacy single alarm's migration, and what Stop, Snooze and the on/off switch do
 * to an alarm. Pure: the zone and the clock are parameters.
 */
import { z } from "./zod-mini";
import { hhmm, minutesOfDay } from "./alarm";
import { civilDateAt, nextRing, type AlarmRule, type CivilDate, type Weekday } from "./alarm-schedule";

/** Longest label kept; a longer one (typed, from the URL or from storage) is refused, not cut. */
export const ALARM_LABEL_MAX = 60;
/** Most alarms kept: more would be a corrupted or hostile store, not a person's mornings. */
export const ALARMS_MAX = 50;
export const SNOOZE_MINUTES = [5, 10] as const;
export type SnoozeMinutes = (typeof SNOOZE_MINUTES)[number];

const timeSchema = z.string().check(z.refine((value) => minutesOfDay(value) !== null));
const dateSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
export const alarmLabelSchema = z.string().check(z.trim(), z.maxLength(ALARM_LABEL_MAX));

const alarmSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  label: alarmLabelSchema,
  /** "HH:MM", 24-hour wall-clock time. */
  time: timeSchema,
  /** ISO weekdays (1 Monday … 7 Sunday); empty: once. */
  days: z.pipe(
    z.array(z.int().check(z.minimum(1), z.maximum(7))).check(
      z.maxLength(7),
      z.refine((days) => new Set(days).size === days.length),
    ),
    z.transform((days) => [...days].sort() as Weekday[]),
  ),
  /** The first day it may ring ("YYYY-MM-DD", the visitor's zone); a once alarm's day. */
  from: z.nullable(dateSchema),
  /** A `core/sounds.ts` name or "custom"; an unknown name plays the beep. */
  sound: z.string().check(z.minLength(1), z.maxLength(32)),
  enabled: z.boolean(),
  /** The instant it is armed for, epoch ms (null while off): a snooze's, or the next ring's. */
  at: z.nullable(z.number()),
  snoozed: z.boolean(),
});

export type Alarm = z.output<typeof alarmSchema>;

const envelopeSchema = z.object({
  version: z.literal(1),
  alarms: z.array(z.unknown()).check(z.maxLength(ALARMS_MAX)),
});

export interface StoredAlarms {
  alarms: Alarm[];
  /** How many stored alarms were unreadable (bad fields, a too-long label) and left out. */
  refused: number;
}

/** Reads the stored list: anything malformed gives an empty list; one bad alarm never hides the others. */
export function parseStoredAlarms(raw: string | null): StoredAlarms {
  if (!raw) return { alarms: [], refused: 0 };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { alarms: [], refused: 1 };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { alarms: [], refused: 1 };
  const alarms: Alarm[] = [];
  let refused = 0;
  for (const item of envelope.data.alarms) {
    const alarm = alarmSchema.safeParse(item);
    if (alarm.success && !alarms.some((a) => a.id === alarm.data.id)) alarms.push(alarm.data);
    else refused++;
  }
  return { alarms, refused };
}

export function serializeAlarms(alarms: readonly Alarm[]): string {
  return JSON.stringify({ version: 1, alarms });
}

const pad2 = (n: number) => String(n).padStart(2, "0");
export const formatCivilDate = (d: CivilDate) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
export function parseCivilDate(value: string): CivilDate | null {
  if (!dateSchema.safeParse(value).success) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

export function ruleOf(alarm: Pick<Alarm, "time" | "days" | "from">): AlarmRule {
  return {
    minutes: minutesOfDay(alarm.time) ?? 0,
    days: alarm.days,
    from: alarm.from ? parseCivilDate(alarm.from) : null,
  };
}

/** The legacy single alarm (`tickwise-alarm`: `{ at, setAt }`) as a once alarm of the list, or null. */
export function migrateLegacyAlarm(raw: string | null, zone: string, sound: string): Alarm | null {
  if (!raw) return null;
  try {
    const legacy = z.object({ at: z.number() }).safeParse(JSON.parse(raw));
    if (!legacy.success) return null;
    const at = legacy.data.at;
    const wall = civilDateAt(at, zone);
    return {
      id: "migrated",
      label: "",
      time: hhmm(Math.floor(wall.minutes / 60), wall.minutes % 60),
      days: [],
      from: formatCivilDate(wall),
      sound,
      enabled: true,
      at,
      snoozed: false,
    };
  } catch {
    return null;
  }
}

/** What a new alarm is made of (the form's fields, already read). */
export interface NewAlarm {
  label: string;
  time: string;
  days: Weekday[];
  from: string | null;
  sound: string;
}

export type NewAlarmProblem = "missing" | "past" | "label" | "full";

/**
 * A new alarm armed for its first ring, or why it is refused: no time ("missing"), a once alarm
 * not in the future ("past"), a label over the limit ("label"), a full list ("full").
 */
export function createAlarm(
  input: NewAlarm,
  context: { now: number; zone: string; id: string; count: number },
): { alarm: Alarm } | { problem: NewAlarmProblem } {
  if (context.count >= ALARMS_MAX) return { problem: "full" };
  const label = alarmLabelSchema.safeParse(input.label);
  if (!label.success) return { problem: "label" };
  if (minutesOfDay(input.time) === null) return { problem: "missing" };
  if (input.from !== null && parseCivilDate(input.from) === null) return { problem: "missing" };
  const base = {
    id: context.id,
    label: label.data,
    time: input.time,
    days: [...input.days].sort(),
    sound: input.sound,
  };
  const rule = ruleOf({ ...base, from: input.from });
  if (input.days.length === 0 && rule.from) {
    // A once alarm rings on its own day: the day's time must still be ahead.
    const at = nextRing(rule, context.now - 1, context.zone);
    const sameDay = formatCivilDate(civilDateAt(at, context.zone)) === input.from;
    if (!sameDay || at <= context.now) return { problem: "past" };
    return { alarm: { ...base, from: input.from, enabled: true, at, snoozed: false } };
  }
  const at = nextRing(rule, context.now, context.zone);
  return { alarm: { ...base, from: input.from, enabled: true, at, snoozed: false } };
}

/** Stop after a ring (or a missed one): a repeating alarm re-arms for its next day, a once alarm turns off. */
export function stopped(alarm: Alarm, now: number, zone: string): Alarm {
  if (alarm.days.length === 0) return { ...alarm, enabled: false, at: null, snoozed: false };
  return { ...alarm, at: nextRing({ ...ruleOf(alarm), from: null }, now, zone), snoozed: false };
}

/** Snooze: rings again `minutes` after now (the corrected wall clock, not counted ticks). */
export function snoozed(alarm: Alarm, now: number, minutes: SnoozeMinutes): Alarm {
  return { ...alarm, at: now + minutes * 60_000, snoozed: true };
}

/** The on/off switch: on arms the next ring from now (a once alarm whose day passed: its next time). */
export function switched(alarm: Alarm, enabled: boolean, now: number, zone: string): Alarm {
  if (!enabled) return { ...alarm, enabled: false, at: null, snoozed: false };
  return { ...alarm, enabled: true, at: nextRing(ruleOf(alarm), now, zone), snoozed: false };
}

/** RFC 5545 day names in ISO weekday order (1 Monday … 7 Sunday), as /calendar/alarm.ics reads them. */
const calendarDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/**
 * The alarm's calendar file (/calendar/alarm.ics): the same time and days in a calendar app, with
 * its own reminder. A once alarm becomes the time's next occurrence.
 */
export function alarmCalendarHref(alarm: Pick<Alarm, "time" | "days">, name: string, zone: string): string {
  const query = new URLSearchParams({ time: alarm.time, tz: zone, label: name });
  if (alarm.days.length > 0) query.set("days", alarm.days.map((day) => calendarDays[day - 1]).join(","));
  return `/calendar/alarm.ics?${query.toString()}`;
}
