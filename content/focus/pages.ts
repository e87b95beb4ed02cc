import type { IntervalPreset, PomodoroPreset } from "@core/focus-presets";
import type { Language } from "@core/settings";

export interface FocusFaq {
  question: string;
  answer: string;
}

/** The words of one focus page: what search engines and readers see before any script runs. */
export interface FocusPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  steps: string[];
  tips: string[];
  faqs: FocusFaq[];
}

export type FocusPageKey =
  "pomodoro" | `pomodoro/${PomodoroPreset}` | "interval-timer" | `interval-timer/${IntervalPreset}`;

const enPomodoroSteps = [
  "Type what you are working on (optional): it is saved with each completed focus period.",
  "Press Start (or Space). Work until the bell, then take the break the timer starts.",
  "After four focus periods take the long break. Skip a phase with S, reset with R.",
  "Change the durations under Settings; turn on auto-start to let the phases run on by themselves.",
];
const esPomodoroSteps = [
  "Escribe en qué trabajas (opcional): se guarda con cada periodo de concentración completado.",
  "Pulsa Iniciar (o Espacio). Trabaja hasta la campana y toma el descanso que empieza.",
  "Tras cuatro periodos de concentración toma el descanso largo. Salta una fase con S y reinicia con R.",
  "Cambia las duraciones en Ajustes; activa el inicio automático para que las fases sigan solas.",
];
const enIntervalSteps = [
  "Set work, rest, rounds and an optional warm-up, or open a preset.",
  "Press Start (or Space): each switch between work and rest sounds, and the round is always shown.",
  "Copy the link to share the exact set; it opens with the same intervals.",
];
const esIntervalSteps = [
  "Ajusta trabajo, descanso, rondas y un calentamiento opcional, o abre un ajuste predefinido.",
  "Pulsa Iniciar (o Espacio): cada cambio entre trabajo y descanso suena, y la ronda siempre se ve.",
  "Copia el enlace para compartir la serie exacta; se abre con los mismos intervalos.",
];

const enPomodoroFaqs: FocusFaq[] = [
  {
    question: "What is the Pomodoro Technique?",
    answer:
      "A way of working in short, timed sprints: 25 minutes of focus, a 5 minute break, and a longer 15 minute break after every four focus periods. The timer runs the whole cycle for you.",
  },
  {
    question: "Does the timer keep time in a background tab?",
    answer:
      "Yes. Every phase ends at a fixed deadline, so a hidden, throttled or frozen tab is right the moment it runs again; with auto-start on it even catches up on phases that ended meanwhile. The bell, a notification and the tab title tell you.",
  },
  {
    question: "Where is my focus history kept?",
    answer:
      "Each completed focus period is saved on our server under an anonymous cookie for this browser, with no account. Only this browser can read it; download it as a CSV file whenever you like.",
  },
  {
    question: "What happens if I reload or close the page?",
    answer:
      "The cycle, its settings and your task label are kept in this browser, so a reload continues exactly where the timer is.",
  },
];
const esPomodoroFaqs: FocusFaq[] = [
  {
    question: "¿Qué es la técnica Pomodoro?",
    answer:
      "Una forma de trabajar en tramos cortos y cronometrados: 25 minutos de concentración, 5 de descanso y un descanso largo de 15 minutos tras cada cuatro periodos. El temporizador lleva todo el ciclo por ti.",
  },
  {
    question: "¿Sigue contando el tiempo en una pestaña en segundo plano?",
    answer:
      "Sí. Cada fase termina en una hora fija, así que una pestaña oculta, ralentizada o congelada acierta en cuanto vuelve a correr; con el inicio automático incluso recupera las fases que terminaron mientras tanto.",
  },
  {
    question: "¿Dónde se guarda mi historial?",
    answer:
      "Cada periodo completado se guarda en nuestro servidor con una cookie anónima de este navegador, sin cuenta. Solo este navegador puede leerlo; descárgalo como CSV cuando quieras.",
  },
  {
    question: "¿Qué pasa si recargo o cierro la página?",
    answer:
      "El ciclo, sus ajustes y tu etiqueta se guardan en este navegador, así que al recargar sigue exactamente donde estaba.",
  },
];

const enIntervalFaqs: FocusFaq[] = [
  {
    question: "How do I share an interval workout?",
    answer:
      "The settings live in the page's address, for example /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copy the link under the builder and whoever opens it gets the same set.",
  },
  {
    question: "Will I hear the switches with the screen off or in another tab?",
    answer:
      "Each switch is a deadline computed when you press Start, so the sound plays on time in a background tab, and a frozen tab catches up the moment it wakes. Keep the volume up; the screen is kept awake where the browser allows.",
  },
  {
    question: "What are the limits?",
    answer:
      "Work from 1 second to 1 hour, rest and warm-up from 0 to 1 hour, and 1 to 100 rounds. A link with values outside these says so and opens with sensible defaults.",
  },
];
const esIntervalFaqs: FocusFaq[] = [
  {
    question: "¿Cómo comparto un entrenamiento por intervalos?",
    answer:
      "Los ajustes están en la dirección de la página, por ejemplo /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copia el enlace bajo el creador y quien lo abra tendrá la misma serie.",
  },
  {
    question: "¿Oiré los cambios con la pantalla apagada o en otra pestaña?",
    answer:
      "Cada cambio es una hora fija calculada al pulsar Iniciar, así que el sonido suena a tiempo en segundo plano, y una pestaña congelada se pone al día al despertar.",
  },
  {
    question: "¿Cuáles son los límites?",
    answer:
      "Trabajo de 1 segundo a 1 hora, descanso y calentamiento de 0 a 1 hora y de 1 a 100 rondas. Un enlace con valores fuera de estos lo indica y se abre con valores razonables.",
  },
];

