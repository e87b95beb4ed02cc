import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const nl: GoalsText = {
  heading: "Doelen en taken",
  intro:
    "Schrijf op wat je gedaan wilt krijgen, kies hoelang je je erop concentreert (5 minuten tot 2 uur) en start er met één klik een timer voor.",
  privacy: "Je doelen zijn privé: ze horen bij een anonieme cookie in deze browser, zonder account.",
  newGoal: "Nieuw doel",
  closeForm: "Annuleren",
  form: {
    heading: "Nieuw doel maken",
    title: "Titel van het doel *",
    titlePlaceholder: "bijv. Projectvoorstel afmaken",
    description: "Beschrijving (optioneel)",
    descriptionPlaceholder: "Wanneer is het klaar?",
    duration: "Duur",
    required: "* Verplicht veld",
    submit: "Doel maken",
    submitting: "Bezig met maken…",
    titleRequired: "Vul een titel voor het doel in.",
    titleTooLong: (max) =>
      icu(
        "nl",
        "{max, plural, one {De titel mag hoogstens # teken lang zijn.} other {De titel mag hoogstens # tekens lang zijn.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "nl",
        "{max, plural, one {De beschrijving mag hoogstens # teken lang zijn.} other {De beschrijving mag hoogstens # tekens lang zijn.}}",
        { max },
      ),
  },
  active: (count) => `Actieve doelen (${count})`,
  completed: (count) => `Voltooide doelen (${count})`,
  loading: "Je doelen worden geladen…",
  loadFailed: "Je doelen konden niet worden geladen.",
  retry: "Opnieuw proberen",
  emptyActive: "Nog geen actieve doelen. Maak je eerste doel om te beginnen!",
  emptyCompleted: "Nog geen voltooide doelen.",
  card: {
    duration: "Duur",
    startTimer: "Timer starten",
    complete: "Voltooien",
    markPending: "Markeren als open",
    delete: "Verwijderen",
    completedBadge: "Voltooid",
  },
  confirm: {
    title: "Doel verwijderen",
    text: "Weet je zeker dat je dit doel wilt verwijderen?",
    cancel: "Annuleren",
    confirm: "Verwijderen",
  },
  toast: {
    created: "Doel gemaakt",
    createdText: (title) => `‘${title}’ is toegevoegd aan je actieve doelen.`,
    updated: "Doel bijgewerkt",
    completedText: (title) => `‘${title}’ is gemarkeerd als voltooid.`,
    pendingText: (title) => `‘${title}’ staat weer bij je actieve doelen.`,
    deleted: "Doel verwijderd",
    deletedText: (title) => `‘${title}’ is verwijderd.`,
    error: "Fout",
    createFailed: "Het doel kon niet worden gemaakt. Probeer het opnieuw.",
    limitReached: (max) =>
      icu(
        "nl",
        "{max, plural, one {Je hebt de limiet van # doel bereikt. Verwijder er een paar om meer toe te voegen.} other {Je hebt de limiet van # doelen bereikt. Verwijder er een paar om meer toe te voegen.}}",
        { max },
      ),
    updateFailed: "Het doel kon niet worden bijgewerkt. Probeer het opnieuw.",
    deleteFailed: "Het doel kon niet worden verwijderd. Probeer het opnieuw.",
  },
};
export default nl;
