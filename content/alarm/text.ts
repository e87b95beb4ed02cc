import { twelveHour, type DayPart } from "@core/alarm";
import type { RingWords, Weekday } from "@core/alarm-schedule";
import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import type { Language } from "@core/settings";

export interface Faq {
  question: string;
  answer: string;
}

export interface AlarmPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  faqs: Faq[];
}

/** Every text of the alarm screen in one language. */
export interface AlarmText {
  toolName: string;
  breadcrumb: string;
  clock: {
    label: string;
    countdownLabel: string;
    alarmAt(when: string): string;
    progress: string;
    progressText(percent: number): string;
  };
  form: {
    heading: string;
    input: string;
    help: string;
    set: string;
    label: string;
    labelHelp: string;
    labelTooLong: string;
    linkLabelTooLong(length: number): string;
    sound: string;
    repeat: string;
    repeatHelp: string;
    keepOpen: string;
    permission: string;
    notificationsDenied: string;
    soundBlocked: string;
  };
  presets: {
    heading: string;
    /** "6 AM Alarm", "6:30 AM Alarm". */
    title(time: string): string;
    part: Record<DayPart, string>;
    setFor(title: string, when: string): string;
  };
  toast: {
    errorTitle: string;
    missing: string;
    past: string;
    failed: string;
    setTitle: string;
    setText(when: string): string;
    stoppedTitle: string;
    stoppedText: string;
    missedTitle: string;
    missedText(when: string): string;
    full: string;
    deletedTitle: string;
    deletedText(label: string): string;
  };
  notification: { title(label: string): string; body(when: string): string };
  /** "Alarm - {remaining} remaining" (docs/product.md, Alarm). */
  documentTitle(remaining: string): string;
  status: {
    set(when: string): string;
    stopped: string;
    snoozed(minutes: number, when: string): string;
    deleted: string;
    on(label: string): string;
    off(label: string): string;
  };
  /** An alarm without a label is called this. */
  unnamed: string;
  days: {
    short: Record<Weekday, string>;
    long: Record<Weekday, string>;
    once: string;
    everyDay: string;
    weekdays: string;
    weekend: string;
  };
  list: {
    heading: string;
    empty: string;
    refused(count: number): string;
    next(words: RingWords): string;
    snoozedUntil(when: string): string;
    off: string;
    sound(name: string): string;
    switchLabel(label: string, time: string): string;
    delete(label: string, time: string): string;
    calendar(label: string, time: string): string;
  };
  ring: {
    heading: string;
    announce(label: string): string;
    documentTitle(label: string): string;
    snooze(minutes: number): string;
    stop: string;
  };
  steps: { heading: string; items: string[]; tipsHeading: string; tips: string[] };
  faqHeading: string;
  articles: { heading: string; items: { to: string; label: string }[] };
  page(time: string | undefined): AlarmPageCopy;
}

/** "7:00 AM" / "7:00" (24-hour in Spanish copy, with the 12-hour form alongside where it helps). */
const clock12 = (time: string) => {
  const t = twelveHour(time);
  return `${t.hour}:${t.minutes} ${t.period}`;
};
/** "7 AM", "7:30 AM": the preset titles' form. */
const short12 = (time: string) => {
  const t = twelveHour(time);
  return t.minutes === "00" ? `${t.hour} ${t.period}` : `${t.hour}:${t.minutes} ${t.period}`;
};
const clock24 = (time: string) => time.replace(/^0/, "");
const esPeriod = (time: string) => {
  const h = Number(time.slice(0, 2));
  return h < 12 ? "de la mañana" : h < 20 ? "de la tarde" : "de la noche";
};
/** "7:00 de la mañana", "8:30 de la tarde". */
const esClock = (time: string) => {
  const t = twelveHour(time);
  return `${t.hour}:${t.minutes} ${esPeriod(time)}`;
};

const enGeneralFaqs: Faq[] = [
  {
    question: "Will the alarm ring if the tab is in the background?",
    answer:
      "Yes, as long as the tab stays open. The alarm is timed against a fixed moment from a background-safe timer, so it rings on time even in a hidden tab; if the page is hidden you also get a system notification (when you allow them).",
  },
  {
    question: "Can I set more than one alarm?",
    answer:
      "Yes. Each alarm has its own label, sound and repeat days, and can be switched off without deleting it. When one rings you can snooze it for 5 or 10 minutes or stop it; a repeating alarm then waits for its next day. Your alarms survive a reload, but the browser tab must stay open for them to ring.",
  },
  {
    question: "Which sound will the alarm play?",
    answer:
      "Each alarm plays the sound you pick when you set it: 16 built-in sounds from Classic Beep to Rooster Crow, or your own short audio file from the Settings page. A new alarm starts with the sound chosen in the settings.",
  },
  {
    question: "What if my computer's clock is wrong?",
    answer:
      "Tickwise checks your device's clock against its server when the page opens and rings by the corrected time, so a clock that is a few seconds off does not make the alarm early or late.",
  },
];

