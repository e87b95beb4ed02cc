import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Esa fecha no existe en el calendario (usa AAAA-MM-DD); se muestra la de hoy.",
  time: "Esa hora no es válida (usa HH:MM, 24 horas); se muestra la hora actual.",
  city: "Una ciudad del enlace no era válida y se ha omitido.",
  hours: "El horario laboral debe empezar antes de terminar (0–24); se usa 08:00–18:00.",
  slot: "La hora elegida no era válida y se ha omitido.",
  title: "El título de la reunión debe tener de 1 a 120 caracteres; se usa el título por defecto.",
  tooManyCities: "Se comparan 10 ciudades como máximo; el resto se ha omitido.",
};

const es: TimeZonesText = {
  citySearch: {
    label: "Buscar una ciudad",
    placeholder: "Escribe una ciudad, p. ej. Lagos",
    submit: "Buscar",
    help: "Más de 850 ciudades de 500.000 habitantes o más, y todas las zonas horarias IANA. Usa las flechas para elegir una sugerencia.",
    count: (n) => icu("es", "{n, plural, one {# ciudad encontrada} other {# ciudades encontradas}}", { n }),
    none: "Ninguna ciudad encontrada",
    failed: "Las sugerencias no están disponibles; pulsa Buscar.",
    page: {
      h1: "Buscar una ciudad",
      results: (q) => `Ciudades que coinciden con «${q}»`,
      empty: (q) => `Ninguna ciudad coincide con «${q}». Prueba otra grafía o una gran ciudad cercana.`,
      prompt: "Escribe el nombre de una ciudad para ver su hora actual.",
    },
  },
  converter: {
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
    problems,
    unknownCities: (slugs) => `Ciudad desconocida omitida: ${slugs}.`,
    popularHeading: "Conversiones populares",
    shareHeading: "Compartir esta conversión",
  },
  planner: {
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
    some: (n, total) => icu("es", "{total, plural, other {{n} de # en horario laboral}}", { n, total }),
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
    problems,
    unknownCities: (slugs) => `Ciudad desconocida omitida: ${slugs}.`,
    shareHeading: "Compartir este plan",
  },
};
export default es;
