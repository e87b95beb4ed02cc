import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const pl: CountryHolidaysText = {
  title: (country, year) => `Święta: ${country} ${year} i ${year + 1} – daty i dni okolicznościowe | Tickwise`,
  description: (country, year, count) =>
    icu(
      "pl",
      "{count, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} świąt – {country}, {year} i {next}: dni wolne oddzielnie od dni okolicznościowych, z dniami tygodnia i plikami kalendarza.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Święta: ${country}`,
  intro: (country) =>
    `Święta państwowe (dni wolne) i dni okolicznościowe – ${country}, w tym i przyszłym roku, obliczone według reguły każdego święta. Święta regionalne nie są uwzględnione.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Święta państwowe i bankowe",
  otherDays: "Dni okolicznościowe i inne",
  noneOff: "Brak świąt państwowych w tym roku.",
  noneOther: "Brak dni okolicznościowych w tym roku.",
  columns: { date: "Data", weekday: "Dzień", holiday: "Święto", type: "Rodzaj" },
  types: {
    public: "Święto państwowe",
    bank: "Święto bankowe",
    school: "Ferie szkolne",
    optional: "Święto opcjonalne",
    observance: "Dzień okolicznościowy",
  },
  substitute: "(dzień zastępczy)",
  addToCalendar: (year) => `Dodaj rok ${year} do kalendarza (.ics)`,
  indexHeading: "Święta według kraju",
  indexIntro: (count) =>
    icu(
      "pl",
      "Święta i dni okolicznościowe {count, plural, one {# kraju lub terytorium} few {# krajów i terytoriów} many {# krajów i terytoriów} other {# kraju i terytorium}}.",
      { count },
    ),
  back: "Wróć do wszystkich świąt",
};

export default pl;