const en: Record<FocusPageKey, FocusPageCopy> = {
  pomodoro: {
    title: "Pomodoro Timer – 25/5 Focus Cycles Online | Tickwise",
    description:
      "Free online Pomodoro timer: 25-minute focus, 5-minute breaks and a long break every four, with sounds, notifications and a weekly focus history.",
    h1: "Pomodoro Timer",
    intro: "Focus for 25 minutes, rest for 5, and take a long break after every four. Exact even in a background tab.",
    steps: enPomodoroSteps,
    tips: [
      "Silence notifications from other apps during a focus period.",
      "Use the break to stand up and look away from the screen.",
    ],
    faqs: enPomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "50/10 Pomodoro Timer – 50 Minutes Focus, 10 Break | Tickwise",
    description:
      "A 50/10 focus timer: 50 minutes of deep work, a 10-minute break, a 30-minute break after four cycles. Free, exact in the background, no sign-up.",
    h1: "50/10 Pomodoro Timer",
    intro: "Longer focus for deep work: 50 minutes on, 10 minutes off, and a 30-minute break after four cycles.",
    steps: enPomodoroSteps,
    tips: ["Fifty minutes suits writing and coding, where getting into the task takes a while."],
    faqs: [
      {
        question: "Why 50 minutes instead of 25?",
        answer:
          "Tasks that need a long warm-up, like writing or programming, lose less to interruptions in 50-minute blocks. The 10-minute break keeps you fresh.",
      },
      ...enPomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "52/17 Timer – 52 Minutes Work, 17 Minutes Rest | Tickwise",
    description:
      "The 52/17 work rhythm as a free timer: 52 minutes of focus, a 17-minute break, sounds, notifications and a weekly history of your focus time.",
    h1: "52/17 Work Timer",
    intro: "Work for 52 minutes, rest for 17: a rhythm many productive people were found to follow.",
    steps: enPomodoroSteps,
    tips: ["Leave your desk for the 17-minute break: a walk resets attention better than a phone."],
    faqs: [
      {
        question: "Where does the 52/17 rule come from?",
        answer:
          "A study of workplace software found that its most productive users worked for about 52 minutes and then took about 17 minutes off. This page runs that rhythm for you.",
      },
      ...enPomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Interval Timer – Custom Work/Rest Rounds, Shareable | Tickwise",
    description:
      "Build an interval timer with work, rest, rounds and warm-up, and share it as a link. Sounds at every switch, exact in a background tab. Free.",
    h1: "Interval Timer",
    intro: "Set work, rest, rounds and a warm-up. Every switch sounds on time, and the link shares your set.",
    steps: enIntervalSteps,
    tips: ["Put the phone down screen up: the big phase name reads from across a room."],
    faqs: enIntervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Tabata Timer – 20 s Work, 10 s Rest, 8 Rounds | Tickwise",
    description:
      "Free Tabata timer: eight rounds of 20 seconds of all-out work and 10 seconds of rest, four minutes in total, with a sound at every switch.",
    h1: "Tabata Timer",
    intro: "Eight rounds of 20 seconds of hard work and 10 seconds of rest: four minutes that count.",
    steps: enIntervalSteps,
    tips: ["Warm up for a few minutes before a Tabata set; it is meant to be all-out."],
    faqs: [
      {
        question: "What is a Tabata workout?",
        answer:
          "A high-intensity protocol of eight rounds of 20 seconds of maximum effort followed by 10 seconds of rest, four minutes in all, named after Izumi Tabata's research.",
      },
      ...enIntervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "HIIT 30/30 Timer – 30 s Work, 30 s Rest | Tickwise",
    description:
      "A 30/30 HIIT interval timer: a one-minute warm-up, then ten rounds of 30 seconds of work and 30 seconds of rest, with sounds at every switch.",
    h1: "HIIT 30/30 Interval Timer",
    intro: "A one-minute warm-up, then ten rounds of 30 seconds on and 30 seconds off.",
    steps: enIntervalSteps,
    tips: ["Equal work and rest suits beginners and longer circuits; shorten the rest as you get fitter."],
    faqs: [
      {
        question: "Is 30 seconds on, 30 off a good HIIT interval?",
        answer:
          "Yes: equal work and rest lets you keep a high intensity through every round, which makes it a common first HIIT format. Change the values in the builder as you progress.",
      },
      ...enIntervalFaqs.slice(1),
    ],
  },
};

const es: Record<FocusPageKey, FocusPageCopy> = {
  pomodoro: {
    title: "Temporizador Pomodoro – Ciclos 25/5 online | Tickwise",
    description:
      "Temporizador Pomodoro gratis: 25 minutos de concentración, descansos de 5 y uno largo cada cuatro, con sonidos, avisos e historial semanal.",
    h1: "Temporizador Pomodoro",
    intro:
      "Concéntrate 25 minutos, descansa 5 y toma un descanso largo tras cada cuatro. Exacto incluso en segundo plano.",
    steps: esPomodoroSteps,
    tips: [
      "Silencia los avisos de otras apps durante la concentración.",
      "Usa el descanso para levantarte y apartar la vista.",
    ],
    faqs: esPomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "Pomodoro 50/10 – 50 minutos de trabajo y 10 de descanso | Tickwise",
    description:
      "Temporizador 50/10: 50 minutos de trabajo profundo, 10 de descanso y 30 tras cuatro ciclos. Gratis, exacto en segundo plano y sin registro.",
    h1: "Temporizador Pomodoro 50/10",
    intro:
      "Concentración más larga para el trabajo profundo: 50 minutos de trabajo, 10 de descanso y 30 tras cuatro ciclos.",
    steps: esPomodoroSteps,
    tips: ["Cincuenta minutos van bien para escribir o programar, donde entrar en la tarea cuesta."],
    faqs: [
      {
        question: "¿Por qué 50 minutos en vez de 25?",
        answer:
          "Las tareas que necesitan un largo calentamiento, como escribir o programar, pierden menos por interrupciones en bloques de 50 minutos. El descanso de 10 te mantiene fresco.",
      },
      ...esPomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "Temporizador 52/17 – 52 minutos de trabajo, 17 de pausa | Tickwise",
    description:
      "El ritmo 52/17 como temporizador gratis: 52 minutos de concentración, 17 de descanso, sonidos, avisos e historial semanal de tu tiempo.",
    h1: "Temporizador de trabajo 52/17",
    intro: "Trabaja 52 minutos y descansa 17: un ritmo que siguen muchas personas productivas.",
    steps: esPomodoroSteps,
    tips: ["Aléjate del escritorio en el descanso de 17 minutos: un paseo despeja más que el móvil."],
    faqs: [
      {
        question: "¿De dónde viene la regla 52/17?",
        answer:
          "Un estudio de un programa de trabajo vio que sus usuarios más productivos trabajaban unos 52 minutos y luego descansaban unos 17. Esta página lleva ese ritmo por ti.",
      },
      ...esPomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Temporizador de intervalos – Rondas a medida y compartibles | Tickwise",
    description:
      "Crea un temporizador de intervalos con trabajo, descanso, rondas y calentamiento, y compártelo con un enlace. Suena en cada cambio. Gratis.",
    h1: "Temporizador de intervalos",
    intro:
      "Ajusta trabajo, descanso, rondas y calentamiento. Cada cambio suena a tiempo y el enlace comparte tu serie.",
    steps: esIntervalSteps,
    tips: ["Deja el móvil boca arriba: el nombre grande de la fase se lee desde lejos."],
    faqs: esIntervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Temporizador Tabata – 20 s de trabajo, 10 s de descanso | Tickwise",
    description:
      "Temporizador Tabata gratis: ocho rondas de 20 segundos a tope y 10 segundos de descanso, cuatro minutos en total, con sonido en cada cambio.",
    h1: "Temporizador Tabata",
    intro: "Ocho rondas de 20 segundos de trabajo intenso y 10 de descanso: cuatro minutos que cuentan.",
    steps: esIntervalSteps,
    tips: ["Calienta unos minutos antes de un Tabata; está pensado para ir a tope."],
    faqs: [
      {
        question: "¿Qué es un entrenamiento Tabata?",
        answer:
          "Un protocolo de alta intensidad de ocho rondas de 20 segundos de esfuerzo máximo y 10 de descanso, cuatro minutos en total, llamado así por la investigación de Izumi Tabata.",
      },
      ...esIntervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "Temporizador HIIT 30/30 – 30 s de trabajo y 30 de descanso | Tickwise",
    description:
      "Temporizador HIIT 30/30: un minuto de calentamiento y diez rondas de 30 segundos de trabajo y 30 de descanso, con sonido en cada cambio.",
    h1: "Temporizador de intervalos HIIT 30/30",
    intro: "Un minuto de calentamiento y luego diez rondas de 30 segundos de trabajo y 30 de descanso.",
    steps: esIntervalSteps,
    tips: ["Trabajo y descanso iguales van bien para empezar; acorta el descanso a medida que mejoras."],
    faqs: [
      {
        question: "¿Es bueno el intervalo HIIT de 30 y 30?",
        answer:
          "Sí: igual trabajo que descanso permite mantener la intensidad en cada ronda, por eso es un formato HIIT habitual para empezar. Cambia los valores en el creador según progreses.",
      },
      ...esIntervalFaqs.slice(1),
    ],
  },
};

const pages: Record<Language, Record<FocusPageKey, FocusPageCopy>> = { en, es };

export function focusPageCopy(key: FocusPageKey, language: Language): FocusPageCopy {
  return pages[language][key];
}
