import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

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
  momentTitle: (title) => title || "Tu cuenta atrás",
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
  words: (w) =>
    icu("es", "{title}, {date} a las {time} en {place} — {days, plural, one {# día} other {# días}}", momentValues(w)),
  gap: (asked, shown) =>
    `Las ${asked} no existen ese día: los relojes se adelantan, así que la cuenta atrás apunta a las ${shown}.`,
  overlap: (time) =>
    `Las ${time} ocurren dos veces esa noche al atrasar los relojes: la cuenta atrás apunta a la primera.`,
  countdownLabel: (title) => `Tiempo que falta para ${title}`,
  units: { days: "días", hours: "horas", minutes: "minutos", seconds: "segundos" },
  reached: (title) => `${title}: ¡ha llegado el momento!`,
  oneMinute: (title) => `Falta un minuto para ${title}.`,
  addToCalendar: "Añadir al calendario (.ics)",
  copyLink: "Copiar enlace",
  events: { heading: "Cuentas atrás para los grandes días del año" },
  eventNames: {
    "new-year": "Año Nuevo",
    "valentines-day": "San Valentín",
    easter: "Domingo de Pascua",
    halloween: "Halloween",
    christmas: "Navidad",
  },
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
  shareHeading: "Comparte esta cuenta atrás",
  eventNote: "La cuenta atrás termina a la medianoche con que empieza el día, en tu zona horaria.",
  today: (name) => `¡${name} es hoy!`,
};

export default es;