const esGeneralFaqs: Faq[] = [
  {
    question: "¿Sonará la alarma si la pestaña está en segundo plano?",
    answer:
      "Sí, mientras la pestaña siga abierta. La alarma se cronometra contra un instante fijo con un temporizador que funciona en segundo plano, así que suena a su hora aunque la pestaña esté oculta; si la página está oculta también recibes una notificación del sistema (si las permites).",
  },
  {
    question: "¿Puedo poner más de una alarma?",
    answer:
      "Sí. Cada alarma tiene su nombre, su sonido y sus días de repetición, y se puede desactivar sin borrarla. Cuando suena puedes posponerla 5 o 10 minutos o detenerla; una alarma que se repite espera entonces a su próximo día. Tus alarmas sobreviven a una recarga, pero la pestaña debe seguir abierta para que suenen.",
  },
  {
    question: "¿Qué sonido tendrá la alarma?",
    answer:
      "Cada alarma suena con el sonido que elijas al ponerla: 16 sonidos integrados, de Classic Beep a Rooster Crow, o tu propio archivo de audio corto de la página de Ajustes. Una alarma nueva empieza con el sonido elegido en los ajustes.",
  },
  {
    question: "¿Y si el reloj de mi ordenador no está en hora?",
    answer:
      "Tickwise compara el reloj de tu dispositivo con su servidor al abrir la página y hace sonar la alarma según la hora corregida, así que un reloj desviado unos segundos no la adelanta ni la retrasa.",
  },
];

