import type { ClockText } from "../text";

/** Polish writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const pl: ClockText = {
  toolName: "Czas",
  card: "Aktualny czas",
  timeLabel: (place) => `Aktualny czas: ${place}`,
  yourTime: "Twoja lokalizacja",
  yourZone: (zone) => `Twoja strefa czasowa: ${zone}`,
  loading: "Wczytywanie aktualnego czasu…",
  accuracy: {
    measuring: "Sprawdzanie Twojego zegara z serwerem…",
    failed: "Nie udało się sprawdzić Twojego zegara z serwerem; pokazujemy czas Twojego urządzenia.",
    exact: (u) => `Twój zegar jest dokładny (±${dec(u)} s).`,
    ahead: (s, u) => `Twój zegar spieszy się o ${dec(s)} s (±${dec(u)} s).`,
    behind: (s, u) => `Twój zegar spóźnia się o ${dec(s)} s (±${dec(u)} s).`,
    note: "Zegary na tej stronie to korygują.",
  },
  selector: {
    label: "Bieżąca lokalizacja",
    auto: "Moja strefa czasowa (automatycznie)",
    help: "Wybierz strefę czasową, aby otworzyć jej stronę.",
  },
  popular: { heading: "Popularne strefy czasowe", dayBefore: "wczoraj", dayAfter: "jutro", sameDay: "dziś" },
  howItWorks: {
    heading: "Jak działa zegar światowy",
    steps: [
      "Po otwarciu strony przeglądarka mierzy kilka szybkich zapytań do serwera Tickwise i szacuje, o ile zegar Twojego urządzenia odbiega od prawidłowego.",
      "Co sekundę aktualny czas dla wybranej strefy jest obliczany na podstawie tak skorygowanego zegara.",
      "Strefy czasowe i zasady czasu letniego pochodzą z bazy IANA wbudowanej w przeglądarkę, więc przesunięcia są poprawne dla każdej daty.",
      "Wybierz miasto w polu Bieżąca lokalizacja albo kartę w sekcji Popularne strefy czasowe, aby otworzyć stronę tego miasta i ją udostępnić.",
    ],
  },
  faqHeading: (title) => `${title} – najczęstsze pytania`,
  articles: {
    heading: "Powiązane artykuły",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Czas wojskowy i format 24-godzinny" },
      { to: "/blog/time-in-india-zones-scheduling", label: "Czas w Indiach: jedna strefa, wskazówki do planowania" },
      { to: "/blog/australia-time-zones-business", label: "Strefy czasowe Australii w biznesie" },
      { to: "/alarm", label: "Budzik online" },
    ],
  },
  shareHeading: "Udostępnij ten zegar",
};
export default pl;
