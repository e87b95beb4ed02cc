import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const nl: ClockPagesText = {
  breadcrumb: "Wereldklok",
  world: {
    title: "Wereldklok – huidige lokale tijd in meer dan 40 steden | Tickwise",
    description:
      "Hoe laat is het? Je exacte lokale tijd, gecontroleerd met onze server, en de huidige tijd in meer dan 40 steden wereldwijd, altijd met de juiste zomertijd.",
    h1: "Wereldklok: huidige lokale tijd",
    intro:
      "Je exacte lokale tijd, gecorrigeerd met de Tickwise-server, en de huidige tijd in meer dan 40 steden: New York, Londen, Tokio, Sydney, Los Angeles, Dubai en meer.",
    locationTitle: "Wereldklok",
  },
  generalFaqs: [
    {
      question: "Hoe nauwkeurig is de getoonde tijd?",
      answer:
        "Tickwise vergelijkt de klok van je apparaat in een paar snelle verzoeken met die van de server, laat zien hoeveel je apparaat afwijkt en corrigeert dat. De tijd komt daarna uit de IANA-tijdzonedatabase van je browser, dus de overgangen naar zomer- en wintertijd kloppen altijd.",
    },
    {
      question: "Waarom wijkt de klok van mijn computer af van deze pagina?",
      answer:
        "Apparaatklokken verlopen een paar seconden per week als ze niet synchroniseren met een tijdserver. De regel onder de klok toont hoeveel je apparaat voor- of achterloopt; automatische tijdinstelling aanzetten in je systeeminstellingen lost het op.",
    },
    {
      question: "Houdt de wereldklok rekening met zomertijd?",
      answer:
        "Ja. Tijden en UTC-verschuivingen komen via je browser uit de IANA-tijdzonedatabase, dus elke stad gaat elk jaar op de juiste datum over op zomertijd en weer terug.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} en {last}", datePattern: "{head} en {last}" },
  location: {
    title: (city, country) => `Huidige tijd in ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Hoe laat is het in ${city}, ${country}? De exacte lokale tijd (${zone}, ${offset}), op de seconde, zomertijd inbegrepen.`,
    h1: (city) => `Huidige tijd in ${city}`,
    intro: (city, country, zone) =>
      `De exacte tijd in ${city}, ${country}, elke seconde bijgewerkt en gecorrigeerd voor de klok van je apparaat. ${city} gebruikt de tijdzone ${zone}.`,
    locationTitle: (city) => `Tijd in ${city}`,
    zoneWords: "IANA-tijdzone",
    zoneQuestion: (city) => `In welke tijdzone ligt ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city}, ${country} gebruikt de tijdzone ${zone}, het hele jaar ${offset}.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}, ${country} gebruikt de tijdzone ${zone}: ${standard} in de wintertijd en ${daylight} tijdens de zomertijd.`,
    dstQuestion: (city) => `Heeft ${city} zomertijd?`,
    dstYes: (city, year, forward, back) =>
      `Ja. In ${year} gaan de klokken in ${city} op ${forward} een uur vooruit en op ${back} weer terug.`,
    dstOther: (city, dates, year) => `De verschuiving in ${city} verandert in ${year} op ${dates}.`,
    dstNo: (city, offset) =>
      `Nee. ${city} blijft het hele jaar op ${offset}, dus de klokken worden in de zomer nooit verzet.`,
    diffQuestion: (city, other) => `Hoeveel is het tijdsverschil tussen ${city} en ${other}?`,
    same: (other) => `even laat als ${other}`,
    ahead: (hours, other) => `${hours} voor op ${other}`,
    behind: (hours, other) => `${hours} achter op ${other}`,
    period: (from, to) => `van ${from} tot ${to}`,
    during: (difference, periods) => `${periods} ${difference}`,
    allYear: (city, difference) => `${city} is het hele jaar ${difference}.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} is het grootste deel van ${year} ${difference}, en ${exceptions}, omdat de twee plaatsen hun klokken op verschillende data verzetten (of maar een van beide dat doet).`,
    sameZoneQuestion: (city) => `Welke andere steden hebben dezelfde tijd als ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "nl",
        "{count, plural, one {{cities} deelt de tijdzone {zone} met {city}, dus de klokken geven altijd dezelfde tijd aan.} other {{cities} delen de tijdzone {zone} met {city}, dus de klokken geven altijd dezelfde tijd aan.}}",
        { cities, count, zone, city },
      ),
  },
};
export default nl;
