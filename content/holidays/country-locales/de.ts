import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const de: CountryHolidaysText = {
  title: (country, year) => `Feiertage ${country} ${year} und ${year + 1}: Termine und Gedenktage | Tickwise`,
  description: (country, year, count) =>
    icu(
      "de",
      "{count, plural, one {# Feiertag} other {# Feiertage}} in {country} {year} und {next}: gesetzliche Feiertage getrennt von Gedenktagen, mit Wochentagen und Kalenderdateien.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Feiertage in ${country}`,
  intro: (country) =>
    `Gesetzliche Feiertage (arbeitsfreie Tage) und Gedenktage in ${country} in diesem und im nächsten Jahr, berechnet nach der Regel jedes Feiertags. Regionale Feiertage sind nicht aufgeführt.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Gesetzliche Feiertage und Bankfeiertage",
  otherDays: "Gedenktage und andere Tage",
  noneOff: "Für dieses Jahr sind keine gesetzlichen Feiertage aufgeführt.",
  noneOther: "Für dieses Jahr sind keine Gedenktage aufgeführt.",
  columns: { date: "Datum", weekday: "Tag", holiday: "Feiertag", type: "Art" },
  types: {
    public: "Gesetzlicher Feiertag",
    bank: "Bankfeiertag",
    school: "Schulferien",
    optional: "Optionaler Feiertag",
    observance: "Gedenktag",
  },
  substitute: "(Ersatztag)",
  addToCalendar: (year) => `${year} zum Kalender hinzufügen (.ics)`,
  indexHeading: "Feiertage nach Land",
  indexIntro: (count) =>
    icu(
      "de",
      "Die Feiertage und Gedenktage von {count, plural, one {# Land oder Gebiet} other {# Ländern und Gebieten}}.",
      {
        count,
      },
    ),
  back: "Zurück zu allen Feiertagen",
};

export default de;
