import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Dieses Datum gibt es im Kalender nicht (Format JJJJ-MM-TT); stattdessen wird das heutige gezeigt.",
  time: "Diese Uhrzeit ist ungültig (Format HH:MM, 24 Stunden); stattdessen wird die aktuelle Uhrzeit gezeigt.",
  city: "Eine Stadt im Link war ungültig und wurde weggelassen.",
  hours: "Die Arbeitszeit muss beginnen, bevor sie endet (0–24); stattdessen gilt 08:00–18:00.",
  slot: "Die gewählte Stunde war ungültig und wurde weggelassen.",
  title: "Der Titel des Meetings muss 1 bis 120 Zeichen lang sein; der Standardtitel wird verwendet.",
  tooManyCities: "Höchstens 10 Städte werden verglichen; die übrigen wurden weggelassen.",
};

const de: TimeZonesText = {
  citySearch: {
    label: "Stadt suchen",
    placeholder: "Stadt eingeben, z. B. Lagos",
    submit: "Suchen",
    help: "Über 850 Städte mit mindestens 500.000 Einwohnern und jede IANA-Zeitzone. Mit den Pfeiltasten wählst du einen Vorschlag.",
    count: (n) => icu("de", "{n, plural, one {# Stadt gefunden} other {# Städte gefunden}}", { n }),
    none: "Keine Stadt gefunden",
    failed: "Vorschläge sind nicht verfügbar; klicke stattdessen auf Suchen.",
    page: {
      h1: "Stadt suchen",
      results: (q) => `Städte zu „${q}“`,
      empty: (q) => `Keine Stadt passt zu „${q}“. Versuch eine andere Schreibweise oder eine große Stadt in der Nähe.`,
      prompt: "Gib den Namen einer Stadt ein, um ihre aktuelle Uhrzeit zu sehen.",
    },
  },
  converter: {
    form: {
      legend: "Umzurechnende Uhrzeit",
      from: "Stadt",
      to: (n) => `Weitere Stadt ${n}`,
      toHelp: "Gib den Namen oder Slug einer Stadt ein (z. B. tokyo). Lass ein Feld leer, um es zu entfernen.",
      date: "Datum",
      time: "Uhrzeit",
      submit: "Umrechnen",
    },
    swap: "Städte tauschen",
    now: "Jetzt",
    resultsHeading: "Derselbe Moment in anderen Städten",
    columns: { city: "Stadt", time: "Uhrzeit", date: "Datum", offset: "UTC-Abweichung" },
    dayBefore: "Vortag",
    dayAfter: "Folgetag",
    gap: (time, date, city, shown) =>
      `${time} gibt es am ${date} in ${city} nicht: Die Uhren springen darüber hinweg. Die Zeiten unten gelten für ${shown}, als die Uhren schon vorgestellt waren.`,
    overlap: (time, date, city) =>
      `${time} kommt am ${date} in ${city} zweimal vor: Die Uhren werden zurückgestellt. Unten stehen beide Momente.`,
    earlier: "Erstes Mal",
    later: "Zweites Mal",
    pickCity: "Wähle zuerst eine Stadt.",
    problems,
    unknownCities: (slugs) => `Unbekannte Stadt weggelassen: ${slugs}.`,
    popularHeading: "Beliebte Umrechnungen",
    shareHeading: "Diese Umrechnung teilen",
  },
  planner: {
    form: {
      legend: "Städte und Datum",
      city: (n) => `Stadt ${n}`,
      cityHelp: "2 bis 10 Städte. Der Tag der ersten Stadt bestimmt die Stunden des Rasters.",
      date: "Datum",
      start: "Arbeitstag beginnt (Stunde)",
      end: "Arbeitstag endet (Stunde)",
      title: "Titel des Meetings",
      submit: "Planen",
    },
    needCities: "Füge mindestens zwei Städte zum Vergleichen hinzu.",
    bestHeading: "Beste Meeting-Zeiten",
    bestNone: "Keine Stunde liegt in irgendjemandes Arbeitszeit.",
    everyone: "alle in der Arbeitszeit",
    some: (n, total) => icu("de", "{total, plural, other {{n} von # in der Arbeitszeit}}", { n, total }),
    gridHeading: "Der ganze Tag, Stunde für Stunde",
    gridCaption: (city, date) =>
      `Stunden des ${date} in ${city} und derselbe Moment in jeder Stadt. ✓ Arbeitszeit, ☾ außerhalb.`,
    slotColumn: "Wählen",
    working: "Arbeitszeit",
    off: "außerhalb der Arbeitszeit",
    legend: "✓ innerhalb der Arbeitszeit · ☾ außerhalb der Arbeitszeit",
    chosenHeading: "Gewählte Zeit",
    addToCalendar: "Zum Kalender hinzufügen (.ics)",
    minutes: "60 Minuten",
    defaultTitle: "Meeting",
    problems,
    unknownCities: (slugs) => `Unbekannte Stadt weggelassen: ${slugs}.`,
    shareHeading: "Diesen Plan teilen",
  },
};
export default de;
