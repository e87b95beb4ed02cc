/** docs/product.md, Calendar files: the builders alone, with a fixed clock, read back with ical.js. */
import { alarmCalendar, countdownCalendar, holidaysCalendar, meetingCalendar } from "@server/calendar/ics";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

const firstEvent = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;

describe("ics builders", () => {
  // Wednesday 6 January 2027, 08:00 in Madrid.
  const now = Date.UTC(2027, 0, 6, 7, 0);

  it("an alarm starts at the next chosen weekday at HH:MM in its zone", () => {
    const text = alarmCalendar("07:30", "Europe/Madrid", "Gym", ["mon", "fri"], now);
    expect(text).toContain("DTSTART;TZID=Europe/Madrid:20270108T073000");
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
    expect(firstEvent(text).getFirstSubcomponent("valarm")!.getFirstPropertyValue("action")).toBe("DISPLAY");
    // Without days: today's 07:30 has passed, so tomorrow's; no RRULE.
    const once = alarmCalendar("07:30", "Europe/Madrid", "Gym", [], now);
    expect(once).toContain("DTSTART;TZID=Europe/Madrid:20270107T073000");
    expect(once).not.toContain("RRULE:FREQ=WEEKLY");
    expect(alarmCalendar("09:00", "Europe/Madrid", "Gym", [], now)).toContain(
      "DTSTART;TZID=Europe/Madrid:20270106T090000",
    );
  });

  it("a countdown and a meeting carry their zone's VTIMEZONE and a UTC DTSTAMP", () => {
    const countdown = countdownCalendar("2027-07-01T18:00", "America/New_York", "Party", "https://x.example/c");
    expect(countdown).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/);
    expect(countdown).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect((firstEvent(countdown).getFirstPropertyValue("dtstart") as ICAL.Time).toUnixTime()).toBe(
      Date.UTC(2027, 6, 1, 22) / 1000,
    );
    const meeting = meetingCalendar("2027-03-14T01:30", "America/New_York", 60, "Standup");
    expect(meeting).toContain("DTSTART;TZID=America/New_York:20270314T013000");
    // 01:30 EST + 60 minutes crosses the jump: 03:30 EDT.
    expect(meeting).toContain("DTEND;TZID=America/New_York:20270314T033000");
  });

  it("holidays are all-day events, public apart from observances", () => {
    const text = holidaysCalendar("Spain", "es", 2027, [
      { date: "2027-01-06", name: "Epifanía", rule: "01-06", type: "public", substitute: false },
      { date: "2027-02-14", name: "San Valentín", rule: "02-14", type: "observance", substitute: false },
      { date: "2027-03-19", name: "San José", rule: "03-19", type: "optional", substitute: false },
    ]);
    expect(text).toContain("DTSTART;VALUE=DATE:20270106");
    expect(text).toContain("DTEND;VALUE=DATE:20270107");
    expect(text).toContain("CATEGORIES:public\r\n");
    expect(text).toContain("CATEGORIES:observance\r\n");
    expect(text).toContain("CATEGORIES:observance,optional\r\n");
  });
});
