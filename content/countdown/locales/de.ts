import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const de: CountdownText = {
  toolName: "Countdown",
  breadcrumb: "Countdown",
  meta: {
    title: "Countdown zu jedem Datum und jeder Uhrzeit, in jeder Zeitzone | Tickwise",
    description:
      "Erstelle kostenlos einen Countdown zu jedem Moment: Datum, Uhrzeit, Zeitzone und Titel wählen, dann den Link teilen. Sommerzeit immer korrekt.",
  },
  heading: "Countdown zu jedem Moment",
  intro:
    "Wähle ein Datum, eine Uhrzeit und die Zeitzone, in der es passiert, gib einen Titel ein und teile den Link: Alle sehen denselben Moment in Tagen, Stunden, Minuten und Sekunden heruntergezählt.",
  momentTitle: (title) => title || "Dein Countdown",
  form: {
    heading: "Countdown erstellen",
    date: "Datum",
    time: "Uhrzeit",
    zone: "Zeitzone",
    zoneHelp: "Die Zone, in der der Moment stattfindet, z. B. Europe/Berlin.",
    title: "Titel (optional)",
    submit: "Countdown starten",
  },
  problems: {
    to: "Datum und Uhrzeit konnten nicht gelesen werden. Nutze das Formular oder einen Link wie /countdown?to=2027-01-01T00:00&tz=Europe/Berlin.",
    tz: "Diese Zeitzone ist unbekannt. Verwende einen IANA-Namen wie Europe/Berlin oder America/New_York.",
    year: "Countdowns reichen von 1970 bis 2200: Wähle ein Jahr in diesem Bereich.",
    title: "Dieser Titel ist zu lang: höchstens 120 Zeichen.",
  },
  problemHeading: "Dieser Countdown kann nicht angezeigt werden",
  words: (w) =>
    icu("de", "{title}, {date} um {time} in {place} — {days, plural, one {# Tag} other {# Tage}}", momentValues(w)),
  gap: (asked, shown) =>
    `${asked} gibt es an diesem Tag nicht: Die Uhren werden vorgestellt, daher zielt der Countdown auf ${shown}.`,
  overlap: (time) =>
    `${time} kommt in dieser Nacht zweimal vor, weil die Uhren zurückgestellt werden: Der Countdown zielt auf das erste Mal.`,
  countdownLabel: (title) => `Verbleibende Zeit bis ${title}`,
  units: { days: "Tage", hours: "Stunden", minutes: "Minuten", seconds: "Sekunden" },
  reached: (title) => `${title}: Der Moment ist da!`,
  oneMinute: (title) => `Noch eine Minute bis ${title}.`,
  addToCalendar: "Zum Kalender hinzufügen (.ics)",
  copyLink: "Link kopieren",
  events: { heading: "Countdowns zu den großen Tagen des Jahres" },
  eventNames: {
    "new-year": "Neujahr",
    "valentines-day": "Valentinstag",
    easter: "Ostersonntag",
    halloween: "Halloween",
    christmas: "Erster Weihnachtstag",
  },
  howTo: {
    heading: "So erstellst du einen Countdown",
    steps: [
      "Wähle Datum und Uhrzeit des Moments.",
      "Wähle die Zeitzone, in der er stattfindet: ein Launch in New York, eine Hochzeit in Madrid.",
      "Gib einen Titel ein und klicke auf „Countdown starten“: Die Adresse der Seite enthält jetzt deinen Countdown.",
      "Teile den Link oder füge den Moment deinem Kalender hinzu. Alle sehen denselben Moment in ihrer eigenen Ortszeit.",
    ],
  },
  faqHeading: "Fragen zum Countdown",
  faqs: [
    {
      question: "Wird die Sommerzeit berücksichtigt?",
      answer:
        "Ja. Der Moment wird mit den Regeln der Zeitzone für genau dieses Datum berechnet, nicht mit dem heutigen Versatz: Ein Countdown zu einem Sommerdatum in London zählt auf die britische Sommerzeit.",
    },
    {
      question: "Was ist, wenn meine Uhrzeit nicht existiert oder zweimal vorkommt?",
      answer:
        "Werden die Uhren vorgestellt, rückt eine Uhrzeit in der übersprungenen Stunde um den Sprung nach vorn (aus 02:30 wird 03:30). Werden sie zurückgestellt, gilt bei einer doppelten Uhrzeit die erste. Kalender-Apps lesen die .ics-Datei genauso.",
    },
    {
      question: "Läuft der Countdown in einem Hintergrund-Tab weiter?",
      answer:
        "Ja. Die verbleibende Zeit wird bei jeder Anzeige aus dem Zielmoment und der Uhr berechnet und stimmt daher sofort, wenn du zurückkommst.",
    },
    {
      question: "Kann ich meinen Countdown teilen?",
      answer:
        "Ja: Datum, Uhrzeit, Zone und Titel stehen in der Adresse der Seite. Kopiere den Link oder nutze die Teilen-Buttons; auf unserem Server wird nichts gespeichert.",
    },
  ],
  shareHeading: "Diesen Countdown teilen",
  eventNote: "Der Countdown endet um Mitternacht zu Beginn des Tages, in deiner eigenen Zeitzone.",
  today: (name) => `${name} ist heute!`,
};

export default de;
