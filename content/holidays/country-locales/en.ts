import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const en: CountryHolidaysText = {
  title: (country, year) => `${country} Public Holidays ${year} and ${year + 1}: Dates and Observances | Tickwise`,
  description: (country, year, count) =>
    icu(
      "en",
      "{count, plural, one {# holiday} other {# holidays}} of {country} in {year} and {next}: public holidays apart from observances, with weekdays and calendar files.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Holidays in ${country}`,
  intro: (country) =>
    `Public holidays (days off) and observances of ${country} this year and next, computed from each holiday's rule. Regional holidays are not listed.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Public holidays and bank holidays",
  otherDays: "Observances and other days",
  noneOff: "No public holidays listed for this year.",
  noneOther: "No observances listed for this year.",
  columns: { date: "Date", weekday: "Day", holiday: "Holiday", type: "Kind" },
  types: {
    public: "Public holiday",
    bank: "Bank holiday",
    school: "School holiday",
    optional: "Optional holiday",
    observance: "Observance",
  },
  substitute: "(substitute day)",
  addToCalendar: (year) => `Add ${year} to calendar (.ics)`,
  indexHeading: "Holidays by country",
  indexIntro: (count) =>
    icu(
      "en",
      "The public holidays and observances of {count, plural, one {# country or territory} other {# countries and territories}}.",
      { count },
    ),
  back: "Back to all holidays",
};

export default en;
