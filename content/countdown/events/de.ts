import type { EventPages } from "../events";

const de: EventPages = {
  "new-year": {
    title: (year) => `Countdown bis Neujahr ${year}: Tage bis zum 1. Januar | Tickwise`,
    description: (date) =>
      `Wie lange noch bis Neujahr? Ein Live-Countdown bis Mitternacht am ${date}, in deiner eigenen Zeitzone, mit Tagen, Stunden, Minuten und Sekunden.`,
    intro: "Ein Live-Countdown bis Mitternacht am 1. Januar, dort, wo du bist.",
    faqs: [
      {
        question: "Wann endet der Countdown bis Neujahr?",
        answer:
          "Um Mitternacht am 1. Januar in deiner eigenen Zeitzone: Jeder zählt bis zu seiner eigenen Mitternacht.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Countdown bis Valentinstag ${year}: Tage bis zum 14. Februar | Tickwise`,
    description: (date) =>
      `Wie viele Tage noch bis Valentinstag? Ein Live-Countdown bis ${date}, in deiner eigenen Zeitzone.`,
    intro: "Ein Live-Countdown bis zum 14. Februar, dort, wo du bist.",
    faqs: [
      {
        question: "Wann ist Valentinstag?",
        answer:
          "Jedes Jahr am 14. Februar. Der Countdown endet um Mitternacht zu Beginn dieses Tages, nach deiner Ortszeit.",
      },
    ],
  },
  easter: {
    title: (year) => `Countdown bis Ostern ${year}: Tage bis Ostersonntag | Tickwise`,
    description: (date) =>
      `Wie lange noch bis Ostern? Ostersonntag ist am ${date}. Ein Live-Countdown in deiner eigenen Zeitzone.`,
    intro:
      "Ostern verschiebt sich jedes Jahr: Das Datum wird nach der gregorianischen Regel der westlichen Kirchen berechnet.",
    faqs: [
      {
        question: "Wie wird das Osterdatum berechnet?",
        answer:
          "Ostersonntag ist der erste Sonntag nach dem ersten Vollmond am oder nach dem 21. März, nach den Tabellen der Kirche (gregorianischer Computus). Er fällt zwischen den 22. März und den 25. April.",
      },
    ],
  },
  halloween: {
    title: (year) => `Countdown bis Halloween ${year}: Tage bis zum 31. Oktober | Tickwise`,
    description: (date) =>
      `Wie viele Tage noch bis Halloween? Ein Live-Countdown bis ${date}, in deiner eigenen Zeitzone.`,
    intro: "Ein Live-Countdown bis zum 31. Oktober, dort, wo du bist.",
    faqs: [
      {
        question: "Wann ist Halloween?",
        answer:
          "Jedes Jahr am 31. Oktober. Der Countdown endet um Mitternacht zu Beginn dieses Tages, nach deiner Ortszeit.",
      },
    ],
  },
  christmas: {
    title: (year) => `Countdown bis Weihnachten ${year}: Tage bis zum 25. Dezember | Tickwise`,
    description: (date) =>
      `Wie viele Tage noch bis Weihnachten? Ein Live-Countdown bis ${date}, in deiner eigenen Zeitzone.`,
    intro: "Ein Live-Countdown bis zum 25. Dezember, dort, wo du bist.",
    faqs: [
      {
        question: "Wann endet der Weihnachts-Countdown?",
        answer:
          "Um Mitternacht zu Beginn des 25. Dezember in deiner eigenen Zeitzone. Ab dem 26. Dezember zählt er bis Weihnachten im nächsten Jahr.",
      },
    ],
  },
};

export default de;
