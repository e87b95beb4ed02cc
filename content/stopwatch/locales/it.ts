import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const it: StopwatchText = {
  toolName: "Cronometro",
  card: "Cronometro",
  display: {
    label: "Tempo trascorso",
    millis: "millisecondi",
    loop: "Avanzamento nei 10 secondi correnti",
    loopText: (seconds) => icu("it", "{seconds, number} di 10 secondi", { seconds }),
  },
  controls: {
    start: "Avvia",
    resume: "Riprendi",
    pause: "Pausa",
    lap: "Giro",
    reset: "Azzera",
    fullscreen: "Schermo intero",
    exitFullscreen: "Esci da schermo intero",
    shortcuts: "Tastiera: Spazio avvia/pausa · L giro · R azzera · F schermo intero",
  },
  status: {
    started: "Cronometro avviato",
    paused: (time) => `Cronometro in pausa a ${time}`,
    reset: "Cronometro azzerato",
    lap: (n, lapTime) => icu("it", "Giro {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Giri",
    caption: "Giri, dal più recente",
    lap: "Giro",
    lapName: (n) => icu("it", "Giro {n, number}", { n }),
    lapTime: "Tempo del giro",
    total: "Totale",
    fastest: "più veloce",
    slowest: "più lento",
    empty: "Ancora nessun giro. Premi Giro (o L) mentre il cronometro è in funzione per registrarne uno.",
    copyText: "Copia come testo",
    copyCsv: "Copia come CSV",
    download: "Scarica CSV",
    copiedText: "Giri copiati come testo",
    copiedCsv: "Giri copiati come CSV",
    copyFailedTitle: "Copia non riuscita",
    copyFailedText: "Impossibile copiare i giri negli appunti",
  },
  presets: {
    heading: "Preimpostazioni",
    intro: "Dai un obiettivo al cronometro: ti avvisa con il tuo suono di sveglia a ogni segnale e continua a contare.",
    use: "Usa preimpostazione",
    active: "Attiva",
    clear: "Rimuovi preimpostazione",
    target: (time) => `Obiettivo ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Una ripetuta di 100 m all’inizio di ogni minuto, 10 serie." },
      plank: { name: "Plank", description: "Tieni la posizione per 1 minuto, con un segnale a metà." },
      hiit: { name: "HIIT", description: "Tabata: 20 s di lavoro, 10 s di recupero, 8 serie (4 minuti)." },
      cooking: { name: "Cucina", description: "Segnale a 10 minuti, con un avviso a 5." },
      study: { name: "Studio", description: "Un blocco di concentrazione di 25 minuti, con avviso 5 minuti prima." },
      meeting: { name: "Riunione", description: "30 minuti, con avviso 5 minuti prima per chiudere." },
    },
    panel: "Avanzamento della preimpostazione",
    phase: { work: "Lavoro", rest: "Recupero", round: "Serie", running: "In corso", done: "Obiettivo raggiunto" },
    roundOf: (round, rounds) => icu("it", "Serie {round, number} di {rounds, number}", { round, rounds }),
    nextCue: (time) => `Prossimo segnale tra ${time}`,
    progress: "Avanzamento verso l’obiettivo",
    cue: (kind, name, time, round) =>
      icu(
        "it",
        "{kind, select, target {{name}: obiettivo raggiunto a {time}} halfway {{name}: metà, {time}} warning {{name}: mancano 5 minuti} work {{name}: lavoro, serie {round}} rest {{name}: recupero} other {{name}: serie {round}, via!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Usi del cronometro", all: "Tutti gli usi del cronometro" },
  howTo: {
    heading: "Come usare il cronometro",
    steps: [
      "Premi Avvia (o Spazio) per iniziare a cronometrare; le cifre mostrano ore, minuti e secondi, con i millisecondi sotto.",
      "Premi Giro (o L) per registrare un tempo parziale; il tempo di ogni giro e il totale compaiono nella tabella.",
      "Premi Pausa (o Spazio) per fermare il cronometro e Riprendi per continuare dallo stesso tempo.",
      "Premi Azzera (o R) per cancellare tempo e giri, e F per lo schermo intero su un proiettore o una TV.",
    ],
    tipsHeading: "Consigli",
  },
  faq: { heading: (h1) => `Domande frequenti: ${h1}` },
  articles: {
    heading: "Articoli correlati",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Come usare un timer per studiare meglio" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 modi creativi per usare un timer ogni giorno",
      },
      { to: "/blog/5-minute-timer-productivity-guide", label: "Guida alla produttività con il timer di 5 minuti" },
      { to: "/timer", label: "Timer online" },
    ],
  },
  share: { heading: "Condividi questo cronometro" },
};

export default it;
