import type { PhaseKind } from "@core/focus-cycle";
import type { SettingField } from "@core/focus-presets";
import type { Language } from "@core/settings";
import { shareText, type ShareText } from "../share/text";

/** Every interface text of the pomodoro and interval timer pages in one language. */
export interface FocusText {
  tool: { pomodoro: string; interval: string };
  card: string;
  timerLabel: string;
  phase: Record<PhaseKind | "done", string>;
  controls: {
    start: string;
    resume: string;
    pause: string;
    reset: string;
    skip: string;
    restart: string;
    shortcuts: string;
  };
  cycle: {
    focusOf(n: number, every: number): string;
    completed(n: number): string;
    roundOf(round: number, rounds: number): string;
    next(phase: string): string;
  };
  progress: { label: string; valueText(percent: number, phase: string): string };
  status: {
    started(phase: string): string;
    paused: string;
    reset: string;
    skipped(phase: string): string;
    done: string;
  };
  notification: { title(phase: string): string; body(next: string): string };
  label: { label: string; placeholder: string; hint: string };
  settings: {
    heading: string;
    intro: string;
    fields: Record<SettingField, string>;
    units: Record<SettingField, string>;
    autoStart: string;
    save: string;
    saved: string;
    whileRunning: string;
    error(field: string, min: number, max: number): string;
  };
  builder: { heading: string; intro: string; apply: string; link: string; copy: string; copied: string };
  /** `fields`: the unusable settings' names, joined. */
  urlProblem(fields: string): string;
  labelTooLong: string;
  history: {
    heading: string;
    intro: string;
    chartLabel(total: number): string;
    day: string;
    minutes: string;
    total(minutes: number): string;
    empty: string;
    loading: string;
    failed: string;
    download: string;
    recordFailed: string;
    clear: string;
    clearTitle: string;
    clearText: string;
    cancel: string;
    cleared: string;
    clearFailed: string;
  };
  presets: { heading: string; pomodoro: string; interval: string };
  howToHeading: string;
  tipsHeading: string;
  faqHeading(h1: string): string;
  share: ShareText & { heading: string };
  breadcrumb: { pomodoro: string; interval: string };
}

/** The tab title while a phase runs or is paused, in either language: "12:34 · Focus — Tickwise". */
export const focusDocumentTitle = (time: string, phase: string) => `${time} · ${phase} — Tickwise`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en: FocusText = {
  tool: { pomodoro: "Pomodoro", interval: "Interval timer" },
  card: "Focus timer",
  timerLabel: "Time left in this phase",
  phase: {
    focus: "Focus",
    short: "Short break",
    long: "Long break",
    warmup: "Warm-up",
    work: "Work",
    rest: "Rest",
    done: "Done",
  },
  controls: {
    start: "Start",
    resume: "Resume",
    pause: "Pause",
    reset: "Reset",
    skip: "Skip phase",
    restart: "Start again",
    shortcuts: "Shortcuts: Space start/pause · R reset · S skip phase",
  },
  cycle: {
    focusOf: (n, every) => `Focus ${n} of ${every}`,
    completed: (n) => `${plural(n, "focus period", "focus periods")} completed`,
    roundOf: (round, rounds) => `Round ${round} of ${rounds}`,
    next: (phase) => `Next: ${phase}`,
  },
  progress: { label: "Phase progress", valueText: (percent, phase) => `${percent}% of ${phase} done` },
  status: {
    started: (phase) => `${phase} started`,
    paused: "Paused",
    reset: "Cycle reset",
    skipped: (phase) => `Skipped to ${phase}`,
    done: "All rounds done",
  },
  notification: { title: (phase) => `${phase} is over`, body: (next) => `Next: ${next}` },
  label: {
    label: "What are you focusing on?",
    placeholder: "e.g. Write the report",
    hint: "Saved with each completed focus period.",
  },
  settings: {
    heading: "Settings",
    intro: "Durations in minutes. A long break follows every set of focus periods.",
    fields: {
      focus: "Focus",
      short: "Short break",
      long: "Long break",
      every: "Long break after",
      work: "Work",
      rest: "Rest",
      rounds: "Rounds",
      warmup: "Warm-up",
    },
    units: {
      focus: "minutes",
      short: "minutes",
      long: "minutes",
      every: "focus periods",
      work: "seconds",
      rest: "seconds",
      rounds: "rounds",
      warmup: "seconds",
    },
    autoStart: "Start the next phase automatically",
    save: "Save settings",
    saved: "Settings saved",
    whileRunning: "Pause or reset the timer to change its settings.",
    error: (field, min, max) => `${field} must be a whole number from ${min} to ${max}.`,
  },
  builder: {
    heading: "Build your intervals",
    intro: "Work, rest and warm-up in seconds. The link below shares this exact set.",
    apply: "Use these intervals",
    link: "Link to this set",
    copy: "Copy link",
    copied: "Link copied",
  },
  urlProblem: (fields) =>
    `Some settings in this link could not be used (${fields}), so the defaults are shown instead.`,
  labelTooLong: "label (over 100 characters)",
  history: {
    heading: "Your focus this week",
    intro: "Completed focus periods, kept privately for this browser. No account needed.",
    chartLabel: (total) => `Focus minutes per day this week, ${total} in total`,
    day: "Day",
    minutes: "Minutes",
    total: (minutes) => `${plural(minutes, "minute", "minutes")} of focus this week`,
    empty: "No completed focus periods yet this week.",
    loading: "Loading your history…",
    failed: "Your history could not be loaded.",
    download: "Download history (CSV)",
    recordFailed: "This focus period could not be saved to your history.",
    clear: "Clear history",
    clearTitle: "Clear your focus history?",
    clearText: "Every focus period saved for this browser is deleted from our server. This cannot be undone.",
    cancel: "Cancel",
    cleared: "History cleared",
    clearFailed: "Your history could not be cleared.",
  },
  presets: { heading: "Other timers", pomodoro: "Focus presets", interval: "Interval presets" },
  howToHeading: "How to use it",
  tipsHeading: "Tips",
  faqHeading: (h1) => `${h1}: frequently asked questions`,
  share: { ...shareText.en, heading: "Share this timer" },
  breadcrumb: { pomodoro: "Pomodoro", interval: "Interval timer" },
};

