import type { EventPages } from "../events";

const fr: EventPages = {
  "new-year": {
    title: (year) => `Compte à rebours du Nouvel An ${year} : jours avant le 1er janvier | Tickwise`,
    description: (date) =>
      `Combien de temps avant le Nouvel An ? Décompte en direct jusqu’à minuit le ${date}, à l’heure locale, en jours, heures, minutes et secondes.`,
    intro: "Un compte à rebours en direct jusqu’à minuit le 1er janvier, là où vous êtes.",
    faqs: [
      {
        question: "Quand se termine le compte à rebours du Nouvel An ?",
        answer:
          "À minuit le 1er janvier dans votre propre fuseau horaire : chaque visiteur compte jusqu’à son propre minuit.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Compte à rebours de la Saint-Valentin ${year} : jours avant le 14 février | Tickwise`,
    description: (date) =>
      `Combien de jours avant la Saint-Valentin ? Un compte à rebours en direct jusqu’au ${date}, dans votre fuseau horaire.`,
    intro: "Un compte à rebours en direct jusqu’au 14 février, là où vous êtes.",
    faqs: [
      {
        question: "Quand est la Saint-Valentin ?",
        answer:
          "Chaque année le 14 février. Le compte à rebours se termine à minuit au début de ce jour, à votre heure.",
      },
    ],
  },
  easter: {
    title: (year) => `Compte à rebours de Pâques ${year} : jours avant le dimanche de Pâques | Tickwise`,
    description: (date) =>
      `Combien de temps avant Pâques ? Le dimanche de Pâques tombe le ${date}. Un compte à rebours en direct dans votre fuseau horaire.`,
    intro: "Pâques change de date chaque année : elle est calculée selon la règle grégorienne des Églises d’Occident.",
    faqs: [
      {
        question: "Comment la date de Pâques est-elle calculée ?",
        answer:
          "Le dimanche de Pâques est le premier dimanche après la première pleine lune tombant le 21 mars ou après, selon les tables de l’Église (le comput grégorien). Il tombe entre le 22 mars et le 25 avril.",
      },
    ],
  },
  halloween: {
    title: (year) => `Compte à rebours d’Halloween ${year} : jours avant le 31 octobre | Tickwise`,
    description: (date) =>
      `Combien de jours avant Halloween ? Un compte à rebours en direct jusqu’au ${date}, dans votre fuseau horaire.`,
    intro: "Un compte à rebours en direct jusqu’au 31 octobre, là où vous êtes.",
    faqs: [
      {
        question: "Quand est Halloween ?",
        answer:
          "Chaque année le 31 octobre. Le compte à rebours se termine à minuit au début de ce jour, à votre heure.",
      },
    ],
  },
  christmas: {
    title: (year) => `Compte à rebours de Noël ${year} : jours avant le 25 décembre | Tickwise`,
    description: (date) =>
      `Combien de jours avant Noël ? Un compte à rebours en direct jusqu’au ${date}, dans votre fuseau horaire.`,
    intro: "Un compte à rebours en direct jusqu’au 25 décembre, là où vous êtes.",
    faqs: [
      {
        question: "Quand se termine le compte à rebours de Noël ?",
        answer:
          "À minuit au début du 25 décembre dans votre propre fuseau horaire. À partir du 26 décembre, il compte jusqu’au Noël de l’année suivante.",
      },
    ],
  },
};

export default fr;
