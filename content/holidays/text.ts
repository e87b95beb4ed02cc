import type { Holiday, HolidayCountry } from "@core/holidays";
import type { Language } from "@core/settings";

/** Interface text of /holidays and /holidays/{urlSlug} (docs/product.md, Holidays), in English. */
const en = {
  breadcrumb: "Holidays",
  list: {
    title: (year: number) => `Global Public Holidays ${year}–${year + 1}: Days Until the Next Holiday | Tickwise`,
    description: (year: number) =>
      `Countdown to 56 public holidays in the US, UK, Canada, Australia, Germany, France and Japan for ${year} and ${year + 1}, soonest first. Free, no sign-up.`,
    heading: "Global Public Holidays",
    intro:
      "The next date of 56 public holidays in seven countries, soonest first. Movable feasts such as Easter, Thanksgiving and the bank holidays are computed for this year and the next.",
    filterLabel: "Country",
    allCountries: "All Countries",
    apply: "Show",
    caption: (count: number) => `${count} upcoming holidays, soonest first`,
    columns: { holiday: "Holiday", country: "Country", date: "Date", countdown: "Countdown" },
    empty: "No holidays found for the selected country.",
    today: "Today!",
    tomorrow: "Tomorrow",
    days: (n: number) => `${n} days`,
    listName: "Upcoming public holidays",
  },
  detail: {
    title: (holiday: string, country: string, year: number) =>
      `${holiday} ${year} (${country}): Countdown and Dates | Tickwise`,
    description: (holiday: string, country: string, date: string, weekday: string) =>
      `How long until ${holiday} (${country})? Next date: ${weekday}, ${date}. Live countdown and the dates of the next five years.`,
    heading: (holiday: string) => `Countdown to ${holiday}`,
    country: "Country",
    nextDate: "Next date",
    weekday: "Day of the week",
    isToday: (holiday: string) => `${holiday} is today!`,
    countdownLabel: "Time left until the holiday begins (midnight local time)",
    units: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
    nextYears: "Dates in the next five years",
    back: "Back to all holidays",
    zoneNote: (zone: string) => `Dates and the countdown follow local time in ${zone}.`,
  },
  countries: {
    US: "United States",
    GB: "United Kingdom",
    CA: "Canada",
    AU: "Australia",
    DE: "Germany",
    FR: "France",
    JP: "Japan",
  } satisfies Record<HolidayCountry, string>,
};

export type HolidaysText = typeof en;

/** The same, in Spanish. */
const es: HolidaysText = {
  breadcrumb: "Festivos",
  list: {
    title: (year: number) => `Festivos nacionales del mundo ${year}–${year + 1}: días hasta el próximo | Tickwise`,
    description: (year: number) =>
      `Cuenta atrás de 56 festivos de EE. UU., Reino Unido, Canadá, Australia, Alemania, Francia y Japón para ${year} y ${year + 1}. Gratis, sin registro.`,
    heading: "Festivos nacionales del mundo",
    intro:
      "La próxima fecha de 56 festivos nacionales de siete países, de la más cercana a la más lejana. Las fiestas móviles, como Pascua, Acción de Gracias o los bank holidays, se calculan para este año y el siguiente.",
    filterLabel: "País",
    allCountries: "Todos los países",
    apply: "Mostrar",
    caption: (count: number) => `${count} próximos festivos, del más cercano al más lejano`,
    columns: { holiday: "Festivo", country: "País", date: "Fecha", countdown: "Cuenta atrás" },
    empty: "No se encontraron festivos para el país seleccionado.",
    today: "¡Hoy!",
    tomorrow: "Mañana",
    days: (n: number) => `${n} días`,
    listName: "Próximos festivos nacionales",
  },
  detail: {
    title: (holiday: string, country: string, year: number) =>
      `${holiday} ${year} (${country}): cuenta atrás y fechas | Tickwise`,
    description: (holiday: string, country: string, date: string, weekday: string) =>
      `¿Cuánto falta para ${holiday} (${country})? Próxima fecha: ${weekday}, ${date}. Cuenta atrás y fechas de cinco años.`,
    heading: (holiday: string) => `Cuenta atrás para ${holiday}`,
    country: "País",
    nextDate: "Próxima fecha",
    weekday: "Día de la semana",
    isToday: (holiday: string) => `¡${holiday} es hoy!`,
    countdownLabel: "Tiempo que falta hasta que empiece el festivo (medianoche, hora local)",
    units: { days: "días", hours: "horas", minutes: "minutos", seconds: "segundos" },
    nextYears: "Fechas de los próximos cinco años",
    back: "Volver a todos los festivos",
    zoneNote: (zone: string) => `Las fechas y la cuenta atrás siguen la hora local de ${zone}.`,
  },
  countries: {
    US: "Estados Unidos",
    GB: "Reino Unido",
    CA: "Canadá",
    AU: "Australia",
    DE: "Alemania",
    FR: "Francia",
    JP: "Japón",
  },
};