const es: FocusText = {
  tool: { pomodoro: "Pomodoro", interval: "Temporizador de intervalos" },
  card: "Temporizador de concentración",
  timerLabel: "Tiempo restante de esta fase",
  phase: {
    focus: "Concentración",
    short: "Descanso corto",
    long: "Descanso largo",
    warmup: "Calentamiento",
    work: "Trabajo",
    rest: "Descanso",
    done: "Terminado",
  },
  controls: {
    start: "Iniciar",
    resume: "Reanudar",
    pause: "Pausar",
    reset: "Reiniciar",
    skip: "Saltar fase",
    restart: "Empezar de nuevo",
    shortcuts: "Atajos: Espacio iniciar/pausar · R reiniciar · S saltar fase",
  },
  cycle: {
    focusOf: (n, every) => `Concentración ${n} de ${every}`,
    completed: (n) => `${plural(n, "periodo de concentración completado", "periodos de concentración completados")}`,
    roundOf: (round, rounds) => `Ronda ${round} de ${rounds}`,
    next: (phase) => `Siguiente: ${phase}`,
  },
  progress: { label: "Progreso de la fase", valueText: (percent, phase) => `${percent}% de ${phase} hecho` },
  status: {
    started: (phase) => `${phase}: comienza`,
    paused: "En pausa",
    reset: "Ciclo reiniciado",
    skipped: (phase) => `Saltado a ${phase}`,
    done: "Todas las rondas terminadas",
  },
  notification: { title: (phase) => `${phase}: terminado`, body: (next) => `Siguiente: ${next}` },
  label: {
    label: "¿En qué te concentras?",
    placeholder: "p. ej. Escribir el informe",
    hint: "Se guarda con cada periodo de concentración completado.",
  },
  settings: {
    heading: "Ajustes",
    intro: "Duraciones en minutos. Un descanso largo sigue a cada serie de periodos de concentración.",
    fields: {
      focus: "Concentración",
      short: "Descanso corto",
      long: "Descanso largo",
      every: "Descanso largo tras",
      work: "Trabajo",
      rest: "Descanso",
      rounds: "Rondas",
      warmup: "Calentamiento",
    },
    units: {
      focus: "minutos",
      short: "minutos",
      long: "minutos",
      every: "periodos de concentración",
      work: "segundos",
      rest: "segundos",
      rounds: "rondas",
      warmup: "segundos",
    },
    autoStart: "Iniciar la siguiente fase automáticamente",
    save: "Guardar ajustes",
    saved: "Ajustes guardados",
    whileRunning: "Pausa o reinicia el temporizador para cambiar sus ajustes.",
    error: (field, min, max) => `${field} debe ser un número entero de ${min} a ${max}.`,
  },
  builder: {
    heading: "Crea tus intervalos",
    intro: "Trabajo, descanso y calentamiento en segundos. El enlace de abajo comparte esta serie exacta.",
    apply: "Usar estos intervalos",
    link: "Enlace a esta serie",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
  },
  urlProblem: (fields) =>
    `Algunos ajustes de este enlace no se pudieron usar (${fields}), así que se muestran los valores por defecto.`,
  labelTooLong: "etiqueta (más de 100 caracteres)",
  history: {
    heading: "Tu concentración esta semana",
    intro: "Periodos de concentración completados, guardados en privado para este navegador. Sin cuenta.",
    chartLabel: (total) => `Minutos de concentración por día esta semana, ${total} en total`,
    day: "Día",
    minutes: "Minutos",
    total: (minutes) => `${plural(minutes, "minuto", "minutos")} de concentración esta semana`,
    empty: "Aún no hay periodos de concentración completados esta semana.",
    loading: "Cargando tu historial…",
    failed: "No se pudo cargar tu historial.",
    download: "Descargar historial (CSV)",
    recordFailed: "Este periodo de concentración no se pudo guardar en tu historial.",
    clear: "Borrar historial",
    clearTitle: "¿Borrar tu historial de concentración?",
    clearText:
      "Se eliminan de nuestro servidor todos los periodos guardados para este navegador. No se puede deshacer.",
    cancel: "Cancelar",
    cleared: "Historial borrado",
    clearFailed: "No se pudo borrar tu historial.",
  },
  presets: { heading: "Otros temporizadores", pomodoro: "Ajustes de concentración", interval: "Ajustes de intervalos" },
  howToHeading: "Cómo usarlo",
  tipsHeading: "Consejos",
  faqHeading: (h1) => `${h1}: preguntas frecuentes`,
  share: { ...shareText.es, heading: "Comparte este temporizador" },
  breadcrumb: { pomodoro: "Pomodoro", interval: "Temporizador de intervalos" },
};

export const focusText: Record<Language, FocusText> = { en, es };
