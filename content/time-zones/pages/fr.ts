import type { TimeZonesPages } from "../pages";

const fr: TimeZonesPages = {
  search: {
    title: "Trouver l’heure actuelle d’une ville | Tickwise",
    description:
      "Cherchez parmi plus de 850 villes par leur nom et ouvrez l’heure locale exacte, le fuseau horaire et les dates de changement d’heure de chacune.",
  },
  converter: {
    breadcrumb: "Convertisseur de fuseaux horaires",
    meta: {
      title: "Convertisseur de fuseaux horaires – une heure entre villes | Tickwise",
      description:
        "Convertissez une date et une heure d’une ville vers 10 autres, heure d’été comprise à la date choisie. Signale les heures sautées et répétées. Gratuit.",
      h1: "Convertisseur de fuseaux horaires",
      intro:
        "Choisissez une ville, une date et une heure, et voyez le même moment dans 10 autres villes au plus. Chaque décalage suit les règles horaires en vigueur à cette date.",
    },
    pair: (from, to) => ({
      title: `Convertir l’heure de ${from} à ${to} | Tickwise`,
      description: `Convertissez une heure de ${from} vers ${to} à n’importe quelle date, heure d’été des deux villes comprise, et voyez le décalage de ce jour-là.`,
      h1: `Heure de ${from} à ${to}`,
      intro: `Quelle heure est-il à ${to} quand il est une heure donnée à ${from} ? Choisissez la date et l’heure ; le décalage suit les changements d’heure de chaque ville.`,
    }),
    howTo: {
      heading: "Comment convertir une heure",
      steps: [
        "Saisissez la ville dont vous connaissez l’heure et choisissez-la dans les suggestions.",
        "Ajoutez jusqu’à 10 villes à comparer.",
        "Choisissez la date et l’heure, puis appuyez sur Convertir.",
        "Copiez l’adresse de la page pour partager exactement cette conversion.",
      ],
    },
    faqHeading: "Convertisseur de fuseaux horaires : questions fréquentes",
    faqs: [
      {
        question: "Pourquoi la date compte-t-elle ?",
        answer:
          "Beaucoup de lieux passent à l’heure d’été à des dates différentes : le décalage entre deux villes peut donc varier d’une heure (ou d’une demi-heure) au cours de l’année. Le convertisseur applique les règles en vigueur à la date choisie.",
      },
      {
        question: "Que signifie « cette heure n’existe pas » ?",
        answer:
          "La nuit où l’on avance les horloges, une heure locale est sautée : à New York, 2 h 30 n’existe pas le deuxième dimanche de mars. Le convertisseur le signale et affiche le moment auquel les horloges étaient déjà passées.",
      },
      {
        question: "Pourquoi une heure apparaît-elle deux fois ?",
        answer:
          "Quand on recule les horloges, une heure se répète : une heure comme 1 h 30 a donc lieu deux fois. Le convertisseur affiche les deux moments.",
      },
    ],
  },
  planner: {
    breadcrumb: "Planificateur de réunions",
    meta: {
      title: "Planificateur de réunions – meilleur créneau entre fuseaux | Tickwise",
      description:
        "Trouvez la meilleure heure de réunion entre 2 et 10 villes : grille de 24 heures des heures de travail, meilleurs créneaux d’abord, fichier de calendrier.",
      h1: "Planificateur de réunions",
      intro:
        "Ajoutez les villes de chaque invité et choisissez une date : le planificateur liste les heures comprises dans la journée de travail du plus grand nombre, heure d’été comprise.",
    },
    howTo: {
      heading: "Comment planifier une réunion entre fuseaux horaires",
      steps: [
        "Ajoutez les villes des participants, la vôtre en premier.",
        "Choisissez la date : les décalages suivent les règles d’heure d’été de ce jour.",
        "Ajustez les heures de travail si votre équipe a d’autres horaires.",
        "Choisissez l’un des meilleurs créneaux, ou n’importe quelle heure de la grille, puis ajoutez-le à votre calendrier ou partagez le lien.",
      ],
    },
    faqHeading: "Planificateur de réunions : questions fréquentes",
    faqs: [
      {
        question: "Comment les meilleurs créneaux sont-ils choisis ?",
        answer:
          "D’abord les heures où toutes les villes sont dans leurs heures de travail, puis celles les plus proches du milieu de la journée de chacun, puis les plus matinales.",
      },
      {
        question: "Pourquoi la grille compte-t-elle 23 ou 25 heures ?",
        answer:
          "Le jour où la première ville change d’heure, sa journée dure une heure de moins ou de plus. La grille suit la vraie journée.",
      },
    ],
  },
};
export default fr;
