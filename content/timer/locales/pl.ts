import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/pl";

/** Interface text of the timer screen, in Polish. */
const pl: TimerUiText = {
  screenLabel: "Minutnik z odliczaniem",
  documentTitle: (hms) => `${hms} – Minutnik`,
  documentTitleDone: "Czas minął! – Minutnik",

  controls: {
    label: "Sterowanie minutnikiem",
    play: "Start",
    start: "Start",
    pause: "Pauza",
    resume: "Wznów",
    reset: "Resetuj",
    startTimer: "Uruchom minutnik",
    pauseTimer: "Wstrzymaj minutnik",
    resumeTimer: "Wznów minutnik",
    resetTimer: "Zresetuj minutnik",
    cannotStart: "Ustaw czas większy od zera, aby rozpocząć",
    fullScreen: "Pełny ekran",
    exitFullScreen: "Zamknij pełny ekran",
  },

  display: {
    label: "Pozostały czas",
    editLabel: "Edytuj czas",
    editButton: (hms) => `Edytuj czas, obecnie ${hms}`,
    editHelp:
      "Wpisz sekundy, minuty:sekundy lub godziny:minuty:sekundy, na przykład 90, 7:30 lub 1:15:00. Enter zapisuje, Esc anuluje.",
    editLocked: "Wstrzymaj lub zresetuj minutnik, aby zmienić czas",
    editInvalid: "Nie udało się odczytać tego czasu, więc pozostawiono poprzedni.",
    progressLabel: "Postęp",
    progressValue: (percent) => `Ukończono ${Math.round(percent)}%`,
  },

  quickAdd: {
    label: "Dodaj czas",
    hiddenWhileRunning: "Wstrzymaj minutnik, aby dodać czas",
    items: {
      30: { label: "+30 s", ariaLabel: "Dodaj 30 sekund" },
      60: { label: "+1 min", ariaLabel: "Dodaj 1 minutę" },
      300: { label: "+5 min", ariaLabel: "Dodaj 5 minut" },
    },
  },

  presets: {
    heading: "Popularne czasy",
    select: (label) => `Ustaw minutnik na ${label}`,
    cards: {
      10: { label: "10 s", description: "Szybkie odliczanie" },
      20: { label: "20 s", description: "Mycie rąk" },
      30: { label: "30 s", description: "Deska lub rozciąganie" },
      45: { label: "45 s", description: "Interwał treningowy" },
      60: { label: "1 min", description: "Jednominutowe ćwiczenie" },
      120: { label: "2 min", description: "Mycie zębów" },
      180: { label: "3 min", description: "Zupka błyskawiczna" },
      240: { label: "4 min", description: "French press" },
      300: { label: "5 min", description: "Krótka przerwa" },
      600: { label: "10 min", description: "Szybkie sprzątanie" },
      900: { label: "15 min", description: "Długa przerwa" },
      1200: { label: "20 min", description: "Krótka drzemka" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Trening" },
      2700: { label: "45 min", description: "Lekcja" },
      3600: { label: "1 godz.", description: "Głęboka praca" },
      7200: { label: "2 godz.", description: "Próbny egzamin" },
      10800: { label: "3 godz.", description: "Długa sesja" },
      14400: { label: "4 godz.", description: "Pół dnia pracy" },
    },
    relatedTimer: (minutes) =>
      icu(
        "pl",
        "{minutes, plural, one {Minutnik na # minutę} few {Minutnik na # minuty} many {Minutnik na # minut} other {Minutnik na # minuty}}",
        { minutes },
      ),
    articleTitles: {
      "5-minute-timer-productivity-guide": "Minutnik na 5 minut: poradnik produktywności",
      "25-minute-pomodoro-timer-focus-work": "Minutnik Pomodoro na 25 minut do skupionej pracy",
      "10-creative-ways-countdown-timer-daily-life": "10 kreatywnych sposobów na odliczanie w codziennym życiu",
      "timer-effective-study-sessions": "Jak skutecznie uczyć się z minutnikiem",
    },
  },
  related: { heading: "Podobne minutniki" },
  howTo: { heading: "Jak korzystać", tips: "Wskazówki" },
  faq: { heading: "Najczęściej zadawane pytania" },
  articles: { heading: "Powiązane artykuły", readMore: "Przeczytaj artykuł" },

  share: {
    heading: "Udostępnij",
    text: "Udostępnij ten minutnik znajomym, kolegom z klasy lub zespołowi.",
    ...shareWords,
  },

  goal: {
    banner: "Praca nad celem",
    duration: (words) => `Czas trwania celu: ${words}`,
    loaded: "Czas trwania celu jest wczytany: naciśnij Start, gdy będziesz gotowy.",
  },

  email: {
    heading: "Przypomnienie e-mailem",
    intro: "Otrzymaj e-mail, gdy minutnik się skończy, nawet jeśli zamkniesz tę kartę.",
    emailLabel: "Adres e-mail",
    emailPlaceholder: "ty@przyklad.pl",
    messageLabel: "Własna wiadomość (opcjonalnie)",
    messagePlaceholder: "np. Wyjmij chleb z piekarnika",
    save: "Zapisz ustawienia",
    saveDisabled: "Wpisz adres e-mail, aby zapisać",
    invalid: "Wpisz prawidłowy adres e-mail.",
    savedTitle: "Zapisano ustawienia e-mail",
    savedText: "Twoje ustawienia przypomnień e-mail zostały zapisane",
    credentialsNote:
      "Przypomnienia e-mail wymagają danych logowania do poczty (użytkownika i hasła do aplikacji) skonfigurowanych na serwerze.",
    notConfigured: "Przypomnienia e-mail są teraz niedostępne w tym serwisie: nie skonfigurowano serwera pocztowego.",
    scheduled: (time) => `Zaplanowano e-mail z przypomnieniem na ${time}.`,
    cancelled: "Przypomnienie e-mail zostało anulowane.",
    failed: "Nie udało się zaplanować przypomnienia e-mail. Minutnik nadal działa.",
    privacy: "Twój adres jest przechowywany tylko do wysłania lub anulowania przypomnienia.",
  },

  voice: {
    turnOn: "Włącz polecenia głosowe",
    turnOff: "Wyłącz polecenia głosowe",
    listening: "Słucham…",
    off: "Polecenia głosowe wyłączone",
    help: "Powiedz „start”, „pauza”, „resetuj minutnik” lub „minutnik na 10 minut”.",
    languageNote: "Polecenia głosowe są rozpoznawane po polsku.",
    heard: (transcript) => `Usłyszano: „${transcript}”`,
    error: "Rozpoznawanie mowy zostało zatrzymane. Włącz je ponownie, aby dalej słuchać.",
    replies: {
      unmatched: "Przepraszam, nie zrozumiałem tego polecenia",
      starting: (words) => `Uruchamiam minutnik: ${words}`,
      started: "Uruchamiam minutnik",
      paused: "Minutnik wstrzymany",
      reset: "Minutnik zresetowany",
    },
  },

  completion: {
    timesUp: "Czas minął!",
    finished: (words) => `Twój minutnik (${words}) zakończył odliczanie.`,
    finishedWhileAway: "Twój minutnik skończył odliczanie, gdy ta strona była zamknięta.",
    dismiss: "Zamknij",
  },

  notifications: {
    title: "Czas minął!",
    body: (words) => `Twój minutnik (${words}) zakończył odliczanie.`,
    enable: "Włącz powiadomienia",
    why: "Zezwól na powiadomienia, aby dowiedzieć się, kiedy minutnik skończy się w karcie w tle.",
    denied:
      "Powiadomienia są zablokowane, więc minutnik kończący się w karcie w tle może tylko zadzwonić. Zezwól na nie w ustawieniach witryny w przeglądarce.",
    unsupported: "Ta przeglądarka nie wyświetla powiadomień; pozostaw kartę widoczną, aby zobaczyć koniec odliczania.",
  },

  sound: {
    blocked:
      "Przeglądarka blokuje dźwięk, dopóki nie wejdziesz w interakcję ze stroną, więc alarm nie może jeszcze zadzwonić.",
    test: "Testuj dźwięk",
    testing: "Odtwarzanie…",
    works: "Dźwięk jest włączony.",
    failed: "Nie udało się odtworzyć dźwięku. Sprawdź, czy ta karta i urządzenie nie są wyciszone.",
    unsupported:
      "Ta przeglądarka nie odtwarza dźwięków, więc minutnik nie zadzwoni. Pozostaw kartę widoczną, aby zobaczyć koniec odliczania.",
  },

  announcements: {
    started: (words) => `Minutnik uruchomiony: ${words}.`,
    paused: (words) => `Minutnik wstrzymany. Pozostało: ${words}.`,
    resumed: (words) => `Minutnik wznowiony. Pozostało: ${words}.`,
    reset: "Minutnik zresetowany.",
    timeSet: (words) => `Minutnik ustawiony na ${words}.`,
    timeAdded: (added, total) => `Dodano: ${added}. Minutnik ustawiony na ${total}.`,
    halfway: "Połowa za tobą.",
    fiveMinutesLeft: "Zostało 5 minut.",
    oneMinuteLeft: "Została 1 minuta.",
    thirtySecondsLeft: "Zostało 30 sekund.",
    tenSecondsLeft: "Zostało 10 sekund.",
    finished: "Czas minął! Minutnik zakończył odliczanie.",
    restored: (words) => `Przywrócono Twój minutnik. Pozostało: ${words}.`,
  },

  shortcuts: {
    heading: "Skróty klawiszowe",
    startPause: "Spacja: start lub pauza",
    reset: "R: resetuj",
    fullScreen: "F: pełny ekran",
  },

  wakeLock: {
    active: "Ekran pozostaje włączony, dopóki minutnik działa.",
  },
};

export default pl;
