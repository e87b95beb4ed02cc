import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/es";

/** Interface text of the timer screen, in Spanish. */
const es: TimerUiText = {
  screenLabel: "Temporizador de cuenta regresiva",
  documentTitle: (hms) => `${hms} - Temporizador`,
  documentTitleDone: "¡Se acabó el tiempo! - Temporizador",

  controls: {
    label: "Controles del temporizador",
    play: "Iniciar",
    start: "Iniciar",
    pause: "Pausa",
    resume: "Reanudar",
    reset: "Reiniciar",
    startTimer: "Iniciar el temporizador",
    pauseTimer: "Pausar el temporizador",
    resumeTimer: "Reanudar el temporizador",
    resetTimer: "Reiniciar el temporizador",
    cannotStart: "Pon un tiempo mayor que cero para empezar",
    fullScreen: "Pantalla completa",
    exitFullScreen: "Salir de pantalla completa",
  },

  display: {
    label: "Tiempo restante",
    editLabel: "Editar el tiempo",
    editButton: (hms) => `Editar el tiempo, ahora ${hms}`,
    editHelp:
      "Escribe segundos, minutos:segundos u horas:minutos:segundos, por ejemplo 90, 7:30 o 1:15:00. Intro guarda, Escape cancela.",
    editLocked: "Pausa o reinicia el temporizador para cambiar el tiempo",
    editInvalid: "No se pudo leer ese tiempo, así que se mantiene el anterior.",
    progressLabel: "Progreso",
    progressValue: (percent) => `${Math.round(percent)} % completado`,
  },

  quickAdd: {
    label: "Añadir tiempo",
    hiddenWhileRunning: "Pausa el temporizador para añadir tiempo",
    items: {
      30: { label: "+30s", ariaLabel: "Añadir 30 segundos" },
      60: { label: "+1m", ariaLabel: "Añadir 1 minuto" },
      300: { label: "+5m", ariaLabel: "Añadir 5 minutos" },
    },
  },

  presets: {
    heading: "Preajustes populares",
    select: (label) => `Poner el temporizador en ${label}`,
    cards: {
      10: { label: "10 s", description: "Cuenta rápida" },
      20: { label: "20 s", description: "Lavarse las manos" },
      30: { label: "30 s", description: "Plancha o estiramiento" },
      45: { label: "45 s", description: "Intervalo de ejercicio" },
      60: { label: "1 min", description: "Reto de un minuto" },
      120: { label: "2 min", description: "Cepillarse los dientes" },
      180: { label: "3 min", description: "Fideos instantáneos" },
      240: { label: "4 min", description: "Prensa francesa" },
      300: { label: "5 min", description: "Pausa corta" },
      600: { label: "10 min", description: "Orden rápido" },
      900: { label: "15 min", description: "Pausa larga" },
      1200: { label: "20 min", description: "Siesta corta" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Entrenamiento" },
      2700: { label: "45 min", description: "Una clase" },
      3600: { label: "1 hora", description: "Trabajo profundo" },
      7200: { label: "2 horas", description: "Examen de práctica" },
      10800: { label: "3 horas", description: "Sesión larga" },
      14400: { label: "4 horas", description: "Media jornada" },
    },
    relatedTimer: (minutes) =>
      icu("es", "{minutes, plural, one {Temporizador de # minuto} other {Temporizador de # minutos}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "El temporizador de 5 minutos: guía de productividad",
      "25-minute-pomodoro-timer-focus-work": "El temporizador Pomodoro de 25 minutos para concentrarte",
      "10-creative-ways-countdown-timer-daily-life": "10 usos creativos de una cuenta regresiva en el día a día",
      "timer-effective-study-sessions": "Cómo usar un temporizador para estudiar mejor",
    },
  },
  related: { heading: "Temporizadores relacionados" },
  howTo: { heading: "Cómo se usa", tips: "Consejos" },
  faq: { heading: "Preguntas frecuentes" },
  articles: { heading: "Artículos relacionados", readMore: "Leer el artículo" },

  share: {
    heading: "Compartir",
    text: "Comparte este temporizador con tus amigos, compañeros o tu equipo.",
    ...shareWords,
  },

  goal: {
    banner: "Trabajando en la meta",
    duration: (words) => `Duración de la meta: ${words}`,
    loaded: "La duración de la meta está cargada: pulsa Iniciar cuando quieras.",
  },

  email: {
    heading: "Recordatorio por correo",
    intro: "Recibe un correo cuando termine el temporizador, aunque cierres esta pestaña.",
    emailLabel: "Correo electrónico",
    emailPlaceholder: "tu@ejemplo.com",
    messageLabel: "Mensaje personalizado (opcional)",
    messagePlaceholder: "p. ej., Saca el pan del horno",
    save: "Guardar ajustes",
    saveDisabled: "Escribe un correo electrónico para guardar",
    invalid: "Escribe un correo electrónico válido.",
    savedTitle: "Ajustes de correo guardados",
    savedText: "Tus preferencias de recordatorio por correo se han guardado",
    credentialsNote:
      "Los recordatorios por correo necesitan que el servidor tenga configuradas las credenciales de correo (un usuario y una contraseña de aplicación).",
    notConfigured:
      "Los recordatorios por correo no están disponibles ahora mismo: no hay un servidor de correo configurado.",
    scheduled: (time) => `Correo de recordatorio programado: ${time}.`,
    cancelled: "Se ha cancelado el recordatorio por correo.",
    failed: "No se pudo programar el recordatorio por correo. El temporizador sigue funcionando.",
    privacy: "Tu dirección solo se guarda hasta que el recordatorio se envía o se cancela.",
  },

  voice: {
    turnOn: "Activar comandos de voz",
    turnOff: "Desactivar comandos de voz",
    listening: "Escuchando…",
    off: "Comandos de voz desactivados",
    help: "Di “iniciar”, “pausa”, “reiniciar temporizador” o “temporizador de 10 minutos”.",
    languageNote: "Los comandos de voz se reconocen en español.",
    heard: (transcript) => `He oído: “${transcript}”`,
    error: "El reconocimiento de voz se ha detenido. Actívalo de nuevo para seguir escuchando.",
    replies: {
      unmatched: "Lo siento, no he entendido esa orden",
      starting: (words) => `Iniciando el temporizador de ${words}`,
      started: "Iniciando el temporizador",
      paused: "Temporizador en pausa",
      reset: "Temporizador reiniciado",
    },
  },

  completion: {
    timesUp: "¡Se acabó el tiempo!",
    finished: (words) => `Tu temporizador de ${words} ha terminado.`,
    finishedWhileAway: "Tu temporizador terminó mientras esta página estaba cerrada.",
    dismiss: "Cerrar",
  },

  notifications: {
    title: "¡Se acabó el tiempo!",
    body: (words) => `Tu temporizador de ${words} ha terminado.`,
    enable: "Activar notificaciones",
    why: "Permite las notificaciones para enterarte cuando un temporizador termine en una pestaña en segundo plano.",
    denied:
      "Las notificaciones están bloqueadas, así que un temporizador que termine en una pestaña oculta solo podrá sonar. Permítelas en los ajustes del sitio de tu navegador.",
    unsupported: "Este navegador no puede mostrar notificaciones; deja la pestaña visible para ver cuándo termina.",
  },

  sound: {
    blocked:
      "Tu navegador bloquea el sonido hasta que interactúes con la página, así que la alarma aún no puede sonar.",
    test: "Probar sonido",
    testing: "Sonando…",
    works: "El sonido está activado.",
    failed: "No se pudo reproducir el sonido. Comprueba que ni esta pestaña ni el dispositivo estén silenciados.",
    unsupported:
      "Este navegador no puede reproducir sonidos, así que el temporizador no podrá sonar. Deja la pestaña visible para ver cuándo termina.",
  },

  announcements: {
    started: (words) => `Temporizador iniciado: ${words}.`,
    paused: (words) => `Temporizador en pausa. Tiempo restante: ${words}.`,
    resumed: (words) => `Temporizador reanudado. Tiempo restante: ${words}.`,
    reset: "Temporizador reiniciado.",
    timeSet: (words) => `Temporizador puesto en ${words}.`,
    timeAdded: (added, total) => `Tiempo añadido: ${added}. Temporizador puesto en ${total}.`,
    halfway: "Vas por la mitad.",
    fiveMinutesLeft: "Quedan 5 minutos.",
    oneMinuteLeft: "Queda 1 minuto.",
    thirtySecondsLeft: "Quedan 30 segundos.",
    tenSecondsLeft: "Quedan 10 segundos.",
    finished: "¡Se acabó el tiempo! El temporizador ha terminado.",
    restored: (words) => `Se ha recuperado tu temporizador. Tiempo restante: ${words}.`,
  },

  shortcuts: {
    heading: "Atajos de teclado",
    startPause: "Espacio: iniciar o pausar",
    reset: "R: reiniciar",
    fullScreen: "F: pantalla completa",
  },

  wakeLock: {
    active: "La pantalla se mantiene encendida mientras corre el temporizador.",
  },
};

export default es;
