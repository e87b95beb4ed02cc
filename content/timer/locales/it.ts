import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/it";

/** Interface text of the timer screen, in Italian. */
const it: TimerUiText = {
  screenLabel: "Timer con conto alla rovescia",
  documentTitle: (hms) => `${hms} – Timer`,
  documentTitleDone: "Tempo scaduto! – Timer",

  controls: {
    label: "Controlli del timer",
    play: "Avvia",
    start: "Avvia",
    pause: "Pausa",
    resume: "Riprendi",
    reset: "Azzera",
    startTimer: "Avvia il timer",
    pauseTimer: "Metti in pausa il timer",
    resumeTimer: "Riprendi il timer",
    resetTimer: "Azzera il timer",
    cannotStart: "Imposta un tempo maggiore di zero per iniziare",
    fullScreen: "Schermo intero",
    exitFullScreen: "Esci dallo schermo intero",
  },

  display: {
    label: "Tempo rimanente",
    editLabel: "Modifica il tempo",
    editButton: (hms) => `Modifica il tempo, attualmente ${hms}`,
    editHelp:
      "Scrivi secondi, minuti:secondi oppure ore:minuti:secondi, ad esempio 90, 7:30 o 1:15:00. Invio salva, Esc annulla.",
    editLocked: "Metti in pausa o azzera il timer per cambiare il tempo",
    editInvalid: "Non è stato possibile leggere quel tempo, quindi resta quello precedente.",
    progressLabel: "Avanzamento",
    progressValue: (percent) => `${Math.round(percent)}% completato`,
  },

  quickAdd: {
    label: "Aggiungi tempo",
    hiddenWhileRunning: "Metti in pausa il timer per aggiungere tempo",
    items: {
      30: { label: "+30 s", ariaLabel: "Aggiungi 30 secondi" },
      60: { label: "+1 min", ariaLabel: "Aggiungi 1 minuto" },
      300: { label: "+5 min", ariaLabel: "Aggiungi 5 minuti" },
    },
  },

  presets: {
    heading: "Tempi più usati",
    select: (label) => `Imposta il timer su ${label}`,
    cards: {
      10: { label: "10 s", description: "Conteggio rapido" },
      20: { label: "20 s", description: "Lavarsi le mani" },
      30: { label: "30 s", description: "Plank o stretching" },
      45: { label: "45 s", description: "Intervallo di allenamento" },
      60: { label: "1 min", description: "Sfida di un minuto" },
      120: { label: "2 min", description: "Lavarsi i denti" },
      180: { label: "3 min", description: "Noodles istantanei" },
      240: { label: "4 min", description: "Caffè con la French press" },
      300: { label: "5 min", description: "Pausa breve" },
      600: { label: "10 min", description: "Riordino veloce" },
      900: { label: "15 min", description: "Pausa lunga" },
      1200: { label: "20 min", description: "Pisolino" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Allenamento" },
      2700: { label: "45 min", description: "Un'ora di lezione" },
      3600: { label: "1 ora", description: "Lavoro concentrato" },
      7200: { label: "2 ore", description: "Simulazione d'esame" },
      10800: { label: "3 ore", description: "Sessione lunga" },
      14400: { label: "4 ore", description: "Mezza giornata" },
    },
    relatedTimer: (minutes) =>
      icu("it", "{minutes, plural, one {Timer da # minuto} other {Timer da # minuti}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "Il timer da 5 minuti: guida alla produttività",
      "25-minute-pomodoro-timer-focus-work": "Il timer Pomodoro da 25 minuti per lavorare concentrati",
      "10-creative-ways-countdown-timer-daily-life": "10 modi creativi per usare un conto alla rovescia ogni giorno",
      "timer-effective-study-sessions": "Come usare un timer per studiare meglio",
    },
  },
  related: { heading: "Timer correlati" },
  howTo: { heading: "Come si usa", tips: "Consigli" },
  faq: { heading: "Domande frequenti" },
  articles: { heading: "Articoli correlati", readMore: "Leggi l'articolo" },

  share: {
    heading: "Condividi",
    text: "Condividi questo timer con amici, compagni di classe o il tuo team.",
    ...shareWords,
  },

  goal: {
    banner: "Obiettivo in corso",
    duration: (words) => `Durata dell'obiettivo: ${words}`,
    loaded: "La durata dell'obiettivo è caricata: premi Avvia quando sei pronto.",
  },

  email: {
    heading: "Promemoria via email",
    intro: "Ricevi un'email quando il timer finisce, anche se chiudi questa scheda.",
    emailLabel: "Indirizzo email",
    emailPlaceholder: "tu@esempio.it",
    messageLabel: "Messaggio personalizzato (facoltativo)",
    messagePlaceholder: "es. Togli il pane dal forno",
    save: "Salva impostazioni",
    saveDisabled: "Inserisci un indirizzo email per salvare",
    invalid: "Inserisci un indirizzo email valido.",
    savedTitle: "Impostazioni email salvate",
    savedText: "Le tue preferenze per i promemoria via email sono state salvate",
    credentialsNote:
      "I promemoria via email richiedono credenziali di posta (un utente e una password per le app) configurate sul server.",
    notConfigured:
      "I promemoria via email al momento non sono disponibili su questo sito: non è configurato alcun server di posta.",
    scheduled: (time) => `Email di promemoria programmata per le ${time}.`,
    cancelled: "Il promemoria via email è stato annullato.",
    failed: "Non è stato possibile programmare il promemoria via email. Il timer funziona comunque.",
    privacy: "Il tuo indirizzo viene conservato solo finché il promemoria non viene inviato o annullato.",
  },

  voice: {
    turnOn: "Attiva i comandi vocali",
    turnOff: "Disattiva i comandi vocali",
    listening: "In ascolto…",
    off: "Comandi vocali disattivati",
    help: "Di' “avvia”, “pausa”, “azzera il timer” o “timer da 10 minuti”.",
    languageNote: "I comandi vocali sono riconosciuti in italiano.",
    heard: (transcript) => `Ho sentito: “${transcript}”`,
    error: "Il riconoscimento vocale si è interrotto. Riattivalo per continuare ad ascoltare.",
    replies: {
      unmatched: "Scusa, non ho capito il comando",
      starting: (words) => `Avvio il timer da ${words}`,
      started: "Avvio il timer",
      paused: "Timer in pausa",
      reset: "Timer azzerato",
    },
  },

  completion: {
    timesUp: "Tempo scaduto!",
    finished: (words) => `Il tuo timer da ${words} è terminato.`,
    finishedWhileAway: "Il tuo timer è terminato mentre questa pagina era chiusa.",
    dismiss: "Chiudi",
  },

  notifications: {
    title: "Tempo scaduto!",
    body: (words) => `Il tuo timer da ${words} è terminato.`,
    enable: "Attiva le notifiche",
    why: "Consenti le notifiche per essere avvisato quando un timer finisce in una scheda in background.",
    denied:
      "Le notifiche sono bloccate, quindi un timer che finisce in una scheda in background può solo suonare. Consentile nelle impostazioni del sito del browser.",
    unsupported: "Questo browser non può mostrare notifiche; tieni la scheda visibile per vedere la fine del timer.",
  },

  sound: {
    blocked:
      "Il browser blocca l'audio finché non interagisci con la pagina, quindi la sveglia non può ancora suonare.",
    test: "Prova il suono",
    testing: "In riproduzione…",
    works: "L'audio è attivo.",
    failed:
      "Non è stato possibile riprodurre il suono. Controlla che questa scheda e il dispositivo non siano silenziati.",
    unsupported:
      "Questo browser non può riprodurre suoni, quindi il timer non può suonare. Tieni la scheda visibile per vederne la fine.",
  },

  announcements: {
    started: (words) => `Timer avviato: ${words}.`,
    paused: (words) => `Timer in pausa. Tempo rimanente: ${words}.`,
    resumed: (words) => `Timer ripreso. Tempo rimanente: ${words}.`,
    reset: "Timer azzerato.",
    timeSet: (words) => `Timer impostato su ${words}.`,
    timeAdded: (added, total) => `Tempo aggiunto: ${added}. Timer impostato su ${total}.`,
    halfway: "Sei a metà.",
    fiveMinutesLeft: "Mancano 5 minuti.",
    oneMinuteLeft: "Manca 1 minuto.",
    thirtySecondsLeft: "Mancano 30 secondi.",
    tenSecondsLeft: "Mancano 10 secondi.",
    finished: "Tempo scaduto! Il timer è terminato.",
    restored: (words) => `Il tuo timer è stato ripristinato. Tempo rimanente: ${words}.`,
  },

  shortcuts: {
    heading: "Scorciatoie da tastiera",
    startPause: "Spazio: avvia o metti in pausa",
    reset: "R: azzera",
    fullScreen: "F: schermo intero",
  },

  wakeLock: {
    active: "Lo schermo resta acceso mentre il timer è in funzione.",
  },
};

export default it;
