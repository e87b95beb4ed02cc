import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const pl: StopwatchText = {
  toolName: "Stoper",
  card: "Stoper",
  display: {
    label: "Upływający czas",
    millis: "milisekundy",
    loop: "Postęp w bieżących 10 sekundach",
    loopText: (seconds) => icu("pl", "{seconds, number} z 10 sekund", { seconds }),
  },
  controls: {
    start: "Start",
    resume: "Wznów",
    pause: "Pauza",
    lap: "Okrążenie",
    reset: "Resetuj",
    fullscreen: "Pełny ekran",
    exitFullscreen: "Zamknij pełny ekran",
    shortcuts: "Klawiatura: Spacja start/pauza · L okrążenie · R reset · F pełny ekran",
  },
  status: {
    started: "Stoper uruchomiony",
    paused: (time) => `Stoper zatrzymany na ${time}`,
    reset: "Stoper wyzerowany",
    lap: (n, lapTime) => icu("pl", "Okrążenie {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Okrążenia",
    caption: "Okrążenia, od najnowszego",
    lap: "Okrążenie",
    lapName: (n) => icu("pl", "Okrążenie {n, number}", { n }),
    lapTime: "Czas okrążenia",
    total: "Łącznie",
    fastest: "najszybsze",
    slowest: "najwolniejsze",
    empty: "Brak okrążeń. Naciśnij Okrążenie (lub L), gdy stoper działa, aby je zapisać.",
    copyText: "Kopiuj jako tekst",
    copyCsv: "Kopiuj jako CSV",
    download: "Pobierz CSV",
    copiedText: "Skopiowano okrążenia jako tekst",
    copiedCsv: "Skopiowano okrążenia jako CSV",
    copyFailedTitle: "Nie udało się skopiować",
    copyFailedText: "Nie udało się skopiować okrążeń do schowka",
  },
  presets: {
    heading: "Gotowe ustawienia",
    intro: "Wyznacz stoperowi cel: przy każdym sygnale odtworzy Twój dźwięk alarmu i będzie mierzyć dalej.",
    use: "Użyj ustawienia",
    active: "Aktywne",
    clear: "Usuń ustawienie",
    target: (time) => `Cel ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Odcinek 100 m na początku każdej minuty, 10 serii." },
      plank: { name: "Deska", description: "Wytrzymaj 1 minutę, z sygnałem w połowie." },
      hiit: { name: "HIIT", description: "Tabata: 20 s wysiłku, 10 s odpoczynku, 8 serii (4 minuty)." },
      cooking: { name: "Gotowanie", description: "Sygnał po 10 minutach, z przypomnieniem po 5." },
      study: { name: "Nauka", description: "25-minutowy blok skupienia z ostrzeżeniem 5 minut przed końcem." },
      meeting: { name: "Spotkanie", description: "30 minut z ostrzeżeniem 5 minut przed końcem." },
    },
    panel: "Postęp ustawienia",
    phase: { work: "Wysiłek", rest: "Odpoczynek", round: "Seria", running: "W toku", done: "Cel osiągnięty" },
    roundOf: (round, rounds) => icu("pl", "Seria {round, number} z {rounds, number}", { round, rounds }),
    nextCue: (time) => `Następny sygnał za ${time}`,
    progress: "Postęp do celu",
    cue: (kind, name, time, round) =>
      icu(
        "pl",
        "{kind, select, target {{name}: cel osiągnięty po {time}} halfway {{name}: połowa, {time}} warning {{name}: zostało 5 minut} work {{name}: wysiłek, seria {round}} rest {{name}: odpoczynek} other {{name}: seria {round}, start!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Zastosowania stopera", all: "Wszystkie zastosowania stopera" },
  howTo: {
    heading: "Jak korzystać ze stopera",
    steps: [
      "Naciśnij Start (lub Spację), aby rozpocząć pomiar; cyfry pokazują godziny, minuty i sekundy, a pod nimi milisekundy.",
      "Naciśnij Okrążenie (lub L), aby zapisać międzyczas; czas każdego okrążenia i czas łączny pojawią się w tabeli.",
      "Naciśnij Pauza (lub Spację), aby zatrzymać zegar, i Wznów, aby kontynuować od tego samego czasu.",
      "Naciśnij Resetuj (lub R), aby wyczyścić czas i okrążenia, a F, aby włączyć pełny ekran na projektorze lub telewizorze.",
    ],
    tipsHeading: "Wskazówki",
  },
  faq: { heading: (h1) => `Najczęstsze pytania: ${h1}` },
  articles: {
    heading: "Powiązane artykuły",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Jak używać minutnika do skutecznej nauki" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 kreatywnych sposobów na minutnik na co dzień",
      },
      { to: "/blog/5-minute-timer-productivity-guide", label: "Poradnik produktywności z 5-minutowym minutnikiem" },
      { to: "/timer", label: "Minutnik online" },
    ],
  },
  share: { heading: "Udostępnij ten stoper" },
};

export default pl;
