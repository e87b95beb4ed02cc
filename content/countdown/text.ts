import type { CountdownEventSlug, CountdownProblem } from "@core/countdown";
import type { Language } from "@core/settings";
import { shareText, type ShareText } from "../share/text";

/** What the page says a moment is: "Friday 1 January 2027", "00:00", "London". */
export interface MomentWords {
  title: string;
  date: string;
  time: string;
  place: string;
  /** Whole days left (0 on the day). */
  days: number;
}

export interface EventCopy {
  name: string;
  title: (year: number) => string;
  description: (date: string) => string;
  intro: string;
  faqs: readonly { question: string; answer: string }[];
}

/** Interface text and page copy of /countdown and /countdown/{event} (docs/product.md, Countdown), in English. */
const en = {
  toolName: "Countdown",
  breadcrumb: "Countdown",
  meta: {
    title: "Countdown to Any Date and Time, in Any Time Zone | Tickwise",
    description:
      "Make a free countdown to any moment: pick the date, time, time zone and a title, then share the link. Daylight saving is always right.",
  },
  heading: "Countdown to Any Moment",
  intro:
    "Pick a date, a time and the time zone it happens in, give it a title and share the link: everyone sees the same moment counted down in days, hours, minutes and seconds.",
  momentTitle: (title: string) => title || "Your countdown",
  form: {
    heading: "Make a countdown",
    date: "Date",
    time: "Time",
    zone: "Time zone",
    zoneHelp: "The zone where the moment happens, e.g. Europe/London.",
    title: "Title (optional)",
    submit: "Start countdown",
  },
  problems: {
    to: "That date and time could not be read. Use the form, or a link like /countdown?to=2027-01-01T00:00&tz=Europe/London.",
    tz: "That time zone is unknown. Use an IANA name such as Europe/London or America/New_York.",
    year: "Countdowns reach from 1970 to 2200: pick a year in that range.",
    title: "That title is too long: 120 characters at most.",
  } satisfies Record<CountdownProblem, string>,
  problemHeading: "This countdown cannot be shown",
  words: (w: MomentWords) =>
    `${w.title}, ${w.date} at ${w.time} in ${w.place} — ${w.days === 1 ? "1 day" : `${w.days} days`}`,
  gap: (asked: string, shown: string) =>
    `${asked} does not exist on that day: the clocks jump forward, so the countdown aims at ${shown}.`,
  overlap: (time: string) => `${time} happens twice that night as the clocks go back: the countdown aims at the first.`,
  countdownLabel: (title: string) => `Time left until ${title}`,
  units: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
  reached: (title: string) => `${title}: the moment has come!`,
  oneMinute: (title: string) => `One minute left until ${title}.`,
  addToCalendar: "Add to calendar (.ics)",
  copyLink: "Copy link",
  events: { heading: "Countdowns to the year's big days" },
  howTo: {
    heading: "How to make a countdown",
    steps: [
      "Choose the date and the time of the moment.",
      "Choose the time zone where it happens: a launch in New York, a wedding in Madrid.",
      "Give it a title, then press Start countdown: the address of the page now holds your countdown.",
      "Share the link or add the moment to your calendar. Everyone sees the same moment in their own time.",
    ],
  },
  faqHeading: "Countdown questions",
  faqs: [
    {
      question: "Is daylight saving time taken into account?",
      answer:
        "Yes. The moment is computed with the time zone's rules for that very date, not today's offset, so a countdown to a summer date in London counts to British Summer Time.",
    },
    {
      question: "What if my time does not exist or happens twice?",
      answer:
        "When clocks jump forward, a time in the skipped hour is moved forward by the jump (02:30 becomes 03:30). When clocks go back, a time that happens twice means the first one. Calendar apps read the .ics file the same way.",
    },
    {
      question: "Does the countdown keep running in a background tab?",
      answer:
        "Yes. The time left is computed from the target moment and the clock every time it is shown, so it is right the moment you come back.",
    },
    {
      question: "Can I share my countdown?",
      answer:
        "Yes: the date, time, zone and title are in the page's address. Copy the link or use the share buttons; nothing is stored on our server.",
    },
  ],
  share: { heading: "Share this countdown", ...shareText.en } as ShareText & { heading: string },
  eventCopy: {
    "new-year": {
      name: "New Year's Day",
      title: (year: number) => `Countdown to New Year ${year}: Days Until January 1 | Tickwise`,
      description: (date: string) =>
        `How long until New Year? A live countdown to midnight on ${date}, in your own time zone, with days, hours, minutes and seconds.`,
      intro: "A live countdown to midnight on the first of January, where you are.",
      faqs: [
        {
          question: "When does the New Year countdown end?",
          answer: "At midnight on 1 January in your own time zone: each visitor counts down to their own midnight.",
        },
      ],
    },
    "valentines-day": {
      name: "Valentine's Day",
      title: (year: number) => `Countdown to Valentine's Day ${year}: Days Until February 14 | Tickwise`,
      description: (date: string) =>
        `How many days until Valentine's Day? A live countdown to ${date}, in your own time zone.`,
      intro: "A live countdown to the 14th of February, where you are.",
      faqs: [
        {
          question: "When is Valentine's Day?",
          answer: "Every year on 14 February. The countdown ends at midnight at the start of that day, your time.",
        },
      ],
    },
    easter: {
      name: "Easter Sunday",
      title: (year: number) => `Countdown to Easter ${year}: Days Until Easter Sunday | Tickwise`,
      description: (date: string) =>
        `How long until Easter? Easter Sunday is on ${date}. A live countdown in your own time zone.`,
      intro: "Easter moves every year: its date is computed with the Gregorian rule used by Western churches.",
      faqs: [
        {
          question: "How is the date of Easter computed?",
          answer:
            "Easter Sunday is the first Sunday after the first full moon on or after 21 March, by the church's tables (the Gregorian computus). It falls between 22 March and 25 April.",
        },
      ],
    },
    halloween: {
      name: "Halloween",
      title: (year: number) => `Countdown to Halloween ${year}: Days Until October 31 | Tickwise`,
      description: (date: string) =>
        `How many days until Halloween? A live countdown to ${date}, in your own time zone.`,
      intro: "A live countdown to the 31st of October, where you are.",
      faqs: [
        {
          question: "When is Halloween?",
          answer: "Every year on 31 October. The countdown ends at midnight at the start of that day, your time.",
        },
      ],
    },
    christmas: {
      name: "Christmas Day",
      title: (year: number) => `Countdown to Christmas ${year}: Days Until December 25 | Tickwise`,
      description: (date: string) =>
        `How many days until Christmas? A live countdown to ${date}, in your own time zone.`,
      intro: "A live countdown to the 25th of December, where you are.",
      faqs: [
        {
          question: "When does the Christmas countdown end?",
          answer:
            "At midnight at the start of 25 December in your own time zone. From 26 December it counts to next year's Christmas.",
        },
      ],
    },
  } satisfies Record<CountdownEventSlug, EventCopy>,
  eventNote: "The countdown ends at midnight at the start of the day, in your own time zone.",
  today: (name: string) => `${name} is today!`,
};

