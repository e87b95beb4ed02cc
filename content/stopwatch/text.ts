import type { Language } from "@core/settings";
import { shareText, type ShareText } from "../share/text";
import type { CueKind, StopwatchPresetId, StopwatchUseCase } from "@core/stopwatch";
import { useCaseCopy, type UseCaseCopy } from "./use-cases";

export interface Faq {
  question: string;
  answer: string;
}

export interface PageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  faqs: Faq[];
  tips: string[];
}

/** Every text of the stopwatch screen in one language. */
export interface StopwatchText {
  toolName: string;
  card: string;
  display: { label: string; millis: string; loop: string; loopText(seconds: number): string };
  controls: {
    start: string;
    resume: string;
    pause: string;
    lap: string;
    reset: string;
    fullscreen: string;
    exitFullscreen: string;
    shortcuts: string;
  };
  status: {
    started: string;
    paused(time: string): string;
    reset: string;
    lap(n: number, lapTime: string): string;
  };
  laps: {
    heading: string;
    caption: string;
    lap: string;
    lapTime: string;
    total: string;
    fastest: string;
    slowest: string;
    empty: string;
    copyText: string;
    copyCsv: string;
    download: string;
    copiedText: string;
    copiedCsv: string;
    copyFailedTitle: string;
    copyFailedText: string;
  };
  presets: {
    heading: string;
    intro: string;
    use: string;
    active: string;
    clear: string;
    target(time: string): string;
    items: Record<StopwatchPresetId, { name: string; description: string }>;
    panel: string;
    phase: { work: string; rest: string; round: string; running: string; done: string };
    roundOf(round: number, rounds: number): string;
    nextCue(time: string): string;
    progress: string;
    cue(kind: CueKind, presetName: string, time: string, round?: number): string;
  };
  useCases: { heading: string; all: string };
  howTo: { heading: string; steps: string[]; tipsHeading: string };
  faq: { heading(h1: string): string };
  articles: { heading: string; items: { to: string; label: string }[] };
  share: ShareText & { heading: string; text?: string };
  /** The page copy of /stopwatch and of each /stopwatch/{useCase}. */
  page(useCase: StopwatchUseCase | undefined): PageCopy;
  useCase(slug: StopwatchUseCase): UseCaseCopy;
  breadcrumb: string;
}

const enGeneralFaqs: Faq[] = [
  {
    question: "Is the online stopwatch accurate?",
    answer:
      "Yes. Tickwise never counts ticks: it stores the instant you pressed Start and computes the elapsed time from the browser's high-resolution monotonic clock every time it draws. The display is exact to the millisecond, even after the tab has been in the background.",
  },
  {
    question: "Does the stopwatch keep running in a background tab?",
    answer:
      "Yes. Browsers slow down hidden tabs, but because the time is derived from the start instant rather than counted, the stopwatch shows the exact elapsed time the moment you return, and the tab title keeps showing it meanwhile.",
  },
  {
    question: "How do I record laps?",
    answer:
      "Press Lap (or the L key) while the stopwatch runs. Each lap shows its own time and the total; the fastest and slowest laps are marked. Copy the laps as text or CSV, or download them as a CSV file.",
  },
  {
    question: "What keyboard shortcuts are there?",
    answer:
      "Space starts and pauses, L records a lap, R resets and F toggles full screen. Shortcuts are ignored while you type in a text field.",
  },
  {
    question: "What do the presets do?",
    answer:
      "Each preset gives the stopwatch a goal: Sprint signals every minute for ten repetitions, Plank at 30 s and 1 min, HIIT at every Tabata switch, Cooking at 10 minutes, Study at 20 and 25 minutes, Meeting at 25 and 30 minutes. The stopwatch keeps running after the target.",
  },
];

