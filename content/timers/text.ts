import type { Language } from "@core/settings";
import type { SoundName } from "@core/sounds";
import type { TimerColour } from "@core/timers";
import soundsEn from "../settings/sounds/en";
import soundsEs from "../settings/sounds/es";

/** Every word of the multiple-timers page (docs/product.md, Timers), in one language. */
export interface TimersText {
  meta: { title: string; description: string };
  breadcrumb: string;
  h1: string;
  intro: string;
  form: {
    heading: string;
    label: string;
    labelHelp: string;
    defaultLabel(n: number): string;
    duration: string;
    hours: string;
    minutes: string;
    seconds: string;
    colour: string;
    sound: string;
    add: string;
    full(max: number): string;
    problems: { label(max: number): string; duration: string; other: string };
  };
  colours: Record<TimerColour, string>;
  sounds: Record<SoundName, string>;
  list: {
    heading: string;
    empty: string;
    loading: string;
    status: { running: string; paused: string; idle: string; ended: string; missed: string };
    start(label: string): string;
    resume(label: string): string;
    pause(label: string): string;
    reset(label: string): string;
    remove(label: string): string;
    startText: string;
    resumeText: string;
    pauseText: string;
    resetText: string;
    removeText: string;
    progress(label: string): string;
  };
  announce: {
    ended(label: string): string;
    added(label: string): string;
    removed(label: string): string;
    started(label: string): string;
    paused(label: string): string;
    reset(label: string): string;
  };
  documentTitle(time: string, label: string): string;
  documentTitleDone(label: string): string;
  notification: { title(label: string): string; body(duration: string): string };
  share: {
    heading: string;
    help: string;
    button: string;
    link: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  shared: {
    heading: string;
    intro(count: number): string;
    add: string;
    replace: string;
    replaceConfirm: string;
    replaceTitle: string;
    cancel: string;
    replaceButton: string;
    dismiss: string;
    added(count: number): string;
    replaced(count: number): string;
    tooManyToAdd(max: number): string;
    problemHeading: string;
    problems: {
      malformed: string;
      empty: string;
      tooMany(max: number): string;
      label(n: number, max: number): string;
      duration(n: number): string;
    };
  };
  howTo: { heading: string; steps: string[]; tipsHeading: string; tips: string[] };
  faq: { heading: string; items: { question: string; answer: string }[] };
  related: { heading: string; items: { to: string; label: string }[] };
}

const en: TimersText = {
  meta: {
    title: "Multiple Timers Online – Run Several Labelled Countdowns | Tickwise",
    description:
      "Run several countdown timers at once, each with its own name, colour and sound. Ordered by what ends next, kept after a reload, shareable by link. Free.",
  },
  breadcrumb: "Multiple timers",
  h1: "Multiple Timers",
  intro:
    "Cooking three dishes, running stations in a class or juggling meetings? Add as many labelled timers as you need; each runs, pauses and rings on its own.",
  form: {
    heading: "Add a timer",
    label: "Name",
    labelHelp: "Up to 60 characters, e.g. Pasta or Station 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Duration",
    hours: "Hours",
    minutes: "Minutes",
    seconds: "Seconds",
    colour: "Colour",
    sound: "Sound",
    add: "Add timer",
    full: (max) => `You have ${max} timers, the most this page keeps. Remove one to add another.`,
    problems: {
      label: (max) => `The name can have at most ${max} characters.`,
      duration: "Choose a duration between 1 second and 99:59:59.",
      other: "Choose a colour and a sound from the lists.",
    },
  },
  colours: { blue: "Blue", green: "Green", amber: "Amber", rose: "Rose", violet: "Violet", slate: "Grey" },
  sounds: soundsEn,
  list: {
    heading: "Your timers",
    empty: "No timers yet. Add one above, or open a shared link.",
    loading: "Loading your timers…",
    status: {
      running: "Running",
      paused: "Paused",
      idle: "Ready",
      ended: "Time's up!",
      missed: "Ended while this page was closed",
    },
    start: (label) => `Start ${label}`,
    resume: (label) => `Resume ${label}`,
    pause: (label) => `Pause ${label}`,
    reset: (label) => `Reset ${label}`,
    remove: (label) => `Remove ${label}`,
    startText: "Start",
    resumeText: "Resume",
    pauseText: "Pause",
    resetText: "Reset",
    removeText: "Remove",
    progress: (label) => `${label} progress`,
  },
  announce: {
    ended: (label) => `${label}: time's up!`,
    added: (label) => `${label} added`,
    removed: (label) => `${label} removed`,
    started: (label) => `${label} started`,
    paused: (label) => `${label} paused`,
    reset: (label) => `${label} reset`,
  },
  documentTitle: (time, label) => `${time} ${label} - Timers`,
  documentTitleDone: (label) => `Time's up! ${label} - Timers`,
  notification: {
    title: (label) => `${label}: time's up!`,
    body: (duration) => `Your ${duration} timer has finished.`,
  },
  share: {
    heading: "Share this set",
    help: "The link carries the names, durations, colours and sounds of your timers, not whether they run. No account needed.",
    button: "Create share link",
    link: "Share link",
    copy: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy the link; select it and copy it yourself.",
  },
  shared: {
    heading: "A shared set of timers",
    intro: (count) => (count === 1 ? "This link shares 1 timer." : `This link shares ${count} timers.`),
    add: "Add to my timers",
    replace: "Replace my timers",
    replaceConfirm: "Replace all your timers with this set? Running timers will be removed.",
    replaceTitle: "Replace your timers?",
    cancel: "Cancel",
    replaceButton: "Replace",
    dismiss: "Dismiss",
    added: (count) => (count === 1 ? "1 timer added." : `${count} timers added.`),
    replaced: (count) =>
      count === 1 ? "Your timers were replaced by 1 timer." : `Your timers were replaced by ${count}.`,
    tooManyToAdd: (max) => `Adding these would pass ${max} timers. Remove some first, or replace your timers.`,
    problemHeading: "This shared link cannot be opened",
    problems: {
      malformed: "The link is damaged or incomplete. Ask for the link again, or build your own set below.",
      empty: "The link holds no timers.",
      tooMany: (max) => `The link holds more than ${max} timers, the most a link can share.`,
      label: (n, max) => `Timer ${n} in the link has a name that is empty or longer than ${max} characters.`,
      duration: (n) => `Timer ${n} in the link has a duration outside 1 second to 99:59:59.`,
    },
  },
  howTo: {
    heading: "How to use multiple timers",
    steps: [
      "Type a name, set hours, minutes and seconds, and pick a colour and a sound.",
      "Press Add timer. Repeat for every dish, station or task.",
      "Start each timer when you need it; pause, reset or remove it with its own buttons.",
      "The list keeps the timer that ends next at the top. Each one rings with its own sound.",
      "Create a share link to send the same set to someone else, or to open it on another device.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Give each timer a different sound, so you know which one rang without looking.",
      "Keep the tab open, even in the background: timers finish on time and show a notification if you allow it.",
      "Open the page in two tabs if you like: they show the same timers and each timer rings once.",
    ],
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        question: "How many timers can I run at once?",
        answer:
          "Up to 50 on this device, all running at the same time if you like. A shared link carries up to 20 timers.",
      },
      {
        question: "Do my timers keep running if I reload or close the page?",
        answer:
          "Yes. Each timer keeps its end time in your browser, so after a reload it shows the right time at once. A timer that ended while the page was closed says so instead of ringing late.",
      },
      {
        question: "Will a timer ring twice if the page is open in two tabs?",
        answer:
          "No. The tabs share the same timers and agree on which tab rings, so each timer rings once and both tabs show that it ended.",
      },
      {
        question: "What does a share link contain?",
        answer:
          "Only each timer's name, duration, colour and sound, inside the link itself. Nothing is stored on our server and no account is needed.",
      },
      {
        question: "Are the timers exact in a background tab?",
        answer:
          "Yes. Each timer counts down to a fixed end time rather than counting ticks, so a throttled or frozen tab is right the moment it runs again and rings at the end time.",
      },
    ],
  },
  related: {
    heading: "Other time tools",
    items: [
      { to: "/timer", label: "Single countdown timer" },
      { to: "/stopwatch", label: "Stopwatch with laps" },
      { to: "/alarm", label: "Alarm clock" },
      { to: "/goals", label: "Goals with timers" },
    ],
  },
};

