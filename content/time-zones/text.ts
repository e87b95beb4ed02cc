import type { Language } from "@core/settings";
import type { QueryProblem } from "@core/time-tools-query";
import { shareText, type ShareText } from "../share/text";

interface Faq {
  question: string;
  answer: string;
}

/** Words of the city type-ahead (the /time page, the converter and the planner) and /time/search. */
export interface CitySearchText {
  label: string;
  placeholder: string;
  submit: string;
  help: string;
  /** Announced by the live region as results arrive. */
  count(n: number): string;
  none: string;
  failed: string;
  page: {
    title: string;
    description: string;
    h1: string;
    results(q: string): string;
    empty(q: string): string;
    prompt: string;
  };
}

export interface ConverterText {
  breadcrumb: string;
  meta: { title: string; description: string; h1: string; intro: string };
  pair(from: string, to: string): { title: string; description: string; h1: string; intro: string };
  form: {
    legend: string;
    from: string;
    to(n: number): string;
    toHelp: string;
    date: string;
    time: string;
    submit: string;
  };
  swap: string;
  now: string;
  resultsHeading: string;
  columns: { city: string; time: string; date: string; offset: string };
  dayBefore: string;
  dayAfter: string;
  gap(time: string, date: string, city: string, shown: string): string;
  overlap(time: string, date: string, city: string): string;
  earlier: string;
  later: string;
  pickCity: string;
  problems: Record<QueryProblem, string>;
  unknownCities(slugs: string): string;
  popularHeading: string;
  howTo: { heading: string; steps: string[] };
  faqHeading: string;
  faqs: Faq[];
  share: ShareText & { heading: string };
}

export interface PlannerText {
  breadcrumb: string;
  meta: { title: string; description: string; h1: string; intro: string };
  form: {
    legend: string;
    city(n: number): string;
    cityHelp: string;
    date: string;
    start: string;
    end: string;
    title: string;
    submit: string;
  };
  needCities: string;
  bestHeading: string;
  bestNone: string;
  everyone: string;
  some(n: number, total: number): string;
  gridHeading: string;
  gridCaption(city: string, date: string): string;
  slotColumn: string;
  working: string;
  off: string;
  legend: string;
  chosenHeading: string;
  addToCalendar: string;
  minutes: string;
  defaultTitle: string;
  problems: Record<QueryProblem, string>;
  unknownCities(slugs: string): string;
  howTo: { heading: string; steps: string[] };
  faqHeading: string;
  faqs: Faq[];
  share: ShareText & { heading: string };
}

const problemsEn: Record<QueryProblem, string> = {
  date: "That date is not a real calendar date (use YYYY-MM-DD); today is shown instead.",
  time: "That time is not valid (use HH:MM, 24-hour); the current time is shown instead.",
  city: "A city in the link was not valid and was left out.",
  hours: "Working hours must start before they end (0–24); 08:00–18:00 is used instead.",
  slot: "The chosen hour was not valid and was left out.",
  title: "The meeting title must be 1 to 120 characters; the default title is used.",
  tooManyCities: "At most 10 cities are compared; the rest were left out.",
};

const problemsEs: Record<QueryProblem, string> = {
  date: "Esa fecha no existe en el calendario (usa AAAA-MM-DD); se muestra la de hoy.",
  time: "Esa hora no es válida (usa HH:MM, 24 horas); se muestra la hora actual.",
  city: "Una ciudad del enlace no era válida y se ha omitido.",
  hours: "El horario laboral debe empezar antes de terminar (0–24); se usa 08:00–18:00.",
  slot: "La hora elegida no era válida y se ha omitido.",
  title: "El título de la reunión debe tener de 1 a 120 caracteres; se usa el título por defecto.",
  tooManyCities: "Se comparan 10 ciudades como máximo; el resto se ha omitido.",
};

