import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/de";

/** Interface text of the timer screen, in German. */
const de: TimerUiText = {
  screenLabel: "Countdown-Timer",
  documentTitle: (hms) => `${hms} – Timer`,
  documentTitleDone: "Zeit ist um! – Timer",

  controls: {
    label: "Timer-Steuerung",
    play: "Start",
    start: "Start",
    pause: "Pause",
    resume: "Fortsetzen",
    reset: "Zurücksetzen",
    startTimer: "Timer starten",
    pauseTimer: "Timer anhalten",
    resumeTimer: "Timer fortsetzen",
    resetTimer: "Timer zurücksetzen",
    cannotStart: "Stelle eine Zeit über null ein, um zu starten",
    fullScreen: "Vollbild",
    exitFullScreen: "Vollbild beenden",
  },

  display: {
    label: "Verbleibende Zeit",
    editLabel: "Zeit bearbeiten",
    editButton: (hms) => `Zeit bearbeiten, aktuell ${hms}`,
    editHelp:
      "Gib Sekunden, Minuten:Sekunden oder Stunden:Minuten:Sekunden ein, zum Beispiel 90, 7:30 oder 1:15:00. Eingabetaste speichert, Esc bricht ab.",
    editLocked: "Halte den Timer an oder setze ihn zurück, um die Zeit zu ändern",
    editInvalid: "Diese Zeit konnte nicht gelesen werden, daher bleibt die vorherige Zeit bestehen.",
    progressLabel: "Fortschritt",
    progressValue: (percent) => `${Math.round(percent)} % abgeschlossen`,
  },

  quickAdd: {
    label: "Zeit hinzufügen",
    hiddenWhileRunning: "Halte den Timer an, um Zeit hinzuzufügen",
    items: {
      30: { label: "+30 s", ariaLabel: "30 Sekunden hinzufügen" },
      60: { label: "+1 min", ariaLabel: "1 Minute hinzufügen" },
      300: { label: "+5 min", ariaLabel: "5 Minuten hinzufügen" },
    },
  },

  presets: {
    heading: "Beliebte Voreinstellungen",
    select: (label) => `Timer auf ${label} stellen`,
    cards: {
      10: { label: "10 s", description: "Kurzer Countdown" },
      20: { label: "20 s", description: "Händewaschen" },
      30: { label: "30 s", description: "Plank oder Dehnen" },
      45: { label: "45 s", description: "Trainingsintervall" },
      60: { label: "1 min", description: "Ein-Minuten-Übung" },
      120: { label: "2 min", description: "Zähneputzen" },
      180: { label: "3 min", description: "Instantnudeln" },
      240: { label: "4 min", description: "French Press" },
      300: { label: "5 min", description: "Kurze Pause" },
      600: { label: "10 min", description: "Schnell aufräumen" },
      900: { label: "15 min", description: "Lange Pause" },
      1200: { label: "20 min", description: "Powernap" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Training" },
      2700: { label: "45 min", description: "Schulstunde" },
      3600: { label: "1 Stunde", description: "Konzentriertes Arbeiten" },
      7200: { label: "2 Stunden", description: "Prüfungsvorbereitung" },
      10800: { label: "3 Stunden", description: "Lange Sitzung" },
      14400: { label: "4 Stunden", description: "Halber Arbeitstag" },
    },
    relatedTimer: (minutes) =>
      icu("de", "{minutes, plural, one {Timer für # Minute} other {Timer für # Minuten}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "Der 5-Minuten-Timer: ein Leitfaden für mehr Produktivität",
      "25-minute-pomodoro-timer-focus-work": "Der 25-Minuten-Pomodoro-Timer für konzentriertes Arbeiten",
      "10-creative-ways-countdown-timer-daily-life": "10 kreative Ideen für einen Countdown-Timer im Alltag",
      "timer-effective-study-sessions": "So lernst du effektiver mit einem Timer",
    },
  },
  related: { heading: "Ähnliche Timer" },
  howTo: { heading: "So funktioniert’s", tips: "Tipps" },
  faq: { heading: "Häufig gestellte Fragen" },
  articles: { heading: "Passende Artikel", readMore: "Artikel lesen" },

  share: {
    heading: "Teilen",
    text: "Teile diesen Timer mit Freunden, Mitschülern oder deinem Team.",
    ...shareWords,
  },

  goal: {
    banner: "Arbeit am Ziel",
    duration: (words) => `Dauer des Ziels: ${words}`,
    loaded: "Die Dauer des Ziels ist geladen: Drücke auf Start, wenn du bereit bist.",
  },

  email: {
    heading: "E-Mail-Erinnerung",
    intro: "Erhalte eine E-Mail, wenn dein Timer abläuft – auch wenn du diesen Tab schließt.",
    emailLabel: "E-Mail-Adresse",
    emailPlaceholder: "du@beispiel.de",
    messageLabel: "Eigene Nachricht (optional)",
    messagePlaceholder: "z. B. Brot aus dem Ofen nehmen",
    save: "Einstellungen speichern",
    saveDisabled: "Gib eine E-Mail-Adresse ein, um zu speichern",
    invalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    savedTitle: "E-Mail-Einstellungen gespeichert",
    savedText: "Deine Einstellungen für E-Mail-Erinnerungen wurden gespeichert",
    credentialsNote:
      "Für E-Mail-Erinnerungen müssen auf dem Server Zugangsdaten für den Mailversand (ein Benutzer und ein App-Passwort) eingerichtet sein.",
    notConfigured:
      "E-Mail-Erinnerungen sind auf dieser Website gerade nicht verfügbar: Es ist kein Mailserver eingerichtet.",
    scheduled: (time) => `Erinnerungs-E-Mail geplant für ${time}.`,
    cancelled: "Die E-Mail-Erinnerung wurde abgebrochen.",
    failed: "Die E-Mail-Erinnerung konnte nicht geplant werden. Der Timer funktioniert trotzdem.",
    privacy: "Deine Adresse wird nur gespeichert, bis die Erinnerung gesendet oder abgebrochen wird.",
  },

  voice: {
    turnOn: "Sprachbefehle einschalten",
    turnOff: "Sprachbefehle ausschalten",
    listening: "Hört zu …",
    off: "Sprachbefehle aus",
    help: "Sag „Start“, „Pause“, „Timer zurücksetzen“ oder „Timer auf 10 Minuten“.",
    languageNote: "Sprachbefehle werden auf Deutsch verstanden.",
    heard: (transcript) => `Verstanden: „${transcript}“`,
    error: "Die Spracherkennung wurde beendet. Schalte sie wieder ein, um weiter zuzuhören.",
    replies: {
      unmatched: "Entschuldigung, diesen Befehl habe ich nicht verstanden",
      starting: (words) => `Timer für ${words} läuft`,
      started: "Timer läuft",
      paused: "Timer angehalten",
      reset: "Timer zurückgesetzt",
    },
  },

  completion: {
    timesUp: "Zeit ist um!",
    finished: (words) => `Dein Timer über ${words} ist abgelaufen.`,
    finishedWhileAway: "Dein Timer ist abgelaufen, während diese Seite geschlossen war.",
    dismiss: "Schließen",
  },

  notifications: {
    title: "Zeit ist um!",
    body: (words) => `Dein Timer über ${words} ist abgelaufen.`,
    enable: "Benachrichtigungen aktivieren",
    why: "Erlaube Benachrichtigungen, damit du erfährst, wenn ein Timer in einem Hintergrund-Tab abläuft.",
    denied:
      "Benachrichtigungen sind blockiert, daher kann ein Timer in einem Hintergrund-Tab nur klingeln. Erlaube sie in den Website-Einstellungen deines Browsers.",
    unsupported:
      "Dieser Browser kann keine Benachrichtigungen anzeigen. Lass den Tab sichtbar, um das Ende des Timers zu sehen.",
  },

  sound: {
    blocked:
      "Dein Browser blockiert Töne, bis du mit der Seite interagierst, daher kann der Wecker-Ton noch nicht klingeln.",
    test: "Ton testen",
    testing: "Wird abgespielt …",
    works: "Der Ton ist an.",
    failed: "Der Ton konnte nicht abgespielt werden. Prüfe, ob dieser Tab und dein Gerät stummgeschaltet sind.",
    unsupported:
      "Dieser Browser kann keine Töne abspielen, daher kann der Timer nicht klingeln. Lass den Tab sichtbar, um das Ende zu sehen.",
  },

  announcements: {
    started: (words) => `Timer gestartet: ${words}.`,
    paused: (words) => `Timer angehalten. Verbleibend: ${words}.`,
    resumed: (words) => `Timer fortgesetzt. Verbleibend: ${words}.`,
    reset: "Timer zurückgesetzt.",
    timeSet: (words) => `Timer auf ${words} gestellt.`,
    timeAdded: (added, total) => `${added} hinzugefügt. Timer auf ${total} gestellt.`,
    halfway: "Halbzeit.",
    fiveMinutesLeft: "Noch 5 Minuten.",
    oneMinuteLeft: "Noch 1 Minute.",
    thirtySecondsLeft: "Noch 30 Sekunden.",
    tenSecondsLeft: "Noch 10 Sekunden.",
    finished: "Zeit ist um! Der Timer ist abgelaufen.",
    restored: (words) => `Dein Timer wurde wiederhergestellt. Verbleibend: ${words}.`,
  },

  shortcuts: {
    heading: "Tastenkürzel",
    startPause: "Leertaste: Start oder Pause",
    reset: "R: zurücksetzen",
    fullScreen: "F: Vollbild",
  },

  wakeLock: {
    active: "Der Bildschirm bleibt an, solange der Timer läuft.",
  },
};

export default de;
