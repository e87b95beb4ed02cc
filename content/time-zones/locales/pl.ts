import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Taka data nie istnieje w kalendarzu (użyj formatu RRRR-MM-DD); zamiast niej pokazujemy dzisiejszą.",
  time: "Ta godzina jest nieprawidłowa (użyj formatu GG:MM, 24-godzinnego); zamiast niej pokazujemy aktualny czas.",
  city: "Jedno z miast w linku było nieprawidłowe i zostało pominięte.",
  hours: "Godziny pracy muszą zaczynać się przed końcem (0–24); zamiast nich używamy 08:00–18:00.",
  slot: "Wybrana godzina była nieprawidłowa i została pominięta.",
  title: "Tytuł spotkania musi mieć od 1 do 120 znaków; używamy tytułu domyślnego.",
  tooManyCities: "Porównujemy najwyżej 10 miast; pozostałe zostały pominięte.",
};

const pl: TimeZonesText = {
  citySearch: {
    label: "Znajdź miasto",
    placeholder: "Wpisz miasto, np. Lagos",
    submit: "Szukaj",
    help: "Ponad 850 miast liczących co najmniej 500 000 mieszkańców i wszystkie strefy czasowe IANA. Wybierz podpowiedź strzałkami.",
    count: (n) =>
      icu(
        "pl",
        "{n, plural, one {Znaleziono # miasto} few {Znaleziono # miasta} many {Znaleziono # miast} other {Znaleziono # miasta}}",
        { n },
      ),
    none: "Nie znaleziono miasta",
    failed: "Podpowiedzi są niedostępne; kliknij Szukaj.",
    page: {
      h1: "Znajdź miasto",
      results: (q) => `Miasta pasujące do „${q}”`,
      empty: (q) => `Żadne miasto nie pasuje do „${q}”. Spróbuj innej pisowni albo pobliskiego dużego miasta.`,
      prompt: "Wpisz nazwę miasta, aby zobaczyć jego aktualny czas.",
    },
  },
  converter: {
    form: {
      legend: "Czas do przeliczenia",
      from: "Miasto",
      to: (n) => `Inne miasto ${n}`,
      toHelp: "Wpisz nazwę lub identyfikator miasta (np. tokyo). Zostaw pole puste, aby je usunąć.",
      date: "Data",
      time: "Godzina",
      submit: "Przelicz",
    },
    swap: "Zamień miasta",
    now: "Teraz",
    resultsHeading: "Ten sam moment w innych miastach",
    columns: { city: "Miasto", time: "Godzina", date: "Data", offset: "Przesunięcie UTC" },
    dayBefore: "poprzedni dzień",
    dayAfter: "następny dzień",
    gap: (time, date, city, shown) =>
      `Godzina ${time} nie istnieje w dniu ${date} w mieście ${city}: zegary ją przeskakują. Poniższe godziny dotyczą ${shown}, gdy zegary były już przestawione.`,
    overlap: (time, date, city) =>
      `Godzina ${time} występuje dwa razy w dniu ${date} w mieście ${city}: zegary cofają się. Poniżej pokazujemy oba momenty.`,
    earlier: "Pierwszy raz",
    later: "Drugi raz",
    pickCity: "Wybierz miasto, aby zacząć.",
    problems,
    unknownCities: (slugs) => `Pominięto nieznane miasto: ${slugs}.`,
    popularHeading: "Popularne przeliczenia",
    shareHeading: "Udostępnij to przeliczenie",
  },
  planner: {
    form: {
      legend: "Miasta i data",
      city: (n) => `Miasto ${n}`,
      cityHelp: "Od 2 do 10 miast. Dzień pierwszego miasta wyznacza godziny siatki.",
      date: "Data",
      start: "Początek dnia pracy (godzina)",
      end: "Koniec dnia pracy (godzina)",
      title: "Tytuł spotkania",
      submit: "Zaplanuj",
    },
    needCities: "Dodaj co najmniej dwa miasta do porównania.",
    bestHeading: "Najlepsze terminy spotkania",
    bestNone: "Żadna godzina nie mieści się w niczyich godzinach pracy.",
    everyone: "wszyscy w godzinach pracy",
    some: (n, total) => icu("pl", "{total, plural, other {{n} z # w godzinach pracy}}", { n, total }),
    gridHeading: "Cały dzień, godzina po godzinie",
    gridCaption: (city, date) =>
      `Godziny dnia ${date} w mieście ${city} i ten sam moment w każdym mieście. ✓ godziny pracy, ☾ poza nimi.`,
    slotColumn: "Wybierz",
    working: "godziny pracy",
    off: "poza godzinami pracy",
    legend: "✓ w godzinach pracy · ☾ poza godzinami pracy",
    chosenHeading: "Wybrany termin",
    addToCalendar: "Dodaj do kalendarza (.ics)",
    minutes: "60 minut",
    defaultTitle: "Spotkanie",
    problems,
    unknownCities: (slugs) => `Pominięto nieznane miasto: ${slugs}.`,
    shareHeading: "Udostępnij ten plan",
  },
};
export default pl;
