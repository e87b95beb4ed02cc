import { holidays } from "@core/holidays";
import { icu } from "../../i18n/icu";
import type { HolidaysText } from "../text";

const en: HolidaysText = {
  breadcrumb: "Holidays",
  list: {
    title: (year) => `Global Public Holidays ${year}–${year + 1}: Days Until the Next Holiday | Tickwise`,
    description: (year) =>
      `Countdown to 56 public holidays in the US, UK, Canada, Australia, Germany, France and Japan for ${year} and ${year + 1}, soonest first. Free, no sign-up.`,
    heading: "Global Public Holidays",
    intro:
      "The next date of 56 public holidays in seven countries, soonest first. Movable feasts such as Easter, Thanksgiving and the bank holidays are computed for this year and the next.",
    filterLabel: "Country",
    allCountries: "All Countries",
    apply: "Show",
    caption: (count) =>
      icu("en", "{count, plural, one {# upcoming holiday} other {# upcoming holidays}}, soonest first", { count }),
    columns: { holiday: "Holiday", country: "Country", date: "Date", countdown: "Countdown" },
    empty: "No holidays found for the selected country.",
    today: "Today!",
    tomorrow: "Tomorrow",
    days: (n) => icu("en", "{n, plural, one {# day} other {# days}}", { n }),
    listName: "Upcoming public holidays",
  },
  detail: {
    title: (holiday, country, year) => `${holiday} ${year} (${country}): Countdown and Dates | Tickwise`,
    description: (holiday, country, date, weekday) =>
      `How long until ${holiday} (${country})? Next date: ${weekday}, ${date}. Live countdown and the dates of the next five years.`,
    heading: (holiday) => `Countdown to ${holiday}`,
    country: "Country",
    nextDate: "Next date",
    weekday: "Day of the week",
    isToday: (holiday) => `${holiday} is today!`,
    countdownLabel: "Time left until the holiday begins (midnight local time)",
    units: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
    nextYears: "Dates in the next five years",
    back: "Back to all holidays",
    zoneNote: (zone) => `Dates and the countdown follow local time in ${zone}.`,
  },
  names: Object.fromEntries(holidays.map((holiday) => [holiday.urlSlug, holiday.name])),
};

export default en;
