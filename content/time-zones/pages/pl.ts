import type { TimeZonesPages } from "../pages";

const pl: TimeZonesPages = {
  search: {
    title: "Sprawdź aktualny czas w dowolnym mieście | Tickwise",
    description:
      "Przeszukaj ponad 850 miast po nazwie i otwórz dokładny czas lokalny, strefę czasową i daty zmiany czasu każdego z nich.",
  },
  converter: {
    breadcrumb: "Przelicznik stref czasowych",
    meta: {
      title: "Przelicznik stref czasowych – przelicz czas między miastami | Tickwise",
      description:
        "Przelicz datę i godzinę z jednego miasta na maksymalnie 10 innych, z poprawnym czasem letnim dla wybranej daty. Pokazuje pominięte i powtórzone godziny.",
      h1: "Przelicznik stref czasowych",
      intro:
        "Wybierz miasto, datę i godzinę, a zobaczysz ten sam moment w maksymalnie 10 innych miastach. Każde przesunięcie wynika z zasad obowiązujących w tym dniu.",
    },
    pair: (from, to) => ({
      title: `Przelicznik czasu: ${from} – ${to} | Tickwise`,
      description: `Przelicz godzinę z miasta ${from} na czas w mieście ${to} dla dowolnej daty, z czasem letnim w obu miejscach, i sprawdź różnicę czasu w tym dniu.`,
      h1: `Czas: ${from} – ${to}`,
      intro: `Która godzina jest w mieście ${to}, gdy w mieście ${from} jest określona godzina? Wybierz datę i godzinę; różnica uwzględnia daty zmiany czasu w obu miastach.`,
    }),
    howTo: {
      heading: "Jak przeliczyć godzinę",
      steps: [
        "Wpisz miasto, którego godzinę znasz, i wybierz je z podpowiedzi.",
        "Dodaj do 10 miast do porównania.",
        "Wybierz datę i godzinę, a potem kliknij Przelicz.",
        "Skopiuj adres strony, aby udostępnić dokładnie to przeliczenie.",
      ],
    },
    faqHeading: "Przelicznik stref czasowych – najczęstsze pytania",
    faqs: [
      {
        question: "Dlaczego data ma znaczenie?",
        answer:
          "Wiele miejsc przechodzi na czas letni w różnych terminach, więc różnica między dwoma miastami może się zmieniać w ciągu roku o godzinę (albo pół godziny). Przelicznik stosuje zasady obowiązujące w wybranym dniu.",
      },
      {
        question: "Co oznacza „ta godzina nie istnieje”?",
        answer:
          "W noc, gdy zegary przestawia się do przodu, jedna godzina czasu lokalnego zostaje pominięta: w Nowym Jorku godzina 2:30 nie występuje w drugą niedzielę marca. Przelicznik o tym informuje i pokazuje moment, na który zegary zostały już przestawione.",
      },
      {
        question: "Dlaczego godzina pojawia się dwa razy?",
        answer:
          "Gdy zegary cofa się, jedna godzina się powtarza, więc godzina taka jak 1:30 występuje dwukrotnie. Przelicznik pokazuje oba momenty.",
      },
    ],
  },
  planner: {
    breadcrumb: "Planer spotkań",
    meta: {
      title: "Planer spotkań – najlepsza pora w różnych strefach czasowych | Tickwise",
      description:
        "Znajdź najlepszą godzinę spotkania dla 2–10 miast: 24-godzinna siatka godzin pracy dla dowolnej daty, najlepsze terminy na górze i plik kalendarza.",
      h1: "Planer spotkań",
      intro:
        "Dodaj miasta wszystkich zaproszonych i wybierz datę: planer wskaże godziny mieszczące się w dniu pracy większości osób, z poprawnym czasem letnim dla tej daty.",
    },
    howTo: {
      heading: "Jak zaplanować spotkanie w różnych strefach czasowych",
      steps: [
        "Dodaj miasta uczestników, swoje jako pierwsze.",
        "Wybierz datę: przesunięcia uwzględniają zasady czasu letniego w tym dniu.",
        "Dostosuj godziny pracy, jeśli Twój zespół pracuje w innych godzinach.",
        "Wybierz jeden z najlepszych terminów albo dowolną godzinę z siatki i dodaj ją do kalendarza lub udostępnij link.",
      ],
    },
    faqHeading: "Planer spotkań – najczęstsze pytania",
    faqs: [
      {
        question: "Jak wybierane są najlepsze terminy?",
        answer:
          "Najpierw godziny, w których wszystkie miasta są w godzinach pracy, potem te najbliższe środka dnia pracy wszystkich, a na końcu najwcześniejsze.",
      },
      {
        question: "Dlaczego siatka ma 23 lub 25 godzin?",
        answer:
          "W dniu zmiany czasu w pierwszym mieście jego doba jest o godzinę krótsza lub dłuższa. Siatka odpowiada rzeczywistej dobie.",
      },
    ],
  },
};
export default pl;