const es: TimersText = {
  meta: {
    title: "Varios temporizadores en línea – Cuentas atrás con nombre | Tickwise",
    description:
      "Usa varios temporizadores a la vez, cada uno con su nombre, color y sonido. Ordenados por el que acaba antes, guardados al recargar y para compartir. Gratis.",
  },
  breadcrumb: "Varios temporizadores",
  h1: "Varios temporizadores",
  intro:
    "¿Cocinas tres platos, diriges estaciones en clase o encadenas reuniones? Añade todos los temporizadores con nombre que necesites; cada uno corre, se pausa y suena por su cuenta.",
  form: {
    heading: "Añadir un temporizador",
    label: "Nombre",
    labelHelp: "Hasta 60 caracteres, p. ej. Pasta o Estación 2.",
    defaultLabel: (n) => `Temporizador ${n}`,
    duration: "Duración",
    hours: "Horas",
    minutes: "Minutos",
    seconds: "Segundos",
    colour: "Color",
    sound: "Sonido",
    add: "Añadir temporizador",
    full: (max) => `Tienes ${max} temporizadores, el máximo que guarda esta página. Quita uno para añadir otro.`,
    problems: {
      label: (max) => `El nombre puede tener como mucho ${max} caracteres.`,
      duration: "Elige una duración entre 1 segundo y 99:59:59.",
      other: "Elige un color y un sonido de las listas.",
    },
  },
  colours: { blue: "Azul", green: "Verde", amber: "Ámbar", rose: "Rosa", violet: "Violeta", slate: "Gris" },
  sounds: soundsEs,
  list: {
    heading: "Tus temporizadores",
    empty: "Aún no hay temporizadores. Añade uno arriba o abre un enlace compartido.",
    loading: "Cargando tus temporizadores…",
    status: {
      running: "En marcha",
      paused: "En pausa",
      idle: "Listo",
      ended: "¡Se acabó el tiempo!",
      missed: "Terminó mientras la página estaba cerrada",
    },
    start: (label) => `Iniciar ${label}`,
    resume: (label) => `Reanudar ${label}`,
    pause: (label) => `Pausar ${label}`,
    reset: (label) => `Reiniciar ${label}`,
    remove: (label) => `Quitar ${label}`,
    startText: "Iniciar",
    resumeText: "Reanudar",
    pauseText: "Pausar",
    resetText: "Reiniciar",
    removeText: "Quitar",
    progress: (label) => `Progreso de ${label}`,
  },
  announce: {
    ended: (label) => `${label}: ¡se acabó el tiempo!`,
    added: (label) => `${label} añadido`,
    removed: (label) => `${label} quitado`,
    started: (label) => `${label} iniciado`,
    paused: (label) => `${label} en pausa`,
    reset: (label) => `${label} reiniciado`,
  },
  documentTitle: (time, label) => `${time} ${label} - Temporizadores`,
  documentTitleDone: (label) => `¡Tiempo! ${label} - Temporizadores`,
  notification: {
    title: (label) => `${label}: ¡se acabó el tiempo!`,
    body: (duration) => `Tu temporizador de ${duration} ha terminado.`,
  },
  share: {
    heading: "Compartir este conjunto",
    help: "El enlace lleva los nombres, duraciones, colores y sonidos de tus temporizadores, no si están en marcha. Sin cuenta.",
    button: "Crear enlace para compartir",
    link: "Enlace para compartir",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    copyFailed: "No se pudo copiar el enlace; selecciónalo y cópialo tú.",
  },
  shared: {
    heading: "Un conjunto de temporizadores compartido",
    intro: (count) =>
      count === 1 ? "Este enlace comparte 1 temporizador." : `Este enlace comparte ${count} temporizadores.`,
    add: "Añadir a mis temporizadores",
    replace: "Reemplazar mis temporizadores",
    replaceConfirm: "¿Reemplazar todos tus temporizadores por este conjunto? Los que estén en marcha se quitarán.",
    replaceTitle: "¿Reemplazar tus temporizadores?",
    cancel: "Cancelar",
    replaceButton: "Reemplazar",
    dismiss: "Descartar",
    added: (count) => (count === 1 ? "1 temporizador añadido." : `${count} temporizadores añadidos.`),
    replaced: (count) =>
      count === 1 ? "Tus temporizadores se reemplazaron por 1." : `Tus temporizadores se reemplazaron por ${count}.`,
    tooManyToAdd: (max) =>
      `Con estos pasarías de ${max} temporizadores. Quita algunos antes o reemplaza tus temporizadores.`,
    problemHeading: "Este enlace compartido no se puede abrir",
    problems: {
      malformed: "El enlace está dañado o incompleto. Pide el enlace de nuevo o crea tu propio conjunto abajo.",
      empty: "El enlace no contiene temporizadores.",
      tooMany: (max) => `El enlace contiene más de ${max} temporizadores, el máximo que puede compartir.`,
      label: (n, max) => `El temporizador ${n} del enlace tiene un nombre vacío o de más de ${max} caracteres.`,
      duration: (n) => `El temporizador ${n} del enlace tiene una duración fuera de 1 segundo a 99:59:59.`,
    },
  },
  howTo: {
    heading: "Cómo usar varios temporizadores",
    steps: [
      "Escribe un nombre, fija horas, minutos y segundos, y elige un color y un sonido.",
      "Pulsa Añadir temporizador. Repite para cada plato, estación o tarea.",
      "Inicia cada temporizador cuando lo necesites; páusalo, reinícialo o quítalo con sus propios botones.",
      "La lista pone arriba el temporizador que acaba antes. Cada uno suena con su propio sonido.",
      "Crea un enlace para enviar el mismo conjunto a otra persona o abrirlo en otro dispositivo.",
    ],
    tipsHeading: "Consejos",
    tips: [
      "Da a cada temporizador un sonido distinto: sabrás cuál sonó sin mirar.",
      "Deja la pestaña abierta, aunque esté en segundo plano: los temporizadores acaban a tiempo y avisan con una notificación si la permites.",
      "Si quieres, abre la página en dos pestañas: muestran los mismos temporizadores y cada uno suena una sola vez.",
    ],
  },
  faq: {
    heading: "Preguntas frecuentes",
    items: [
      {
        question: "¿Cuántos temporizadores puedo usar a la vez?",
        answer:
          "Hasta 50 en este dispositivo, todos en marcha a la vez si quieres. Un enlace compartido lleva hasta 20 temporizadores.",
      },
      {
        question: "¿Siguen corriendo si recargo o cierro la página?",
        answer:
          "Sí. Cada temporizador guarda su hora de fin en tu navegador, así que tras recargar muestra la hora correcta al instante. Uno que terminó con la página cerrada lo indica en vez de sonar tarde.",
      },
      {
        question: "¿Sonará un temporizador dos veces si la página está abierta en dos pestañas?",
        answer:
          "No. Las pestañas comparten los mismos temporizadores y acuerdan cuál suena, así que cada temporizador suena una vez y ambas pestañas muestran que terminó.",
      },
      {
        question: "¿Qué contiene un enlace compartido?",
        answer:
          "Solo el nombre, la duración, el color y el sonido de cada temporizador, dentro del propio enlace. No se guarda nada en nuestro servidor y no hace falta cuenta.",
      },
      {
        question: "¿Son exactos en una pestaña en segundo plano?",
        answer:
          "Sí. Cada temporizador cuenta hacia una hora de fin fija en lugar de contar ticks, así que una pestaña ralentizada o congelada acierta en cuanto vuelve a funcionar y suena a la hora de fin.",
      },
    ],
  },
  related: {
    heading: "Otras herramientas de tiempo",
    items: [
      { to: "/timer", label: "Temporizador único" },
      { to: "/stopwatch", label: "Cronómetro con vueltas" },
      { to: "/alarm", label: "Despertador" },
      { to: "/goals", label: "Objetivos con temporizador" },
    ],
  },
};

export const timersText: Record<Language, TimersText> = { en, es };
