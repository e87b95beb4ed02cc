import type { EventPages } from "../events";

const it: EventPages = {
  "new-year": {
    title: (year) => `Conto alla rovescia per Capodanno ${year}: giorni al 1° gennaio | Tickwise`,
    description: (date) =>
      `Quanto manca a Capodanno? Un conto alla rovescia in diretta fino alla mezzanotte di ${date}, nel tuo fuso orario, in giorni, ore, minuti e secondi.`,
    intro: "Un conto alla rovescia in diretta fino alla mezzanotte del 1° gennaio, ovunque tu sia.",
    faqs: [
      {
        question: "Quando finisce il conto alla rovescia di Capodanno?",
        answer:
          "Alla mezzanotte del 1° gennaio nel tuo fuso orario: ogni visitatore conta fino alla propria mezzanotte.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Conto alla rovescia per San Valentino ${year}: giorni al 14 febbraio | Tickwise`,
    description: (date) =>
      `Quanti giorni mancano a San Valentino? Un conto alla rovescia in diretta fino a ${date}, nel tuo fuso orario.`,
    intro: "Un conto alla rovescia in diretta fino al 14 febbraio, ovunque tu sia.",
    faqs: [
      {
        question: "Quando è San Valentino?",
        answer:
          "Ogni anno il 14 febbraio. Il conto alla rovescia termina alla mezzanotte con cui inizia quel giorno, nella tua ora.",
      },
    ],
  },
  easter: {
    title: (year) => `Conto alla rovescia per Pasqua ${year}: giorni alla Domenica di Pasqua | Tickwise`,
    description: (date) =>
      `Quanto manca a Pasqua? La Domenica di Pasqua cade ${date}. Un conto alla rovescia in diretta nel tuo fuso orario.`,
    intro: "La Pasqua cambia ogni anno: la data è calcolata con la regola gregoriana delle Chiese occidentali.",
    faqs: [
      {
        question: "Come si calcola la data di Pasqua?",
        answer:
          "La Domenica di Pasqua è la prima domenica dopo il primo plenilunio dal 21 marzo in poi, secondo le tavole della Chiesa (il computo gregoriano). Cade tra il 22 marzo e il 25 aprile.",
      },
    ],
  },
  halloween: {
    title: (year) => `Conto alla rovescia per Halloween ${year}: giorni al 31 ottobre | Tickwise`,
    description: (date) =>
      `Quanti giorni mancano a Halloween? Un conto alla rovescia in diretta fino a ${date}, nel tuo fuso orario.`,
    intro: "Un conto alla rovescia in diretta fino al 31 ottobre, ovunque tu sia.",
    faqs: [
      {
        question: "Quando è Halloween?",
        answer:
          "Ogni anno il 31 ottobre. Il conto alla rovescia termina alla mezzanotte con cui inizia quel giorno, nella tua ora.",
      },
    ],
  },
  christmas: {
    title: (year) => `Conto alla rovescia per Natale ${year}: giorni al 25 dicembre | Tickwise`,
    description: (date) =>
      `Quanti giorni mancano a Natale? Un conto alla rovescia in diretta fino a ${date}, nel tuo fuso orario.`,
    intro: "Un conto alla rovescia in diretta fino al 25 dicembre, ovunque tu sia.",
    faqs: [
      {
        question: "Quando finisce il conto alla rovescia di Natale?",
        answer:
          "Alla mezzanotte con cui inizia il 25 dicembre nel tuo fuso orario. Dal 26 dicembre conta fino al Natale dell’anno successivo.",
      },
    ],
  },
};

export default it;
