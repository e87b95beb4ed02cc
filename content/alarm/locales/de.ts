import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const de: AlarmText = {
  toolName: "Wecker",
  breadcrumb: "Wecker",
  clock: {
    label: "Aktuelle Uhrzeit",
    countdownLabel: "Zeit bis zum Wecker",
    alarmAt: (when) => `Wecker um ${when}`,
    progress: "Fortschritt der 24 Stunden vor dem Wecker",
    progressText: (percent) => `${percent} % der 24 Stunden vor dem Wecker`,
  },
  form: {
    heading: "Wecker stellen",
    input: "Datum und Uhrzeit des Weckers",
    help: "Wähle ein Datum und eine Uhrzeit in der Zukunft oder unten einen beliebten Wecker.",
    set: "Wecker stellen",
    label: "Bezeichnung",
    labelHelp: `Optional, bis zu ${ALARM_LABEL_MAX} Zeichen, z. B. „Fitnessstudio“.`,
    labelTooLong: `Bezeichnungen dürfen höchstens ${ALARM_LABEL_MAX} Zeichen lang sein.`,
    linkLabelTooLong: (length) =>
      icu(
        "de",
        `Die Bezeichnung im Link hat {length, plural, one {# Zeichen} other {# Zeichen}}; erlaubt sind höchstens ${ALARM_LABEL_MAX}, daher wurde sie nicht übernommen.`,
        { length },
      ),
    sound: "Ton für diesen Wecker",
    repeat: "Wiederholen am",
    repeatHelp:
      "Keine Tage gewählt: Der Wecker klingelt einmal. Mit Tagen klingelt er an jedem davon zu dieser Uhrzeit.",
    keepOpen: "Lass diesen Browser-Tab geöffnet: Der Wecker klingelt in diesem Tab.",
    permission: "Erlaube Benachrichtigungen, um auch bei einem Tab im Hintergrund benachrichtigt zu werden.",
    notificationsDenied:
      "Benachrichtigungen sind blockiert: Ein verborgener Tab kann nur klingeln, aber keine Benachrichtigung anzeigen.",
    soundBlocked:
      "Der Ton ist blockiert, bis du auf die Seite klickst; das Stellen des Weckers per Klick gibt ihn frei.",
  },
  presets: {
    heading: "Beliebte Wecker",
    title: (time) => `Wecker ${clock24(time)} Uhr`,
    part: { morning: "Morgens", afternoon: "Nachmittags", evening: "Abends" },
    setFor: (title, when) => `${title}: gestellt auf ${when}`,
  },
  toast: {
    errorTitle: "Fehler",
    missing: "Bitte wähle ein Datum und eine Uhrzeit für den Wecker.",
    past: "Bitte wähle eine Uhrzeit in der Zukunft.",
    failed: "Wecker konnte nicht gestellt werden",
    setTitle: "Wecker gestellt",
    setText: (when) => `Wecker gestellt auf ${when}`,
    stoppedTitle: "Wecker gestoppt",
    stoppedText: "Der Wecker wurde abgebrochen",
    missedTitle: "Verpasster Wecker",
    missedText: (when) => `Der Wecker für ${when} ist abgelaufen, während die Seite geschlossen war.`,
    full: `Du hast bereits ${ALARMS_MAX} Wecker: Lösche einen, um einen neuen hinzuzufügen.`,
    deletedTitle: "Wecker gelöscht",
    deletedText: (label) => `${label} wurde gelöscht`,
  },
  notification: { title: (label) => `Wecker! ${label}`, body: (when) => `Dein Wecker für ${when} klingelt.` },
  documentTitle: (remaining) => `Wecker – noch ${remaining}`,
  status: {
    set: (when) => `Wecker gestellt auf ${when}`,
    stopped: "Wecker gestoppt",
    snoozed: (minutes, when) =>
      icu("de", "Um {minutes, plural, one {# Minute} other {# Minuten}} verschoben, bis {when}", { minutes, when }),
    deleted: "Wecker gelöscht",
    on: (label) => `${label} ist an`,
    off: (label) => `${label} ist aus`,
  },
  unnamed: "Wecker",
  days: { once: "Einmalig", everyDay: "Täglich", weekdays: "Werktags", weekend: "Am Wochenende" },
  list: {
    heading: "Deine Wecker",
    empty: "Noch keine Wecker. Stelle oben einen oder wähle einen beliebten Wecker.",
    refused: (count) =>
      icu(
        "de",
        "{count, plural, one {Ein gespeicherter Wecker konnte nicht gelesen werden (beschädigt oder Bezeichnung über 60 Zeichen) und wurde ausgelassen.} other {# gespeicherte Wecker konnten nicht gelesen werden (beschädigt oder Bezeichnungen über 60 Zeichen) und wurden ausgelassen.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("de", "in {minutes, plural, other {# Min.}}", { minutes }),
    inHours: (hours) => icu("de", "in {hours, plural, other {# Std.}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("de", "in {hours, plural, other {# Std.}} {minutes, plural, other {# Min.}}", { hours, minutes }),
    today: "heute",
    tomorrow: "morgen",
    onWeekday: (weekday) => `am ${weekday}`,
    onDate: (date) => `am ${date}`,
    snoozedUntil: (when) => `Verschoben bis ${when}`,
    off: "Aus",
    sound: (name) => `Ton: ${name}`,
    switchLabel: (label, time) => `${label} um ${time}`,
    delete: (label, time) => `${label} um ${time} löschen`,
    calendar: (label, time) => `${label}, ${time}, zum Kalender hinzufügen (.ics-Datei)`,
  },
  ring: {
    heading: "Klingelt jetzt",
    announce: (label) => `Wecker klingelt: ${label}`,
    documentTitle: (label) => `⏰ ${label} – Wecker klingelt`,
    snooze: (minutes) => icu("de", "{minutes, plural, other {# Min.}} schlummern", { minutes }),
    stop: "Stopp",
  },
  steps: {
    heading: "So benutzt du den Wecker",
    items: [
      "Wähle in der Karte „Wecker stellen“ Datum und Uhrzeit, füge nach Wunsch eine Bezeichnung, einen Ton und Wiederholungstage hinzu oder klicke auf einen beliebten Wecker.",
      "Klicke auf „Wecker stellen“. Er erscheint unter „Deine Wecker“ mit seinem nächsten Klingeln; die große Uhr zählt bis zum nächsten herunter, und der Tab-Titel zeigt die verbleibende Zeit.",
      "Lass diesen Tab geöffnet (er darf im Hintergrund sein). Zur eingestellten Zeit ertönt der Ton und der Wecker erscheint mit seiner Bezeichnung: Schiebe ihn um 5 oder 10 Minuten auf oder stoppe ihn.",
      "Umentschieden? Schalte einen Wecker aus oder lösche ihn.",
    ],
    tipsHeading: "Tipps",
    tips: [
      "Klicke einmal auf die Seite, bevor du sie verlässt: Browser erlauben Ton erst nach einer Interaktion.",
      "Erlaube Benachrichtigungen, damit ein Tab im Hintergrund auch eine Systembenachrichtigung anzeigen kann.",
      "Wähle für morgens in den Anzeigeeinstellungen einen sanfteren Ton wie Gentle Wake oder Sunrise Yoga.",
      "Lass dein Gerät bei langen Weckzeiten am Strom und verhindere den Ruhezustand: Ein schlafender Computer kann nicht klingeln.",
    ],
  },
  faqHeading: "Häufige Fragen zum Wecker",
  articles: {
    heading: "Passende Artikel",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "So wachst du mit einem Online-Wecker auf" },
      {
        to: "/blog/sunrise-sunset-times-sleep-schedule",
        label: "Sonnenaufgang, Sonnenuntergang und dein Schlafrhythmus",
      },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 kreative Ideen für einen Timer im Alltag" },
      { to: "/timer", label: "Online-Countdown-Timer" },
    ],
  },
};

export default de;
