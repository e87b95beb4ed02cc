import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const nl: CountryHolidaysText = {
  title: (country, year) => `Feestdagen ${country} ${year} en ${year + 1}: data en gedenkdagen | Tickwise`,
  description: (country, year, count) =>
    icu(
      "nl",
      "{count, plural, one {# dag} other {# dagen}} van {country} in {year} en {next}: officiële feestdagen apart van gedenkdagen, met weekdagen en agendabestanden.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Feestdagen in ${country}`,
  intro: (country) =>
    `Officiële feestdagen (vrije dagen) en gedenkdagen van ${country} dit jaar en volgend jaar, berekend met de regel van elke feestdag. Regionale feestdagen staan er niet bij.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Officiële feestdagen en bankfeestdagen",
  otherDays: "Gedenkdagen en andere dagen",
  noneOff: "Geen officiële feestdagen voor dit jaar.",
  noneOther: "Geen gedenkdagen voor dit jaar.",
  columns: { date: "Datum", weekday: "Dag", holiday: "Feestdag", type: "Soort" },
  types: {
    public: "Officiële feestdag",
    bank: "Bankfeestdag",
    school: "Schoolvakantie",
    optional: "Optionele feestdag",
    observance: "Gedenkdag",
  },
  substitute: "(vervangende dag)",
  addToCalendar: (year) => `${year} aan agenda toevoegen (.ics)`,
  indexHeading: "Feestdagen per land",
  indexIntro: (count) =>
    icu(
      "nl",
      "De feestdagen en gedenkdagen van {count, plural, one {# land of gebied} other {# landen en gebieden}}.",
      {
        count,
      },
    ),
  back: "Terug naar alle feestdagen",
};

export default nl;