export const citySearchText: Record<Language, CitySearchText> = {
  en: {
    label: "Find a city",
    placeholder: "Type a city, e.g. Lagos",
    submit: "Search",
    help: "Over 850 cities of 500,000 people or more, and every IANA time zone. Use the arrow keys to pick a suggestion.",
    count: (n) => (n === 1 ? "1 city found" : `${n} cities found`),
    none: "No city found",
    failed: "Suggestions are unavailable; press Search instead.",
    page: {
      title: "Find a City's Current Time | Tickwise",
      description:
        "Search over 850 cities by name and open the exact local time, time zone and daylight saving dates of each.",
      h1: "Find a city",
      results: (q) => `Cities matching “${q}”`,
      empty: (q) => `No city matches “${q}”. Try another spelling, or the name of a nearby large city.`,
      prompt: "Type a city's name to see its current time.",
    },
  },
  es: {
    label: "Buscar una ciudad",
    placeholder: "Escribe una ciudad, p. ej. Lagos",
    submit: "Buscar",
    help: "Más de 850 ciudades de 500.000 habitantes o más, y todas las zonas horarias IANA. Usa las flechas para elegir una sugerencia.",
    count: (n) => (n === 1 ? "1 ciudad encontrada" : `${n} ciudades encontradas`),
    none: "Ninguna ciudad encontrada",
    failed: "Las sugerencias no están disponibles; pulsa Buscar.",
    page: {
      title: "Buscar la hora actual de una ciudad | Tickwise",
      description:
        "Busca entre más de 850 ciudades por su nombre y abre la hora local exacta, la zona horaria y los cambios de hora de cada una.",
      h1: "Buscar una ciudad",
      results: (q) => `Ciudades que coinciden con «${q}»`,
      empty: (q) => `Ninguna ciudad coincide con «${q}». Prueba otra grafía o una gran ciudad cercana.`,
      prompt: "Escribe el nombre de una ciudad para ver su hora actual.",
    },
  },
};

