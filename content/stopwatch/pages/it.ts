import { asClause, type StopwatchPages } from "../use-cases";

const lower = (name: string) => String(name).toLocaleLowerCase("it");

const it: StopwatchPages = {
  breadcrumb: "Cronometro",
  home: {
    title: "Cronometro online con giri – gratis e preciso al millisecondo | Tickwise",
    description:
      "Cronometro online gratis: millisecondi, giri (più veloce e più lento evidenziati), preimpostazioni, schermo intero e scorciatoie. Preciso anche in background.",
    h1: "Cronometro online",
    intro:
      "Avvia, metti in pausa e azzera con un tasto, registra i giri con i tempi parziali e leggi il tempo al millisecondo. Tickwise lo calcola dall’istante di avvio, quindi resta esatto anche quando la scheda è in background.",
    tips: [
      "Copia i giri come CSV per tenere un diario di allenamento o di pratica in un foglio di calcolo.",
      "Premi F per lo schermo intero quando tutta la sala deve vedere il tempo.",
    ],
  },
  faqs: [
    {
      question: "Il cronometro online è preciso?",
      answer:
        "Sì. Tickwise non conta mai i tick: memorizza l’istante in cui hai premuto Avvia e calcola il tempo trascorso con l’orologio monotono ad alta risoluzione del browser a ogni aggiornamento dello schermo. Il display è esatto al millisecondo, anche dopo che la scheda è rimasta in background.",
    },
    {
      question: "Il cronometro continua a funzionare in una scheda in background?",
      answer:
        "Sì. I browser rallentano le schede nascoste, ma poiché il tempo è ricavato dall’istante di avvio invece di essere contato, il cronometro mostra il tempo esatto appena torni, e nel frattempo il titolo della scheda continua a mostrarlo.",
    },
    {
      question: "Come registro i giri?",
      answer:
        "Premi Giro (o il tasto L) mentre il cronometro è in funzione. Ogni giro mostra il proprio tempo e il totale; il giro più veloce e quello più lento sono evidenziati. Copia i giri come testo o CSV, oppure scaricali in un file CSV.",
    },
    {
      question: "Quali scorciatoie da tastiera ci sono?",
      answer:
        "Spazio avvia e mette in pausa, L registra un giro, R azzera e F attiva o disattiva lo schermo intero. Le scorciatoie vengono ignorate mentre scrivi in un campo di testo.",
    },
    {
      question: "A cosa servono le preimpostazioni?",
      answer:
        "Ogni preimpostazione dà un obiettivo al cronometro: Sprint segnala ogni minuto per dieci ripetute, Plank a 30 s e a 1 min, HIIT a ogni cambio Tabata, Cucina a 10 minuti, Studio a 20 e 25 minuti, Riunione a 25 e 30 minuti. Dopo l’obiettivo il cronometro continua a contare.",
    },
  ],
  useCasePage: {
    title: (name) => `Cronometro per ${lower(name)} – giri e tempi parziali | Tickwise`,
    description: (name, blurb) =>
      `Cronometro per ${lower(name)}: ${asClause(blurb, "it")}. Millisecondi, giri evidenziati, preimpostazioni e schermo intero. Gratis.`,
    h1: (name) => `Cronometro per ${lower(name)}`,
    tip: "Copia i giri come testo o CSV quando hai finito, prima di premere Azzera.",
  },
  useCases: {
    "workout-timing": {
      name: "Allenamenti",
      blurb: "Serie, recuperi e circuiti.",
      intro:
        "Cronometra serie, recuperi e circuiti interi al millisecondo. Premi L alla fine di ogni serie per registrarla come giro e, alla fine, confronta le serie più veloci e più lente.",
      tip: "Usa la preimpostazione HIIT per gli intervalli Tabata: segnala ogni passaggio tra lavoro e recupero.",
      faq: {
        question: "Quanto recuperare tra una serie e l’altra?",
        answer:
          "In genere si consigliano 30–90 secondi per resistenza muscolare e ipertrofia e 2–5 minuti per le serie pesanti di forza. Avvia il cronometro quando appoggi il peso e inizia la serie successiva quando arriva al tuo tempo di recupero.",
      },
    },
    "running-laps": {
      name: "Giri di corsa",
      blurb: "Tempi parziali di ogni giro di pista.",
      intro:
        "Registra un tempo parziale a ogni giro con un solo tasto. La tabella dei giri mostra il tempo di ogni giro e il totale progressivo, ed evidenzia il giro più veloce e quello più lento, così i problemi di ritmo saltano subito all’occhio.",
      tip: "Su una pista da 400 m, un giro in 1:30 corrisponde a un ritmo di 6:00 al chilometro; tieni i giri entro pochi secondi l’uno dall’altro per una corsa regolare.",
      faq: {
        question: "Come registro un giro mentre corro?",
        answer:
          "Premi L (o il pulsante Giro) ogni volta che passi sulla linea. I pulsanti grandi funzionano bene su un telefono al braccio; su un portatile a bordo pista, la tastiera è la più rapida.",
      },
    },
    "swimming-practice": {
      name: "Allenamenti di nuoto",
      blurb: "Vasche, serie e partenze.",
      intro:
        "Cronometra vasche, 100 e serie complete dal bordo vasca. Registra ogni vasca come giro e rileggi i parziali dopo, oppure usa un tablet a schermo intero come cronometro da bordo vasca.",
      tip: "Lo schermo intero (F) trasforma la pagina in un cronometro da bordo vasca leggibile dall’acqua.",
      faq: {
        question: "Posso usarlo come orologio per una serie di nuoto?",
        answer:
          "Sì. Avvialo all’inizio della serie e premi F per lo schermo intero; le cifre grandi e la barra dei 10 secondi rendono facili da leggere partenze come «ogni 1:45».",
      },
    },
    "speech-practice": {
      name: "Prove di discorsi",
      blurb: "Prova i discorsi contro il tempo.",
      intro:
        "Prova un intervento, un pitch o un brindisi di nozze e scopri esattamente quanto dura. Segna un giro alla fine di ogni parte per capire dove vanno i minuti.",
      tip: "Si parla in genere a 130–160 parole al minuto: un intervento di 5 minuti è di circa 700 parole.",
      faq: {
        question: "Come cronometro ogni parte del mio discorso?",
        answer:
          "Avvia il cronometro quando inizi e premi L ogni volta che passi alla parte successiva. La tabella dei giri mostra quanto sono durati l’introduzione, ogni punto e la chiusura.",
      },
    },
    "cooking-timing": {
      name: "Ricette in cucina",
      blurb: "Quanto dura davvero ogni passaggio.",
      intro:
        "Scopri quanto dura davvero una ricetta, o cronometra i passaggi che si fanno a occhio, come caramellare le cipolle o far riposare una bistecca. La preimpostazione Cucina suona a dieci minuti.",
      tip: "Annota i giri la prossima volta che prepari il piatto: la seconda volta sarà molto più facile da organizzare.",
      faq: {
        question: "In cucina meglio il cronometro o il timer?",
        answer:
          "Usa il timer quando la ricetta indica un tempo («bollire per 8 minuti») e il cronometro quando vuoi misurare: quanto ci mette il forno a scaldarsi o quanto ti serve per un passaggio.",
      },
    },
    "study-sessions": {
      name: "Sessioni di studio",
      blurb: "Misura il tempo reale di concentrazione.",
      intro:
        "Misura quanto studi davvero, mettendo in pausa quando ti alzi. La preimpostazione Studio suona a 25 minuti, la durata di un Pomodoro classico, con un avviso cinque minuti prima.",
      tip: "Metti in pausa il cronometro ogni volta che prendi il telefono: il totale onesto spesso sorprende.",
      faq: {
        question: "Cronometro o timer Pomodoro per studiare?",
        answer:
          "Un timer Pomodoro dà blocchi fissi; un cronometro mostra quanto ti sei concentrato davvero. Molti usano il cronometro con la preimpostazione Studio, che suona a 25 minuti ma continua a contare se sei nel flusso.",
      },
    },
    "meditation-timing": {
      name: "Sessioni di meditazione",
      blurb: "Sedute tranquille e senza limiti.",
      intro:
        "Resta seduto quanto ti sembra giusto e guarda dopo quanto è durato. Niente ticchettio, nessun allarme a meno che tu non scelga una preimpostazione: solo un conteggio silenzioso da guardare con la coda dell’occhio.",
      tip: "Scegli il suono Soft Chime o Gentle Wake nelle impostazioni di visualizzazione per un segnale più delicato.",
      faq: {
        question: "Il cronometro farà rumore mentre medito?",
        answer:
          "No. Il cronometro è silenzioso, a meno che tu non scelga una preimpostazione con obiettivo; in quel caso riproduce una volta il suono di sveglia scelto quando l’obiettivo è raggiunto.",
      },
    },
    "reaction-time": {
      name: "Test dei riflessi",
      blurb: "Test di reazione al millisecondo.",
      intro:
        "Metti alla prova i riflessi in due: una persona avvia, l’altra ferma appena se ne accorge. Il display mostra i millisecondi e i giri registrano più tentativi di fila.",
      tip: "Il tempo di reazione visivo tipico è di circa 200–250 millisecondi; prendi la mediana di cinque tentativi.",
      faq: {
        question: "Quanto è preciso il cronometro?",
        answer:
          "Legge l’orologio monotono ad alta risoluzione del browser, quindi i tempi sono esatti al millisecondo. La tua pressione del tasto varia più del cronometro.",
      },
    },
    "gaming-speedruns": {
      name: "Speedrun",
      blurb: "Parziali per ogni livello.",
      intro:
        "Tieni un cronometro accanto al gioco e registra un parziale a ogni livello o boss. Confronta i segmenti più veloci e più lenti per vedere dove la tua run perde tempo.",
      tip: "Tieni il cronometro in una finestra separata: resta esatto anche quando il browser è in background.",
      faq: {
        question: "Il cronometro continua se passo al gioco?",
        answer:
          "Sì. Il tempo è calcolato dall’istante di avvio, non contato tick dopo tick, quindi una scheda nascosta o rallentata mostra il tempo esatto quando torni.",
      },
    },
    "art-creation": {
      name: "Disegno e pittura",
      blurb: "Gesture drawing e schizzi a tempo.",
      intro:
        "Cronometra gesture drawing, speed painting o un’opera intera. Registra un giro per ogni posa o fase per vedere come si distribuisce il tuo tempo di lavoro.",
      tip: "Per il gesture drawing inizia con pose da 30 secondi e sali a 2 e 5 minuti.",
      faq: {
        question: "Come cronometro le pose di gesture drawing?",
        answer:
          "Avvia il cronometro e premi L alla fine di ogni posa. La barra dei 10 secondi dà la sensazione del tempo che passa senza guardare le cifre.",
      },
    },
    "music-practice": {
      name: "Studio della musica",
      blurb: "Tempo di studio per ogni brano.",
      intro:
        "Tieni traccia di quanto studi ogni brano, scala o passaggio. Segna un giro quando cambi esercizio e guarda la ripartizione della sessione alla fine.",
      tip: "Copia i giri come CSV dopo ogni sessione per tenere un diario di studio in un foglio di calcolo.",
      faq: {
        question: "Come tengo un diario di studio?",
        answer:
          "Segna un giro ogni volta che cambi esercizio, poi usa «Copia come CSV» e incolla in un foglio di calcolo. In poche settimane vedrai dove va davvero il tuo tempo di studio.",
      },
    },
    "photography-shoots": {
      name: "Servizi fotografici",
      blurb: "Lunghe esposizioni e turni di posa.",
      intro:
        "Cronometra lunghe esposizioni in modalità bulb, sessioni di light painting o ritratti uno dopo l’altro. I millisecondi e le cifre grandi a schermo intero funzionano anche in uno studio buio.",
      tip: "In una stanza buia passa al tema scuro e allo schermo intero, così il display non rovina l’esposizione.",
      faq: {
        question: "Posso cronometrare una lunga esposizione?",
        answer:
          "Sì: avvialo quando apri l’otturatore e fermalo quando lo chiudi. Per esposizioni di qualche minuto, la barra dei 10 secondi aiuta a contare senza leggere le cifre.",
      },
    },
    "typing-speed": {
      name: "Velocità di battitura",
      blurb: "Cronometra un testo e calcola le PPM.",
      intro:
        "Cronometra quanto ci metti a battere un testo, poi dividi le parole per i minuti per ottenere le tue parole al minuto. Le scorciatoie da tastiera vengono ignorate mentre scrivi in un campo di testo.",
      tip: "PPM = parole ÷ minuti. Una «parola» standard è di cinque caratteri, spazi inclusi.",
      faq: {
        question: "Scrivere attiva le scorciatoie del cronometro?",
        answer:
          "No. Spazio, L, R e F funzionano solo quando non stai scrivendo in un campo di testo, quindi puoi scrivere un testo di prova altrove nella pagina senza fermare il cronometro.",
      },
    },
    "board-games": {
      name: "Giochi da tavolo",
      blurb: "Tempi dei turni e partite intere.",
      intro:
        "Cronometra turni, round o l’intera serata di giochi. Premi L alla fine di ogni turno e scopri chi ci ha messo di più quando la partita finisce.",
      tip: "Concordate un limite per turno e usate la barra dei 10 secondi come promemoria visivo discreto.",
      faq: {
        question: "Come cronometro il turno di ogni giocatore?",
        answer:
          "Avvia il cronometro e premi L ogni volta che finisce un turno. La tabella dei giri elenca tutti i turni in ordine, con il più veloce e il più lento evidenziati.",
      },
    },
    "cleaning-tasks": {
      name: "Pulizie",
      blurb: "Quanto durano davvero le pulizie.",
      intro:
        "Scopri quanto dura davvero ogni lavoro di pulizia. Quando sai che il bagno richiede 12 minuti, è molto più facile inserirlo in una giornata piena.",
      tip: "Sfida il tuo record: un giro per stanza trasforma una faccenda in un gioco.",
      faq: {
        question: "Perché cronometrare le pulizie di casa?",
        answer:
          "Quasi tutti sbagliano a stimare quanto durano le faccende. Qualche sessione cronometrata dà numeri reali su cui organizzare una routine di pulizia.",
      },
    },
    "dog-walks": {
      name: "Passeggiate col cane",
      blurb: "Durata di passeggiate e gioco.",
      intro:
        "Cronometra passeggiate e momenti di gioco per essere sicuro che il tuo cane faccia abbastanza movimento. Metti in pausa durante le chiacchiere con altri padroni per avere un tempo di cammino onesto.",
      tip: "Molti veterinari consigliano da 30 minuti a 2 ore di attività al giorno, a seconda della razza.",
      faq: {
        question: "Il cronometro funziona se lo schermo del telefono si spegne?",
        answer:
          "Il tempo è ricavato dall’istante di avvio, quindi quando sblocchi il telefono vedi il tempo trascorso esatto, anche se nel frattempo il browser è stato sospeso.",
      },
    },
    "gardening-work": {
      name: "Lavori in giardino",
      blurb: "Irrigazione, diserbo e taglio dell’erba.",
      intro:
        "Cronometra l’irrigazione per zone, il diserbo o quanto ci vuole a tagliare il prato. Un giro per aiuola mostra dove va il lavoro.",
      tip: "Misura quanto impiega la canna a riempire un secchio da 10 litri per conoscere la tua portata d’irrigazione.",
      faq: {
        question: "Come cronometro l’irrigazione di ogni aiuola?",
        answer: "Avvia il cronometro quando inizi ad annaffiare e premi L quando passi all’aiuola successiva.",
      },
    },
    "commute-tracking": {
      name: "Tragitti casa-lavoro",
      blurb: "Tempi di viaggio porta a porta.",
      intro:
        "Misura il tuo tragitto porta a porta e segna un giro a ogni cambio: a piedi, treno, autobus. Dopo una settimana saprai quale percorso è davvero il più veloce.",
      tip: "Copia i giri come testo alla fine di ogni viaggio e tienili in una nota per confrontare i percorsi.",
      faq: {
        question: "Il cronometro continua se blocco il telefono?",
        answer:
          "Sì. Il tempo trascorso viene dall’orologio e non da un conteggio, quindi è esatto quando torni sulla pagina.",
      },
    },
    "phone-calls": {
      name: "Telefonate",
      blurb: "Durata delle chiamate per fatture o appunti.",
      intro:
        "Cronometra le chiamate per la fatturazione, per fare pratica da call center o solo per tenerle brevi. Metti in pausa durante l’attesa per contare solo il tempo di conversazione.",
      tip: "Usa la preimpostazione Riunione per ricevere un avviso a 25 minuti quando devi chiudere entro la mezz’ora.",
      faq: {
        question: "Posso cronometrare le chiamate da fatturare?",
        answer:
          "Sì. Avvia all’inizio della chiamata, metti in pausa durante le attese e ferma alla fine. Copia il risultato come testo nel tuo foglio ore.",
      },
    },
    "reading-sessions": {
      name: "Sessioni di lettura",
      blurb: "Tempo di lettura e pagine all’ora.",
      intro:
        "Cronometra le tue sessioni di lettura e segna un giro per capitolo. Dividi le pagine per le ore per conoscere la tua velocità e prevedere quanto ti servirà per un libro.",
      tip: "Un adulto medio legge circa 200–250 parole al minuto di un testo non tecnico.",
      faq: {
        question: "Come calcolo la mia velocità di lettura?",
        answer:
          "Leggi per una sessione cronometrata, conta le parole o le pagine e dividi per i minuti. Segna un giro per capitolo per vedere se il ritmo cambia nel corso del libro.",
      },
    },
    "household-chores": {
      name: "Faccende domestiche",
      blurb: "Piatti, bucato, riordino.",
      intro:
        "Cronometra le faccende di ogni giorno: lavare i piatti, piegare il bucato, riordinare la cameretta. Conoscere i numeri rende più equa la divisione dei compiti.",
      tip: "Quasi tutte le faccende richiedono meno tempo di quanto sembri: cronometrarle aiuta a cominciare.",
      faq: {
        question: "In che modo aiuta cronometrare le faccende?",
        answer:
          "Vedere che svuotare la lavastoviglie richiede quattro minuti aiuta a farlo e basta. Le faccende cronometrate sono anche più facili da dividere in modo equo.",
      },
    },
    "baby-activities": {
      name: "Attività del neonato",
      blurb: "Poppate, nanne e tummy time.",
      intro:
        "Cronometra poppate, nanne e tummy time con una mano sola. Pulsanti grandi e scorciatoie da tastiera rendono tutto facile, e i giri registrano ogni lato o sessione.",
      tip: "Segna un giro quando cambi lato durante la poppata per sapere quanto è durato ciascun lato.",
      faq: {
        question: "Posso usare il cronometro con una mano sola?",
        answer:
          "Sì. I pulsanti Avvia, Giro e Azzera sono grandi e, da tastiera, Spazio avvia o mette in pausa, L segna un giro e R azzera.",
      },
    },
    "car-maintenance": {
      name: "Manutenzioni auto",
      blurb: "Lavori, riscaldamento del motore e prove.",
      intro:
        "Cronometra i lavori di manutenzione, il riscaldamento del motore o le accelerazioni 0–100 (su circuito chiuso). Registra un giro per ogni fase di un lavoro per pianificare il successivo.",
      tip: "Per controllare l’olio, aspetta qualche minuto dopo aver spento il motore perché l’olio si depositi; cronometra l’attesa.",
      faq: {
        question: "Quanto deve scaldarsi il motore dell’auto?",
        answer:
          "I motori moderni hanno bisogno di circa 30 secondi prima di partire con calma. Cronometra invece di andare a occhio ed evita di lasciare il motore a lungo al minimo.",
      },
    },
    "home-repair": {
      name: "Lavori fai da te",
      blurb: "Tempi di asciugatura e riparazioni.",
      intro:
        "Cronometra i lavori fai da te e i tempi di asciugatura o indurimento tra una mano e l’altra. Sapere quanto ha richiesto un lavoro rende più precisa la pianificazione del prossimo.",
      tip: "Leggi la latta: molte pitture richiedono da 2 a 4 ore tra una mano e l’altra; un cronometro avviato dopo la prima mano ti dice quando continuare.",
      faq: {
        question: "Come tengo d’occhio l’asciugatura tra una mano e l’altra?",
        answer:
          "Avvia il cronometro quando finisci una mano. Poiché il tempo è ricavato dall’orologio, puoi chiudere il portatile e più tardi vedrai comunque il tempo giusto.",
      },
    },
    "laundry-cycles": {
      name: "Cicli di lavaggio",
      blurb: "Durata di lavaggio e asciugatura.",
      intro:
        "Misura quanto durano davvero i cicli di lavatrice e asciugatrice per sapere quando tornare. Un giro alla fine del lavaggio segna l’inizio dell’asciugatura.",
      tip: "I cicli reali spesso differiscono da quanto indica la macchina; cronometrane uno di ciascun tipo per saperlo.",
      faq: {
        question: "Perché la lavatrice ci mette più di quanto indica?",
        answer:
          "Molte macchine adattano il ciclo al carico e alla temperatura dell’acqua. Cronometra qualche lavaggio per conoscere la durata reale del tuo programma preferito.",
      },
    },
  },
};

export default it;
