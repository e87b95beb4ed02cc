/**
 * The calendar files (RFC 5545, docs/product.md, Calendar files), built with ical-generator.
 * Timed events carry the wall time with its TZID and a VTIMEZONE from the IANA rules, so a calendar
 * app shows the moment in the zone it was made in, also across a daylight-saving change; the
 * Temporal objects make ical-generator write that wall time itself rather than the server's.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import type { CountryHoliday } from "@core/country-holidays";
import type { Weekday } from "@core/calendar-query";
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalCalendar,
} from "ical-generator";
import { Temporal } from "temporal-polyfill";

const prodId = { company: "Tickwise", product: "Tickwise", language: "EN" };

function calendar(name: string): ICalCalendar {
  return ical({ prodId, name, method: ICalCalendarMethod.PUBLISH });
}

/**
 * The file, with the zone's VTIMEZONE before the events. Not through ical-generator's calendar
 * time zone: that also writes DTSTAMP as a local time, which RFC 5545 (3.8.7.2) wants in UTC.
 */
function withZone(cal: ICalCalendar, zone: string): string {
  const text = cal.toString();
  // UTC itself is written as UTC times ("…Z"): no TZID refers to a zone.
  const component = text.includes(`;TZID=${zone}:`) ? getVtimezoneComponent(zone) : null;
  if (!component) return text;
  const at = text.indexOf("BEGIN:VEVENT");
  // The library names aliases by their target ("UTC" → "Etc/UTC"): the events' TZID must match.
  const own = component
    .trim()
    .replace(/^TZID:.*$/m, `TZID:${zone}`)
    .replace(/\r?\n/g, "\r\n");
  return `${text.slice(0, at)}${own}\r\n${text.slice(at)}`;
}

/** A stable UID from what the event is, so importing the same file twice updates rather than duplicates. */
const uid = (...parts: (string | number)[]) => `${parts.join("-").replace(/[^A-Za-z0-9-]/g, "_")}@tickwise`;

/** "2027-01-01T00:00" in `zone`, as the zoned date-time ical-generator writes with TZID. */
function zoned(wall: string, zone: string): Temporal.ZonedDateTime {
  // "compatible": an overlap takes the earlier time, a gap moves forward (RFC 5545 3.3.5), like the pages.
  return Temporal.PlainDateTime.from(wall).toZonedDateTime(zone, { disambiguation: "compatible" });
}

export function holidaysCalendar(countryName: string, code: string, year: number, days: readonly CountryHoliday[]) {
  const cal = calendar(`${countryName} holidays ${year}`);
  for (const day of days) {
    const date = Temporal.PlainDate.from(day.date);
    cal.createEvent({
      id: uid("holiday", code, day.date, day.name),
      start: date,
      end: date.add({ days: 1 }),
      allDay: true,
      summary: day.name,
      // "public" or "observance" for every day, then date-holidays' own kind when it says more.
      categories: [...new Set([day.type === "public" ? "public" : "observance", day.type])].map((name) => ({ name })),
      transparency: day.type === "public" || day.type === "bank" ? undefined : ("TRANSPARENT" as never),
    });
  }
  return cal.toString();
}

export function countdownCalendar(to: string, zone: string, title: string, url: string) {
  const cal = calendar(title);
  const start = zoned(to, zone);
  cal.createEvent({
    id: uid("countdown", to, zone),
    start,
    end: start,
    timezone: zone,
    summary: title,
    url,
  });
  return withZone(cal, zone);
}

const icalDays: Record<Weekday, ICalWeekday> = {
  mon: ICalWeekday.MO,
  tue: ICalWeekday.TU,
  wed: ICalWeekday.WE,
  thu: ICalWeekday.TH,
  fri: ICalWeekday.FR,
  sat: ICalWeekday.SA,
  sun: ICalWeekday.SU,
};

/**
 * An alarm: the next time HH:MM comes in `zone` (today's or tomorrow's, or the first chosen
 * weekday), with a display VALARM at the moment itself, weekly on the chosen days.
 */
export function alarmCalendar(time: string, zone: string, label: string, days: readonly Weekday[], now: number) {
  const cal = calendar(label);
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
  let start = zoned(`${today.toString()}T${time}`, zone);
  const wanted = new Set(days.map((day) => Object.keys(icalDays).indexOf(day) + 1));
  for (let i = 0; i < 8 && (start.epochMilliseconds <= now || (wanted.size > 0 && !wanted.has(start.dayOfWeek))); i++) {
    start = zoned(`${today.add({ days: i + 1 }).toString()}T${time}`, zone);
  }
  cal.createEvent({
    id: uid("alarm", time, zone, days.join("")),
    start,
    end: start.add({ minutes: 5 }),
    timezone: zone,
    summary: label,
    ...(days.length
      ? { repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: days.map((day) => icalDays[day]) } }
      : {}),
    alarms: [{ type: ICalAlarmType.display, trigger: 0, description: label }],
  });
  return withZone(cal, zone);
}

export function meetingCalendar(startWall: string, zone: string, minutes: number, title: string) {
  const cal = calendar(title);
  const start = zoned(startWall, zone);
  cal.createEvent({
    id: uid("meeting", startWall, zone, minutes),
    start,
    // Added as elapsed time: a meeting over a clock change still lasts `minutes`.
    end: start.add({ minutes }),
    timezone: zone,
    summary: title,
  });
  return withZone(cal, zone);
}