export const converterText: Record<Language, ConverterText> = {
  en: {
    breadcrumb: "Time zone converter",
    meta: {
      title: "Time Zone Converter – Convert a Time Between Cities | Tickwise",
      description:
        "Convert a date and time in one city to up to 10 others, with daylight saving right for the chosen date. Shows skipped and repeated hours. Free, no sign-up.",
      h1: "Time Zone Converter",
      intro:
        "Pick a city, a date and a time, and see the same moment in up to 10 other cities. Every offset comes from the time-zone rules in force on that date.",
    },
    pair: (from, to) => ({
      title: `${from} to ${to} Time Converter | Tickwise`,
      description: `Convert a time in ${from} to ${to} for any date, with daylight saving in both places, and see the time difference on that day.`,
      h1: `${from} to ${to} time`,
      intro: `What time is it in ${to} when it is a given time in ${from}? Pick a date and time; the difference follows each city's daylight saving dates.`,
    }),
    form: {
      legend: "Time to convert",
      from: "City",
      to: (n) => `Other city ${n}`,
      toHelp: "Type a city's name or slug (e.g. tokyo). Leave a box empty to drop it.",
      date: "Date",
      time: "Time",
      submit: "Convert",
    },
    swap: "Swap cities",
    now: "Now",
    resultsHeading: "The same moment in other cities",
    columns: { city: "City", time: "Time", date: "Date", offset: "UTC offset" },
    dayBefore: "previous day",
    dayAfter: "next day",
    gap: (time, date, city, shown) =>
      `${time} does not exist on ${date} in ${city}: the clocks jump forward over it. The times below are for ${shown}, when the clocks had moved on.`,
    overlap: (time, date, city) =>
      `${time} happens twice on ${date} in ${city}: the clocks go back. Both moments are shown below.`,
    earlier: "First time",
    later: "Second time",
    pickCity: "Choose a city to start.",
    problems: problemsEn,
    unknownCities: (slugs) => `Unknown city left out: ${slugs}.`,
    popularHeading: "Popular conversions",
    howTo: {
      heading: "How to convert a time",
      steps: [
        "Type the city whose time you know, and pick it from the suggestions.",
        "Add up to 10 cities to compare with.",
        "Choose the date and the time, then press Convert.",
        "Copy the page's address to share exactly this conversion.",
      ],
    },
    faqHeading: "Time zone converter FAQ",
    faqs: [
      {
        question: "Why does the date matter?",
        answer:
          "Many places change their clocks for daylight saving time on different dates, so the difference between two cities can change by an hour (or half an hour) during the year. The converter uses the rules in force on the date you pick.",
      },
      {
        question: "What does “this time does not exist” mean?",
        answer:
          "On the night clocks spring forward, an hour of local time is skipped: in New York, 2:30 AM never happens on the second Sunday of March. The converter says so and shows the moment the clocks had moved on to.",
      },
      {
        question: "Why is a time shown twice?",
        answer:
          "When clocks fall back, an hour is repeated, so a time such as 1:30 AM happens twice. The converter shows both moments.",
      },
    ],
    share: { heading: "Share this conversion", ...shareText.en },
  },
  es: {
    breadcrumb: "Conversor de zonas horarias",
    meta: {
      title: "Conversor de zonas horarias – Convierte una hora entre ciudades | Tickwise",
      description:
        "Convierte una fecha y hora de una ciudad a otras 10, con el horario de verano correcto para ese día. Indica las horas saltadas y repetidas. Gratis.",
      h1: "Conversor de zonas horarias",
      intro:
        "Elige una ciudad, una fecha y una hora, y mira el mismo momento en hasta 10 ciudades más. Cada desfase sale de las reglas horarias vigentes en esa fecha.",
    },
    pair: (from, to) => ({
      title: `Convertir hora de ${from} a ${to} | Tickwise`,
      description: `Convierte una hora de ${from} a ${to} en cualquier fecha, con el horario de verano de ambas ciudades, y mira la diferencia horaria de ese día.`,
      h1: `Hora de ${from} a ${to}`,
      intro: `¿Qué hora es en ${to} cuando en ${from} es una hora dada? Elige fecha y hora; la diferencia sigue los cambios de hora de cada ciudad.`,
    }),
    form: {
      legend: "Hora que convertir",
      from: "Ciudad",
      to: (n) => `Otra ciudad ${n}`,
      toHelp:
        "Escribe el nombre de una ciudad o su identificador (p. ej. tokyo). Deja una casilla vacía para quitarla.",
      date: "Fecha",
      time: "Hora",
      submit: "Convertir",
    },
    swap: "Intercambiar ciudades",
    now: "Ahora",
    resultsHeading: "El mismo momento en otras ciudades",
    columns: { city: "Ciudad", time: "Hora", date: "Fecha", offset: "Desfase UTC" },
    dayBefore: "día anterior",
    dayAfter: "día siguiente",
    gap: (time, date, city, shown) =>
      `Las ${time} no existen el ${date} en ${city}: los relojes se adelantan y se la saltan. Las horas de abajo son para las ${shown}, cuando los relojes ya habían avanzado.`,
    overlap: (time, date, city) =>
      `Las ${time} ocurren dos veces el ${date} en ${city}: los relojes se atrasan. Abajo se muestran ambos momentos.`,
    earlier: "Primera vez",
    later: "Segunda vez",
    pickCity: "Elige una ciudad para empezar.",
    problems: problemsEs,
    unknownCities: (slugs) => `Ciudad desconocida omitida: ${slugs}.`,
    popularHeading: "Conversiones populares",
    howTo: {
      heading: "Cómo convertir una hora",
      steps: [
        "Escribe la ciudad cuya hora conoces y elígela entre las sugerencias.",
        "Añade hasta 10 ciudades con las que comparar.",
        "Elige la fecha y la hora, y pulsa Convertir.",
        "Copia la dirección de la página para compartir exactamente esta conversión.",
      ],
    },
    faqHeading: "Preguntas frecuentes del conversor",
    faqs: [
      {
        question: "¿Por qué importa la fecha?",
        answer:
          "Muchos lugares cambian la hora en fechas distintas, así que la diferencia entre dos ciudades puede variar una hora (o media) a lo largo del año. El conversor usa las reglas vigentes en la fecha elegida.",
      },
      {
        question: "¿Qué significa «esta hora no existe»?",
        answer:
          "La noche en que se adelantan los relojes se salta una hora local: en Nueva York, las 2:30 no existen el segundo domingo de marzo. El conversor lo indica y muestra el momento al que ya habían pasado los relojes.",
      },
      {
        question: "¿Por qué aparece una hora dos veces?",
        answer:
          "Cuando se atrasan los relojes se repite una hora, así que una hora como la 1:30 ocurre dos veces. El conversor muestra ambos momentos.",
      },
    ],
    share: { heading: "Compartir esta conversión", ...shareText.es },
  },
};

