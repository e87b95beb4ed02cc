/**
 * Meeting planner rules (decision 035): the hours of one day in the first city, what each hour is
 * in every city (on that date's rules), and which hours suit everyone best. Pure.
 */
import { addDays, instantToWallTime, wallTimeToInstant, type WallTime } from "./zoned-time";

const HOUR = 3_600_000;

export interface WorkingHours {
  /** First working hour, 0–23. */
  start: number;
  /** Hour the working day ends, 1–24. */
  end: number;
}

export const defaultWorkingHours: WorkingHours = { start: 8, end: 18 };

export interface SlotCity extends WallTime {
  zone: string;
  /** The whole hour falls inside the working hours. */
  working: boolean;
  /** Local time of day in minutes. */
  minutes: number;
}

export interface MeetingSlot {
  /** Start instant, epoch ms. */
  start: number;
  cities: SlotCity[];
  workingCount: number;
}

/** Whether a one-hour meeting starting at a local minute-of-day fits the working hours. */
export function isWorkingHour(minutes: number, hours: WorkingHours): boolean {
  return minutes >= hours.start * 60 && minutes + 60 <= hours.end * 60;
}

/**
 * The hour slots of `date` in the first zone, from its midnight to the next (23 or 25 slots on a
 * daylight-saving day), each with the wall time in every zone.
 */
export function meetingSlots(zones: readonly string[], date: string, hours: WorkingHours): MeetingSlot[] {
  const base = zones[0];
  if (!base) return [];
  const from = wallTimeToInstant(base, date, "00:00").instant;
  const to = wallTimeToInstant(base, addDays(date, 1), "00:00").instant;
  const slots: MeetingSlot[] = [];
  for (let start = from; start < to; start += HOUR) {
    const cities = zones.map((zone) => {
      const wall = instantToWallTime(zone, start);
      const [h, m] = wall.time.split(":").map(Number) as [number, number];
      const minutes = h * 60 + m;
      return { ...wall, zone, minutes, working: isWorkingHour(minutes, hours) };
    });
    slots.push({ start, cities, workingCount: cities.filter((c) => c.working).length });
  }
  return slots;
}

/**
 * How far a slot sits from the middle of everyone's working day (smaller is kinder). Squared, so
 * an hour fair to all beats one that is ideal for one city and early for another.
 */
function strain(slot: MeetingSlot, hours: WorkingHours): number {
  const middle = ((hours.start + hours.end) / 2) * 60;
  return slot.cities.reduce((sum, c) => sum + (c.minutes + 30 - middle) ** 2, 0);
}

/**
 * The best slots first: most cities inside working hours, then nearest the middle of the working
 * days, then earliest. Only slots where at least one city works; at most `limit`.
 */
export function rankSlots(slots: readonly MeetingSlot[], hours: WorkingHours, limit = 5): MeetingSlot[] {
  return slots
    .filter((slot) => slot.workingCount > 0)
    .map((slot) => ({ slot, strain: strain(slot, hours) }))
    .sort((a, b) => b.slot.workingCount - a.slot.workingCount || a.strain - b.strain || a.slot.start - b.slot.start)
    .slice(0, limit)
    .map((s) => s.slot);
}

/** The link to a calendar file for a slot (the `/calendar/meeting.ics` endpoint's query names). */
export function meetingIcsHref(
  slot: { date: string; time: string; zone: string },
  minutes: number,
  title: string,
): string {
  const query = new URLSearchParams({
    start: `${slot.date}T${slot.time}`,
    tz: slot.zone,
    minutes: String(minutes),
    title,
  });
  return `/calendar/meeting.ics?${query.toString()}`;
}
