import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const pl: GoalsText = {
  heading: "Cele i zadania",
  intro:
    "Zapisz, co chcesz zrobić, wybierz, jak długo chcesz się na tym skupić (od 5 minut do 2 godzin), i jednym kliknięciem uruchom minutnik.",
  privacy: "Twoje cele są prywatne: są powiązane z anonimowym plikiem cookie w tej przeglądarce, bez konta.",
  newGoal: "Nowy cel",
  closeForm: "Anuluj",
  form: {
    heading: "Utwórz nowy cel",
    title: "Tytuł celu *",
    titlePlaceholder: "np. Dokończyć propozycję projektu",
    description: "Opis (opcjonalnie)",
    descriptionPlaceholder: "Po czym poznasz, że gotowe?",
    duration: "Czas trwania",
    required: "* Pole wymagane",
    submit: "Utwórz cel",
    submitting: "Tworzenie…",
    titleRequired: "Wpisz tytuł celu.",
    titleTooLong: (max) =>
      icu(
        "pl",
        "{max, plural, one {Tytuł może mieć najwyżej # znak.} few {Tytuł może mieć najwyżej # znaki.} many {Tytuł może mieć najwyżej # znaków.} other {Tytuł może mieć najwyżej # znaku.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "pl",
        "{max, plural, one {Opis może mieć najwyżej # znak.} few {Opis może mieć najwyżej # znaki.} many {Opis może mieć najwyżej # znaków.} other {Opis może mieć najwyżej # znaku.}}",
        { max },
      ),
  },
  active: (count) => `Aktywne cele (${count})`,
  completed: (count) => `Osiągnięte cele (${count})`,
  loading: "Wczytywanie celów…",
  loadFailed: "Nie udało się wczytać celów.",
  retry: "Spróbuj ponownie",
  emptyActive: "Nie masz jeszcze aktywnych celów. Utwórz pierwszy cel, aby zacząć!",
  emptyCompleted: "Nie masz jeszcze osiągniętych celów.",
  card: {
    duration: "Czas trwania",
    startTimer: "Uruchom minutnik",
    complete: "Zakończ",
    markPending: "Oznacz jako oczekujący",
    delete: "Usuń",
    completedBadge: "Osiągnięty",
  },
  confirm: {
    title: "Usuń cel",
    text: "Czy na pewno chcesz usunąć ten cel?",
    cancel: "Anuluj",
    confirm: "Usuń",
  },
  toast: {
    created: "Cel utworzony",
    createdText: (title) => `„${title}” dodano do aktywnych celów.`,
    updated: "Cel zaktualizowany",
    completedText: (title) => `„${title}” oznaczono jako osiągnięty.`,
    pendingText: (title) => `„${title}” wrócił do aktywnych celów.`,
    deleted: "Cel usunięty",
    deletedText: (title) => `„${title}” został usunięty.`,
    error: "Błąd",
    createFailed: "Nie udało się utworzyć celu. Spróbuj ponownie.",
    limitReached: (max) =>
      icu(
        "pl",
        "{max, plural, one {Osiągnięto limit # celu. Usuń któryś, aby dodać nowe.} few {Osiągnięto limit # celów. Usuń któryś, aby dodać nowe.} many {Osiągnięto limit # celów. Usuń któryś, aby dodać nowe.} other {Osiągnięto limit # celu. Usuń któryś, aby dodać nowe.}}",
        { max },
      ),
    updateFailed: "Nie udało się zaktualizować celu. Spróbuj ponownie.",
    deleteFailed: "Nie udało się usunąć celu. Spróbuj ponownie.",
  },
};
export default pl;
