import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const pl: CountdownText = {
  toolName: "Odliczanie",
  breadcrumb: "Odliczanie",
  meta: {
    title: "Odliczanie do dowolnej daty i godziny, w każdej strefie czasowej | Tickwise",
    description:
      "Utwórz za darmo odliczanie do dowolnej chwili: wybierz datę, godzinę, strefę czasową i tytuł, a potem udostępnij link. Czas letni zawsze się zgadza.",
  },
  heading: "Odliczanie do dowolnej chwili",
  intro:
    "Wybierz datę, godzinę i strefę czasową, w której to się dzieje, nadaj tytuł i udostępnij link: wszyscy widzą tę samą chwilę odliczaną w dniach, godzinach, minutach i sekundach.",
  momentTitle: (title) => title || "Twoje odliczanie",
  form: {
    heading: "Utwórz odliczanie",
    date: "Data",
    time: "Godzina",
    zone: "Strefa czasowa",
    zoneHelp: "Strefa, w której dzieje się ta chwila, np. Europe/Warsaw.",
    title: "Tytuł (opcjonalnie)",
    submit: "Rozpocznij odliczanie",
  },
  problems: {
    to: "Nie udało się odczytać daty i godziny. Użyj formularza albo linku w rodzaju /countdown?to=2027-01-01T00:00&tz=Europe/Warsaw.",
    tz: "Nieznana strefa czasowa. Użyj nazwy IANA, np. Europe/Warsaw lub America/New_York.",
    year: "Odliczania obejmują lata od 1970 do 2200: wybierz rok z tego zakresu.",
    title: "Tytuł jest za długi: maksymalnie 120 znaków.",
  },
  problemHeading: "Nie można wyświetlić tego odliczania",
  words: (w) =>
    icu(
      "pl",
      "{title}, {date}, godz. {time}, {place} — {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}",
      momentValues(w),
    ),
  gap: (asked, shown) =>
    `Godzina ${asked} nie istnieje tego dnia: zegary przestawia się do przodu, więc odliczanie celuje w ${shown}.`,
  overlap: (time) =>
    `Godzina ${time} występuje tej nocy dwa razy, bo zegary cofa się o godzinę: odliczanie celuje w pierwszą.`,
  countdownLabel: (title) => `Pozostały czas do: ${title}`,
  units: { days: "dni", hours: "godz.", minutes: "min", seconds: "s" },
  reached: (title) => `${title}: ta chwila nadeszła!`,
  oneMinute: (title) => `Została minuta do: ${title}.`,
  addToCalendar: "Dodaj do kalendarza (.ics)",
  copyLink: "Kopiuj link",
  events: { heading: "Odliczania do najważniejszych dni roku" },
  eventNames: {
    "new-year": "Nowy Rok",
    "valentines-day": "Walentynki",
    easter: "Niedziela Wielkanocna",
    halloween: "Halloween",
    christmas: "Boże Narodzenie",
  },
  howTo: {
    heading: "Jak utworzyć odliczanie",
    steps: [
      "Wybierz datę i godzinę tej chwili.",
      "Wybierz strefę czasową, w której się wydarzy: premiera w Nowym Jorku, ślub w Madrycie.",
      "Nadaj tytuł i kliknij Rozpocznij odliczanie: adres strony zawiera teraz twoje odliczanie.",
      "Udostępnij link lub dodaj tę chwilę do kalendarza. Każdy widzi ją w swoim czasie lokalnym.",
    ],
  },
  faqHeading: "Pytania o odliczanie",
  faqs: [
    {
      question: "Czy czas letni jest uwzględniany?",
      answer:
        "Tak. Chwila jest obliczana według zasad strefy czasowej dla tej konkretnej daty, a nie dzisiejszego przesunięcia: odliczanie do letniej daty w Londynie liczy do brytyjskiego czasu letniego.",
    },
    {
      question: "Co, jeśli moja godzina nie istnieje albo występuje dwa razy?",
      answer:
        "Gdy zegary przestawia się do przodu, godzina z pominiętego okresu przesuwa się o tyle samo (02:30 staje się 03:30). Gdy się je cofa, godzina występująca dwa razy oznacza pierwszą. Aplikacje kalendarza odczytują plik .ics tak samo.",
    },
    {
      question: "Czy odliczanie działa w karcie w tle?",
      answer:
        "Tak. Pozostały czas jest liczony z docelowej chwili i zegara przy każdym wyświetleniu, więc zgadza się od razu po powrocie.",
    },
    {
      question: "Czy mogę udostępnić swoje odliczanie?",
      answer:
        "Tak: data, godzina, strefa i tytuł są w adresie strony. Skopiuj link lub użyj przycisków udostępniania; nic nie jest zapisywane na naszym serwerze.",
    },
  ],
  shareHeading: "Udostępnij to odliczanie",
  eventNote: "Odliczanie kończy się o północy na początku dnia, w twojej strefie czasowej.",
  today: (name) => `${name} jest dziś!`,
};

export default pl;