export const plannerText: Record<Language, PlannerText> = {
  en: {
    breadcrumb: "Meeting planner",
    meta: {
      title: "Meeting Planner – Best Meeting Times Across Time Zones | Tickwise",
      description:
        "Find the best hour for a meeting across 2 to 10 cities: a 24-hour grid of working hours for any date, best overlaps first, and a calendar file.",
      h1: "Meeting Planner",
      intro:
        "Add the cities of everyone invited and pick a date: the planner lists the hours that fall inside most people's working day, with daylight saving right for that date.",
    },
    form: {
      legend: "Cities and date",
      city: (n) => `City ${n}`,
      cityHelp: "2 to 10 cities. The first city's day sets the grid's hours.",
      date: "Date",
      start: "Working day starts (hour)",
      end: "Working day ends (hour)",
      title: "Meeting title",
      submit: "Plan",
    },
    needCities: "Add at least two cities to compare.",
    bestHeading: "Best meeting times",
    bestNone: "No hour falls inside anyone's working hours.",
    everyone: "everyone in working hours",
    some: (n, total) => `${n} of ${total} in working hours`,
    gridHeading: "The whole day, hour by hour",
    gridCaption: (city, date) =>
      `Hours of ${date} in ${city}, and the same moment in every city. ✓ working hours, ☾ outside.`,
    slotColumn: "Choose",
    working: "working hours",
    off: "outside working hours",
    legend: "✓ inside working hours · ☾ outside working hours",
    chosenHeading: "Chosen time",
    addToCalendar: "Add to calendar (.ics)",
    minutes: "60 minutes",
    defaultTitle: "Meeting",
    problems: problemsEn,
    unknownCities: (slugs) => `Unknown city left out: ${slugs}.`,
    howTo: {
      heading: "How to plan a meeting across time zones",
      steps: [
        "Add the cities of the people you are meeting, your own first.",
        "Pick the date: offsets follow the daylight saving rules of that day.",
        "Adjust the working hours if your team keeps different ones.",
        "Choose one of the best times, or any hour of the grid, and add it to your calendar or share the link.",
      ],
    },
    faqHeading: "Meeting planner FAQ",
    faqs: [
      {
        question: "How are the best times chosen?",
        answer:
          "Hours where every city is inside working hours come first, then the hours nearest the middle of everyone's working day, then the earliest.",
      },
      {
        question: "Why does the grid have 23 or 25 hours?",
        answer:
          "On the day the first city's clocks change, its day is an hour shorter or longer. The grid follows the real day.",
      },
    ],
    share: { heading: "Share this plan", ...shareText.en },
  },
  es: {
    breadcrumb: "Planificador de reuniones",
    meta: {
      title: "Planificador de reuniones – Mejor hora entre zonas horarias | Tickwise",
      description:
        "La mejor hora para una reunión entre 2 y 10 ciudades: cuadrícula de 24 horas con el horario laboral, mejores coincidencias primero y archivo de calendario.",
      h1: "Planificador de reuniones",
      intro:
        "Añade las ciudades de los invitados y elige una fecha: el planificador muestra las horas dentro de la jornada de la mayoría, con el horario de verano correcto ese día.",
    },
    form: {
      legend: "Ciudades y fecha",
      city: (n) => `Ciudad ${n}`,
      cityHelp: "De 2 a 10 ciudades. El día de la primera ciudad fija las horas de la cuadrícula.",
      date: "Fecha",
      start: "Empieza la jornada (hora)",
      end: "Termina la jornada (hora)",
      title: "Título de la reunión",
      submit: "Planificar",
    },
    needCities: "Añade al menos dos ciudades para comparar.",
    bestHeading: "Mejores horas para reunirse",
    bestNone: "Ninguna hora cae dentro del horario laboral de nadie.",
    everyone: "todos en horario laboral",
    some: (n, total) => `${n} de ${total} en horario laboral`,
    gridHeading: "El día completo, hora a hora",
    gridCaption: (city, date) =>
      `Horas del ${date} en ${city} y el mismo momento en cada ciudad. ✓ horario laboral, ☾ fuera.`,
    slotColumn: "Elegir",
    working: "horario laboral",
    off: "fuera del horario laboral",
    legend: "✓ dentro del horario laboral · ☾ fuera del horario laboral",
    chosenHeading: "Hora elegida",
    addToCalendar: "Añadir al calendario (.ics)",
    minutes: "60 minutos",
    defaultTitle: "Reunión",
    problems: problemsEs,
    unknownCities: (slugs) => `Ciudad desconocida omitida: ${slugs}.`,
    howTo: {
      heading: "Cómo planificar una reunión entre zonas horarias",
      steps: [
        "Añade las ciudades de los participantes, la tuya primero.",
        "Elige la fecha: los desfases siguen los cambios de hora de ese día.",
        "Ajusta el horario laboral si tu equipo tiene otro.",
        "Elige una de las mejores horas, o cualquier hora de la cuadrícula, y añádela a tu calendario o comparte el enlace.",
      ],
    },
    faqHeading: "Preguntas frecuentes del planificador",
    faqs: [
      {
        question: "¿Cómo se eligen las mejores horas?",
        answer:
          "Primero las horas en que todas las ciudades están en horario laboral, después las más cercanas al centro de la jornada de todos y, por último, las más tempranas.",
      },
      {
        question: "¿Por qué la cuadrícula tiene 23 o 25 horas?",
        answer:
          "El día en que cambia la hora en la primera ciudad, su día dura una hora menos o más. La cuadrícula sigue el día real.",
      },
    ],
    share: { heading: "Compartir este plan", ...shareText.es },
  },
};
