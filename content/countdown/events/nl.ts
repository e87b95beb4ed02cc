import type { EventPages } from "../events";

const nl: EventPages = {
  "new-year": {
    title: (year) => `Aftellen naar Nieuwjaar ${year}: dagen tot 1 januari | Tickwise`,
    description: (date) =>
      `Hoelang nog tot Nieuwjaar? Een live aftelling tot middernacht op ${date}, in je eigen tijdzone, in dagen, uren, minuten en seconden.`,
    intro: "Een live aftelling tot middernacht op 1 januari, waar je ook bent.",
    faqs: [
      {
        question: "Wanneer eindigt de aftelling naar Nieuwjaar?",
        answer: "Om middernacht op 1 januari in je eigen tijdzone: elke bezoeker telt af naar zijn eigen middernacht.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Aftellen naar Valentijnsdag ${year}: dagen tot 14 februari | Tickwise`,
    description: (date) => `Hoeveel dagen nog tot Valentijnsdag? Een live aftelling tot ${date}, in je eigen tijdzone.`,
    intro: "Een live aftelling tot 14 februari, waar je ook bent.",
    faqs: [
      {
        question: "Wanneer is het Valentijnsdag?",
        answer: "Elk jaar op 14 februari. De aftelling eindigt om middernacht aan het begin van die dag, in jouw tijd.",
      },
    ],
  },
  easter: {
    title: (year) => `Aftellen naar Pasen ${year}: dagen tot Eerste Paasdag | Tickwise`,
    description: (date) =>
      `Hoelang nog tot Pasen? Eerste Paasdag valt op ${date}. Een live aftelling in je eigen tijdzone.`,
    intro: "Pasen verschuift elk jaar: de datum wordt berekend met de gregoriaanse regel van de westerse kerken.",
    faqs: [
      {
        question: "Hoe wordt de datum van Pasen berekend?",
        answer:
          "Eerste Paasdag is de eerste zondag na de eerste volle maan op of na 21 maart, volgens de tabellen van de kerk (de gregoriaanse computus). Hij valt tussen 22 maart en 25 april.",
      },
    ],
  },
  halloween: {
    title: (year) => `Aftellen naar Halloween ${year}: dagen tot 31 oktober | Tickwise`,
    description: (date) => `Hoeveel dagen nog tot Halloween? Een live aftelling tot ${date}, in je eigen tijdzone.`,
    intro: "Een live aftelling tot 31 oktober, waar je ook bent.",
    faqs: [
      {
        question: "Wanneer is het Halloween?",
        answer: "Elk jaar op 31 oktober. De aftelling eindigt om middernacht aan het begin van die dag, in jouw tijd.",
      },
    ],
  },
  christmas: {
    title: (year) => `Aftellen naar Kerstmis ${year}: dagen tot 25 december | Tickwise`,
    description: (date) => `Hoeveel dagen nog tot Kerstmis? Een live aftelling tot ${date}, in je eigen tijdzone.`,
    intro: "Een live aftelling tot 25 december, waar je ook bent.",
    faqs: [
      {
        question: "Wanneer eindigt de aftelling naar Kerstmis?",
        answer:
          "Om middernacht aan het begin van 25 december in je eigen tijdzone. Vanaf 26 december telt hij af naar Kerstmis van volgend jaar.",
      },
    ],
  },
};

export default nl;
