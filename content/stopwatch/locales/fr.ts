import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const fr: StopwatchText = {
  toolName: "Chronomètre",
  card: "Chronomètre",
  display: {
    label: "Temps écoulé",
    millis: "millisecondes",
    loop: "Progression dans les 10 secondes en cours",
    loopText: (seconds) => icu("fr", "{seconds, number} sur 10 secondes", { seconds }),
  },
  controls: {
    start: "Démarrer",
    resume: "Reprendre",
    pause: "Pause",
    lap: "Tour",
    reset: "Réinitialiser",
    fullscreen: "Plein écran",
    exitFullscreen: "Quitter le plein écran",
    shortcuts: "Clavier : Espace démarrer/pause · L tour · R réinitialiser · F plein écran",
  },
  status: {
    started: "Chronomètre démarré",
    paused: (time) => `Chronomètre en pause à ${time}`,
    reset: "Chronomètre réinitialisé",
    lap: (n, lapTime) => icu("fr", "Tour {n, number} : {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Tours",
    caption: "Tours, du plus récent au plus ancien",
    lap: "Tour",
    lapName: (n) => icu("fr", "Tour {n, number}", { n }),
    lapTime: "Temps du tour",
    total: "Total",
    fastest: "le plus rapide",
    slowest: "le plus lent",
    empty:
      "Aucun tour pour l’instant. Appuyez sur Tour (ou L) pendant que le chronomètre tourne pour en enregistrer un.",
    copyText: "Copier en texte",
    copyCsv: "Copier en CSV",
    download: "Télécharger le CSV",
    copiedText: "Tours copiés en texte",
    copiedCsv: "Tours copiés en CSV",
    copyFailedTitle: "Échec de la copie",
    copyFailedText: "Impossible de copier les tours dans le presse-papiers",
  },
  presets: {
    heading: "Préréglages",
    intro:
      "Donnez un objectif au chronomètre : il vous prévient avec votre son d’alarme à chaque signal et continue de tourner.",
    use: "Utiliser",
    active: "Actif",
    clear: "Retirer le préréglage",
    target: (time) => `Objectif ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Un 100 m au début de chaque minute, 10 séries." },
      plank: { name: "Gainage", description: "Tenir 1 minute, avec un signal à mi-parcours." },
      hiit: { name: "HIIT", description: "Tabata : 20 s d’effort, 10 s de repos, 8 séries (4 minutes)." },
      cooking: { name: "Cuisine", description: "Signal à 10 minutes, avec un rappel à 5." },
      study: { name: "Études", description: "Un bloc de concentration de 25 minutes, avec un rappel 5 minutes avant." },
      meeting: { name: "Réunion", description: "30 minutes, avec un rappel 5 minutes avant pour conclure." },
    },
    panel: "Progression du préréglage",
    phase: { work: "Effort", rest: "Repos", round: "Série", running: "En cours", done: "Objectif atteint" },
    roundOf: (round, rounds) => icu("fr", "Série {round, number} sur {rounds, number}", { round, rounds }),
    nextCue: (time) => `Prochain signal dans ${time}`,
    progress: "Progression vers l’objectif",
    cue: (kind, name, time, round) =>
      icu(
        "fr",
        "{kind, select, target {{name} : objectif atteint à {time}} halfway {{name} : mi-parcours, {time}} warning {{name} : encore 5 minutes} work {{name} : effort, série {round}} rest {{name} : repos} other {{name} : série {round}, partez !}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Utilisations du chronomètre", all: "Toutes les utilisations du chronomètre" },
  howTo: {
    heading: "Comment utiliser le chronomètre",
    steps: [
      "Appuyez sur Démarrer (ou Espace) pour lancer le chronométrage ; les chiffres affichent les heures, les minutes et les secondes, avec les millisecondes en dessous.",
      "Appuyez sur Tour (ou L) pour enregistrer un temps intermédiaire ; le temps de chaque tour et le total s’affichent dans le tableau.",
      "Appuyez sur Pause (ou Espace) pour arrêter le chronomètre, puis sur Reprendre pour continuer à partir du même temps.",
      "Appuyez sur Réinitialiser (ou R) pour effacer le temps et les tours, et sur F pour passer en plein écran sur un projecteur ou une télévision.",
    ],
    tipsHeading: "Conseils",
  },
  faq: { heading: (h1) => `Questions fréquentes\u00a0: ${h1}` },
  articles: {
    heading: "Articles associés",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Bien étudier avec un minuteur" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 idées originales pour utiliser un minuteur au quotidien",
      },
      {
        to: "/blog/5-minute-timer-productivity-guide",
        label: "Le guide de la productivité avec un minuteur de 5 minutes",
      },
      { to: "/timer", label: "Minuteur en ligne" },
    ],
  },
  share: { heading: "Partager ce chronomètre" },
};

export default fr;
