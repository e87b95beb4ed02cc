import type { Messages } from "..";

/** Interface text of the shell, in German. */
const de: Messages = {
  product: "Tickwise",
  skipToContent: "Zum Hauptinhalt springen",
  nav: {
    label: "Hauptmenü",
    timer: "Timer",
    stopwatch: "Stoppuhr",
    pomodoro: "Pomodoro",
    time: "Uhrzeit",
    alarm: "Wecker",
    goals: "Ziele",
    settings: "Einstellungen",
    home: "Tickwise-Startseite",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
  },
  moreTools: {
    label: "Weitere Tools",
    timers: "Mehrere Timer",
    intervalTimer: "Intervall-Timer",
    timeConverter: "Zeitumrechner",
    meetingPlanner: "Meeting-Planer",
    countdown: "Countdown",
  },
  footer: {
    label: "Fußzeile",
    blog: "Blog",
    holidays: "Feiertage",
    terms: "AGB",
    privacy: "Datenschutzerklärung",
    rights: (year: number) => `© ${year} Tickwise. Alle Rechte vorbehalten.`,
    language: "Sprache",
  },
  panel: {
    open: "Anzeigeeinstellungen",
    title: "Anzeigeeinstellungen",
    lightMode: "Heller Modus",
    darkMode: "Dunkler Modus",
    font: "Schriftart",
    background: "Hintergrundfarbe",
    reset: "Zurücksetzen",
    sound: "Wecker-Ton",
    close: "Schließen",
  },
  toast: { item: "Benachrichtigung", close: "Benachrichtigung schließen", region: "Benachrichtigungen ({hotkey})" },
  notFound: {
    title: "404 – Seite nicht gefunden",
    text: "Hast du vergessen, die Seite im Router einzutragen?",
    home: "Zum Timer",
    description: "Diese Seite gibt es auf Tickwise nicht.",
  },
  error: {
    title: "Etwas ist schiefgelaufen",
    text: "Die Seite konnte nicht angezeigt werden. Bitte lade sie neu.",
  },
  legal: {
    updated: "Zuletzt aktualisiert",
    back: "Zurück zum Timer",
  },
};

export default de;
