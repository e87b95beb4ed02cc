import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const fr: GoalsText = {
  heading: "Objectifs et tâches",
  intro:
    "Notez ce que vous voulez accomplir, choisissez combien de temps vous y consacrer (de 5 minutes à 2 heures) et lancez un minuteur en un clic.",
  privacy: "Vos objectifs sont privés : ils sont liés à un cookie anonyme de ce navigateur, sans compte.",
  newGoal: "Nouvel objectif",
  closeForm: "Annuler",
  form: {
    heading: "Créer un objectif",
    title: "Titre de l’objectif *",
    titlePlaceholder: "ex. Terminer la proposition de projet",
    description: "Description (facultative)",
    descriptionPlaceholder: "À quoi verrez-vous que c’est terminé ?",
    duration: "Durée",
    required: "* Champ obligatoire",
    submit: "Créer l’objectif",
    submitting: "Création…",
    titleRequired: "Saisissez un titre pour l’objectif.",
    titleTooLong: (max) =>
      icu(
        "fr",
        "{max, plural, one {Le titre ne peut pas dépasser # caractère.} other {Le titre ne peut pas dépasser # caractères.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "fr",
        "{max, plural, one {La description ne peut pas dépasser # caractère.} other {La description ne peut pas dépasser # caractères.}}",
        { max },
      ),
  },
  active: (count) => `Objectifs en cours (${count})`,
  completed: (count) => `Objectifs atteints (${count})`,
  loading: "Chargement de vos objectifs…",
  loadFailed: "Impossible de charger vos objectifs.",
  retry: "Réessayer",
  emptyActive: "Aucun objectif en cours. Créez votre premier objectif pour commencer !",
  emptyCompleted: "Aucun objectif atteint pour l’instant.",
  card: {
    duration: "Durée",
    startTimer: "Lancer le minuteur",
    complete: "Terminer",
    markPending: "Marquer comme en cours",
    delete: "Supprimer",
    completedBadge: "Atteint",
  },
  confirm: {
    title: "Supprimer l’objectif",
    text: "Voulez-vous vraiment supprimer cet objectif ?",
    cancel: "Annuler",
    confirm: "Supprimer",
  },
  toast: {
    created: "Objectif créé",
    createdText: (title) => `« ${title} » a été ajouté à vos objectifs en cours.`,
    updated: "Objectif mis à jour",
    completedText: (title) => `« ${title} » est marqué comme atteint.`,
    pendingText: (title) => `« ${title} » est de retour dans vos objectifs en cours.`,
    deleted: "Objectif supprimé",
    deletedText: (title) => `« ${title} » a été supprimé.`,
    error: "Erreur",
    createFailed: "Impossible de créer l’objectif. Veuillez réessayer.",
    limitReached: (max) =>
      icu(
        "fr",
        "{max, plural, one {Vous avez atteint la limite de # objectif. Supprimez-en pour en ajouter d’autres.} other {Vous avez atteint la limite de # objectifs. Supprimez-en pour en ajouter d’autres.}}",
        { max },
      ),
    updateFailed: "Impossible de mettre à jour l’objectif. Veuillez réessayer.",
    deleteFailed: "Impossible de supprimer l’objectif. Veuillez réessayer.",
  },
};
export default fr;