export type CountdownText = typeof en;

const es: CountdownText = {
  toolName: "Cuenta atrás",
  breadcrumb: "Cuenta atrás",
  meta: {
    title: "Cuenta atrás para cualquier fecha y hora, en cualquier zona | Tickwise",
    description:
      "Crea gratis una cuenta atrás para cualquier momento: fecha, hora, zona horaria y título, y comparte el enlace. Horario de verano siempre correcto.",
  },
  heading: "Cuenta atrás para cualquier momento",
  intro:
    "Elige una fecha, una hora y la zona horaria donde ocurre, ponle un título y comparte el enlace: todos ven el mismo momento en días, horas, minutos y segundos.",
  momentTitle: (title: string) => title || "Tu cuenta atrás",
  form: {
    heading: "Crea una cuenta atrás",
    date: "Fecha",
    time: "Hora",
    zone: "Zona horaria",
    zoneHelp: "La zona donde ocurre el momento, p. ej. Europe/Madrid.",
    title: "Título (opcional)",
    submit: "Iniciar cuenta atrás",
  },
  problems: {
    to: "No se pudo leer esa fecha y hora. Usa el formulario o un enlace como /countdown?to=2027-01-01T00:00&tz=Europe/Madrid.",
    tz: "Esa zona horaria no existe. Usa un nombre IANA como Europe/Madrid o America/Mexico_City.",
    year: "Las cuentas atrás van de 1970 a 2200: elige un año en ese intervalo.",
    title: "Ese título es demasiado largo: 120 caracteres como máximo.",
  },
  problemHeading: "No se puede mostrar esta cuenta atrás",
  words: (w: MomentWords) =>
    `${w.title}, ${w.date} a las ${w.time} en ${w.place} — ${w.days === 1 ? "1 día" : `${w.days} días`}`,
  gap: (asked: string, shown: string) =>
    `Las ${asked} no existen ese día: los relojes se adelantan, así que la cuenta atrás apunta a las ${shown}.`,
  overlap: (time: string) =>
    `Las ${time} ocurren dos veces esa noche al atrasar los relojes: la cuenta atrás apunta a la primera.`,
  countdownLabel: (title: string) => `Tiempo que falta para ${title}`,
  units: { days: "días", hours: "horas", minutes: "minutos", seconds: "segundos" },
  reached: (title: string) => `${title}: ¡ha llegado el momento!`,
  oneMinute: (title: string) => `Falta un minuto para ${title}.`,
  addToCalendar: "Añadir al calendario (.ics)",
  copyLink: "Copiar enlace",
  events: { heading: "Cuentas atrás para los grandes días del año" },
  howTo: {
    heading: "Cómo crear una cuenta atrás",
    steps: [
      "Elige la fecha y la hora del momento.",
      "Elige la zona horaria donde ocurre: un lanzamiento en Nueva York, una boda en Madrid.",
      "Ponle un título y pulsa Iniciar cuenta atrás: la dirección de la página guarda tu cuenta atrás.",
      "Comparte el enlace o añade el momento a tu calendario. Todos ven el mismo momento en su propia hora.",
    ],
  },
  faqHeading: "Preguntas sobre la cuenta atrás",
  faqs: [
    {
      question: "¿Se tiene en cuenta el horario de verano?",
      answer:
        "Sí. El momento se calcula con las reglas de la zona horaria para esa misma fecha, no con el desfase de hoy: una cuenta atrás a una fecha de verano en Madrid cuenta hasta la hora de verano.",
    },
    {
      question: "¿Y si mi hora no existe u ocurre dos veces?",
      answer:
        "Cuando los relojes se adelantan, una hora dentro del salto se mueve hacia delante lo mismo que el salto (las 02:30 pasan a ser las 03:30). Cuando se atrasan, una hora que ocurre dos veces es la primera. Las aplicaciones de calendario leen el archivo .ics igual.",
    },
    {
      question: "¿Sigue funcionando en una pestaña en segundo plano?",
      answer:
        "Sí. El tiempo que falta se calcula a partir del momento y del reloj cada vez que se muestra, así que es correcto en cuanto vuelves.",
    },
    {
      question: "¿Puedo compartir mi cuenta atrás?",
      answer:
        "Sí: la fecha, la hora, la zona y el título están en la dirección de la página. Copia el enlace o usa los botones; no guardamos nada en el servidor.",
    },
  ],
  share: { heading: "Comparte esta cuenta atrás", ...shareText.es },
  eventCopy: {
    "new-year": {
      name: "Año Nuevo",
      title: (year: number) => `Cuenta atrás para Año Nuevo ${year}: días hasta el 1 de enero | Tickwise`,
      description: (date: string) =>
        `¿Cuánto falta para Año Nuevo? Cuenta atrás en directo hasta la medianoche del ${date}, en tu zona horaria.`,
      intro: "Cuenta atrás en directo hasta la medianoche del 1 de enero, donde estés.",
      faqs: [
        {
          question: "¿Cuándo termina la cuenta atrás de Año Nuevo?",
          answer: "A medianoche del 1 de enero en tu zona horaria: cada visitante cuenta hasta su propia medianoche.",
        },
      ],
    },
    "valentines-day": {
      name: "San Valentín",
      title: (year: number) => `Cuenta atrás para San Valentín ${year}: días hasta el 14 de febrero | Tickwise`,
      description: (date: string) =>
        `¿Cuántos días faltan para San Valentín? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
      intro: "Cuenta atrás en directo hasta el 14 de febrero, donde estés.",
      faqs: [
        {
          question: "¿Cuándo es San Valentín?",
          answer:
            "Cada año el 14 de febrero. La cuenta atrás termina a la medianoche con que empieza ese día, en tu hora.",
        },
      ],
    },
    easter: {
      name: "Domingo de Pascua",
      title: (year: number) => `Cuenta atrás para Pascua ${year}: días hasta el Domingo de Pascua | Tickwise`,
      description: (date: string) =>
        `¿Cuánto falta para Pascua? El Domingo de Pascua es el ${date}. Cuenta atrás en directo en tu zona horaria.`,
      intro: "La Pascua cambia cada año: su fecha se calcula con la regla gregoriana de las iglesias occidentales.",
      faqs: [
        {
          question: "¿Cómo se calcula la fecha de Pascua?",
          answer:
            "El Domingo de Pascua es el primer domingo después de la primera luna llena a partir del 21 de marzo, según las tablas de la Iglesia (el cómputo gregoriano). Cae entre el 22 de marzo y el 25 de abril.",
        },
      ],
    },
    halloween: {
      name: "Halloween",
      title: (year: number) => `Cuenta atrás para Halloween ${year}: días hasta el 31 de octubre | Tickwise`,
      description: (date: string) =>
        `¿Cuántos días faltan para Halloween? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
      intro: "Cuenta atrás en directo hasta el 31 de octubre, donde estés.",
      faqs: [
        {
          question: "¿Cuándo es Halloween?",
          answer:
            "Cada año el 31 de octubre. La cuenta atrás termina a la medianoche con que empieza ese día, en tu hora.",
        },
      ],
    },
    christmas: {
      name: "Navidad",
      title: (year: number) => `Cuenta atrás para Navidad ${year}: días hasta el 25 de diciembre | Tickwise`,
      description: (date: string) =>
        `¿Cuántos días faltan para Navidad? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
      intro: "Cuenta atrás en directo hasta el 25 de diciembre, donde estés.",
      faqs: [
        {
          question: "¿Cuándo termina la cuenta atrás de Navidad?",
          answer:
            "A la medianoche con que empieza el 25 de diciembre en tu zona horaria. Desde el 26 de diciembre cuenta hasta la Navidad del año siguiente.",
        },
      ],
    },
  },
  eventNote: "La cuenta atrás termina a la medianoche con que empieza el día, en tu zona horaria.",
  today: (name: string) => `¡${name} es hoy!`,
};

export const countdownText: Record<Language, CountdownText> = { en, es };
