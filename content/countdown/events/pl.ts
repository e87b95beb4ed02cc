import type { EventPages } from "../events";

const pl: EventPages = {
  "new-year": {
    title: (year) => `Odliczanie do Nowego Roku ${year}: dni do 1 stycznia | Tickwise`,
    description: (date) =>
      `Ile zostało do Nowego Roku? Odliczanie na żywo do północy ${date}, w twojej strefie czasowej, w dniach, godzinach, minutach i sekundach.`,
    intro: "Odliczanie na żywo do północy 1 stycznia, tam, gdzie jesteś.",
    faqs: [
      {
        question: "Kiedy kończy się odliczanie do Nowego Roku?",
        answer: "O północy 1 stycznia w twojej strefie czasowej: każdy odwiedzający odlicza do własnej północy.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Odliczanie do Walentynek ${year}: dni do 14 lutego | Tickwise`,
    description: (date) => `Ile dni zostało do Walentynek? Odliczanie na żywo do ${date}, w twojej strefie czasowej.`,
    intro: "Odliczanie na żywo do 14 lutego, tam, gdzie jesteś.",
    faqs: [
      {
        question: "Kiedy są Walentynki?",
        answer: "Co roku 14 lutego. Odliczanie kończy się o północy na początku tego dnia, według twojego czasu.",
      },
    ],
  },
  easter: {
    title: (year) => `Odliczanie do Wielkanocy ${year}: dni do Niedzieli Wielkanocnej | Tickwise`,
    description: (date) =>
      `Ile zostało do Wielkanocy? Niedziela Wielkanocna przypada ${date}. Odliczanie na żywo w twojej strefie czasowej.`,
    intro:
      "Wielkanoc co roku wypada w innym terminie: datę oblicza się według reguły gregoriańskiej Kościołów zachodnich.",
    faqs: [
      {
        question: "Jak oblicza się datę Wielkanocy?",
        answer:
          "Niedziela Wielkanocna to pierwsza niedziela po pierwszej pełni księżyca przypadającej 21 marca lub później, według tablic Kościoła (komputus gregoriański). Wypada między 22 marca a 25 kwietnia.",
      },
    ],
  },
  halloween: {
    title: (year) => `Odliczanie do Halloween ${year}: dni do 31 października | Tickwise`,
    description: (date) => `Ile dni zostało do Halloween? Odliczanie na żywo do ${date}, w twojej strefie czasowej.`,
    intro: "Odliczanie na żywo do 31 października, tam, gdzie jesteś.",
    faqs: [
      {
        question: "Kiedy jest Halloween?",
        answer: "Co roku 31 października. Odliczanie kończy się o północy na początku tego dnia, według twojego czasu.",
      },
    ],
  },
  christmas: {
    title: (year) => `Odliczanie do Bożego Narodzenia ${year}: dni do 25 grudnia | Tickwise`,
    description: (date) =>
      `Ile dni zostało do Bożego Narodzenia? Odliczanie na żywo do ${date}, w twojej strefie czasowej.`,
    intro: "Odliczanie na żywo do 25 grudnia, tam, gdzie jesteś.",
    faqs: [
      {
        question: "Kiedy kończy się odliczanie do Bożego Narodzenia?",
        answer:
          "O północy na początku 25 grudnia w twojej strefie czasowej. Od 26 grudnia odlicza do Bożego Narodzenia w kolejnym roku.",
      },
    ],
  },
};

export default pl;
