import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const it: GoalsText = {
  heading: "Obiettivi e attività",
  intro:
    "Scrivi cosa vuoi portare a termine, scegli quanto tempo dedicarci (da 5 minuti a 2 ore) e avvia un timer con un clic.",
  privacy: "I tuoi obiettivi sono privati: sono legati a un cookie anonimo di questo browser, senza account.",
  newGoal: "Nuovo obiettivo",
  closeForm: "Annulla",
  form: {
    heading: "Crea un nuovo obiettivo",
    title: "Titolo dell’obiettivo *",
    titlePlaceholder: "es. Finire la proposta di progetto",
    description: "Descrizione (facoltativa)",
    descriptionPlaceholder: "Come capirai che è fatto?",
    duration: "Durata",
    required: "* Campo obbligatorio",
    submit: "Crea obiettivo",
    submitting: "Creazione…",
    titleRequired: "Inserisci un titolo per l’obiettivo.",
    titleTooLong: (max) =>
      icu(
        "it",
        "{max, plural, one {Il titolo può contenere al massimo # carattere.} other {Il titolo può contenere al massimo # caratteri.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "it",
        "{max, plural, one {La descrizione può contenere al massimo # carattere.} other {La descrizione può contenere al massimo # caratteri.}}",
        { max },
      ),
  },
  active: (count) => `Obiettivi attivi (${count})`,
  completed: (count) => `Obiettivi completati (${count})`,
  loading: "Caricamento dei tuoi obiettivi…",
  loadFailed: "Impossibile caricare i tuoi obiettivi.",
  retry: "Riprova",
  emptyActive: "Ancora nessun obiettivo attivo. Crea il tuo primo obiettivo per iniziare!",
  emptyCompleted: "Ancora nessun obiettivo completato.",
  card: {
    duration: "Durata",
    startTimer: "Avvia timer",
    complete: "Completa",
    markPending: "Segna come da fare",
    delete: "Elimina",
    completedBadge: "Completato",
  },
  confirm: {
    title: "Elimina obiettivo",
    text: "Vuoi davvero eliminare questo obiettivo?",
    cancel: "Annulla",
    confirm: "Elimina",
  },
  toast: {
    created: "Obiettivo creato",
    createdText: (title) => `«${title}» è stato aggiunto ai tuoi obiettivi attivi.`,
    updated: "Obiettivo aggiornato",
    completedText: (title) => `«${title}» è segnato come completato.`,
    pendingText: (title) => `«${title}» è di nuovo tra i tuoi obiettivi attivi.`,
    deleted: "Obiettivo eliminato",
    deletedText: (title) => `«${title}» è stato eliminato.`,
    error: "Errore",
    createFailed: "Impossibile creare l’obiettivo. Riprova.",
    limitReached: (max) =>
      icu(
        "it",
        "{max, plural, one {Hai raggiunto il limite di # obiettivo. Eliminane qualcuno per aggiungerne altri.} other {Hai raggiunto il limite di # obiettivi. Eliminane qualcuno per aggiungerne altri.}}",
        { max },
      ),
    updateFailed: "Impossibile aggiornare l’obiettivo. Riprova.",
    deleteFailed: "Impossibile eliminare l’obiettivo. Riprova.",
  },
};
export default it;