export const holidaysText: Record<Language, HolidaysText> = { en, es };

/** Spanish names of the holidays, by url slug (the English names are in core/holidays.ts). */
export const holidayNamesEs: Readonly<Record<string, string>> = {
  "new-years-day-usa": "Año Nuevo",
  "martin-luther-king-jr-day": "Día de Martin Luther King Jr.",
  "memorial-day": "Día de los Caídos",
  "independence-day-usa": "Día de la Independencia",
  "labor-day-usa": "Día del Trabajo",
  "veterans-day": "Día de los Veteranos",
  "thanksgiving-usa": "Día de Acción de Gracias",
  "christmas-day-usa": "Navidad",
  "new-years-day-uk": "Año Nuevo",
  "good-friday-uk": "Viernes Santo",
  "easter-monday-uk": "Lunes de Pascua",
  "early-may-bank-holiday": "Festivo de principios de mayo",
  "spring-bank-holiday": "Festivo de primavera",
  "summer-bank-holiday": "Festivo de verano",
  "christmas-day-uk": "Navidad",
  "boxing-day-uk": "Boxing Day (San Esteban)",
  "new-years-day-canada": "Año Nuevo",
  "good-friday-canada": "Viernes Santo",
  "victoria-day": "Día de la Reina Victoria",
  "canada-day": "Día de Canadá",
  "labour-day-canada": "Día del Trabajo",
  "thanksgiving-canada": "Día de Acción de Gracias",
  "remembrance-day": "Día del Recuerdo",
  "christmas-day-canada": "Navidad",
  "new-years-day-australia": "Año Nuevo",
  "australia-day": "Día de Australia",
  "good-friday-australia": "Viernes Santo",
  "easter-monday-australia": "Lunes de Pascua",
  "anzac-day": "Día de ANZAC",
  "kings-birthday-australia": "Cumpleaños del Rey",
  "christmas-day-australia": "Navidad",
  "boxing-day-australia": "Boxing Day (San Esteban)",
  "new-years-day-germany": "Año Nuevo",
  "good-friday-germany": "Viernes Santo",
  "easter-monday-germany": "Lunes de Pascua",
  "labour-day-germany": "Día del Trabajo",
  "ascension-day-germany": "Día de la Ascensión",
  "whit-monday-germany": "Lunes de Pentecostés",
  "german-unity-day": "Día de la Unidad Alemana",
  "christmas-day-germany": "Navidad",
  "new-years-day-france": "Año Nuevo",
  "easter-monday-france": "Lunes de Pascua",
  "labour-day-france": "Día del Trabajo",
  "victory-in-europe-day": "Día de la Victoria en Europa",
  "bastille-day": "Día de la Bastilla",
  "assumption-day": "Día de la Asunción",
  "all-saints-day": "Día de Todos los Santos",
  "armistice-day": "Día del Armisticio",
  "new-years-day-japan": "Año Nuevo",
  "coming-of-age-day": "Día de la Mayoría de Edad",
  "national-foundation-day": "Día de la Fundación Nacional",
  "showa-day": "Día de Shōwa",
  "constitution-memorial-day": "Día de la Constitución",
  "childrens-day-japan": "Día del Niño",
  "respect-for-the-aged-day": "Día del Respeto a los Mayores",
  "culture-day": "Día de la Cultura",
};

/** A holiday's name in the visitor's language. */
export function holidayName(holiday: Holiday, language: Language): string {
  return language === "es" ? (holidayNamesEs[holiday.urlSlug] ?? holiday.name) : holiday.name;
}

/** The countdown words of a list row: "Today!", "Tomorrow" or "N days". */
export function countdownWords(daysUntil: number, language: Language): string {
  const s = holidaysText[language].list;
  if (daysUntil === 0) return s.today;
  if (daysUntil === 1) return s.tomorrow;
  return s.days(daysUntil);
}
