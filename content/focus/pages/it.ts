import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Scrivi su cosa stai lavorando (facoltativo): viene salvato con ogni sessione di concentrazione completata.",
  "Premi Avvia (o Spazio). Lavora fino al suono, poi fai la pausa che il timer avvia.",
  "Dopo quattro sessioni di concentrazione fai la pausa lunga. Salta una fase con S, azzera con R.",
  "Cambia le durate in Impostazioni; attiva l’avvio automatico per far proseguire le fasi da sole.",
];
const intervalSteps = [
  "Imposta lavoro, recupero, round e un riscaldamento facoltativo, oppure apri una preimpostazione.",
  "Premi Avvia (o Spazio): ogni passaggio tra lavoro e recupero è segnalato da un suono e il round è sempre visibile.",
  "Copia il link per condividere esattamente questa serie; si apre con gli stessi intervalli.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "Che cos’è la tecnica del pomodoro?",
    answer:
      "Un modo di lavorare a brevi blocchi cronometrati: 25 minuti di concentrazione, 5 minuti di pausa e una pausa più lunga di 15 minuti ogni quattro sessioni. Il timer gestisce l’intero ciclo al posto tuo.",
  },
  {
    question: "Il timer resta preciso in una scheda in background?",
    answer:
      "Sì. Ogni fase termina a un orario fisso, quindi una scheda nascosta, rallentata o congelata è corretta appena riparte; con l’avvio automatico recupera persino le fasi terminate nel frattempo. Il suono, una notifica e il titolo della scheda ti avvisano.",
  },
  {
    question: "Dove viene conservata la mia cronologia di concentrazione?",
    answer:
      "Ogni sessione completata viene salvata sul nostro server con un cookie anonimo di questo browser, senza account. Solo questo browser può leggerla; scaricala come file CSV quando vuoi.",
  },
  {
    question: "Cosa succede se ricarico o chiudo la pagina?",
    answer:
      "Il ciclo, le sue impostazioni e l’etichetta dell’attività restano in questo browser, quindi dopo un ricaricamento si riparte esattamente da dove si trova il timer.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Come condivido un allenamento a intervalli?",
    answer:
      "Le impostazioni sono nell’indirizzo della pagina, per esempio /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copia il link sotto l’editor: chi lo apre ottiene la stessa serie.",
  },
  {
    question: "Sentirò i cambi con lo schermo spento o in un’altra scheda?",
    answer:
      "Ogni cambio è un orario calcolato quando premi Avvia, quindi il suono arriva puntuale anche in una scheda in background, e una scheda congelata si rimette in pari appena si riattiva. Tieni il volume alto; lo schermo resta acceso dove il browser lo consente.",
  },
  {
    question: "Quali sono i limiti?",
    answer:
      "Lavoro da 1 secondo a 1 ora, recupero e riscaldamento da 0 a 1 ora e da 1 a 100 round. Un link con valori fuori da questi limiti lo segnala e si apre con valori predefiniti sensati.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Timer Pomodoro – cicli di concentrazione 25/5 online | Tickwise",
    description:
      "Timer Pomodoro online gratuito: 25 minuti di concentrazione, pause di 5 minuti e una pausa lunga ogni quattro, con suoni, notifiche e cronologia settimanale.",
    h1: "Timer Pomodoro",
    intro:
      "Concentrati per 25 minuti, riposa per 5 e fai una pausa lunga ogni quattro. Preciso anche in una scheda in background.",
    steps: pomodoroSteps,
    tips: [
      "Silenzia le notifiche delle altre app durante una sessione di concentrazione.",
      "Usa la pausa per alzarti e distogliere lo sguardo dallo schermo.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "Timer Pomodoro 50/10 – 50 minuti di lavoro, 10 di pausa | Tickwise",
    description:
      "Un timer di concentrazione 50/10: 50 minuti di lavoro profondo, 10 di pausa e 30 minuti dopo quattro cicli. Gratis, preciso in background, senza registrazione.",
    h1: "Timer Pomodoro 50/10",
    intro:
      "Concentrazione più lunga per il lavoro profondo: 50 minuti di lavoro, 10 di pausa e 30 minuti dopo quattro cicli.",
    steps: pomodoroSteps,
    tips: ["Cinquanta minuti sono adatti a scrivere e programmare, dove entrare nel compito richiede tempo."],
    faqs: [
      {
        question: "Perché 50 minuti invece di 25?",
        answer:
          "I compiti che richiedono un lungo avvio, come scrivere o programmare, risentono meno delle interruzioni in blocchi da 50 minuti. La pausa di 10 minuti ti mantiene fresco.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "Timer 52/17 – 52 minuti di lavoro, 17 di riposo | Tickwise",
    description:
      "Il ritmo di lavoro 52/17 come timer gratuito: 52 minuti di concentrazione, 17 di pausa, suoni, notifiche e una cronologia settimanale del tuo tempo.",
    h1: "Timer di lavoro 52/17",
    intro: "Lavora 52 minuti e riposa 17: un ritmo seguito da molte persone produttive.",
    steps: pomodoroSteps,
    tips: [
      "Allontanati dalla scrivania nella pausa di 17 minuti: una passeggiata rinfresca l’attenzione più del telefono.",
    ],
    faqs: [
      {
        question: "Da dove viene la regola 52/17?",
        answer:
          "Uno studio su un software per il lavoro ha rilevato che i suoi utenti più produttivi lavoravano circa 52 minuti e poi si fermavano circa 17. Questa pagina scandisce quel ritmo per te.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Timer a intervalli – round di lavoro e recupero su misura | Tickwise",
    description:
      "Crea un timer a intervalli con lavoro, recupero, round e riscaldamento e condividilo con un link. Suono a ogni cambio, preciso in background. Gratis.",
    h1: "Timer a intervalli",
    intro:
      "Imposta lavoro, recupero, round e riscaldamento. Ogni cambio suona puntuale e il link condivide la tua serie.",
    steps: intervalSteps,
    tips: [
      "Appoggia il telefono con lo schermo in su: il nome grande della fase si legge da un capo all’altro della stanza.",
    ],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Timer Tabata – 20 s di lavoro, 10 s di recupero, 8 round | Tickwise",
    description:
      "Timer Tabata gratuito: otto round di 20 secondi di sforzo massimo e 10 secondi di recupero, quattro minuti in tutto, con un suono a ogni cambio.",
    h1: "Timer Tabata",
    intro: "Otto round di 20 secondi di lavoro intenso e 10 secondi di recupero: quattro minuti che contano.",
    steps: intervalSteps,
    tips: ["Riscaldati qualche minuto prima di una serie Tabata: va eseguita al massimo."],
    faqs: [
      {
        question: "Che cos’è un allenamento Tabata?",
        answer:
          "Un protocollo ad alta intensità di otto round da 20 secondi di sforzo massimo seguiti da 10 secondi di recupero, quattro minuti in tutto, che prende il nome dalle ricerche di Izumi Tabata.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "Timer HIIT 30/30 – 30 s di lavoro, 30 s di recupero | Tickwise",
    description:
      "Un timer a intervalli HIIT 30/30: un minuto di riscaldamento, poi dieci round di 30 secondi di lavoro e 30 di recupero, con un suono a ogni cambio.",
    h1: "Timer a intervalli HIIT 30/30",
    intro: "Un minuto di riscaldamento, poi dieci round di 30 secondi di lavoro e 30 di recupero.",
    steps: intervalSteps,
    tips: [
      "Lavoro e recupero uguali vanno bene per chi inizia e per circuiti più lunghi; accorcia il recupero man mano che migliori.",
    ],
    faqs: [
      {
        question: "30 secondi di lavoro e 30 di recupero sono un buon intervallo HIIT?",
        answer:
          "Sì: lavoro e recupero uguali permettono di mantenere un’intensità alta in ogni round, per questo è un formato HIIT comune per iniziare. Cambia i valori nell’editor man mano che progredisci.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const it: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Timer a intervalli" },
  pages,
};

export default it;
