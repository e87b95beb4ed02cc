import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const pl: TimersText = {
  meta: {
    title: "Wiele timerów online – kilka nazwanych odliczań | Tickwise",
    description:
      "Uruchom kilka timerów naraz, każdy z własną nazwą, kolorem i dźwiękiem. Posortowane według końca, zachowane po odświeżeniu, do udostępnienia linkiem. Za darmo.",
  },
  breadcrumb: "Wiele timerów",
  h1: "Wiele timerów",
  intro:
    "Gotujesz trzy dania, prowadzisz stacje na zajęciach albo żonglujesz spotkaniami? Dodaj tyle nazwanych timerów, ile potrzebujesz; każdy działa, zatrzymuje się i dzwoni niezależnie.",
  form: {
    heading: "Dodaj timer",
    label: "Nazwa",
    labelHelp: "Do 60 znaków, np. Makaron albo Stacja 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Czas trwania",
    hours: "Godziny",
    minutes: "Minuty",
    seconds: "Sekundy",
    colour: "Kolor",
    sound: "Dźwięk",
    add: "Dodaj timer",
    full: (max) =>
      icu(
        "pl",
        "{max, plural, one {Masz # timer, najwięcej, ile mieści ta strona. Usuń jeden, aby dodać kolejny.} few {Masz # timery, najwięcej, ile mieści ta strona. Usuń jeden, aby dodać kolejny.} many {Masz # timerów, najwięcej, ile mieści ta strona. Usuń jeden, aby dodać kolejny.} other {Masz # timera, najwięcej, ile mieści ta strona. Usuń jeden, aby dodać kolejny.}}",
        { max },
      ),
    problems: {
      label: (max) =>
        icu(
          "pl",
          "{max, plural, one {Nazwa może mieć najwyżej # znak.} few {Nazwa może mieć najwyżej # znaki.} many {Nazwa może mieć najwyżej # znaków.} other {Nazwa może mieć najwyżej # znaku.}}",
          { max },
        ),
      duration: "Wybierz czas od 1 sekundy do 99:59:59.",
      other: "Wybierz kolor i dźwięk z list.",
    },
  },
  colours: {
    blue: "Niebieski",
    green: "Zielony",
    amber: "Bursztynowy",
    rose: "Różowy",
    violet: "Fioletowy",
    slate: "Szary",
  },
  list: {
    heading: "Twoje timery",
    empty: "Nie masz jeszcze timerów. Dodaj jeden powyżej albo otwórz udostępniony link.",
    loading: "Wczytywanie timerów…",
    status: {
      running: "Działa",
      paused: "Wstrzymany",
      idle: "Gotowy",
      ended: "Czas minął!",
      missed: "Zakończył się, gdy strona była zamknięta",
    },
    start: (label) => `Uruchom: ${label}`,
    resume: (label) => `Wznów: ${label}`,
    pause: (label) => `Wstrzymaj: ${label}`,
    reset: (label) => `Resetuj: ${label}`,
    remove: (label) => `Usuń: ${label}`,
    startText: "Start",
    resumeText: "Wznów",
    pauseText: "Pauza",
    resetText: "Resetuj",
    removeText: "Usuń",
    progress: (label) => `Postęp: ${label}`,
  },
  announce: {
    ended: (label) => `${label}: czas minął!`,
    added: (label) => `Dodano: ${label}`,
    removed: (label) => `Usunięto: ${label}`,
    started: (label) => `Uruchomiono: ${label}`,
    paused: (label) => `Wstrzymano: ${label}`,
    reset: (label) => `Zresetowano: ${label}`,
  },
  documentTitle: (time, label) => `${time} ${label} - Timery`,
  documentTitleDone: (label) => `Czas minął! ${label} - Timery`,
  notification: {
    title: (label) => `${label}: czas minął!`,
    body: (duration) => `Twój timer (${duration}) dobiegł końca.`,
  },
  share: {
    heading: "Udostępnij ten zestaw",
    help: "Link zawiera nazwy, czasy, kolory i dźwięki twoich timerów, ale nie to, czy działają. Bez zakładania konta.",
    button: "Utwórz link do udostępnienia",
    link: "Link do udostępnienia",
    copy: "Kopiuj link",
    copied: "Link skopiowany",
    copyFailed: "Nie udało się skopiować linku; zaznacz go i skopiuj samodzielnie.",
  },
  shared: {
    heading: "Udostępniony zestaw timerów",
    intro: (count) =>
      icu(
        "pl",
        "{count, plural, one {Ten link udostępnia # timer.} few {Ten link udostępnia # timery.} many {Ten link udostępnia # timerów.} other {Ten link udostępnia # timera.}}",
        { count },
      ),
    add: "Dodaj do moich timerów",
    replace: "Zastąp moje timery",
    replaceConfirm: "Zastąpić wszystkie twoje timery tym zestawem? Działające timery zostaną usunięte.",
    replaceTitle: "Zastąpić twoje timery?",
    cancel: "Anuluj",
    replaceButton: "Zastąp",
    dismiss: "Zamknij",
    added: (count) =>
      icu(
        "pl",
        "{count, plural, one {Dodano # timer.} few {Dodano # timery.} many {Dodano # timerów.} other {Dodano # timera.}}",
        { count },
      ),
    replaced: (count) =>
      icu(
        "pl",
        "{count, plural, one {Twoje timery zastąpiono # timerem.} few {Twoje timery zastąpiono # timerami.} many {Twoje timery zastąpiono # timerami.} other {Twoje timery zastąpiono # timera.}}",
        { count },
      ),
    tooManyToAdd: (max) =>
      `Po dodaniu tych timerów przekroczysz limit ${max}. Najpierw usuń kilka albo zastąp swoje timery.`,
    problemHeading: "Nie można otworzyć tego udostępnionego linku",
    problems: {
      malformed: "Link jest uszkodzony lub niepełny. Poproś o niego ponownie albo utwórz własny zestaw poniżej.",
      empty: "Link nie zawiera żadnych timerów.",
      tooMany: (max) => `Link zawiera ponad ${max} timerów, a tyle maksymalnie można udostępnić.`,
      label: (n, max) => `Timer ${n} w linku ma pustą nazwę lub dłuższą niż ${max} znaków.`,
      duration: (n) => `Timer ${n} w linku ma czas spoza zakresu od 1 sekundy do 99:59:59.`,
    },
  },
  howTo: {
    heading: "Jak korzystać z wielu timerów",
    steps: [
      "Wpisz nazwę, ustaw godziny, minuty i sekundy, a potem wybierz kolor i dźwięk.",
      "Kliknij Dodaj timer. Powtórz dla każdego dania, stacji lub zadania.",
      "Uruchamiaj każdy timer, kiedy go potrzebujesz; wstrzymuj, resetuj lub usuwaj go jego własnymi przyciskami.",
      "Na górze listy jest timer, który skończy się najwcześniej. Każdy dzwoni własnym dźwiękiem.",
      "Utwórz link do udostępnienia, aby wysłać ten sam zestaw komuś innemu lub otworzyć go na innym urządzeniu.",
    ],
    tipsHeading: "Wskazówki",
    tips: [
      "Daj każdemu timerowi inny dźwięk, a bez patrzenia będziesz wiedzieć, który zadzwonił.",
      "Nie zamykaj karty, nawet w tle: timery kończą się punktualnie i pokazują powiadomienie, jeśli na to pozwolisz.",
      "Możesz otworzyć stronę w dwóch kartach: pokazują te same timery, a każdy dzwoni tylko raz.",
    ],
  },
  faq: {
    heading: "Najczęstsze pytania",
    items: [
      {
        question: "Ile timerów mogę uruchomić naraz?",
        answer:
          "Do 50 na tym urządzeniu, wszystkie jednocześnie, jeśli chcesz. Udostępniony link mieści do 20 timerów.",
      },
      {
        question: "Czy timery działają dalej, gdy odświeżę lub zamknę stronę?",
        answer:
          "Tak. Każdy timer zapisuje w przeglądarce swój czas zakończenia, więc po odświeżeniu od razu pokazuje właściwy czas. Timer, który skończył się przy zamkniętej stronie, informuje o tym zamiast dzwonić z opóźnieniem.",
      },
      {
        question: "Czy timer zadzwoni dwa razy, jeśli strona jest otwarta w dwóch kartach?",
        answer:
          "Nie. Karty dzielą te same timery i ustalają, która z nich dzwoni, więc każdy timer dzwoni raz, a obie karty pokazują, że się skończył.",
      },
      {
        question: "Co zawiera link do udostępnienia?",
        answer:
          "Tylko nazwę, czas, kolor i dźwięk każdego timera, zapisane w samym linku. Na naszym serwerze nic nie jest przechowywane i nie potrzebujesz konta.",
      },
      {
        question: "Czy timery są dokładne w karcie w tle?",
        answer:
          "Tak. Każdy timer odlicza do stałego czasu zakończenia, zamiast liczyć tyknięcia, więc spowolniona lub zamrożona karta jest dokładna, gdy tylko znów działa, i dzwoni o czasie zakończenia.",
      },
    ],
  },
  related: {
    heading: "Inne narzędzia czasu",
    items: [
      { to: "/timer", label: "Pojedynczy timer odliczający" },
      { to: "/stopwatch", label: "Stoper z okrążeniami" },
      { to: "/alarm", label: "Budzik" },
      { to: "/goals", label: "Cele z timerem" },
    ],
  },
};

export default pl;
