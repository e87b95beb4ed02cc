import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const fr: CountdownText = {
  toolName: "Compte à rebours",
  breadcrumb: "Compte à rebours",
  meta: {
    title: "Compte à rebours vers n’importe quelle date et heure, dans tout fuseau | Tickwise",
    description:
      "Créez gratuitement un compte à rebours vers n’importe quel moment : date, heure, fuseau horaire et titre, puis partagez le lien. Heure d’été toujours correcte.",
  },
  heading: "Compte à rebours vers n’importe quel moment",
  intro:
    "Choisissez une date, une heure et le fuseau horaire où cela se passe, donnez un titre et partagez le lien : tout le monde voit le même moment décompté en jours, heures, minutes et secondes.",
  momentTitle: (title) => title || "Votre compte à rebours",
  form: {
    heading: "Créer un compte à rebours",
    date: "Date",
    time: "Heure",
    zone: "Fuseau horaire",
    zoneHelp: "Le fuseau où se passe le moment, p. ex. Europe/Paris.",
    title: "Titre (facultatif)",
    submit: "Lancer le compte à rebours",
  },
  problems: {
    to: "Impossible de lire cette date et cette heure. Utilisez le formulaire, ou un lien comme /countdown?to=2027-01-01T00:00&tz=Europe/Paris.",
    tz: "Ce fuseau horaire est inconnu. Utilisez un nom IANA comme Europe/Paris ou America/New_York.",
    year: "Les comptes à rebours vont de 1970 à 2200 : choisissez une année dans cet intervalle.",
    title: "Ce titre est trop long : 120 caractères au maximum.",
  },
  problemHeading: "Impossible d’afficher ce compte à rebours",
  words: (w) =>
    icu("fr", "{title}, {date} à {time} à {place} — {days, plural, one {# jour} other {# jours}}", momentValues(w)),
  gap: (asked, shown) =>
    `${asked} n’existe pas ce jour-là : les horloges avancent, le compte à rebours vise donc ${shown}.`,
  overlap: (time) =>
    `${time} a lieu deux fois cette nuit-là, car les horloges reculent : le compte à rebours vise la première.`,
  countdownLabel: (title) => `Temps restant avant ${title}`,
  units: { days: "jours", hours: "heures", minutes: "minutes", seconds: "secondes" },
  reached: (title) => `${title} : le moment est arrivé !`,
  oneMinute: (title) => `Plus qu’une minute avant ${title}.`,
  addToCalendar: "Ajouter à l’agenda (.ics)",
  copyLink: "Copier le lien",
  events: { heading: "Comptes à rebours vers les grands jours de l’année" },
  eventNames: {
    "new-year": "Jour de l’An",
    "valentines-day": "Saint-Valentin",
    easter: "Dimanche de Pâques",
    halloween: "Halloween",
    christmas: "Noël",
  },
  howTo: {
    heading: "Comment créer un compte à rebours",
    steps: [
      "Choisissez la date et l’heure du moment.",
      "Choisissez le fuseau horaire où il a lieu : un lancement à New York, un mariage à Madrid.",
      "Donnez-lui un titre, puis appuyez sur Lancer le compte à rebours : l’adresse de la page contient désormais votre compte à rebours.",
      "Partagez le lien ou ajoutez le moment à votre agenda. Chacun voit le même moment à sa propre heure.",
    ],
  },
  faqHeading: "Questions sur le compte à rebours",
  faqs: [
    {
      question: "L’heure d’été est-elle prise en compte ?",
      answer:
        "Oui. Le moment est calculé avec les règles du fuseau pour cette date précise, et non avec le décalage d’aujourd’hui : un compte à rebours vers une date d’été à Londres compte jusqu’à l’heure d’été britannique.",
    },
    {
      question: "Et si mon heure n’existe pas ou a lieu deux fois ?",
      answer:
        "Quand les horloges avancent, une heure située dans l’heure sautée est décalée d’autant (02:30 devient 03:30). Quand elles reculent, une heure qui a lieu deux fois désigne la première. Les applications d’agenda lisent le fichier .ics de la même façon.",
    },
    {
      question: "Le compte à rebours continue-t-il dans un onglet en arrière-plan ?",
      answer:
        "Oui. Le temps restant est calculé à partir du moment visé et de l’horloge à chaque affichage : il est juste dès que vous revenez.",
    },
    {
      question: "Puis-je partager mon compte à rebours ?",
      answer:
        "Oui : la date, l’heure, le fuseau et le titre figurent dans l’adresse de la page. Copiez le lien ou utilisez les boutons de partage ; rien n’est enregistré sur notre serveur.",
    },
  ],
  shareHeading: "Partager ce compte à rebours",
  eventNote: "Le compte à rebours se termine à minuit au début du jour, dans votre propre fuseau horaire.",
  today: (name) => `${name}, c’est aujourd’hui !`,
};

export default fr;
