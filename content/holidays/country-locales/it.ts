import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const it: CountryHolidaysText = {
  title: (country, year) => `Festività ${country} ${year} e ${year + 1}: date e ricorrenze | Tickwise`,
  description: (country, year, count) =>
    icu(
      "it",
      "{count, plural, one {# giorno} other {# giorni}} di {country} nel {year} e nel {next}: festività separate dalle ricorrenze, con giorni della settimana e file di calendario.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Festività: ${country}`,
  intro: (country) =>
    `Festività nazionali (giorni non lavorativi) e ricorrenze di ${country} quest’anno e il prossimo, calcolate con la regola di ogni festa. Le festività regionali non sono elencate.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Festività nazionali e bancarie",
  otherDays: "Ricorrenze e altri giorni",
  noneOff: "Nessuna festività nazionale elencata per quest’anno.",
  noneOther: "Nessuna ricorrenza elencata per quest’anno.",
  columns: { date: "Data", weekday: "Giorno", holiday: "Festività", type: "Tipo" },
  types: {
    public: "Festività nazionale",
    bank: "Festività bancaria",
    school: "Vacanza scolastica",
    optional: "Festività facoltativa",
    observance: "Ricorrenza",
  },
  substitute: "(giorno sostitutivo)",
  addToCalendar: (year) => `Aggiungi il ${year} al calendario (.ics)`,
  indexHeading: "Festività per Paese",
  indexIntro: (count) =>
    icu(
      "it",
      "Le festività e le ricorrenze di {count, plural, one {# Paese o territorio} other {# Paesi e territori}}.",
      {
        count,
      },
    ),
  back: "Torna a tutte le festività",
};

export default it;
