/**
 * docs/product.md, Calendar files: every file is parsed back with ical.js and its DTSTART, TZID,
 * RRULE and VALARM checked; bad input is a 400 JSON error, an unknown country a 404.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/test-app";

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar;
}

const events = (calendar: ICAL.Component) => calendar.getAllSubcomponents("vevent");

describe("calendar files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("a countdown: one event at the wall time with its TZID and VTIMEZONE, the instant right", async () => {
    const res = await get("/calendar/countdown.ics?to=2027-01-01T00:00&tz=Europe/London&title=New%20Year");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="New-Year.ics"');
    expect(res.body).toContain("DTSTART;TZID=Europe/London:20270101T000000");
    const [event] = events(parse(res.body));
    const start = event!.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Europe/London");
    expect((start.getFirstValue() as ICAL.Time).toUnixTime()).toBe(Date.UTC(2027, 0, 1) / 1000);
    expect(event!.getFirstPropertyValue("summary")).toBe("New Year");
    expect(String(event!.getFirstPropertyValue("url"))).toMatch(
      /\/countdown\?to=2027-01-01T00%3A00&tz=Europe%2FLondon&title=New\+Year$/,
    );
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("a countdown in New York's summer is four hours behind UTC, in its winter five", async () => {
    for (const [to, hoursBehind] of [
      ["2027-07-04T12:00", 4],
      ["2027-12-04T12:00", 5],
    ] as const) {
      const res = await get(`/calendar/countdown.ics?to=${to}&tz=America/New_York`);
      const start = events(parse(res.body))[0]!.getFirstPropertyValue("dtstart") as ICAL.Time;
      const [y, m, d] = to.slice(0, 10).split("-").map(Number) as [number, number, number];
      expect(start.toUnixTime()).toBe(Date.UTC(y, m - 1, d, 12 + hoursBehind) / 1000);
    }
  });

  it("an alarm: a display VALARM at the moment, weekly on the chosen days", async () => {
    const res = await get("/calendar/alarm.ics?time=07:30&tz=Europe/Madrid&label=Wake%20up&days=fri,mon");
    expect(res.statusCode).toBe(200);
    const [event] = events(parse(res.body));
    const start = event!.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Europe/Madrid");
    const time = start.getFirstValue() as ICAL.Time;
    expect([time.hour, time.minute]).toEqual([7, 30]);
    // The first start is one of the chosen days (ical.js: Sunday is 1).
    expect([2, 6]).toContain(time.dayOfWeek());
    const rule = event!.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.getComponent("byday")).toEqual(["MO", "FR"]);
    const alarm = event!.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("PT0S");
    expect(alarm.getFirstPropertyValue("description")).toBe("Wake up");
  });

  it("an alarm without days happens once, at the next HH:MM", async () => {
    const res = await get("/calendar/alarm.ics?time=23:59&tz=UTC");
    const [event] = events(parse(res.body));
    expect(event!.getFirstPropertyValue("rrule")).toBeNull();
    const start = (event!.getFirstPropertyValue("dtstart") as ICAL.Time).toUnixTime() * 1000;
    expect(start).toBeGreaterThan(Date.now());
    expect(start - Date.now()).toBeLessThanOrEqual(86_400_000);
    // UTC is written as a UTC time, with no zone to describe.
    expect(res.body).toMatch(/DTSTART:\d{8}T235900Z/);
    expect(res.body).not.toContain("VTIMEZONE");
  });

  it("a meeting lasts its minutes, also over a clock change", async () => {
    const res = await get("/calendar/meeting.ics?start=2027-10-31T01:30&tz=Europe/London&minutes=90&title=Sync");
    expect(res.statusCode).toBe(200);
    const [event] = events(parse(res.body));
    expect(event!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/London");
    // 01:30 happens twice that night; RFC 5545 (3.3.5) reads it as the first, 00:30 UTC, and
    // 90 minutes later is 02:00 GMT. (ical.js reads an overlap as the second: the end is checked.)
    expect(res.body).toContain("DTSTART;TZID=Europe/London:20271031T013000");
    expect(res.body).toContain("DTEND;TZID=Europe/London:20271031T020000");
    const end = event!.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(end.toUnixTime()).toBe(Date.UTC(2027, 9, 31, 2, 0) / 1000);
  });

  it("a meeting in a spring-forward gap moves forward by the gap", async () => {
    const res = await get("/calendar/meeting.ics?start=2027-03-28T01:30&tz=Europe/London");
    expect(res.body).toContain("DTSTART;TZID=Europe/London:20270328T023000");
    const start = events(parse(res.body))[0]!.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toUnixTime()).toBe(Date.UTC(2027, 2, 28, 1, 30) / 1000);
  });

  it("a country's holidays: all-day events, public told apart from observances", async () => {
    const year = new Date().getUTCFullYear() + 1;
    const res = await get(`/calendar/holidays-us-${year}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="holidays-us-${year}.ics"`);
    const list = events(parse(res.body));
    const newYear = list.find((e) => e.getFirstPropertyValue("dtstart")!.toString() === `${year}-01-01`)!;
    expect(newYear.getFirstProperty("dtstart")!.type).toBe("date");
    expect(newYear.getFirstProperty("categories")!.getValues()).toContain("public");
    const valentine = list.find((e) => e.getFirstPropertyValue("dtstart")!.toString() === `${year}-02-14`)!;
    expect(valentine.getFirstProperty("categories")!.getValues()).toContain("observance");
  });

  it("bad input is a 400 JSON error; an unknown country or file a 404", async () => {
    const cases: [string, number, RegExp][] = [
      ["/calendar/countdown.ics?to=tomorrow", 400, /^to:/],
      ["/calendar/countdown.ics?to=2027-02-30T00:00", 400, /^to:/],
      ["/calendar/countdown.ics?to=2300-01-01T00:00", 400, /1970 and 2200/],
      ["/calendar/countdown.ics?to=2027-01-01T00:00&tz=Mars/Olympus", 400, /^tz:/],
      [`/calendar/countdown.ics?to=2027-01-01T00:00&title=${"x".repeat(10_000)}`, 400, /^title:/],
      ["/calendar/alarm.ics?time=25:00&tz=UTC", 400, /^time:/],
      ["/calendar/alarm.ics?time=07:00&days=mon,funday", 400, /^days:/],
      ["/calendar/meeting.ics?start=2027-01-04T15:00&minutes=0", 400, /^minutes:/],
      ["/calendar/meeting.ics?start=yesterday", 400, /^start:/],
      [`/calendar/holidays-us-1999.ics`, 400, /year/],
      [`/calendar/holidays-zz-${new Date().getUTCFullYear()}.ics`, 404, /Unknown country/],
      ["/calendar/nothing.ics", 404, /Not found/],
    ];
    for (const [url, status, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect((res.json() as { error: string }).error, url).toMatch(message);
    }
  });
});
