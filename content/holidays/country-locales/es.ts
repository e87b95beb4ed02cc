import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const es: CountryHolidaysText = {
  title: (country, year) => `Festivos de ${country} ${year} y ${year + 1}: fechas y celebraciones | Tickwise`,
  description: (country, year, count) =>
    icu(
      "es",
      "{count, plural, one {# festivo} other {# festivos}} de {country} en {year} y {next}: días no laborables aparte de celebraciones, con día de la semana y calendario.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Festivos en ${country}`,
  intro: (country) =>
    `Festivos nacionales (días no laborables) y celebraciones de ${country} este año y el siguiente, calculados con la regla de cada festivo. No se incluyen los festivos regionales.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Festivos nacionales y bancarios",
  otherDays: "Celebraciones y otros días",
  noneOff: "No hay festivos nacionales para este año.",
  noneOther: "No hay celebraciones para este año.",
  columns: { date: "Fecha", weekday: "Día", holiday: "Festivo", type: "Tipo" },
  types: {
    public: "Festivo nacional",
    bank: "Festivo bancario",
    school: "Vacaciones escolares",
    optional: "Festivo opcional",
    observance: "Celebración",
  },
  substitute: "(día sustitutorio)",
  addToCalendar: (year) => `Añadir ${year} al calendario (.ics)`,
  indexHeading: "Festivos por país",
  indexIntro: (count) =>
    icu(
      "es",
      "Los festivos y celebraciones de {count, plural, one {# país o territorio} other {# países y territorios}}.",
      { count },
    ),
  back: "Volver a todos los festivos",
};

export default es;
