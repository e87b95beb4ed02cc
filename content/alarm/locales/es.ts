import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const es: AlarmText = {
  toolName: "Alarma",
  breadcrumb: "Despertador",
  clock: {
    label: "Hora actual",
    countdownLabel: "Tiempo hasta la alarma",
    alarmAt: (when) => `Alarma a las ${when}`,
    progress: "Progreso de las 24 horas previas a la alarma",
    progressText: (percent) => `${percent} % de las 24 horas previas a la alarma`,
  },
  form: {
    heading: "Poner alarma",
    input: "Fecha y hora de la alarma",
    help: "Elige una fecha y hora futuras, o una alarma popular de abajo.",
    set: "Poner alarma",
    label: "Nombre",
    labelHelp: `Opcional, hasta ${ALARM_LABEL_MAX} caracteres, p. ej. «Gimnasio».`,
    labelTooLong: `El nombre puede tener como mucho ${ALARM_LABEL_MAX} caracteres.`,
    linkLabelTooLong: (length) =>
      icu(
        "es",
        `El nombre del enlace tiene {length, plural, one {# carácter} other {# caracteres}}; el máximo es ${ALARM_LABEL_MAX}, así que no se ha usado.`,
        { length },
      ),
    sound: "Sonido de esta alarma",
    repeat: "Repetir los",
    repeatHelp: "Sin días elegidos, la alarma suena una vez. Con días, suena a esa hora cada uno de ellos.",
    keepOpen: "Mantén abierta esta pestaña del navegador: la alarma suena en ella.",
    permission: "Permite las notificaciones para recibir el aviso cuando esta pestaña esté en segundo plano.",
    notificationsDenied:
      "Las notificaciones están bloqueadas: una pestaña oculta solo puede sonar, no mostrar un aviso.",
    soundBlocked:
      "El sonido está bloqueado hasta que hagas clic en la página; poner la alarma con un clic lo desbloquea.",
  },
  presets: {
    heading: "Alarmas populares",
    title: (time) => `Alarma a las ${clock24(time)}`,
    part: { morning: "Mañana", afternoon: "Tarde", evening: "Noche" },
    setFor: (title, when) => `${title}: puesta para el ${when}`,
  },
  toast: {
    errorTitle: "Error",
    missing: "Selecciona una fecha y una hora para la alarma.",
    past: "Selecciona una hora futura para la alarma.",
    failed: "No se pudo poner la alarma",
    setTitle: "Alarma puesta",
    setText: (when) => `Alarma puesta para el ${when}`,
    stoppedTitle: "Alarma detenida",
    stoppedText: "La alarma se ha cancelado",
    missedTitle: "Alarma perdida",
    missedText: (when) => `La alarma del ${when} pasó mientras la página estaba cerrada.`,
    full: `Ya tienes ${ALARMS_MAX} alarmas: borra una para añadir otra.`,
    deletedTitle: "Alarma borrada",
    deletedText: (label) => `Se ha borrado ${label}`,
  },
  notification: { title: (label) => `¡Alarma! ${label}`, body: (when) => `Tu alarma del ${when} está sonando.` },
  documentTitle: (remaining) => `Alarma - quedan ${remaining}`,
  status: {
    set: (when) => `Alarma puesta para el ${when}`,
    stopped: "Alarma detenida",
    snoozed: (minutes, when) =>
      icu("es", "Pospuesta {minutes, plural, one {# minuto} other {# minutos}}, hasta las {when}", { minutes, when }),
    deleted: "Alarma borrada",
    on: (label) => `${label} activada`,
    off: (label) => `${label} desactivada`,
  },
  unnamed: "Alarma",
  days: {
    once: "Una vez",
    everyDay: "Todos los días",
    weekdays: "Entre semana",
    weekend: "Fines de semana",
  },
  list: {
    heading: "Tus alarmas",
    empty: "Aún no hay alarmas. Pon una arriba o elige una alarma popular.",
    refused: (count) =>
      icu(
        "es",
        "{count, plural, one {No se pudo leer una alarma guardada (dañada, o con un nombre de más de 60 caracteres) y se ha omitido.} other {No se pudieron leer # alarmas guardadas (dañadas, o con nombres de más de 60 caracteres) y se han omitido.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("es", "en {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("es", "en {hours, plural, other {# h}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("es", "en {hours, plural, other {# h}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "hoy",
    tomorrow: "mañana",
    onWeekday: (weekday) => `el ${weekday}`,
    onDate: (date) => `el ${date}`,
    snoozedUntil: (when) => `Pospuesta hasta las ${when}`,
    off: "Desactivada",
    sound: (name) => `Sonido: ${name}`,
    switchLabel: (label, time) => `${label} a las ${time}`,
    delete: (label, time) => `Borrar ${label} de las ${time}`,
    calendar: (label, time) => `Añadir ${label}, ${time}, a tu calendario (archivo .ics)`,
  },
  ring: {
    heading: "Sonando ahora",
    announce: (label) => `Alarma sonando: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Alarma sonando`,
    snooze: (minutes) => icu("es", "Posponer {minutes, plural, other {# min}}", { minutes }),
    stop: "Detener",
  },
  steps: {
    heading: "Cómo usar el despertador",
    items: [
      "Elige una fecha y hora en la tarjeta Poner alarma y, si quieres, un nombre, un sonido y días de repetición, o haz clic en una de las alarmas populares.",
      "Pulsa Poner alarma. Se añade a Tus alarmas con su próximo aviso; el reloj grande cuenta hacia la más cercana y el título de la pestaña muestra el tiempo que queda.",
      "Deja esta pestaña abierta (puede estar en segundo plano). A la hora fijada suena su sonido y la alarma aparece con su nombre: posponla 5 o 10 minutos, o detenla.",
      "¿Has cambiado de idea? Desactiva la alarma o bórrala.",
    ],
    tipsHeading: "Consejos",
    tips: [
      "Haz clic una vez en la página antes de dejarla: los navegadores solo permiten sonido tras una interacción.",
      "Permite las notificaciones para que una pestaña en segundo plano también muestre un aviso del sistema.",
      "Para las mañanas, elige un sonido más suave como Gentle Wake o Sunrise Yoga en los ajustes de pantalla.",
      "Para alarmas largas, deja el dispositivo enchufado y evita que entre en reposo: un ordenador dormido no puede sonar.",
    ],
  },
  faqHeading: "Preguntas frecuentes del despertador",
  articles: {
    heading: "Artículos relacionados",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Cómo despertarte con un despertador online" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Amanecer, atardecer y tu horario de sueño" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 formas creativas de usar un temporizador" },
      { to: "/timer", label: "Temporizador online" },
    ],
  },
};

export default es;
