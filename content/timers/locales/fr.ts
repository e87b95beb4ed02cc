import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const fr: TimersText = {
  meta: {
    title: "Plusieurs minuteurs en ligne – comptes à rebours nommés | Tickwise",
    description:
      "Lancez plusieurs minuteurs à la fois, chacun avec son nom, sa couleur et son son. Triés par échéance, conservés au rechargement, partageables par lien.",
  },
  breadcrumb: "Plusieurs minuteurs",
  h1: "Plusieurs minuteurs",
  intro:
    "Trois plats sur le feu, des ateliers en classe ou des réunions à enchaîner ? Ajoutez autant de minuteurs nommés que nécessaire ; chacun tourne, se met en pause et sonne de son côté.",
  form: {
    heading: "Ajouter un minuteur",
    label: "Nom",
    labelHelp: "Jusqu’à 60 caractères, p. ex. Pâtes ou Atelier 2.",
    defaultLabel: (n) => `Minuteur ${n}`,
    duration: "Durée",
    hours: "Heures",
    minutes: "Minutes",
    seconds: "Secondes",
    colour: "Couleur",
    sound: "Son",
    add: "Ajouter le minuteur",
    full: (max) =>
      `Vous avez ${max} minuteurs, le maximum que garde cette page. Supprimez-en un pour en ajouter un autre.`,
    problems: {
      label: (max) => `Le nom peut comporter au plus ${max} caractères.`,
      duration: "Choisissez une durée entre 1 seconde et 99:59:59.",
      other: "Choisissez une couleur et un son dans les listes.",
    },
  },
  colours: { blue: "Bleu", green: "Vert", amber: "Ambre", rose: "Rose", violet: "Violet", slate: "Gris" },
  list: {
    heading: "Vos minuteurs",
    empty: "Aucun minuteur pour l’instant. Ajoutez-en un ci-dessus ou ouvrez un lien partagé.",
    loading: "Chargement de vos minuteurs…",
    status: {
      running: "En cours",
      paused: "En pause",
      idle: "Prêt",
      ended: "Temps écoulé !",
      missed: "Terminé pendant que la page était fermée",
    },
    start: (label) => `Démarrer ${label}`,
    resume: (label) => `Reprendre ${label}`,
    pause: (label) => `Mettre en pause ${label}`,
    reset: (label) => `Réinitialiser ${label}`,
    remove: (label) => `Supprimer ${label}`,
    startText: "Démarrer",
    resumeText: "Reprendre",
    pauseText: "Pause",
    resetText: "Réinitialiser",
    removeText: "Supprimer",
    progress: (label) => `Progression de ${label}`,
  },
  announce: {
    ended: (label) => `${label} : temps écoulé !`,
    added: (label) => `${label} ajouté`,
    removed: (label) => `${label} supprimé`,
    started: (label) => `${label} démarré`,
    paused: (label) => `${label} en pause`,
    reset: (label) => `${label} réinitialisé`,
  },
  documentTitle: (time, label) => `${time} ${label} - Minuteurs`,
  documentTitleDone: (label) => `Temps écoulé ! ${label} - Minuteurs`,
  notification: {
    title: (label) => `${label} : temps écoulé !`,
    body: (duration) => `Votre minuteur de ${duration} est terminé.`,
  },
  share: {
    heading: "Partager cette série",
    help: "Le lien contient les noms, durées, couleurs et sons de vos minuteurs, pas leur état en cours. Aucun compte requis.",
    button: "Créer un lien de partage",
    link: "Lien de partage",
    copy: "Copier le lien",
    copied: "Lien copié",
    copyFailed: "Impossible de copier le lien ; sélectionnez-le et copiez-le vous-même.",
  },
  shared: {
    heading: "Une série de minuteurs partagée",
    intro: (count) =>
      icu("fr", "{count, plural, one {Ce lien partage # minuteur.} other {Ce lien partage # minuteurs.}}", { count }),
    add: "Ajouter à mes minuteurs",
    replace: "Remplacer mes minuteurs",
    replaceConfirm: "Remplacer tous vos minuteurs par cette série ? Les minuteurs en cours seront supprimés.",
    replaceTitle: "Remplacer vos minuteurs ?",
    cancel: "Annuler",
    replaceButton: "Remplacer",
    dismiss: "Fermer",
    added: (count) => icu("fr", "{count, plural, one {# minuteur ajouté.} other {# minuteurs ajoutés.}}", { count }),
    replaced: (count) =>
      icu(
        "fr",
        "{count, plural, one {Vos minuteurs ont été remplacés par # minuteur.} other {Vos minuteurs ont été remplacés par # minuteurs.}}",
        { count },
      ),
    tooManyToAdd: (max) =>
      `Avec ceux-ci, vous dépasseriez ${max} minuteurs. Supprimez-en d’abord quelques-uns ou remplacez vos minuteurs.`,
    problemHeading: "Impossible d’ouvrir ce lien partagé",
    problems: {
      malformed: "Le lien est endommagé ou incomplet. Redemandez le lien ou créez votre propre série ci-dessous.",
      empty: "Le lien ne contient aucun minuteur.",
      tooMany: (max) => `Le lien contient plus de ${max} minuteurs, le maximum qu’un lien peut partager.`,
      label: (n, max) => `Le minuteur ${n} du lien a un nom vide ou de plus de ${max} caractères.`,
      duration: (n) => `Le minuteur ${n} du lien a une durée hors de la plage 1 seconde à 99:59:59.`,
    },
  },
  howTo: {
    heading: "Comment utiliser plusieurs minuteurs",
    steps: [
      "Saisissez un nom, réglez les heures, minutes et secondes, puis choisissez une couleur et un son.",
      "Appuyez sur Ajouter le minuteur. Recommencez pour chaque plat, atelier ou tâche.",
      "Démarrez chaque minuteur quand vous en avez besoin ; mettez-le en pause, réinitialisez-le ou supprimez-le avec ses propres boutons.",
      "La liste affiche en haut le minuteur qui se termine le plus tôt. Chacun sonne avec son propre son.",
      "Créez un lien de partage pour envoyer la même série à quelqu’un ou l’ouvrir sur un autre appareil.",
    ],
    tipsHeading: "Conseils",
    tips: [
      "Donnez un son différent à chaque minuteur : vous saurez lequel a sonné sans regarder.",
      "Laissez l’onglet ouvert, même en arrière-plan : les minuteurs se terminent à l’heure et affichent une notification si vous l’autorisez.",
      "Vous pouvez ouvrir la page dans deux onglets : ils affichent les mêmes minuteurs et chacun ne sonne qu’une fois.",
    ],
  },
  faq: {
    heading: "Questions fréquentes",
    items: [
      {
        question: "Combien de minuteurs puis-je lancer à la fois ?",
        answer:
          "Jusqu’à 50 sur cet appareil, tous en même temps si vous le souhaitez. Un lien partagé contient jusqu’à 20 minuteurs.",
      },
      {
        question: "Mes minuteurs continuent-ils si je recharge ou ferme la page ?",
        answer:
          "Oui. Chaque minuteur garde son heure de fin dans votre navigateur : après un rechargement, il affiche aussitôt le bon temps. Un minuteur terminé pendant que la page était fermée l’indique au lieu de sonner en retard.",
      },
      {
        question: "Un minuteur sonnera-t-il deux fois si la page est ouverte dans deux onglets ?",
        answer:
          "Non. Les onglets partagent les mêmes minuteurs et s’accordent sur celui qui sonne : chaque minuteur sonne une fois et les deux onglets indiquent qu’il est terminé.",
      },
      {
        question: "Que contient un lien de partage ?",
        answer:
          "Uniquement le nom, la durée, la couleur et le son de chaque minuteur, dans le lien lui-même. Rien n’est enregistré sur notre serveur et aucun compte n’est nécessaire.",
      },
      {
        question: "Les minuteurs sont-ils précis dans un onglet en arrière-plan ?",
        answer:
          "Oui. Chaque minuteur décompte vers une heure de fin fixe au lieu de compter des tops : un onglet ralenti ou gelé est juste dès qu’il reprend et sonne à l’heure de fin.",
      },
    ],
  },
  related: {
    heading: "Autres outils de temps",
    items: [
      { to: "/timer", label: "Minuteur simple" },
      { to: "/stopwatch", label: "Chronomètre avec tours" },
      { to: "/alarm", label: "Réveil" },
      { to: "/goals", label: "Objectifs avec minuteur" },
    ],
  },
};

export default fr;
