import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const nl: StopwatchText = {
  toolName: "Stopwatch",
  card: "Stopwatch",
  display: {
    label: "Verstreken tijd",
    millis: "milliseconden",
    loop: "Voortgang binnen de huidige 10 seconden",
    loopText: (seconds) => icu("nl", "{seconds, number} van 10 seconden", { seconds }),
  },
  controls: {
    start: "Starten",
    resume: "Hervatten",
    pause: "Pauzeren",
    lap: "Ronde",
    reset: "Resetten",
    fullscreen: "Volledig scherm",
    exitFullscreen: "Volledig scherm sluiten",
    shortcuts: "Toetsenbord: spatie starten/pauzeren · L ronde · R resetten · F volledig scherm",
  },
  status: {
    started: "Stopwatch gestart",
    paused: (time) => `Stopwatch gepauzeerd op ${time}`,
    reset: "Stopwatch gereset",
    lap: (n, lapTime) => icu("nl", "Ronde {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Rondes",
    caption: "Rondes, nieuwste eerst",
    lap: "Ronde",
    lapName: (n) => icu("nl", "Ronde {n, number}", { n }),
    lapTime: "Rondetijd",
    total: "Totaal",
    fastest: "snelste",
    slowest: "langzaamste",
    empty: "Nog geen rondes. Druk op Ronde (of L) terwijl de stopwatch loopt om er een vast te leggen.",
    copyText: "Kopiëren als tekst",
    copyCsv: "Kopiëren als CSV",
    download: "CSV downloaden",
    copiedText: "Rondes gekopieerd als tekst",
    copiedCsv: "Rondes gekopieerd als CSV",
    copyFailedTitle: "Kopiëren mislukt",
    copyFailedText: "De rondes konden niet naar het klembord worden gekopieerd",
  },
  presets: {
    heading: "Voorinstellingen",
    intro: "Geef de stopwatch een doel: bij elk signaal hoor je je alarmgeluid en de stopwatch loopt gewoon door.",
    use: "Voorinstelling gebruiken",
    active: "Actief",
    clear: "Voorinstelling wissen",
    target: (time) => `Doel ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Elke minuut op de minuut een herhaling van 100 m, 10 rondes." },
      plank: { name: "Plank", description: "1 minuut volhouden, met een signaal halverwege." },
      hiit: { name: "HIIT", description: "Tabata: 20 s inspanning, 10 s rust, 8 rondes (4 minuten)." },
      cooking: { name: "Koken", description: "Signaal na 10 minuten, met een seintje na 5." },
      study: { name: "Studeren", description: "Een focusblok van 25 minuten, met een waarschuwing 5 minuten vooraf." },
      meeting: { name: "Vergadering", description: "30 minuten, met een waarschuwing 5 minuten voor het einde." },
    },
    panel: "Voortgang van de voorinstelling",
    phase: { work: "Inspanning", rest: "Rust", round: "Ronde", running: "Loopt", done: "Doel bereikt" },
    roundOf: (round, rounds) => icu("nl", "Ronde {round, number} van {rounds, number}", { round, rounds }),
    nextCue: (time) => `Volgend signaal over ${time}`,
    progress: "Voortgang naar het doel",
    cue: (kind, name, time, round) =>
      icu(
        "nl",
        "{kind, select, target {{name}: doel bereikt op {time}} halfway {{name}: halverwege, {time}} warning {{name}: nog 5 minuten} work {{name}: inspanning, ronde {round}} rest {{name}: rust} other {{name}: ronde {round}, start!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Toepassingen van de stopwatch", all: "Alle toepassingen van de stopwatch" },
  howTo: {
    heading: "Zo gebruik je de stopwatch",
    steps: [
      "Druk op Starten (of de spatiebalk) om de tijd te laten lopen; de cijfers tonen uren, minuten en seconden, met de milliseconden eronder.",
      "Druk op Ronde (of L) om een tussentijd vast te leggen; de tijd van elke ronde en het totaal verschijnen in de tabel.",
      "Druk op Pauzeren (of de spatiebalk) om de klok stil te zetten en op Hervatten om vanaf dezelfde tijd verder te gaan.",
      "Druk op Resetten (of R) om de tijd en de rondes te wissen, en op F voor volledig scherm op een beamer of tv.",
    ],
    tipsHeading: "Tips",
  },
  faq: { heading: (h1) => `Veelgestelde vragen: ${h1}` },
  articles: {
    heading: "Gerelateerde artikelen",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Zo gebruik je een timer om effectief te studeren" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 creatieve manieren om elke dag een timer te gebruiken",
      },
      { to: "/blog/5-minute-timer-productivity-guide", label: "Productiever met de timer van 5 minuten" },
      { to: "/timer", label: "Online afteltimer" },
    ],
  },
  share: { heading: "Deel deze stopwatch" },
};

export default nl;