const esGeneralFaqs: Faq[] = [
  {
    question: "¿Es preciso el cronómetro online?",
    answer:
      "Sí. Tickwise nunca cuenta tics: guarda el instante en que pulsaste Iniciar y calcula el tiempo transcurrido con el reloj monotónico de alta resolución del navegador cada vez que dibuja. La pantalla es exacta al milisegundo, incluso después de estar la pestaña en segundo plano.",
  },
  {
    question: "¿Sigue funcionando en una pestaña en segundo plano?",
    answer:
      "Sí. Los navegadores ralentizan las pestañas ocultas, pero como el tiempo se deriva del instante de inicio en lugar de contarse, el cronómetro muestra el tiempo exacto en cuanto vuelves, y el título de la pestaña lo sigue mostrando mientras tanto.",
  },
  {
    question: "¿Cómo registro vueltas?",
    answer:
      "Pulsa Vuelta (o la tecla L) mientras el cronómetro corre. Cada vuelta muestra su propio tiempo y el total; se marcan la más rápida y la más lenta. Copia las vueltas como texto o CSV, o descárgalas en un archivo CSV.",
  },
  {
    question: "¿Qué atajos de teclado hay?",
    answer:
      "Espacio inicia y pausa, L marca una vuelta, R reinicia y F activa la pantalla completa. Los atajos se ignoran mientras escribes en un campo de texto.",
  },
  {
    question: "¿Qué hacen los ajustes predefinidos?",
    answer:
      "Cada ajuste da un objetivo al cronómetro: Sprint avisa cada minuto durante diez repeticiones, Plancha a los 30 s y al minuto, HIIT en cada cambio Tabata, Cocina a los 10 minutos, Estudio a los 20 y 25 minutos y Reunión a los 25 y 30 minutos. El cronómetro sigue corriendo tras el objetivo.",
  },
];

const en: StopwatchText = {
  toolName: "Stopwatch",
  card: "Stopwatch",
  display: {
    label: "Elapsed time",
    millis: "milliseconds",
    loop: "Progress through the current 10 seconds",
    loopText: (seconds) => `${seconds} of 10 seconds`,
  },
  controls: {
    start: "Start",
    resume: "Resume",
    pause: "Pause",
    lap: "Lap",
    reset: "Reset",
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
    shortcuts: "Keyboard: Space start/pause · L lap · R reset · F full screen",
  },
  status: {
    started: "Stopwatch started",
    paused: (time) => `Stopwatch paused at ${time}`,
    reset: "Stopwatch reset",
    lap: (n, lapTime) => `Lap ${n}: ${lapTime}`,
  },
  laps: {
    heading: "Laps",
    caption: "Laps, newest first",
    lap: "Lap",
    lapTime: "Lap time",
    total: "Total",
    fastest: "fastest",
    slowest: "slowest",
    empty: "No laps yet. Press Lap (or L) while the stopwatch runs to record one.",
    copyText: "Copy as text",
    copyCsv: "Copy as CSV",
    download: "Download CSV",
    copiedText: "Laps copied as text",
    copiedCsv: "Laps copied as CSV",
    copyFailedTitle: "Failed to copy",
    copyFailedText: "Could not copy the laps to the clipboard",
  },
  presets: {
    heading: "Presets",
    intro: "Give the stopwatch a goal: it signals with your alarm sound at each cue and keeps running.",
    use: "Use preset",
    active: "Active",
    clear: "Clear preset",
    target: (time) => `Target ${time}`,
    items: {
      sprint: { name: "Sprint", description: "A 100 m repetition every minute on the minute, 10 rounds." },
      plank: { name: "Plank", description: "Hold for 1 minute, with a cue at halfway." },
      hiit: { name: "HIIT", description: "Tabata: 20 s work, 10 s rest, 8 rounds (4 minutes)." },
      cooking: { name: "Cooking", description: "Signals at 10 minutes, with a cue at 5." },
      study: { name: "Study", description: "A 25-minute focus block, warned 5 minutes before." },
      meeting: { name: "Meeting", description: "30 minutes, with a 5-minute warning to wrap up." },
    },
    panel: "Preset progress",
    phase: { work: "Work", rest: "Rest", round: "Round", running: "Running", done: "Target reached" },
    roundOf: (round, rounds) => `Round ${round} of ${rounds}`,
    nextCue: (time) => `Next signal in ${time}`,
    progress: "Progress towards the target",
    cue: (kind, name, time, round) => {
      switch (kind) {
        case "target":
          return `${name}: target reached at ${time}`;
        case "halfway":
          return `${name}: halfway, ${time}`;
        case "warning":
          return `${name}: 5 minutes to go`;
        case "work":
          return `${name}: work, round ${round}`;
        case "rest":
          return `${name}: rest`;
        case "round":
          return `${name}: round ${round}, go`;
      }
    },
  },
  useCases: { heading: "Stopwatch uses", all: "All stopwatch uses" },
  howTo: {
    heading: "How to use the stopwatch",
    steps: [
      "Press Start (or Space) to begin timing; the digits show hours, minutes and seconds with milliseconds below.",
      "Press Lap (or L) to record a split; each lap's own time and the running total appear in the table.",
      "Press Pause (or Space) to stop the clock and Resume to carry on from the same time.",
      "Press Reset (or R) to clear the time and the laps, and F for full screen on a projector or TV.",
    ],
    tipsHeading: "Tips",
  },
  faq: { heading: (h1) => `${h1} FAQ` },
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "How to use a timer for effective study sessions" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 creative ways to use a timer every day" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "The 5-minute timer productivity guide" },
      { to: "/timer", label: "Online countdown timer" },
    ],
  },
  share: {
    heading: "Share this stopwatch",
    ...shareText.en,
  },
  page(useCase) {
    if (!useCase) {
      return {
        title: "Online Stopwatch with Laps – Free & Exact to the Millisecond | Tickwise",
        description:
          "Free online stopwatch with milliseconds, laps (fastest and slowest marked), presets, full screen and keyboard shortcuts. Exact even in a background tab.",
        h1: "Online Stopwatch",
        intro:
          "Start, pause and reset with one key, record laps with their splits, and read the time to the millisecond. Tickwise works it out from the start instant, so it stays exact even when the tab is in the background.",
        faqs: enGeneralFaqs,
        tips: [
          "Copy your laps as CSV to keep a training or practice log in a spreadsheet.",
          "Press F for full screen when the whole room needs to see the time.",
        ],
      };
    }
    const c = en.useCase(useCase);
    return {
      title: `Stopwatch for ${c.name} – Laps & Splits | Tickwise`,
      description: `${c.name} stopwatch: ${c.blurb.replace(/\.$/, "").toLowerCase()}. Milliseconds, laps with fastest and slowest marked, presets and full screen. Free, no sign-up.`,
      h1: `Stopwatch for ${c.name}`,
      intro: c.intro,
      faqs: [c.faq, ...enGeneralFaqs.slice(0, 3)],
      tips: [c.tip, "Copy your laps as text or CSV when you finish, before you press Reset."],
    };
  },
  useCase: (slug) => useCaseCopy.en[slug],
  breadcrumb: "Stopwatch",
};

