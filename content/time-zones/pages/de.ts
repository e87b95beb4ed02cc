import type { TimeZonesPages } from "../pages";

const de: TimeZonesPages = {
  search: {
    title: "Aktuelle Uhrzeit einer Stadt finden | Tickwise",
    description:
      "Durchsuche über 850 Städte nach Namen und öffne für jede die genaue Ortszeit, die Zeitzone und die Tage der Zeitumstellung.",
  },
  converter: {
    breadcrumb: "Zeitzonenrechner",
    meta: {
      title: "Zeitzonenrechner – Uhrzeit zwischen Städten umrechnen | Tickwise",
      description:
        "Rechne Datum und Uhrzeit einer Stadt in bis zu 10 andere um, mit der richtigen Sommerzeit für das Datum. Zeigt übersprungene und doppelte Stunden. Kostenlos.",
      h1: "Zeitzonenrechner",
      intro:
        "Wähle eine Stadt, ein Datum und eine Uhrzeit und sieh denselben Moment in bis zu 10 anderen Städten. Jede Abweichung folgt den Zeitzonenregeln, die an diesem Datum gelten.",
    },
    pair: (from, to) => ({
      title: `Uhrzeit ${from} – ${to} umrechnen | Tickwise`,
      description: `Rechne eine Uhrzeit in ${from} für jedes Datum in ${to} um, mit der Sommerzeit beider Orte, und sieh den Zeitunterschied an diesem Tag.`,
      h1: `Uhrzeit ${from} – ${to}`,
      intro: `Wie spät ist es in ${to}, wenn es in ${from} eine bestimmte Uhrzeit ist? Wähle Datum und Uhrzeit; der Unterschied folgt den Sommerzeitdaten beider Städte.`,
    }),
    howTo: {
      heading: "So rechnest du eine Uhrzeit um",
      steps: [
        "Gib die Stadt ein, deren Uhrzeit du kennst, und wähle sie aus den Vorschlägen.",
        "Füge bis zu 10 Städte zum Vergleich hinzu.",
        "Wähle Datum und Uhrzeit und klicke auf Umrechnen.",
        "Kopiere die Adresse der Seite, um genau diese Umrechnung zu teilen.",
      ],
    },
    faqHeading: "Zeitzonenrechner: häufige Fragen",
    faqs: [
      {
        question: "Warum spielt das Datum eine Rolle?",
        answer:
          "Viele Orte stellen ihre Uhren an unterschiedlichen Tagen auf Sommerzeit um, daher kann sich der Unterschied zwischen zwei Städten im Lauf des Jahres um eine Stunde (oder eine halbe) ändern. Der Rechner nutzt die Regeln, die am gewählten Datum gelten.",
      },
      {
        question: "Was bedeutet „diese Uhrzeit gibt es nicht“?",
        answer:
          "In der Nacht, in der die Uhren vorgestellt werden, fällt eine Stunde Ortszeit aus: In New York gibt es 2:30 Uhr am zweiten Sonntag im März nicht. Der Rechner weist darauf hin und zeigt den Moment, zu dem die Uhren schon weitergesprungen waren.",
      },
      {
        question: "Warum wird eine Uhrzeit zweimal angezeigt?",
        answer:
          "Wenn die Uhren zurückgestellt werden, wiederholt sich eine Stunde, also kommt eine Uhrzeit wie 1:30 Uhr zweimal vor. Der Rechner zeigt beide Momente.",
      },
    ],
  },
  planner: {
    breadcrumb: "Meeting-Planer",
    meta: {
      title: "Meeting-Planer – beste Zeit über Zeitzonen hinweg | Tickwise",
      description:
        "Finde die beste Stunde für ein Meeting in 2 bis 10 Städten: 24-Stunden-Raster der Arbeitszeiten, beste Überschneidungen zuerst, mit Kalenderdatei.",
      h1: "Meeting-Planer",
      intro:
        "Füge die Städte aller Eingeladenen hinzu und wähle ein Datum: Der Planer zeigt die Stunden, die für die meisten im Arbeitstag liegen, mit der richtigen Sommerzeit für diesen Tag.",
    },
    howTo: {
      heading: "So planst du ein Meeting über Zeitzonen hinweg",
      steps: [
        "Füge die Städte der Teilnehmenden hinzu, deine eigene zuerst.",
        "Wähle das Datum: Die Abweichungen folgen den Sommerzeitregeln dieses Tages.",
        "Passe die Arbeitszeiten an, wenn dein Team andere hat.",
        "Wähle eine der besten Zeiten oder eine beliebige Stunde des Rasters und trag sie in deinen Kalender ein oder teile den Link.",
      ],
    },
    faqHeading: "Meeting-Planer: häufige Fragen",
    faqs: [
      {
        question: "Wie werden die besten Zeiten ausgewählt?",
        answer:
          "Zuerst kommen Stunden, in denen alle Städte in der Arbeitszeit liegen, dann die Stunden nahe der Mitte aller Arbeitstage, dann die frühesten.",
      },
      {
        question: "Warum hat das Raster 23 oder 25 Stunden?",
        answer:
          "Am Tag der Zeitumstellung in der ersten Stadt ist ihr Tag eine Stunde kürzer oder länger. Das Raster folgt dem echten Tag.",
      },
    ],
  },
};
export default de;
