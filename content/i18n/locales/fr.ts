import type { Messages } from "..";

/** Interface text of the shell, in French. */
const fr: Messages = {
  product: "Tickwise",
  skipToContent: "Aller au contenu principal",
  nav: {
    label: "Principal",
    timer: "Minuteur",
    stopwatch: "Chronomètre",
    pomodoro: "Pomodoro",
    time: "Heure",
    alarm: "Alarme",
    goals: "Objectifs",
    settings: "Paramètres",
    home: "Accueil Tickwise",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
  },
  moreTools: {
    label: "Plus d’outils",
    timers: "Minuteurs multiples",
    intervalTimer: "Minuteur d’intervalles",
    timeConverter: "Convertisseur d’heures",
    meetingPlanner: "Planificateur de réunions",
    countdown: "Compte à rebours",
  },
  footer: {
    label: "Pied de page",
    blog: "Blog",
    holidays: "Jours fériés",
    terms: "Conditions générales",
    privacy: "Politique de confidentialité",
    rights: (year: number) => `© ${year} Tickwise. Tous droits réservés.`,
    language: "Langue",
  },
  panel: {
    open: "Paramètres d’affichage",
    title: "Paramètres d’affichage",
    lightMode: "Mode clair",
    darkMode: "Mode sombre",
    font: "Police",
    background: "Couleur de fond",
    reset: "Réinitialiser",
    sound: "Son de l’alarme",
    close: "Fermer",
  },
  toast: { item: "Notification", close: "Fermer la notification", region: "Notifications ({hotkey})" },
  notFound: {
    title: "404 Page introuvable",
    text: "Avez-vous oublié d’ajouter la page au routeur ?",
    home: "Aller au minuteur",
    description: "Cette page n’existe pas sur Tickwise.",
  },
  error: {
    title: "Une erreur s’est produite",
    text: "La page n’a pas pu s’afficher. Veuillez la recharger.",
  },
  legal: {
    updated: "Dernière mise à jour",
    back: "Retour au minuteur",
  },
};

export default fr;