const en: AlarmText = {
  toolName: "Alarm",
  breadcrumb: "Alarm Clock",
  clock: {
    label: "Current time",
    countdownLabel: "Time until the alarm",
    alarmAt: (when) => `Alarm at ${when}`,
    progress: "Progress through the 24 hours before the alarm",
    progressText: (percent) => `${percent}% of the 24 hours before the alarm`,
  },
  form: {
    heading: "Set Alarm",
    input: "Alarm date and time",
    help: "Pick a date and time in the future, or choose a popular alarm below.",
    set: "Set Alarm",
    label: "Label",
    labelHelp: `Optional, up to ${ALARM_LABEL_MAX} characters, e.g. "Gym".`,
    labelTooLong: `Labels can be at most ${ALARM_LABEL_MAX} characters.`,
    linkLabelTooLong: (length) =>
      `The link's label has ${length} characters; labels can be at most ${ALARM_LABEL_MAX}, so it was not used.`,
    sound: "Sound for this alarm",
    repeat: "Repeat on",
    repeatHelp: "No days chosen: the alarm rings once. With days, it rings at that time on each of them.",
    keepOpen: "Keep this browser tab open: the alarm rings in this tab.",
    permission: "Allow notifications to be alerted when this tab is in the background.",
    notificationsDenied: "Notifications are blocked, so a hidden tab can only ring, not show a notification.",
    soundBlocked: "Sound is blocked until you click the page; setting the alarm with a click unlocks it.",
  },
  presets: {
    heading: "Popular Alarms",
    title: (time) => `${short12(time)} Alarm`,
    part: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    setFor: (title, when) => `${title}: set for ${when}`,
  },
  toast: {
    errorTitle: "Error",
    missing: "Please select a date and time for the alarm.",
    past: "Please select a future time for the alarm.",
    failed: "Failed to set alarm",
    setTitle: "Alarm Set",
    setText: (when) => `Alarm set for ${when}`,
    stoppedTitle: "Alarm Stopped",
    stoppedText: "Alarm has been cancelled",
    missedTitle: "Missed alarm",
    missedText: (when) => `The alarm for ${when} passed while the page was closed.`,
    full: `You already have ${ALARMS_MAX} alarms: delete one to add another.`,
    deletedTitle: "Alarm Deleted",
    deletedText: (label) => `${label} has been deleted`,
  },
  notification: { title: (label) => `Alarm! ${label}`, body: (when) => `Your alarm for ${when} is ringing.` },
  documentTitle: (remaining) => `Alarm - ${remaining} remaining`,
  status: {
    set: (when) => `Alarm set for ${when}`,
    stopped: "Alarm stopped",
    snoozed: (minutes, when) => `Snoozed for ${minutes} minutes, until ${when}`,
    deleted: "Alarm deleted",
    on: (label) => `${label} is on`,
    off: (label) => `${label} is off`,
  },
  unnamed: "Alarm",
  days: {
    short: { 1: "Mon", 2: "Tue", 3: "Wed", 4: "Thu", 5: "Fri", 6: "Sat", 7: "Sun" },
    long: { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday", 7: "Sunday" },
    once: "Once",
    everyDay: "Every day",
    weekdays: "Weekdays",
    weekend: "Weekends",
  },
  list: {
    heading: "Your Alarms",
    empty: "No alarms yet. Set one above or pick a popular alarm.",
    refused: (count) =>
      count === 1
        ? "One saved alarm could not be read (damaged, or a label over 60 characters) and was left out."
        : `${count} saved alarms could not be read (damaged, or labels over 60 characters) and were left out.`,
    next: (words) => {
      switch (words.kind) {
        case "in":
          if (words.hours === 0) return words.minutes <= 1 ? "in 1 min" : `in ${words.minutes} min`;
          return words.minutes === 0 ? `in ${words.hours} h` : `in ${words.hours} h ${words.minutes} min`;
        case "today":
          return "today";
        case "tomorrow":
          return "tomorrow";
        case "weekday":
          return en.days.long[words.weekday];
        case "date":
          return `on ${words.date.year}-${String(words.date.month).padStart(2, "0")}-${String(words.date.day).padStart(2, "0")}`;
      }
    },
    snoozedUntil: (when) => `Snoozed until ${when}`,
    off: "Off",
    sound: (name) => `Sound: ${name}`,
    switchLabel: (label, time) => `${label} at ${time}`,
    delete: (label, time) => `Delete ${label} at ${time}`,
    calendar: (label, time) => `Add ${label}, ${time}, to your calendar (.ics file)`,
  },
  ring: {
    heading: "Ringing now",
    announce: (label) => `Alarm ringing: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Alarm ringing`,
    snooze: (minutes) => `Snooze ${minutes} min`,
    stop: "Stop",
  },
  steps: {
    heading: "How to use the alarm clock",
    items: [
      "Pick a date and time in the Set Alarm card, add a label, a sound and repeat days if you like, or click one of the popular alarms.",
      "Press Set Alarm. It joins Your Alarms with its next ring; the big clock counts down to the soonest one and the tab title shows the time remaining.",
      "Leave this tab open (it can be in the background). At the set time its sound plays and the alarm shows with its label: snooze it for 5 or 10 minutes, or stop it.",
      "Changed your mind? Switch an alarm off, or delete it.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Click the page once before you leave it: browsers only allow sound after an interaction.",
      "Allow notifications so a background tab can also show a system notification.",
      "Choose a gentler sound such as Gentle Wake or Sunrise Yoga in the display settings for mornings.",
      "Keep your device plugged in and stop it from sleeping for long alarms: a sleeping computer cannot ring.",
    ],
  },
  faqHeading: "Alarm Clock FAQ",
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "How to wake up with an online alarm clock" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Sunrise, sunset and your sleep schedule" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 creative ways to use a timer every day" },
      { to: "/timer", label: "Online countdown timer" },
    ],
  },
  page(time) {
    if (!time) {
      return {
        title: "Online Alarm Clock – Free Alarm With Sound | Tickwise",
        description:
          "Free online alarm clock: pick a date and time or a popular alarm, choose from 16 sounds, and it rings on time even in a background tab. No sign-up.",
        h1: "Online Alarm Clock",
        intro:
          "Set an alarm for any date and time, or pick one of the popular alarms. It counts down in the tab title and rings with your chosen sound, on time even when the tab is in the background.",
        faqs: enGeneralFaqs,
      };
    }
    const t = clock12(time);
    return {
      title: `Set an Alarm for ${t} – ${short12(time)} Alarm Clock | Tickwise`,
      description: `Free ${short12(time)} alarm clock: set an alarm for ${t} (${clock24(time)}) in one click. It rings with your chosen sound, even in a background tab.`,
      h1: `Set an Alarm for ${t}`,
      intro: `Wake up or get reminded at ${t}. The time is filled in below: press Set Alarm and keep this tab open. If ${t} has already passed today, the alarm is set for tomorrow.`,
      faqs: [
        {
          question: `How do I set an alarm for ${t}?`,
          answer: `This page already has ${t} (${clock24(time)}) filled in as the next time it comes round. Press Set Alarm, keep the tab open, and the alarm rings at ${t} with your chosen sound.`,
        },
        {
          question: `What if ${t} has already passed today?`,
          answer: `Then the alarm is set for ${t} tomorrow. The countdown under the clock always shows exactly how long is left.`,
        },
        ...enGeneralFaqs,
      ],
    };
  },
};

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
      `El nombre del enlace tiene ${length} caracteres; el máximo es ${ALARM_LABEL_MAX}, así que no se ha usado.`,
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
    snoozed: (minutes, when) => `Pospuesta ${minutes} minutos, hasta las ${when}`,
    deleted: "Alarma borrada",
    on: (label) => `${label} activada`,
    off: (label) => `${label} desactivada`,
  },
  unnamed: "Alarma",
  days: {
    short: { 1: "lun", 2: "mar", 3: "mié", 4: "jue", 5: "vie", 6: "sáb", 7: "dom" },
    long: { 1: "lunes", 2: "martes", 3: "miércoles", 4: "jueves", 5: "viernes", 6: "sábado", 7: "domingo" },
    once: "Una vez",
    everyDay: "Todos los días",
    weekdays: "Entre semana",
    weekend: "Fines de semana",
  },
  list: {
    heading: "Tus alarmas",
    empty: "Aún no hay alarmas. Pon una arriba o elige una alarma popular.",
    refused: (count) =>
      count === 1
        ? "No se pudo leer una alarma guardada (dañada, o con un nombre de más de 60 caracteres) y se ha omitido."
        : `No se pudieron leer ${count} alarmas guardadas (dañadas, o con nombres de más de 60 caracteres) y se han omitido.`,
    next: (words) => {
      switch (words.kind) {
        case "in":
          if (words.hours === 0) return words.minutes <= 1 ? "en 1 min" : `en ${words.minutes} min`;
          return words.minutes === 0 ? `en ${words.hours} h` : `en ${words.hours} h ${words.minutes} min`;
        case "today":
          return "hoy";
        case "tomorrow":
          return "mañana";
        case "weekday":
          return `el ${es.days.long[words.weekday]}`;
        case "date":
          return `el ${words.date.day}/${words.date.month}/${words.date.year}`;
      }
    },
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
    snooze: (minutes) => `Posponer ${minutes} min`,
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
  page(time) {
    if (!time) {
      return {
        title: "Despertador online – Alarma gratis con sonido | Tickwise",
        description:
          "Despertador online gratis: elige fecha y hora o una alarma popular, escoge entre 16 sonidos y suena a su hora aunque la pestaña esté en segundo plano.",
        h1: "Despertador online",
        intro:
          "Pon una alarma para cualquier fecha y hora, o elige una de las alarmas populares. Cuenta atrás en el título de la pestaña y suena con tu sonido, a su hora aunque la pestaña esté en segundo plano.",
        faqs: esGeneralFaqs,
      };
    }
    const t = esClock(time);
    return {
      title: `Alarma a las ${clock24(time)} – Despertador para las ${t} | Tickwise`,
      description: `Despertador gratis para las ${t} (${clock24(time)}): pon la alarma con un clic. Suena con el sonido que elijas, incluso en segundo plano.`,
      h1: `Poner una alarma a las ${clock24(time)}`,
      intro: `Despiértate o recibe un aviso a las ${t}. La hora ya está puesta abajo: pulsa Poner alarma y mantén abierta la pestaña. Si hoy ya han pasado las ${clock24(time)}, la alarma se pone para mañana.`,
      faqs: [
        {
          question: `¿Cómo pongo una alarma a las ${clock24(time)}?`,
          answer: `Esta página ya tiene las ${clock24(time)} (${t}) puestas como la próxima vez que llegue esa hora. Pulsa Poner alarma, mantén la pestaña abierta y sonará a las ${clock24(time)} con tu sonido.`,
        },
        {
          question: `¿Y si hoy ya han pasado las ${clock24(time)}?`,
          answer: `Entonces la alarma se pone para mañana a las ${clock24(time)}. La cuenta atrás bajo el reloj muestra siempre el tiempo exacto que falta.`,
        },
        ...esGeneralFaqs,
      ],
    };
  },
};

export const alarmText: Record<Language, AlarmText> = { en, es };
