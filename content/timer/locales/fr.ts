import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/fr";

/** Interface text of the timer screen, in French. */
const fr: TimerUiText = {
  screenLabel: "Minuteur",
  documentTitle: (hms) => `${hms} – Minuteur`,
  documentTitleDone: "C’est l’heure ! – Minuteur",

  controls: {
    label: "Commandes du minuteur",
    play: "Démarrer",
    start: "Démarrer",
    pause: "Pause",
    resume: "Reprendre",
    reset: "Réinitialiser",
    startTimer: "Démarrer le minuteur",
    pauseTimer: "Mettre le minuteur en pause",
    resumeTimer: "Reprendre le minuteur",
    resetTimer: "Réinitialiser le minuteur",
    cannotStart: "Choisissez une durée supérieure à zéro pour démarrer",
    fullScreen: "Plein écran",
    exitFullScreen: "Quitter le plein écran",
  },

  display: {
    label: "Temps restant",
    editLabel: "Modifier la durée",
    editButton: (hms) => `Modifier la durée, actuellement ${hms}`,
    editHelp:
      "Saisissez des secondes, minutes:secondes ou heures:minutes:secondes, par exemple 90, 7:30 ou 1:15:00. Entrée enregistre, Échap annule.",
    editLocked: "Mettez en pause ou réinitialisez le minuteur pour changer la durée",
    editInvalid: "Cette durée n’a pas pu être lue : la durée précédente est conservée.",
    progressLabel: "Progression",
    progressValue: (percent) => `${Math.round(percent)} % écoulé`,
  },

  quickAdd: {
    label: "Ajouter du temps",
    hiddenWhileRunning: "Mettez le minuteur en pause pour ajouter du temps",
    items: {
      30: { label: "+30 s", ariaLabel: "Ajouter 30 secondes" },
      60: { label: "+1 min", ariaLabel: "Ajouter 1 minute" },
      300: { label: "+5 min", ariaLabel: "Ajouter 5 minutes" },
    },
  },

  presets: {
    heading: "Durées populaires",
    select: (label) => `Régler le minuteur sur ${label}`,
    cards: {
      10: { label: "10 s", description: "Compte rapide" },
      20: { label: "20 s", description: "Lavage des mains" },
      30: { label: "30 s", description: "Gainage ou étirement" },
      45: { label: "45 s", description: "Intervalle d’entraînement" },
      60: { label: "1 min", description: "Défi d’une minute" },
      120: { label: "2 min", description: "Brossage des dents" },
      180: { label: "3 min", description: "Nouilles instantanées" },
      240: { label: "4 min", description: "Cafetière à piston" },
      300: { label: "5 min", description: "Petite pause" },
      600: { label: "10 min", description: "Rangement express" },
      900: { label: "15 min", description: "Longue pause" },
      1200: { label: "20 min", description: "Sieste éclair" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Séance de sport" },
      2700: { label: "45 min", description: "Un cours" },
      3600: { label: "1 heure", description: "Travail concentré" },
      7200: { label: "2 heures", description: "Examen blanc" },
      10800: { label: "3 heures", description: "Longue session" },
      14400: { label: "4 heures", description: "Une demi-journée" },
    },
    relatedTimer: (minutes) =>
      icu("fr", "{minutes, plural, one {Minuteur de # minute} other {Minuteur de # minutes}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "Le minuteur de 5 minutes : guide de productivité",
      "25-minute-pomodoro-timer-focus-work": "Le minuteur Pomodoro de 25 minutes pour travailler concentré",
      "10-creative-ways-countdown-timer-daily-life":
        "10 idées créatives pour utiliser un compte à rebours au quotidien",
      "timer-effective-study-sessions": "Bien réviser avec un minuteur",
    },
  },
  related: { heading: "Minuteurs similaires" },
  howTo: { heading: "Mode d’emploi", tips: "Astuces" },
  faq: { heading: "Questions fréquentes" },
  articles: { heading: "Articles liés", readMore: "Lire l’article" },

  share: {
    heading: "Partager",
    text: "Partagez ce minuteur avec vos amis, vos camarades ou votre équipe.",
    ...shareWords,
  },

  goal: {
    banner: "Objectif en cours",
    duration: (words) => `Durée de l’objectif : ${words}`,
    loaded: "La durée de l’objectif est chargée : appuyez sur Démarrer quand vous êtes prêt.",
  },

  email: {
    heading: "Rappel par e-mail",
    intro: "Recevez un e-mail à la fin du minuteur, même si vous fermez cet onglet.",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@exemple.fr",
    messageLabel: "Message personnalisé (facultatif)",
    messagePlaceholder: "p. ex. Sortir le pain du four",
    save: "Enregistrer les paramètres",
    saveDisabled: "Saisissez une adresse e-mail pour enregistrer",
    invalid: "Veuillez saisir une adresse e-mail valide.",
    savedTitle: "Paramètres e-mail enregistrés",
    savedText: "Vos préférences de rappel par e-mail ont été enregistrées",
    credentialsNote:
      "Les rappels par e-mail nécessitent des identifiants de messagerie (un utilisateur et un mot de passe d’application) configurés sur le serveur.",
    notConfigured:
      "Les rappels par e-mail ne sont pas disponibles sur ce site pour le moment : aucun serveur de messagerie n’est configuré.",
    scheduled: (time) => `E-mail de rappel programmé pour ${time}.`,
    cancelled: "Le rappel par e-mail a été annulé.",
    failed: "Le rappel par e-mail n’a pas pu être programmé. Le minuteur fonctionne quand même.",
    privacy: "Votre adresse n’est conservée que jusqu’à l’envoi ou l’annulation du rappel.",
  },

  voice: {
    turnOn: "Activer les commandes vocales",
    turnOff: "Désactiver les commandes vocales",
    listening: "À l’écoute…",
    off: "Commandes vocales désactivées",
    help: "Dites « démarrer », « pause », « réinitialise le minuteur » ou « minuteur de 10 minutes ».",
    languageNote: "Les commandes vocales sont comprises en français.",
    heard: (transcript) => `Entendu : « ${transcript} »`,
    error: "La reconnaissance vocale s’est arrêtée. Réactivez-la pour continuer l’écoute.",
    replies: {
      unmatched: "Désolé, je n’ai pas compris cette commande",
      starting: (words) => `Minuteur de ${words} lancé`,
      started: "Minuteur lancé",
      paused: "Minuteur en pause",
      reset: "Minuteur réinitialisé",
    },
  },

  completion: {
    timesUp: "C’est l’heure !",
    finished: (words) => `Votre minuteur de ${words} est terminé.`,
    finishedWhileAway: "Votre minuteur s’est terminé pendant que cette page était fermée.",
    dismiss: "Fermer",
  },

  notifications: {
    title: "C’est l’heure !",
    body: (words) => `Votre minuteur de ${words} est terminé.`,
    enable: "Activer les notifications",
    why: "Autorisez les notifications pour être prévenu quand un minuteur se termine dans un onglet en arrière-plan.",
    denied:
      "Les notifications sont bloquées : un minuteur qui se termine dans un onglet en arrière-plan ne peut que sonner. Autorisez-les dans les paramètres du site de votre navigateur.",
    unsupported:
      "Ce navigateur ne peut pas afficher de notifications ; gardez l’onglet visible pour voir la fin du minuteur.",
  },

  sound: {
    blocked:
      "Votre navigateur bloque le son tant que vous n’avez pas interagi avec la page : l’alarme ne peut pas encore sonner.",
    test: "Tester le son",
    testing: "Lecture…",
    works: "Le son est activé.",
    failed: "Le son n’a pas pu être joué. Vérifiez que cet onglet et votre appareil ne sont pas en sourdine.",
    unsupported:
      "Ce navigateur ne peut pas lire de sons : le minuteur ne pourra pas sonner. Gardez l’onglet visible pour voir la fin.",
  },

  announcements: {
    started: (words) => `Minuteur démarré : ${words}.`,
    paused: (words) => `Minuteur en pause, il reste ${words}.`,
    resumed: (words) => `Minuteur repris : il reste ${words}.`,
    reset: "Minuteur réinitialisé.",
    timeSet: (words) => `Minuteur réglé sur ${words}.`,
    timeAdded: (added, total) => `Ajout de ${added}. Minuteur réglé sur ${total}.`,
    halfway: "Vous êtes à mi-parcours.",
    fiveMinutesLeft: "Plus que 5 minutes.",
    oneMinuteLeft: "Plus qu’une minute.",
    thirtySecondsLeft: "Plus que 30 secondes.",
    tenSecondsLeft: "Plus que 10 secondes.",
    finished: "C’est l’heure ! Le minuteur est terminé.",
    restored: (words) => `Votre minuteur a été restauré, il reste ${words}.`,
  },

  shortcuts: {
    heading: "Raccourcis clavier",
    startPause: "Espace : démarrer ou mettre en pause",
    reset: "R : réinitialiser",
    fullScreen: "F : plein écran",
  },

  wakeLock: {
    active: "L’écran reste allumé pendant que le minuteur tourne.",
  },
};

export default fr;
