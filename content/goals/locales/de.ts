import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const de: GoalsText = {
  heading: "Ziele & Aufgaben",
  intro:
    "Schreib auf, was du erledigen willst, wähle, wie lange du dich darauf konzentrierst (5 Minuten bis 2 Stunden), und starte mit einem Klick einen Timer dafür.",
  privacy: "Deine Ziele sind privat: Sie hängen an einem anonymen Cookie in diesem Browser, ganz ohne Konto.",
  newGoal: "Neues Ziel",
  closeForm: "Abbrechen",
  form: {
    heading: "Neues Ziel anlegen",
    title: "Titel des Ziels *",
    titlePlaceholder: "z. B. Projektvorschlag fertigstellen",
    description: "Beschreibung (optional)",
    descriptionPlaceholder: "Woran erkennst du, dass es erledigt ist?",
    duration: "Dauer",
    required: "* Pflichtfeld",
    submit: "Ziel anlegen",
    submitting: "Wird angelegt…",
    titleRequired: "Bitte gib einen Titel für das Ziel ein.",
    titleTooLong: (max) =>
      icu(
        "de",
        "{max, plural, one {Der Titel darf höchstens # Zeichen lang sein.} other {Der Titel darf höchstens # Zeichen lang sein.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "de",
        "{max, plural, one {Die Beschreibung darf höchstens # Zeichen lang sein.} other {Die Beschreibung darf höchstens # Zeichen lang sein.}}",
        { max },
      ),
  },
  active: (count) => `Aktive Ziele (${count})`,
  completed: (count) => `Erreichte Ziele (${count})`,
  loading: "Deine Ziele werden geladen…",
  loadFailed: "Deine Ziele konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  emptyActive: "Noch keine aktiven Ziele. Leg dein erstes Ziel an und leg los!",
  emptyCompleted: "Noch keine erreichten Ziele.",
  card: {
    duration: "Dauer",
    startTimer: "Timer starten",
    complete: "Erledigt",
    markPending: "Als offen markieren",
    delete: "Löschen",
    completedBadge: "Erreicht",
  },
  confirm: {
    title: "Ziel löschen",
    text: "Möchtest du dieses Ziel wirklich löschen?",
    cancel: "Abbrechen",
    confirm: "Löschen",
  },
  toast: {
    created: "Ziel angelegt",
    createdText: (title) => `„${title}“ wurde zu deinen aktiven Zielen hinzugefügt.`,
    updated: "Ziel aktualisiert",
    completedText: (title) => `„${title}“ ist als erreicht markiert.`,
    pendingText: (title) => `„${title}“ ist wieder bei deinen aktiven Zielen.`,
    deleted: "Ziel gelöscht",
    deletedText: (title) => `„${title}“ wurde gelöscht.`,
    error: "Fehler",
    createFailed: "Das Ziel konnte nicht angelegt werden. Bitte versuch es erneut.",
    limitReached: (max) =>
      icu(
        "de",
        "{max, plural, one {Du hast die Grenze von # Ziel erreicht. Lösche einige, um neue hinzuzufügen.} other {Du hast die Grenze von # Zielen erreicht. Lösche einige, um neue hinzuzufügen.}}",
        { max },
      ),
    updateFailed: "Das Ziel konnte nicht aktualisiert werden. Bitte versuch es erneut.",
    deleteFailed: "Das Ziel konnte nicht gelöscht werden. Bitte versuch es erneut.",
  },
};
export default de;
