import type { HolidayType } from "@core/country-holidays";
import type { Language } from "@core/settings";

/** Interface text of /holidays/country/{cc} and the country index (docs/product.md, Holidays by country), in English. */
const en = {
  title: (country: string, year: number) =>
    `${country} Public Holidays ${year} and ${year + 1}: Dates and Observances | Tickwise`,
  description: (country: string, year: number, count: number) =>
    `${count} holidays of ${country} in ${year} and ${year + 1}: public holidays apart from observances, with weekdays and calendar files.`,
  heading: (country: string) => `Holidays in ${country}`,
  intro: (country: string) =>
    `Public holidays (days off) and observances of ${country} this year and next, computed from each holiday's rule. Regional holidays are not listed.`,
  yearHeading: (year: number) => `${year}`,
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
  } satisfies Record<HolidayType, string>,
  substitute: "(substitute day)",
  addToCalendar: (year: number) => `Add ${year} to calendar (.ics)`,
  indexHeading: "Holidays by country",
  indexIntro: (count: number) => `The public holidays and observances of ${count} countries and territories.`,
  back: "Back to all holidays",
};

export type CountryHolidaysText = typeof en;

const es: CountryHolidaysText = {
  title: (country: string, year: number) =>
    `Festivos de ${country} ${year} y ${year + 1}: fechas y celebraciones | Tickwise`,
  description: (country: string, year: number, count: number) =>
    `${count} festivos de ${country} en ${year} y ${year + 1}: días no laborables aparte de celebraciones, con día de la semana y calendario.`,
  heading: (country: string) => `Festivos en ${country}`,
  intro: (country: string) =>
    `Festivos nacionales (días no laborables) y celebraciones de ${country} este año y el siguiente, calculados con la regla de cada festivo. No se incluyen los festivos regionales.`,
  yearHeading: (year: number) => `${year}`,
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
  addToCalendar: (year: number) => `Añadir ${year} al calendario (.ics)`,
  indexHeading: "Festivos por país",
  indexIntro: (count: number) => `Los festivos y celebraciones de ${count} países y territorios.`,
  back: "Volver a todos los festivos",
};

export const countryHolidaysText: Record<Language, CountryHolidaysText> = { en, es };

/** Days off (public, bank) apart from the rest: the page lists them in two tables. */
export const isDayOff = (type: HolidayType) => type === "public" || type === "bank";
