import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const de: ClockPagesText = {
  breadcrumb: "Weltuhr",
  world: {
    title: "Weltuhr – aktuelle Ortszeit in über 40 Städten | Tickwise",
    description:
      "Wie spät ist es? Deine genaue Ortszeit, mit unserem Server abgeglichen, und die aktuelle Uhrzeit in über 40 Städten weltweit – Sommerzeit immer richtig.",
    h1: "Weltuhr: aktuelle Ortszeit",
    intro:
      "Deine genaue Ortszeit, mit dem Tickwise-Server korrigiert, und die aktuelle Uhrzeit in über 40 Städten: New York, London, Tokio, Sydney, Los Angeles, Dubai und mehr.",
    locationTitle: "Weltuhr",
  },
  generalFaqs: [
    {
      question: "Wie genau ist die angezeigte Uhrzeit?",
      answer:
        "Tickwise vergleicht die Uhr deines Geräts in ein paar kurzen Anfragen mit der des Servers, zeigt die Abweichung an und gleicht sie aus. Die Uhrzeit stammt dann aus der IANA-Zeitzonendatenbank deines Browsers, daher stimmen Sommerzeitumstellungen immer.",
    },
    {
      question: "Warum weicht die Uhr meines Computers von dieser Seite ab?",
      answer:
        "Geräteuhren driften um einige Sekunden pro Woche, wenn sie sich nicht mit einem Zeitserver synchronisieren. Die Zeile unter der Uhr zeigt, wie weit dein Gerät vor- oder nachgeht; die automatische Zeiteinstellung in den Systemeinstellungen behebt das.",
    },
    {
      question: "Berücksichtigt die Weltuhr die Sommerzeit?",
      answer:
        "Ja. Uhrzeiten und UTC-Abweichungen kommen über deinen Browser aus der IANA-Zeitzonendatenbank, daher stellt jede Stadt jedes Jahr am richtigen Tag auf Sommerzeit um und zurück.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} und {last}", datePattern: "{head} und {last}" },
  location: {
    title: (city, country) => `Aktuelle Uhrzeit in ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Wie spät ist es in ${city}, ${country}? Die genaue Ortszeit (${zone}, ${offset}), sekundengenau und mit Sommerzeit.`,
    h1: (city) => `Aktuelle Uhrzeit in ${city}`,
    intro: (city, country, zone) =>
      `Die genaue Uhrzeit in ${city}, ${country}, jede Sekunde aktualisiert und um die Abweichung deiner Geräteuhr korrigiert. ${city} liegt in der Zeitzone ${zone}.`,
    locationTitle: (city) => `Uhrzeit in ${city}`,
    zoneWords: "IANA-Zeitzone",
    zoneQuestion: (city) => `In welcher Zeitzone liegt ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city}, ${country} nutzt die Zeitzone ${zone}, das ganze Jahr über ${offset}.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}, ${country} nutzt die Zeitzone ${zone}: ${standard} in der Normalzeit und ${daylight} während der Sommerzeit.`,
    dstQuestion: (city) => `Gibt es in ${city} eine Sommerzeit?`,
    dstYes: (city, year, forward, back) =>
      `Ja. ${year} werden die Uhren in ${city} am ${forward} eine Stunde vor- und am ${back} wieder zurückgestellt.`,
    dstOther: (city, dates, year) => `Die Abweichung in ${city} ändert sich ${year} am ${dates}.`,
    dstNo: (city, offset) =>
      `Nein. ${city} bleibt das ganze Jahr auf ${offset}, die Uhren werden im Sommer nie umgestellt.`,
    diffQuestion: (city, other) => `Wie groß ist der Zeitunterschied zwischen ${city} und ${other}?`,
    same: (other) => `zeitgleich mit ${other}`,
    ahead: (hours, other) => `${hours} vor ${other}`,
    behind: (hours, other) => `${hours} hinter ${other}`,
    period: (from, to) => `vom ${from} bis zum ${to}`,
    during: (difference, periods) => `${periods} ${difference}`,
    allYear: (city, difference) => `${city} ist das ganze Jahr ${difference}.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} ist den größten Teil von ${year} ${difference} und ${exceptions}, weil die beiden Orte ihre Uhren an unterschiedlichen Tagen umstellen (oder nur einer von beiden).`,
    sameZoneQuestion: (city) => `Welche anderen Städte haben dieselbe Uhrzeit wie ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "de",
        "{count, plural, one {{cities} teilt sich die Zeitzone {zone} mit {city}, die Uhren zeigen also immer dieselbe Zeit.} other {{cities} teilen sich die Zeitzone {zone} mit {city}, die Uhren zeigen also immer dieselbe Zeit.}}",
        { cities, count, zone, city },
      ),
  },
};
export default de;
