import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const it: TimersText = {
  meta: {
    title: "Più timer online – conti alla rovescia con nome | Tickwise",
    description:
      "Usa più timer contemporaneamente, ognuno con nome, colore e suono propri. Ordinati per scadenza, conservati al ricaricamento, condivisibili con un link. Gratis.",
  },
  breadcrumb: "Più timer",
  h1: "Più timer",
  intro:
    "Tre piatti sul fuoco, stazioni da gestire in classe o riunioni in fila? Aggiungi tutti i timer con nome che ti servono; ognuno parte, si ferma e suona per conto suo.",
  form: {
    heading: "Aggiungi un timer",
    label: "Nome",
    labelHelp: "Fino a 60 caratteri, es. Pasta o Stazione 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Durata",
    hours: "Ore",
    minutes: "Minuti",
    seconds: "Secondi",
    colour: "Colore",
    sound: "Suono",
    add: "Aggiungi timer",
    full: (max) => `Hai ${max} timer, il massimo che questa pagina conserva. Rimuovine uno per aggiungerne un altro.`,
    problems: {
      label: (max) => `Il nome può avere al massimo ${max} caratteri.`,
      duration: "Scegli una durata tra 1 secondo e 99:59:59.",
      other: "Scegli un colore e un suono dagli elenchi.",
    },
  },
  colours: { blue: "Blu", green: "Verde", amber: "Ambra", rose: "Rosa", violet: "Viola", slate: "Grigio" },
  list: {
    heading: "I tuoi timer",
    empty: "Ancora nessun timer. Aggiungine uno qui sopra o apri un link condiviso.",
    loading: "Caricamento dei timer…",
    status: {
      running: "In corso",
      paused: "In pausa",
      idle: "Pronto",
      ended: "Tempo scaduto!",
      missed: "Terminato mentre la pagina era chiusa",
    },
    start: (label) => `Avvia ${label}`,
    resume: (label) => `Riprendi ${label}`,
    pause: (label) => `Metti in pausa ${label}`,
    reset: (label) => `Azzera ${label}`,
    remove: (label) => `Rimuovi ${label}`,
    startText: "Avvia",
    resumeText: "Riprendi",
    pauseText: "Pausa",
    resetText: "Azzera",
    removeText: "Rimuovi",
    progress: (label) => `Avanzamento di ${label}`,
  },
  announce: {
    ended: (label) => `${label}: tempo scaduto!`,
    added: (label) => `${label} aggiunto`,
    removed: (label) => `${label} rimosso`,
    started: (label) => `${label} avviato`,
    paused: (label) => `${label} in pausa`,
    reset: (label) => `${label} azzerato`,
  },
  documentTitle: (time, label) => `${time} ${label} - Timer`,
  documentTitleDone: (label) => `Tempo scaduto! ${label} - Timer`,
  notification: {
    title: (label) => `${label}: tempo scaduto!`,
    body: (duration) => `Il tuo timer di ${duration} è terminato.`,
  },
  share: {
    heading: "Condividi questa serie",
    help: "Il link contiene nomi, durate, colori e suoni dei tuoi timer, non se sono in corso. Nessun account richiesto.",
    button: "Crea link di condivisione",
    link: "Link di condivisione",
    copy: "Copia link",
    copied: "Link copiato",
    copyFailed: "Impossibile copiare il link; selezionalo e copialo tu.",
  },
  shared: {
    heading: "Una serie di timer condivisa",
    intro: (count) =>
      icu("it", "{count, plural, one {Questo link condivide # timer.} other {Questo link condivide # timer.}}", {
        count,
      }),
    add: "Aggiungi ai miei timer",
    replace: "Sostituisci i miei timer",
    replaceConfirm: "Sostituire tutti i tuoi timer con questa serie? I timer in corso verranno rimossi.",
    replaceTitle: "Sostituire i tuoi timer?",
    cancel: "Annulla",
    replaceButton: "Sostituisci",
    dismiss: "Chiudi",
    added: (count) => icu("it", "{count, plural, one {# timer aggiunto.} other {# timer aggiunti.}}", { count }),
    replaced: (count) =>
      icu(
        "it",
        "{count, plural, one {I tuoi timer sono stati sostituiti da # timer.} other {I tuoi timer sono stati sostituiti da # timer.}}",
        { count },
      ),
    tooManyToAdd: (max) =>
      `Aggiungendo questi supereresti i ${max} timer. Rimuovine prima qualcuno o sostituisci i tuoi timer.`,
    problemHeading: "Impossibile aprire questo link condiviso",
    problems: {
      malformed: "Il link è danneggiato o incompleto. Richiedi di nuovo il link o crea la tua serie qui sotto.",
      empty: "Il link non contiene timer.",
      tooMany: (max) => `Il link contiene più di ${max} timer, il massimo che un link può condividere.`,
      label: (n, max) => `Il timer ${n} del link ha un nome vuoto o più lungo di ${max} caratteri.`,
      duration: (n) => `Il timer ${n} del link ha una durata fuori dall’intervallo da 1 secondo a 99:59:59.`,
    },
  },
  howTo: {
    heading: "Come usare più timer",
    steps: [
      "Scrivi un nome, imposta ore, minuti e secondi e scegli un colore e un suono.",
      "Premi Aggiungi timer. Ripeti per ogni piatto, stazione o attività.",
      "Avvia ogni timer quando ti serve; mettilo in pausa, azzeralo o rimuovilo con i suoi pulsanti.",
      "In cima all’elenco c’è il timer che scade per primo. Ognuno suona con il proprio suono.",
      "Crea un link di condivisione per inviare la stessa serie a qualcuno o aprirla su un altro dispositivo.",
    ],
    tipsHeading: "Consigli",
    tips: [
      "Dai a ogni timer un suono diverso: saprai quale ha suonato senza guardare.",
      "Tieni la scheda aperta, anche in background: i timer scadono puntuali e mostrano una notifica se lo consenti.",
      "Se vuoi, apri la pagina in due schede: mostrano gli stessi timer e ognuno suona una volta sola.",
    ],
  },
  faq: {
    heading: "Domande frequenti",
    items: [
      {
        question: "Quanti timer posso usare contemporaneamente?",
        answer:
          "Fino a 50 su questo dispositivo, anche tutti in corso insieme. Un link condiviso contiene fino a 20 timer.",
      },
      {
        question: "I timer continuano se ricarico o chiudo la pagina?",
        answer:
          "Sì. Ogni timer conserva l’ora di fine nel browser, quindi dopo un ricaricamento mostra subito il tempo giusto. Un timer scaduto a pagina chiusa lo segnala invece di suonare in ritardo.",
      },
      {
        question: "Un timer suona due volte se la pagina è aperta in due schede?",
        answer:
          "No. Le schede condividono gli stessi timer e si accordano su quale suona, quindi ogni timer suona una volta ed entrambe le schede mostrano che è scaduto.",
      },
      {
        question: "Cosa contiene un link di condivisione?",
        answer:
          "Solo nome, durata, colore e suono di ogni timer, all’interno del link stesso. Sul nostro server non viene salvato nulla e non serve un account.",
      },
      {
        question: "I timer sono precisi in una scheda in background?",
        answer:
          "Sì. Ogni timer conta verso un’ora di fine fissa invece di contare i tick, quindi una scheda rallentata o congelata è corretta appena riparte e suona all’ora di fine.",
      },
    ],
  },
  related: {
    heading: "Altri strumenti per il tempo",
    items: [
      { to: "/timer", label: "Timer singolo" },
      { to: "/stopwatch", label: "Cronometro con giri" },
      { to: "/alarm", label: "Sveglia" },
      { to: "/goals", label: "Obiettivi con timer" },
    ],
  },
};

export default it;
