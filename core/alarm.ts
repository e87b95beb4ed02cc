/**
 * Alarm data and rules (docs/product.md, Alarm): the `/alarm/{time}`
 * slugs, the 20 popular presets, the next occurrence of a wall-clock time and the countdown.
 * Pure: dates are computed in the runtime's local zone (the visitor's, in the browser).
 */

/** The countdown's progress runs over the 24 hours before the alarm (docs/product.md, Alarm). */
export const ALARM_WINDOW_MS = 24 * 60 * 60 * 1000;

export type DayPart = "morning" | "afternoon" | "evening";

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "07:30" from hours and minutes. */
export const hhmm = (hours: number, minutes: number) => `${pad2(hours)}:${pad2(minutes)}`;

/** Parses "HH:MM" (24-hour) into minutes since midnight, or null. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The URL slug of a wall-clock time: 07:00 → "7am", 05:15 → "5-15am", 12:30 → "12-30pm", 00:00 → "12am". */
export function slugForTime(time: string): string {
  const total = minutesOfDay(time);
  if (total === null) throw new Error(`Not a HH:MM time: ${time}`);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}-${pad2(minutes)}${suffix}`;
}

/** "7:00 AM", "5:15 PM": the English 12-hour reading of "HH:MM". */
export function twelveHour(time: string): { hour: number; minutes: string; period: "AM" | "PM" } {
  const total = minutesOfDay(time) ?? 0;
  const hours = Math.floor(total / 60);
  return { hour: hours % 12 === 0 ? 12 : hours % 12, minutes: pad2(total % 60), period: hours < 12 ? "AM" : "PM" };
}

/**
 * Every `/alarm/{time}` time, in order (docs/product.md, Alarm): 4am, 4-30am; 5am to 9-45am in
 * quarter hours; 10am to 12-30pm half-hourly; 1pm to 11-30pm half-hourly.
 */
export const alarmTimes: readonly string[] = (() => {
  const times: string[] = [hhmm(4, 0), hhmm(4, 30)];
  for (let h = 5; h <= 9; h++) for (const m of [0, 15, 30, 45]) times.push(hhmm(h, m));
  for (let h = 10; h <= 23; h++) for (const m of [0, 30]) times.push(hhmm(h, m));
  return times;
})();

/** Slug → "HH:MM" for every alarm page. */
export const alarmSlugs: Readonly<Record<string, string>> = Object.fromEntries(
  alarmTimes.map((time) => [slugForTime(time), time]),
);

/** The "HH:MM" of an `/alarm/{time}` slug, or undefined for an unknown slug (→ 404). */
export function timeForAlarmSlug(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(alarmSlugs, slug) ? alarmSlugs[slug] : undefined;
}

/** Morning before noon, Evening from 17:00, Afternoon in between (docs/product.md, Alarm). */
export function dayPart(time: string): DayPart {
  const total = minutesOfDay(time) ?? 0;
  if (total < 12 * 60) return "morning";
  if (total < 17 * 60) return "afternoon";
  return "evening";
}

export interface AlarmPreset {
  /** "HH:MM", 24-hour. */
  time: string;
  slug: string;
  part: DayPart;
}

/** The 20 popular presets (docs/product.md, Alarm): 6:00–9:30 AM and 5:00–10:30 PM, half-hourly. */
export const alarmPresets: readonly AlarmPreset[] = (() => {
  const times: string[] = [];
  for (let h = 6; h <= 9; h++) for (const m of [0, 30]) times.push(hhmm(h, m));
  for (let h = 17; h <= 22; h++) for (const m of [0, 30]) times.push(hhmm(h, m));
  return times.map((time) => ({ time, slug: slugForTime(time), part: dayPart(time) }));
})();

/**
 * The next moment the wall clock reads `time` (local zone) after `now`: today, or tomorrow when
 * that is already past (docs/product.md, Alarm: a preset or URL time already passed today moves to
 * tomorrow). A time that does not exist on a daylight-saving night lands on the next one the clock
 * shows.
 */
export function nextOccurrence(time: string, now: Date | number): Date {
  const total = minutesOfDay(time);
  if (total === null) throw new Error(`Not a HH:MM time: ${time}`);
  const base = new Date(now);
  const at = new Date(base.getFullYear(), base.getMonth(), base.getDate(), Math.floor(total / 60), total % 60, 0, 0);
  if (at.getTime() <= base.getTime()) {
    return new Date(base.getFullYear(), base.getMonth(), base.getDate() + 1, Math.floor(total / 60), total % 60, 0, 0);
  }
  return at;
}

/** Whole seconds left, rounded up (docs/product.md, Alarm), never negative. */
export function secondsRemaining(alarmAt: number, now: number): number {
  const ms = alarmAt - now;
  return ms <= 0 ? 0 : Math.ceil(ms / 1000 - 1e-9);
}

/** Progress over the 24-hour window before the alarm, 0–100. */
export function alarmProgress(alarmAt: number, now: number): number {
  const left = Math.min(Math.max(alarmAt - now, 0), ALARM_WINDOW_MS);
  return ((ALARM_WINDOW_MS - left) / ALARM_WINDOW_MS) * 100;
}

/** The value of an `<input type="datetime-local">` for an instant in the local zone: "2025-03-04T07:30". */
export function toDateTimeLocal(at: Date | number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
