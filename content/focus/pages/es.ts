import type { FocusFaq, FocusPagesText } from "../pages";

const esPomodoroSteps = [
  "Escribe en qué trabajas (opcional): se guarda con cada periodo de concentración completado.",
  "Pulsa Iniciar (o Espacio). Trabaja hasta la campana y toma el descanso que empieza.",
  "Tras cuatro periodos de concentración toma el descanso largo. Salta una fase con S y reinicia con R.",
  "Cambia las duraciones en Ajustes; activa el inicio automático para que las fases sigan solas.",
];

const esIntervalSteps = [
  "Ajusta trabajo, descanso, rondas y un calentamiento opcional, o abre un ajuste predefinido.",
  "Pulsa Iniciar (o Espacio): cada cambio entre trabajo y descanso suena, y la ronda siempre se ve.",
  "Copia el enlace para compartir la serie exacta; se abre con los mismos intervalos.",
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

const pages: FocusPagesText["pages"] = {
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

const es: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Temporizador de intervalos" },
  pages,
};

export default es;
