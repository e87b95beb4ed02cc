import type { Messages } from "..";

/** Interface text of the shell, in Italian. */
const it: Messages = {
  product: "Tickwise",
  skipToContent: "Vai al contenuto principale",
  nav: {
    label: "Principale",
    timer: "Timer",
    stopwatch: "Cronometro",
    pomodoro: "Pomodoro",
    time: "Ora",
    alarm: "Sveglia",
    goals: "Obiettivi",
    settings: "Impostazioni",
    home: "Home di Tickwise",
    openMenu: "Apri menu",
    closeMenu: "Chiudi menu",
  },
  moreTools: {
    label: "Altri strumenti",
    timers: "Timer multipli",
    intervalTimer: "Timer a intervalli",
    timeConverter: "Convertitore di orari",
    meetingPlanner: "Pianificatore di riunioni",
    countdown: "Conto alla rovescia",
  },
  footer: {
    label: "Piè di pagina",
    blog: "Blog",
    holidays: "Festività",
    terms: "Termini e condizioni",
    privacy: "Informativa sulla privacy",
    rights: (year: number) => `© ${year} Tickwise. Tutti i diritti riservati.`,
    language: "Lingua",
  },
  panel: {
    open: "Impostazioni di visualizzazione",
    title: "Impostazioni di visualizzazione",
    lightMode: "Modalità chiara",
    darkMode: "Modalità scura",
    font: "Carattere",
    background: "Colore di sfondo",
    reset: "Ripristina",
    sound: "Suono della sveglia",
    close: "Chiudi",
  },
  toast: { item: "Notifica", close: "Chiudi notifica", region: "Notifiche ({hotkey})" },
  notFound: {
    title: "404 Pagina non trovata",
    text: "Hai dimenticato di aggiungere la pagina al router?",
    home: "Vai al timer",
    description: "Questa pagina non esiste su Tickwise.",
  },
  error: {
    title: "Qualcosa è andato storto",
    text: "Non è stato possibile mostrare la pagina. Ricaricala.",
  },
  legal: {
    updated: "Ultimo aggiornamento",
    back: "Torna al timer",
  },
};

export default it;