const es: StopwatchText = {
  toolName: "Cronómetro",
  card: "Cronómetro",
  display: {
    label: "Tiempo transcurrido",
    millis: "milisegundos",
    loop: "Avance dentro de los 10 segundos actuales",
    loopText: (seconds) => `${seconds} de 10 segundos`,
  },
  controls: {
    start: "Iniciar",
    resume: "Reanudar",
    pause: "Pausar",
    lap: "Vuelta",
    reset: "Reiniciar",
    fullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    shortcuts: "Teclado: Espacio iniciar/pausar · L vuelta · R reiniciar · F pantalla completa",
  },
  status: {
    started: "Cronómetro iniciado",
    paused: (time) => `Cronómetro pausado en ${time}`,
    reset: "Cronómetro reiniciado",
    lap: (n, lapTime) => `Vuelta ${n}: ${lapTime}`,
  },
  laps: {
    heading: "Vueltas",
    caption: "Vueltas, la más reciente primero",
    lap: "Vuelta",
    lapTime: "Tiempo de vuelta",
    total: "Total",
    fastest: "más rápida",
    slowest: "más lenta",
    empty: "Aún no hay vueltas. Pulsa Vuelta (o L) con el cronómetro en marcha para registrar una.",
    copyText: "Copiar como texto",
    copyCsv: "Copiar como CSV",
    download: "Descargar CSV",
    copiedText: "Vueltas copiadas como texto",
    copiedCsv: "Vueltas copiadas como CSV",
    copyFailedTitle: "No se pudo copiar",
    copyFailedText: "No se pudieron copiar las vueltas al portapapeles",
  },
  presets: {
    heading: "Ajustes predefinidos",
    intro: "Da un objetivo al cronómetro: avisa con tu sonido de alarma en cada señal y sigue corriendo.",
    use: "Usar ajuste",
    active: "Activo",
    clear: "Quitar ajuste",
    target: (time) => `Objetivo ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Una repetición de 100 m al inicio de cada minuto, 10 rondas." },
      plank: { name: "Plancha", description: "Aguanta 1 minuto, con aviso a la mitad." },
      hiit: { name: "HIIT", description: "Tabata: 20 s de trabajo, 10 s de descanso, 8 rondas (4 minutos)." },
      cooking: { name: "Cocina", description: "Avisa a los 10 minutos, con aviso a los 5." },
      study: { name: "Estudio", description: "Un bloque de 25 minutos, con aviso 5 minutos antes." },
      meeting: { name: "Reunión", description: "30 minutos, con aviso 5 minutos antes para cerrar." },
    },
    panel: "Progreso del ajuste",
    phase: { work: "Trabajo", rest: "Descanso", round: "Ronda", running: "En marcha", done: "Objetivo alcanzado" },
    roundOf: (round, rounds) => `Ronda ${round} de ${rounds}`,
    nextCue: (time) => `Próxima señal en ${time}`,
    progress: "Progreso hacia el objetivo",
    cue: (kind, name, time, round) => {
      switch (kind) {
        case "target":
          return `${name}: objetivo alcanzado en ${time}`;
        case "halfway":
          return `${name}: mitad, ${time}`;
        case "warning":
          return `${name}: quedan 5 minutos`;
        case "work":
          return `${name}: trabajo, ronda ${round}`;
        case "rest":
          return `${name}: descanso`;
        case "round":
          return `${name}: ronda ${round}, ¡ya!`;
      }
    },
  },
  useCases: { heading: "Usos del cronómetro", all: "Todos los usos del cronómetro" },
  howTo: {
    heading: "Cómo usar el cronómetro",
    steps: [
      "Pulsa Iniciar (o Espacio) para empezar; los dígitos muestran horas, minutos y segundos, con los milisegundos debajo.",
      "Pulsa Vuelta (o L) para registrar un parcial; el tiempo de cada vuelta y el total aparecen en la tabla.",
      "Pulsa Pausar (o Espacio) para detener el reloj y Reanudar para seguir desde el mismo tiempo.",
      "Pulsa Reiniciar (o R) para borrar el tiempo y las vueltas, y F para la pantalla completa en un proyector o televisor.",
    ],
    tipsHeading: "Consejos",
  },
  faq: { heading: (h1) => `Preguntas frecuentes: ${h1}` },
  articles: {
    heading: "Artículos relacionados",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Cómo usar un temporizador para estudiar mejor" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 formas creativas de usar un temporizador" },
      {
        to: "/blog/5-minute-timer-productivity-guide",
        label: "Guía de productividad con el temporizador de 5 minutos",
      },
      { to: "/timer", label: "Temporizador online" },
    ],
  },
  share: {
    heading: "Comparte este cronómetro",
    ...shareText.es,
  },
  page(useCase) {
    if (!useCase) {
      return {
        title: "Cronómetro online con vueltas – Gratis y exacto al milisegundo | Tickwise",
        description:
          "Cronómetro online gratis con milisegundos, vueltas (más rápida y más lenta marcadas), ajustes, pantalla completa y atajos de teclado. Exacto en segundo plano.",
        h1: "Cronómetro online",
        intro:
          "Inicia, pausa y reinicia con una tecla, registra vueltas con sus parciales y lee el tiempo al milisegundo. Tickwise lo calcula desde el instante de inicio, así que sigue exacto aunque la pestaña esté en segundo plano.",
        faqs: esGeneralFaqs,
        tips: [
          "Copia tus vueltas como CSV para llevar un registro en una hoja de cálculo.",
          "Pulsa F para la pantalla completa cuando toda la sala necesite ver el tiempo.",
        ],
      };
    }
    const c = es.useCase(useCase);
    return {
      title: `Cronómetro para ${c.name.toLowerCase()} – Vueltas y parciales | Tickwise`,
      description: `Cronómetro para ${c.name.toLowerCase()}: ${c.blurb.replace(/\.$/, "").toLowerCase()}. Milisegundos, vueltas marcadas y pantalla completa. Gratis.`,
      h1: `Cronómetro para ${c.name.toLowerCase()}`,
      intro: c.intro,
      faqs: [c.faq, ...esGeneralFaqs.slice(0, 3)],
      tips: [c.tip, "Copia tus vueltas como texto o CSV al terminar, antes de pulsar Reiniciar."],
    };
  },
  useCase: (slug) => useCaseCopy.es[slug],
  breadcrumb: "Cronómetro",
};

export const stopwatchText: Record<Language, StopwatchText> = { en, es };
