import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const de: TimersText = {
  meta: {
    title: "Mehrere Timer online – mehrere benannte Countdowns | Tickwise",
    description:
      "Mehrere Countdown-Timer gleichzeitig, jeder mit eigenem Namen, eigener Farbe und eigenem Ton. Nach Ablauf sortiert, bleiben nach dem Neuladen, per Link teilbar.",
  },
  breadcrumb: "Mehrere Timer",
  h1: "Mehrere Timer",
  intro:
    "Drei Gerichte gleichzeitig kochen, Stationen im Unterricht leiten oder Termine jonglieren? Füge so viele benannte Timer hinzu, wie du brauchst; jeder läuft, pausiert und klingelt für sich.",
  form: {
    heading: "Timer hinzufügen",
    label: "Name",
    labelHelp: "Bis zu 60 Zeichen, z. B. Nudeln oder Station 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Dauer",
    hours: "Stunden",
    minutes: "Minuten",
    seconds: "Sekunden",
    colour: "Farbe",
    sound: "Ton",
    add: "Timer hinzufügen",
    full: (max) =>
      `Du hast ${max} Timer, mehr speichert diese Seite nicht. Entferne einen, um einen neuen hinzuzufügen.`,
    problems: {
      label: (max) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
      duration: "Wähle eine Dauer zwischen 1 Sekunde und 99:59:59.",
      other: "Wähle eine Farbe und einen Ton aus den Listen.",
    },
  },
  colours: { blue: "Blau", green: "Grün", amber: "Bernstein", rose: "Rosa", violet: "Violett", slate: "Grau" },
  list: {
    heading: "Deine Timer",
    empty: "Noch keine Timer. Füge oben einen hinzu oder öffne einen geteilten Link.",
    loading: "Deine Timer werden geladen …",
    status: {
      running: "Läuft",
      paused: "Pausiert",
      idle: "Bereit",
      ended: "Zeit abgelaufen!",
      missed: "Abgelaufen, während die Seite geschlossen war",
    },
    start: (label) => `${label} starten`,
    resume: (label) => `${label} fortsetzen`,
    pause: (label) => `${label} pausieren`,
    reset: (label) => `${label} zurücksetzen`,
    remove: (label) => `${label} entfernen`,
    startText: "Starten",
    resumeText: "Fortsetzen",
    pauseText: "Pausieren",
    resetText: "Zurücksetzen",
    removeText: "Entfernen",
    progress: (label) => `Fortschritt von ${label}`,
  },
  announce: {
    ended: (label) => `${label}: Zeit abgelaufen!`,
    added: (label) => `${label} hinzugefügt`,
    removed: (label) => `${label} entfernt`,
    started: (label) => `${label} gestartet`,
    paused: (label) => `${label} pausiert`,
    reset: (label) => `${label} zurückgesetzt`,
  },
  documentTitle: (time, label) => `${time} ${label} - Timer`,
  documentTitleDone: (label) => `Zeit abgelaufen! ${label} - Timer`,
  notification: {
    title: (label) => `${label}: Zeit abgelaufen!`,
    body: (duration) => `Dein Timer über ${duration} ist abgelaufen.`,
  },
  share: {
    heading: "Dieses Set teilen",
    help: "Der Link enthält Namen, Dauer, Farben und Töne deiner Timer, aber nicht, ob sie laufen. Kein Konto nötig.",
    button: "Link zum Teilen erstellen",
    link: "Link zum Teilen",
    copy: "Link kopieren",
    copied: "Link kopiert",
    copyFailed: "Der Link konnte nicht kopiert werden; markiere ihn und kopiere ihn selbst.",
  },
  shared: {
    heading: "Ein geteiltes Timer-Set",
    intro: (count) =>
      icu("de", "{count, plural, one {Dieser Link teilt # Timer.} other {Dieser Link teilt # Timer.}}", { count }),
    add: "Zu meinen Timern hinzufügen",
    replace: "Meine Timer ersetzen",
    replaceConfirm: "Alle deine Timer durch dieses Set ersetzen? Laufende Timer werden entfernt.",
    replaceTitle: "Deine Timer ersetzen?",
    cancel: "Abbrechen",
    replaceButton: "Ersetzen",
    dismiss: "Schließen",
    added: (count) => icu("de", "{count, plural, one {# Timer hinzugefügt.} other {# Timer hinzugefügt.}}", { count }),
    replaced: (count) =>
      icu(
        "de",
        "{count, plural, one {Deine Timer wurden durch # Timer ersetzt.} other {Deine Timer wurden durch # Timer ersetzt.}}",
        { count },
      ),
    tooManyToAdd: (max) => `Damit hättest du mehr als ${max} Timer. Entferne zuerst einige oder ersetze deine Timer.`,
    problemHeading: "Dieser geteilte Link lässt sich nicht öffnen",
    problems: {
      malformed:
        "Der Link ist beschädigt oder unvollständig. Lass ihn dir noch einmal schicken oder stelle unten dein eigenes Set zusammen.",
      empty: "Der Link enthält keine Timer.",
      tooMany: (max) => `Der Link enthält mehr als ${max} Timer, mehr kann ein Link nicht teilen.`,
      label: (n, max) => `Timer ${n} im Link hat einen leeren Namen oder einen mit mehr als ${max} Zeichen.`,
      duration: (n) => `Timer ${n} im Link hat eine Dauer außerhalb von 1 Sekunde bis 99:59:59.`,
    },
  },
  howTo: {
    heading: "So nutzt du mehrere Timer",
    steps: [
      "Gib einen Namen ein, stelle Stunden, Minuten und Sekunden ein und wähle eine Farbe und einen Ton.",
      "Tippe auf Timer hinzufügen. Wiederhole das für jedes Gericht, jede Station oder Aufgabe.",
      "Starte jeden Timer, wenn du ihn brauchst; pausiere, setze zurück oder entferne ihn mit seinen eigenen Schaltflächen.",
      "Der Timer, der als Nächstes abläuft, steht oben in der Liste. Jeder klingelt mit seinem eigenen Ton.",
      "Erstelle einen Link zum Teilen, um dasselbe Set an jemanden zu schicken oder auf einem anderen Gerät zu öffnen.",
    ],
    tipsHeading: "Tipps",
    tips: [
      "Gib jedem Timer einen anderen Ton, dann weißt du ohne hinzusehen, welcher geklingelt hat.",
      "Lass den Tab offen, auch im Hintergrund: Die Timer laufen pünktlich ab und zeigen eine Benachrichtigung, wenn du es erlaubst.",
      "Öffne die Seite ruhig in zwei Tabs: Beide zeigen dieselben Timer, und jeder Timer klingelt nur einmal.",
    ],
  },
  faq: {
    heading: "Häufige Fragen",
    items: [
      {
        question: "Wie viele Timer kann ich gleichzeitig laufen lassen?",
        answer: "Bis zu 50 auf diesem Gerät, auf Wunsch alle gleichzeitig. Ein geteilter Link enthält bis zu 20 Timer.",
      },
      {
        question: "Laufen meine Timer weiter, wenn ich die Seite neu lade oder schließe?",
        answer:
          "Ja. Jeder Timer speichert seine Endzeit in deinem Browser und zeigt nach dem Neuladen sofort die richtige Zeit. Ein Timer, der bei geschlossener Seite abgelaufen ist, sagt das, statt verspätet zu klingeln.",
      },
      {
        question: "Klingelt ein Timer doppelt, wenn die Seite in zwei Tabs offen ist?",
        answer:
          "Nein. Die Tabs teilen sich dieselben Timer und stimmen ab, welcher Tab klingelt. So klingelt jeder Timer einmal, und beide Tabs zeigen, dass er abgelaufen ist.",
      },
      {
        question: "Was enthält ein Link zum Teilen?",
        answer:
          "Nur Name, Dauer, Farbe und Ton jedes Timers, im Link selbst. Auf unserem Server wird nichts gespeichert, und du brauchst kein Konto.",
      },
      {
        question: "Sind die Timer in einem Hintergrund-Tab genau?",
        answer:
          "Ja. Jeder Timer zählt auf eine feste Endzeit hin, statt Ticks zu zählen. Ein gedrosselter oder eingefrorener Tab stimmt also sofort wieder, sobald er weiterläuft, und klingelt zur Endzeit.",
      },
    ],
  },
  related: {
    heading: "Weitere Zeit-Tools",
    items: [
      { to: "/timer", label: "Einzelner Countdown-Timer" },
      { to: "/stopwatch", label: "Stoppuhr mit Runden" },
      { to: "/alarm", label: "Wecker" },
      { to: "/goals", label: "Ziele mit Timern" },
    ],
  },
};

export default de;
