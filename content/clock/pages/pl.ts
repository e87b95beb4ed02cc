import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

/** City names stay in the nominative: sentences name them after "miasto" or a colon. */
const pl: ClockPagesText = {
  breadcrumb: "Zegar światowy",
  world: {
    title: "Zegar światowy – aktualny czas w ponad 40 miastach | Tickwise",
    description:
      "Która godzina? Twój dokładny czas lokalny, sprawdzony z naszym serwerem, i aktualny czas w ponad 40 miastach świata, zawsze z poprawnym czasem letnim.",
    h1: "Zegar światowy: aktualny czas lokalny",
    intro:
      "Twój dokładny czas lokalny, skorygowany z serwerem Tickwise, i aktualny czas w ponad 40 miastach: Nowy Jork, Londyn, Tokio, Sydney, Los Angeles, Dubaj i inne.",
    locationTitle: "Zegar światowy",
  },
  generalFaqs: [
    {
      question: "Jak dokładny jest pokazywany czas?",
      answer:
        "Tickwise porównuje zegar Twojego urządzenia z zegarem serwera w kilku szybkich zapytaniach, pokazuje, o ile się różni, i to koryguje. Czas pochodzi potem z bazy stref czasowych IANA w Twojej przeglądarce, więc zmiany czasu są zawsze poprawne.",
    },
    {
      question: "Dlaczego zegar mojego komputera różni się od tej strony?",
      answer:
        "Zegary urządzeń rozjeżdżają się o kilka sekund tygodniowo, jeśli nie synchronizują się z serwerem czasu. Wiersz pod zegarem pokazuje, o ile Twoje urządzenie się spieszy lub spóźnia; włączenie automatycznego ustawiania czasu w ustawieniach systemu rozwiązuje problem.",
    },
    {
      question: "Czy zegar światowy uwzględnia czas letni?",
      answer:
        "Tak. Godziny i przesunięcia UTC pochodzą z bazy stref czasowych IANA w przeglądarce, więc każde miasto przechodzi na czas letni i z powrotem we właściwym dniu, co roku.",
    },
  ],
  hourUnit: "short",
  list: { separator: ", ", pattern: "{head} i {last}", datePattern: "{head} i {last}" },
  location: {
    title: (city, country) => `Aktualny czas: ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Która godzina jest w mieście ${city} (${country})? Dokładny czas lokalny (${zone}, ${offset}) z czasem letnim.`,
    h1: (city) => `Aktualny czas: ${city}`,
    intro: (city, country, zone) =>
      `Dokładny czas w mieście ${city} (${country}), aktualizowany co sekundę i skorygowany o odchyłkę zegara Twojego urządzenia. ${city} używa strefy czasowej ${zone}.`,
    locationTitle: (city) => `Czas: ${city}`,
    zoneWords: "strefa czasowa IANA",
    zoneQuestion: (city) => `W jakiej strefie czasowej leży ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city} (${country}) używa strefy czasowej ${zone}, czyli ${offset} przez cały rok.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city} (${country}) używa strefy czasowej ${zone}: ${standard} w czasie standardowym i ${daylight} w czasie letnim.`,
    dstQuestion: (city) => `Czy w mieście ${city} obowiązuje czas letni?`,
    dstYes: (city, year, forward, back) =>
      `Tak. W ${year} r. zegary w mieście ${city} przestawia się o godzinę do przodu ${forward}, a z powrotem ${back}.`,
    dstOther: (city, dates, year) => `Przesunięcie w mieście ${city} zmienia się ${dates} ${year} r.`,
    dstNo: (city, offset) =>
      `Nie. W mieście ${city} przez cały rok obowiązuje ${offset}, więc zegarów nie przestawia się na lato.`,
    diffQuestion: (city, other) => `Jaka jest różnica czasu między miastami ${city} i ${other}?`,
    same: (other) => `ten sam czas co ${other}`,
    ahead: (hours, other) => `${hours} do przodu względem miasta ${other}`,
    behind: (hours, other) => `${hours} do tyłu względem miasta ${other}`,
    period: (from, to) => `od ${from} do ${to}`,
    during: (difference, periods) => `${periods} ${difference}`,
    allYear: (city, difference) => `${city}: ${difference} przez cały rok.`,
    mostly: (city, difference, year, exceptions) =>
      `${city}: ${difference} przez większą część roku ${year}, a ${exceptions}, ponieważ oba miejsca zmieniają czas w różnych terminach (albo robi to tylko jedno z nich).`,
    sameZoneQuestion: (city) => `Które inne miasta mają ten sam czas co ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "pl",
        "{count, plural, one {{cities} ma tę samą strefę czasową {zone} co {city}, więc zegary zawsze wskazują tę samą godzinę.} few {{cities} mają tę samą strefę czasową {zone} co {city}, więc zegary zawsze wskazują tę samą godzinę.} many {{cities} mają tę samą strefę czasową {zone} co {city}, więc zegary zawsze wskazują tę samą godzinę.} other {{cities} mają tę samą strefę czasową {zone} co {city}, więc zegary zawsze wskazują tę samą godzinę.}}",
        { cities, count, zone, city },
      ),
  },
};
export default pl;
