import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Cette date n’existe pas dans le calendrier (format AAAA-MM-JJ) ; la date du jour est affichée à la place.",
  time: "Cette heure n’est pas valide (format HH:MM, sur 24 heures) ; l’heure actuelle est affichée à la place.",
  city: "Une ville du lien n’était pas valide et a été ignorée.",
  hours: "Les heures de travail doivent commencer avant de finir (0–24) ; 08:00–18:00 est utilisé à la place.",
  slot: "L’heure choisie n’était pas valide et a été ignorée.",
  title: "Le titre de la réunion doit compter de 1 à 120 caractères ; le titre par défaut est utilisé.",
  tooManyCities: "10 villes au maximum sont comparées ; les autres ont été ignorées.",
};

const fr: TimeZonesText = {
  citySearch: {
    label: "Trouver une ville",
    placeholder: "Saisissez une ville, ex. Lagos",
    submit: "Rechercher",
    help: "Plus de 850 villes de 500 000 habitants ou plus, et tous les fuseaux horaires IANA. Utilisez les flèches pour choisir une suggestion.",
    count: (n) => icu("fr", "{n, plural, one {# ville trouvée} other {# villes trouvées}}", { n }),
    none: "Aucune ville trouvée",
    failed: "Les suggestions ne sont pas disponibles ; appuyez sur Rechercher.",
    page: {
      h1: "Trouver une ville",
      results: (q) => `Villes correspondant à « ${q} »`,
      empty: (q) => `Aucune ville ne correspond à « ${q} ». Essayez une autre orthographe ou une grande ville proche.`,
      prompt: "Saisissez le nom d’une ville pour voir son heure actuelle.",
    },
  },
  converter: {
    form: {
      legend: "Heure à convertir",
      from: "Ville",
      to: (n) => `Autre ville ${n}`,
      toHelp: "Saisissez le nom ou l’identifiant d’une ville (ex. tokyo). Laissez un champ vide pour le retirer.",
      date: "Date",
      time: "Heure",
      submit: "Convertir",
    },
    swap: "Inverser les villes",
    now: "Maintenant",
    resultsHeading: "Le même moment dans d’autres villes",
    columns: { city: "Ville", time: "Heure", date: "Date", offset: "Décalage UTC" },
    dayBefore: "veille",
    dayAfter: "lendemain",
    gap: (time, date, city, shown) =>
      `${time} n’existe pas le ${date} à ${city} : les horloges sautent cette heure. Les heures ci-dessous correspondent à ${shown}, une fois les horloges avancées.`,
    overlap: (time, date, city) =>
      `${time} a lieu deux fois le ${date} à ${city} : les horloges reculent. Les deux moments sont affichés ci-dessous.`,
    earlier: "Première fois",
    later: "Seconde fois",
    pickCity: "Choisissez une ville pour commencer.",
    problems,
    unknownCities: (slugs) => `Ville inconnue ignorée : ${slugs}.`,
    popularHeading: "Conversions populaires",
    shareHeading: "Partager cette conversion",
  },
  planner: {
    form: {
      legend: "Villes et date",
      city: (n) => `Ville ${n}`,
      cityHelp: "De 2 à 10 villes. La journée de la première ville fixe les heures de la grille.",
      date: "Date",
      start: "Début de la journée (heure)",
      end: "Fin de la journée (heure)",
      title: "Titre de la réunion",
      submit: "Planifier",
    },
    needCities: "Ajoutez au moins deux villes à comparer.",
    bestHeading: "Meilleurs créneaux",
    bestNone: "Aucune heure ne tombe dans les heures de travail de quiconque.",
    everyone: "tout le monde aux heures de travail",
    some: (n, total) => icu("fr", "{total, plural, other {{n} sur # aux heures de travail}}", { n, total }),
    gridHeading: "Toute la journée, heure par heure",
    gridCaption: (city, date) =>
      `Heures du ${date} à ${city}, et le même moment dans chaque ville. ✓ heures de travail, ☾ en dehors.`,
    slotColumn: "Choisir",
    working: "heures de travail",
    off: "hors des heures de travail",
    legend: "✓ pendant les heures de travail · ☾ hors des heures de travail",
    chosenHeading: "Créneau choisi",
    addToCalendar: "Ajouter au calendrier (.ics)",
    minutes: "60 minutes",
    defaultTitle: "Réunion",
    problems,
    unknownCities: (slugs) => `Ville inconnue ignorée : ${slugs}.`,
    shareHeading: "Partager ce planning",
  },
};
export default fr;
