import type { Messages } from "..";

/** Interface text of the shell, in Polish. */
const pl: Messages = {
  product: "Tickwise",
  skipToContent: "Przejdź do głównej treści",
  nav: {
    label: "Główne",
    timer: "Minutnik",
    stopwatch: "Stoper",
    pomodoro: "Pomodoro",
    time: "Czas",
    alarm: "Budzik",
    goals: "Cele",
    settings: "Ustawienia",
    home: "Strona główna Tickwise",
    openMenu: "Otwórz menu",
    closeMenu: "Zamknij menu",
  },
  moreTools: {
    label: "Więcej narzędzi",
    timers: "Wiele minutników",
    intervalTimer: "Minutnik interwałowy",
    timeConverter: "Przelicznik czasu",
    meetingPlanner: "Planer spotkań",
    countdown: "Odliczanie",
  },
  footer: {
    label: "Stopka",
    blog: "Blog",
    holidays: "Święta",
    terms: "Regulamin",
    privacy: "Polityka prywatności",
    rights: (year: number) => `© ${year} Tickwise. Wszelkie prawa zastrzeżone.`,
    language: "Język",
  },
  panel: {
    open: "Ustawienia wyświetlania",
    title: "Ustawienia wyświetlania",
    lightMode: "Tryb jasny",
    darkMode: "Tryb ciemny",
    font: "Czcionka",
    background: "Kolor tła",
    reset: "Resetuj",
    sound: "Dźwięk alarmu",
    close: "Zamknij",
  },
  toast: { item: "Powiadomienie", close: "Zamknij powiadomienie", region: "Powiadomienia ({hotkey})" },
  notFound: {
    title: "404 Nie znaleziono strony",
    text: "Czy zapomniano dodać stronę do routera?",
    home: "Przejdź do minutnika",
    description: "Ta strona nie istnieje w Tickwise.",
  },
  error: {
    title: "Coś poszło nie tak",
    text: "Nie udało się wyświetlić strony. Odśwież ją.",
  },
  legal: {
    updated: "Ostatnia aktualizacja",
    back: "Wróć do minutnika",
  },
};

export default pl;
