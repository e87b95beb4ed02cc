/** docs/product.md, Holidays: the list, its countdown, dates from a rules library. */
import { countdownWords, holidayName, holidaysText } from "@content/holidays/text";
import { locales } from "@core/locales";
import { holidayDate, nextDates, nextOccurrence, todayIn, upcomingHolidays } from "@core/holiday-dates";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import {
  countdownParts,
  countryForParam,
  countryInfo,
  holidayBySlug,
  holidayCountries,
  holidays,
} from "@core/holidays";
import { describe, expect, it } from "vitest";

const bySlug = (slug: string) => holidayBySlug(slug)!;
/** Noon UTC of a calendar day: the same date in every country of the list except Japan/Australia late at night. */
const at = (iso: string, time = "12:00:00Z") => Date.parse(`${iso}T${time}`);

describe("the holiday table", () => {
  it("has 7 countries × 8 holidays with unique, URL-safe slugs", () => {
    expect(holidays).toHaveLength(56);
    expect(new Set(holidays.map((h) => h.urlSlug)).size).toBe(56);
    for (const h of holidays) expect(h.urlSlug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const country of holidayCountries) expect(holidays.filter((h) => h.country === country)).toHaveLength(8);
    expect(holidayCountries.map((c) => countryInfo[c].name)).toEqual([
      "United States",
      "United Kingdom",
      "Canada",
      "Australia",
      "Germany",
      "France",
      "Japan",
    ]);
  });

  it("keeps the product's example slugs", () => {
    for (const slug of ["new-years-day-usa", "canada-day", "anzac-day", "bastille-day"]) {
      expect(holidayBySlug(slug)).toBeDefined();
    }
    expect(holidayBySlug("no-such-holiday")).toBeUndefined();
  });

  it("every row has a date from the rules library in each of the next fifteen years", () => {
    for (const h of holidays) {
      for (let year = 2026; year <= 2040; year++) {
        expect(holidayDate(h, year), `${h.urlSlug} ${year}`).toMatch(new RegExp(`^${year}-\\d\\d-\\d\\d$`));
      }
    }
  }, 60_000); // 105 country-years of rules: a few seconds on a busy machine

  it("has a name for every holiday in every language and maps the filter values", async () => {
    for (const locale of locales) {
      const text = await holidaysText.load(locale as "en");
      expect(Object.keys(text.names).sort(), locale).toEqual(holidays.map((h) => h.urlSlug).sort());
    }
    expect(holidayName(bySlug("thanksgiving-usa"), await holidaysText.load("es"))).toBe("Día de Acción de Gracias");
    expect(countryForParam("usa")).toBe("US");
    expect(countryForParam("japan")).toBe("JP");
    expect(countryForParam("")).toBeUndefined();
    expect(countryForParam("atlantis")).toBeUndefined();
  });
});

describe("dates of movable holidays", () => {
  it("US Thanksgiving is the fourth Thursday of November, 2026–2030", () => {
    for (let year = 2026; year <= 2030; year++) {
      const date = holidayDate(bySlug("thanksgiving-usa"), year)!;
      const day = new Date(`${date}T00:00:00Z`);
      expect(day.getUTCMonth()).toBe(10);
      expect(day.getUTCDay()).toBe(4);
      expect(Math.ceil(day.getUTCDate() / 7)).toBe(4);
    }
    expect(holidayDate(bySlug("thanksgiving-usa"), 2026)).toBe("2026-11-26");
    expect(holidayDate(bySlug("thanksgiving-usa"), 2027)).toBe("2027-11-25");
  });

  it("Easter-based rows follow Easter Sunday (2026-04-05, 2027-03-28, 2028-04-16)", () => {
    const easter: Record<number, string> = { 2026: "2026-04-05", 2027: "2027-03-28", 2028: "2028-04-16" };
    const shift = (iso: string, days: number) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const [year, sunday] of Object.entries(easter)) {
      const y = Number(year);
      for (const slug of ["good-friday-uk", "good-friday-canada", "good-friday-australia", "good-friday-germany"]) {
        expect(holidayDate(bySlug(slug), y), slug).toBe(shift(sunday, -2));
      }
      for (const slug of [
        "easter-monday-uk",
        "easter-monday-australia",
        "easter-monday-germany",
        "easter-monday-france",
      ]) {
        expect(holidayDate(bySlug(slug), y), slug).toBe(shift(sunday, 1));
      }
      expect(holidayDate(bySlug("ascension-day-germany"), y)).toBe(shift(sunday, 39));
      expect(holidayDate(bySlug("whit-monday-germany"), y)).toBe(shift(sunday, 50));
    }
  });

  it("other rules: Memorial Day, UK summer bank holiday, Victoria Day, Coming of Age Day", () => {
    expect(holidayDate(bySlug("memorial-day"), 2026)).toBe("2026-05-25");
    expect(holidayDate(bySlug("summer-bank-holiday"), 2026)).toBe("2026-08-31");
    expect(holidayDate(bySlug("victoria-day"), 2026)).toBe("2026-05-18");
    expect(holidayDate(bySlug("coming-of-age-day"), 2027)).toBe("2027-01-11");
    // Fixed dates stay on their day even when another day is observed in lieu.
    expect(holidayDate(bySlug("independence-day-usa"), 2026)).toBe("2026-07-04");
    expect(holidayDate(bySlug("anzac-day"), 2026)).toBe("2026-04-25");
  });
});

