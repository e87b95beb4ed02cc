import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const de: StopwatchText = {
  toolName: "Stoppuhr",
  card: "Stoppuhr",
  display: {
    label: "Verstrichene Zeit",
    millis: "Millisekunden",
    loop: "Fortschritt innerhalb der aktuellen 10 Sekunden",
    loopText: (seconds) => icu("de", "{seconds, number} von 10 Sekunden", { seconds }),
  },
  controls: {
    start: "Start",
    resume: "Fortsetzen",
    pause: "Pause",
    lap: "Runde",
    reset: "Zurücksetzen",
    fullscreen: "Vollbild",
    exitFullscreen: "Vollbild beenden",
    shortcuts: "Tastatur: Leertaste Start/Pause · L Runde · R zurücksetzen · F Vollbild",
  },
  status: {
    started: "Stoppuhr gestartet",
    paused: (time) => `Stoppuhr angehalten bei ${time}`,
    reset: "Stoppuhr zurückgesetzt",
    lap: (n, lapTime) => icu("de", "Runde {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Runden",
    caption: "Runden, neueste zuerst",
    lap: "Runde",
    lapName: (n) => icu("de", "Runde {n, number}", { n }),
    lapTime: "Rundenzeit",
    total: "Gesamt",
    fastest: "schnellste",
    slowest: "langsamste",
    empty: "Noch keine Runden. Drücke Runde (oder L), während die Stoppuhr läuft, um eine zu erfassen.",
    copyText: "Als Text kopieren",
    copyCsv: "Als CSV kopieren",
    download: "CSV herunterladen",
    copiedText: "Runden als Text kopiert",
    copiedCsv: "Runden als CSV kopiert",
    copyFailedTitle: "Kopieren fehlgeschlagen",
    copyFailedText: "Die Runden konnten nicht in die Zwischenablage kopiert werden",
  },
  presets: {
    heading: "Vorlagen",
    intro: "Gib der Stoppuhr ein Ziel: Sie meldet sich bei jedem Signal mit deinem Alarmton und läuft weiter.",
    use: "Vorlage verwenden",
    active: "Aktiv",
    clear: "Vorlage entfernen",
    target: (time) => `Ziel ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Jede volle Minute ein 100-m-Lauf, 10 Durchgänge." },
      plank: { name: "Plank", description: "1 Minute halten, mit Signal bei der Hälfte." },
      hiit: { name: "HIIT", description: "Tabata: 20 s Belastung, 10 s Pause, 8 Durchgänge (4 Minuten)." },
      cooking: { name: "Kochen", description: "Signal nach 10 Minuten, Hinweis nach 5." },
      study: { name: "Lernen", description: "25 Minuten konzentriert arbeiten, Hinweis 5 Minuten vorher." },
      meeting: { name: "Meeting", description: "30 Minuten, mit Hinweis 5 Minuten vor Schluss." },
    },
    panel: "Fortschritt der Vorlage",
    phase: { work: "Belastung", rest: "Pause", round: "Durchgang", running: "Läuft", done: "Ziel erreicht" },
    roundOf: (round, rounds) => icu("de", "Durchgang {round, number} von {rounds, number}", { round, rounds }),
    nextCue: (time) => `Nächstes Signal in ${time}`,
    progress: "Fortschritt zum Ziel",
    cue: (kind, name, time, round) =>
      icu(
        "de",
        "{kind, select, target {{name}: Ziel erreicht bei {time}} halfway {{name}: Hälfte, {time}} warning {{name}: noch 5 Minuten} work {{name}: Belastung, Durchgang {round}} rest {{name}: Pause} other {{name}: Durchgang {round}, los!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Einsatzbereiche der Stoppuhr", all: "Alle Einsatzbereiche der Stoppuhr" },
  howTo: {
    heading: "So benutzt du die Stoppuhr",
    steps: [
      "Drücke Start (oder die Leertaste), um die Zeitmessung zu beginnen; die Ziffern zeigen Stunden, Minuten und Sekunden, darunter die Millisekunden.",
      "Drücke Runde (oder L), um eine Zwischenzeit zu erfassen; die Zeit jeder Runde und die Gesamtzeit erscheinen in der Tabelle.",
      "Drücke Pause (oder die Leertaste), um die Uhr anzuhalten, und Fortsetzen, um an derselben Stelle weiterzumachen.",
      "Drücke Zurücksetzen (oder R), um Zeit und Runden zu löschen, und F für das Vollbild auf einem Beamer oder Fernseher.",
    ],
    tipsHeading: "Tipps",
  },
  faq: { heading: (h1) => `Häufige Fragen: ${h1}` },
  articles: {
    heading: "Passende Artikel",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Effektiv lernen mit einem Timer" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 kreative Ideen für den Timer im Alltag" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "Produktiver mit dem 5-Minuten-Timer" },
      { to: "/timer", label: "Online-Countdown-Timer" },
    ],
  },
  share: { heading: "Diese Stoppuhr teilen" },
};

export default de;
