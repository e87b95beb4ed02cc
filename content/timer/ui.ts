import type { Language } from "@core/settings";
import { shareText } from "../share/text";

/**
 * Interface text of the timer screen. Functions take already formatted values
 * (`formatHMS`, `durationInWords`) so every language controls its own word order.
 */
const en = {
  screenLabel: "Countdown timer",
  documentTitle: (hms: string) => `${hms} - Timer`,
  documentTitleDone: "Time's up! - Timer",

  controls: {
    label: "Timer controls",
    play: "Play",
    start: "Start",
    pause: "Pause",
    resume: "Resume",
    reset: "Reset",
    startTimer: "Start timer",
    pauseTimer: "Pause timer",
    resumeTimer: "Resume timer",
    resetTimer: "Reset timer",
    cannotStart: "Set a time above zero to start",
    fullScreen: "Full screen",
    exitFullScreen: "Exit full screen",
  },

  display: {
    label: "Time remaining",
    editLabel: "Edit time",
    editButton: (hms: string) => `Edit time, currently ${hms}`,
    editHelp:
      "Type seconds, minutes:seconds or hours:minutes:seconds, for example 90, 7:30 or 1:15:00. Enter saves, Escape cancels.",
    editLocked: "Pause or reset the timer to change the time",
    editInvalid: "That time couldn't be read, so the previous time was kept.",
    progressLabel: "Progress",
    progressValue: (percent: number) => `${Math.round(percent)}% complete`,
  },

  quickAdd: {
    label: "Add time",
    hiddenWhileRunning: "Pause the timer to add time",
    items: {
      30: { label: "+30s", ariaLabel: "Add 30 seconds" },
      60: { label: "+1m", ariaLabel: "Add 1 minute" },
      300: { label: "+5m", ariaLabel: "Add 5 minutes" },
    },
  },

  presets: {
    heading: "Popular presets",
    select: (label: string) => `Set the timer to ${label}`,
  },
  related: { heading: "Related timers" },
  howTo: { heading: "How to use", tips: "Tips" },
  faq: { heading: "Frequently asked questions" },
  articles: { heading: "Related articles", readMore: "Read article" },

  share: {
    heading: "Share",
    text: "Share this timer with friends, classmates or your team.",
    ...shareText.en,
  },

  goal: {
    banner: "Working on Goal",
    duration: (words: string) => `Goal duration: ${words}`,
    loaded: "The goal's duration is loaded: press Play when you're ready.",
  },

  email: {
    heading: "Email reminder",
    intro: "Get an email when your timer ends, even if you close this tab.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    messageLabel: "Custom message (optional)",
    messagePlaceholder: "e.g. Take the bread out of the oven",
    save: "Save Settings",
    saveDisabled: "Enter an email address to save",
    invalid: "Please enter a valid email address.",
    savedTitle: "Email Settings Saved",
    savedText: "Your email reminder preferences have been saved",
    credentialsNote:
      "Email reminders need mail server credentials (a user and an app password) configured on the server.",
    notConfigured: "Email reminders aren't available on this site right now: no mail server is configured.",
    scheduled: (time: string) => `Reminder email scheduled for ${time}.`,
    cancelled: "The email reminder was cancelled.",
    failed: "The email reminder couldn't be scheduled. The timer still works.",
    privacy: "Your address is kept only until the reminder is sent or cancelled.",
  },

  voice: {
    turnOn: "Turn on voice commands",
    turnOff: "Turn off voice commands",
    listening: "Listening…",
    off: "Voice commands off",
    help: "Say “start”, “pause”, “reset timer” or “10 minute timer”.",
    englishOnly: "Voice commands are understood in English.",
    heard: (transcript: string) => `Heard: “${transcript}”`,
    error: "Voice recognition stopped. Turn it on again to keep listening.",
  },

  completion: {
    timesUp: "Time's up!",
    finished: (words: string) => `Your timer for ${words} has finished.`,
    finishedWhileAway: "Your timer finished while this page was closed.",
    dismiss: "Dismiss",
  },

  notifications: {
    title: "Time's up!",
    body: (words: string) => `Your timer for ${words} has finished.`,
    enable: "Enable notifications",
    why: "Allow notifications to be alerted when a timer ends in a background tab.",
    denied:
      "Notifications are blocked, so a timer that ends in a background tab can only ring. Allow them in your browser's site settings.",
    unsupported: "This browser can't show notifications; keep the tab visible to see the timer end.",
  },

  sound: {
    blocked: "Your browser is blocking sound until you interact with the page, so the alarm can't ring yet.",
    test: "Test sound",
    testing: "Playing…",
    works: "Sound is on.",
    failed: "The sound couldn't play. Check that this tab and your device aren't muted.",
    unsupported: "This browser can't play sounds, so the timer can't ring. Keep the tab visible to see it end.",
  },

  announcements: {
    started: (words: string) => `Timer started: ${words}.`,
    paused: (words: string) => `Timer paused with ${words} left.`,
    resumed: (words: string) => `Timer resumed: ${words} left.`,
    reset: "Timer reset.",
    timeSet: (words: string) => `Timer set to ${words}.`,
    timeAdded: (added: string, total: string) => `Added ${added}. Timer set to ${total}.`,
    halfway: "Halfway there.",
    fiveMinutesLeft: "5 minutes left.",
    oneMinuteLeft: "1 minute left.",
    thirtySecondsLeft: "30 seconds left.",
    tenSecondsLeft: "10 seconds left.",
    finished: "Time's up! The timer has finished.",
    restored: (words: string) => `Your timer was restored with ${words} left.`,
  },

  shortcuts: {
    heading: "Keyboard shortcuts",
    startPause: "Space: start or pause",
    reset: "R: reset",
    fullScreen: "F: full screen",
  },

  wakeLock: {
    active: "The screen stays on while the timer runs.",
  },
};

export type TimerUiText = typeof en;

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
  },
  related: { heading: "Temporizadores relacionados" },
  howTo: { heading: "Cómo se usa", tips: "Consejos" },
  faq: { heading: "Preguntas frecuentes" },
  articles: { heading: "Artículos relacionados", readMore: "Leer el artículo" },

  share: {
    heading: "Compartir",
    text: "Comparte este temporizador con tus amigos, compañeros o tu equipo.",
    ...shareText.es,
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
    help: "Di en inglés “start”, “pause”, “reset timer” o “10 minute timer”.",
    englishOnly: "Los comandos de voz solo se reconocen en inglés.",
    heard: (transcript) => `He oído: “${transcript}”`,
    error: "El reconocimiento de voz se ha detenido. Actívalo de nuevo para seguir escuchando.",
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

export const timerUi: Record<Language, TimerUiText> = { en, es };