describe("next occurrence", () => {
  it("today counts: on the day itself it is 0 days away, and the row reads 'Today!'", async () => {
    const en = await holidaysText.load("en");
    const next = nextOccurrence(bySlug("bastille-day"), at("2026-07-14"))!;
    expect(next.date).toBe("2026-07-14");
    expect(next.daysUntil).toBe(0);
    expect(countdownWords(next.daysUntil, en)).toBe("Today!");
  });

  it("the day before is 'Tomorrow', and a passed holiday rolls to next year", async () => {
    const en = await holidaysText.load("en");
    const es = await holidaysText.load("es");
    const tomorrow = nextOccurrence(bySlug("bastille-day"), at("2026-07-13"))!;
    expect(tomorrow.daysUntil).toBe(1);
    expect(countdownWords(1, en)).toBe("Tomorrow");
    const passed = nextOccurrence(bySlug("bastille-day"), at("2026-07-15"))!;
    expect(passed.date).toBe("2027-07-14");
    expect(passed.daysUntil).toBe(364);
    expect(countdownWords(364, en)).toBe("364 days");
    expect(countdownWords(364, es)).toBe("364 días");
  });

  it("'today' is the holiday's own country's date, and the countdown targets its local midnight", () => {
    // 2026-04-24 20:00 UTC is already 25 April in Sydney: Anzac Day is today there.
    const anzac = nextOccurrence(bySlug("anzac-day"), at("2026-04-24", "20:00:00Z"))!;
    expect(todayIn("Australia/Sydney", at("2026-04-24", "20:00:00Z"))).toBe("2026-04-25");
    expect(anzac.daysUntil).toBe(0);
    expect(anzac.startsAt).toBe(Date.parse("2026-04-24T14:00:00Z"));
    // 2026-07-04 02:00 UTC is still 3 July in New York: Independence Day is tomorrow there.
    const july4 = nextOccurrence(bySlug("independence-day-usa"), at("2026-07-04", "02:00:00Z"))!;
    expect(july4.daysUntil).toBe(1);
    expect(july4.startsAt).toBe(Date.parse("2026-07-04T04:00:00Z"));
  });

  it("lists all 56 rows sorted soonest first", () => {
    const now = at("2026-11-24");
    const rows = upcomingHolidays(now);
    expect(rows).toHaveLength(56);
    const days = rows.map((r) => r.daysUntil);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({ urlSlug: "thanksgiving-usa", date: "2026-11-26", daysUntil: 2 });
    expect(rows.every((r) => r.daysUntil >= 0 && r.daysUntil < 366)).toBe(true);
    // The last ones are the holidays that just passed.
    expect(rows.at(-1)!.date.startsWith("2027-11")).toBe(true);
  });

  it("the detail page's five years start with the next occurrence", () => {
    expect(nextDates(bySlug("thanksgiving-usa"), at("2026-11-27"))).toEqual([
      "2027-11-25",
      "2028-11-23",
      "2029-11-22",
      "2030-11-28",
      "2031-11-27",
    ]);
    expect(nextDates(bySlug("canada-day"), at("2026-07-01"))[0]).toBe("2026-07-01");
  });
});

describe("formatting", () => {
  it("writes dates like the product ('January 1, 2025') and their weekdays", () => {
    expect(formatHolidayDate("2025-01-01", "en")).toBe("January 1, 2025");
    expect(formatHolidayDate("2025-01-01", "es")).toBe("1 de enero de 2025");
    expect(holidayWeekday("2026-11-26", "en")).toBe("Thursday");
    expect(holidayWeekday("2026-11-26", "es")).toBe("jueves");
  });

  it("splits the time left into days, hours, minutes and seconds, never below zero", () => {
    const target = Date.parse("2026-12-25T00:00:00Z");
    expect(countdownParts(target, target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(target, target - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(countdownParts(target, target + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
