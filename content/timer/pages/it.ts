import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

const amountOf = (amount: number, unit: string) =>
  icu(
    "it",
    "{unit, select, second {{amount, plural, one {# secondo} other {# secondi}}} minute {{amount, plural, one {# minuto} other {# minuti}}} other {{amount, plural, one {# ora} other {# ore}}}}",
    { amount, unit },
  );

const usesEnding: Record<PageKind, string> = {
  short: "Con così pochi secondi a disposizione, un conto alla rovescia sotto gli occhi batte il contare a mente.",
  medium: "Sono tutte cose facili da dimenticare quando sei preso da altro, ed è proprio a questo che serve l’allarme.",
  long: "In un arco di tempo così lungo è facile perdere la cognizione del tempo: lascia che sia il timer a tenerne il conto.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Timer online",
    title: "Timer online – conto alla rovescia gratis | Tickwise",
    description:
      "Timer online gratuito con allarme. Scrivi un tempo o scegli un preset; resta preciso in background e funziona offline. Senza registrazione.",
    noun: "timer online",
    hook: "qualsiasi attività",
    uses: ["la cucina", "gli allenamenti", "le sessioni di studio", "le attività in classe"],
    intro:
      "Scrivi un tempo qualsiasi fino a 99:59:59 o scegli un preset, premi Avvia e continua con quello che stai facendo. Tickwise conta alla rovescia verso un orario di fine fisso, quindi resta preciso anche in una scheda in background e suona esattamente allo zero.",
    faqs: [
      {
        question: "Come imposto un tempo a mia scelta?",
        answer:
          "Fai clic sulle cifre grandi e scrivi. Un numero indica i secondi (90 è un minuto e mezzo), due indicano minuti e secondi (7:30), tre ore, minuti e secondi (1:15:00). Premi Invio per confermare o Esc per annullare; se l’inserimento non è leggibile, resta il tempo precedente.",
      },
      {
        question: "Perché il timer parte da 5 minuti?",
        answer:
          "Cinque minuti è la durata più richiesta (un tè, una breve pausa, un compito veloce), e un timer già impostato parte con un clic o con la barra spaziatrice. Puoi cambiarlo in un attimo scrivendo un tempo o scegliendo un preset.",
      },
      {
        question: "Tickwise è gratuito? Serve un account?",
        answer:
          "È completamente gratuito, senza account e senza registrazione. Le tue impostazioni (suono, colori, carattere, coriandoli) restano nel tuo browser; l’unica cosa che il server conserva è un promemoria via email, se lo richiedi, e solo finché non viene inviato.",
      },
    ],
    tips: [
      "Aggiungi ai preferiti la pagina del tempo che usi più spesso, per esempio /timer/10-minute-timer, così la trovi già pronta.",
      "Scegli nelle Impostazioni un suono di allarme adatto all’ambiente: Soft Chime per una biblioteca, Traditional Buzzer per una cucina rumorosa.",
    ],
  },
  "countdown-timer": {
    h1: "Conto alla rovescia",
    title: "Conto alla rovescia online, grande e preciso | Tickwise",
    description:
      "Un conto alla rovescia online essenziale, pronto su 5 minuti o sul tempo che scrivi. Cifre grandi a schermo intero, allarme allo zero, massima precisione.",
    noun: "conto alla rovescia",
    hook: "lezioni, presentazioni e giochi",
    uses: ["le attività in classe", "le presentazioni", "i turni di un gioco", "i lavori in cucina"],
    intro:
      "Un conto alla rovescia senza fronzoli che si apre già pronto su cinque minuti, oppure sul tempo che scrivi. Cifre grandi leggibili da un capo all’altro della stanza, una barra di avanzamento e un allarme appena arriva a zero.",
    faqs: [
      {
        question: "Che differenza c’è tra un conto alla rovescia e un cronometro?",
        answer:
          "Un conto alla rovescia scende da un tempo che scegli fino a zero e poi ti avvisa; un cronometro conta da zero in su per misurare quanto è durato qualcosa. Usa questa pagina quando sai quanto tempo hai e il Cronometro quando vuoi scoprirlo.",
      },
      {
        question: "Posso mostrare il conto alla rovescia su un proiettore o una TV?",
        answer:
          "Sì. Premi F (o il pulsante schermo intero) e le cifre riempiono lo schermo. Nelle Impostazioni puoi scegliere colori di sfondo e del testo ad alto contrasto, e lo schermo resta acceso mentre il timer scorre, così non si oscura a metà lezione.",
      },
      {
        question: "Come faccio il conto alla rovescia fino a un’ora precisa del giorno?",
        answer:
          "Questo timer conta una durata. Per ricevere un avviso alle 7:30 o alle 18:00 usa lo strumento Sveglia, che accetta una data e un’ora; per le festività, la pagina Festività conta i giorni al posto tuo.",
      },
    ],
    tips: [
      "Devi tenere un intervento? Imposta tutto il tempo a disposizione e guarda la barra di avanzamento: a metà segna il 50%.",
      "Un conto alla rovescia sul grande schermo sembra più giusto a una classe di un «ancora cinque minuti» detto a voce.",
    ],
  },
  "study-timer": {
    h1: "Timer per lo studio (Pomodoro da 25 minuti)",
    title: "Timer per lo studio – Pomodoro da 25 minuti | Tickwise",
    description:
      "Timer Pomodoro da 25 minuti per studiare: concentrati fino all’allarme, fai 5 minuti di pausa e ricomincia. Gratis e senza registrazione.",
    noun: "timer per lo studio",
    hook: "sessioni di studio Pomodoro",
    uses: [
      "un Pomodoro di ripasso",
      "una serie di esercizi",
      "la lettura di un capitolo con appunti",
      "la bozza di una parte di un tema",
    ],
    intro:
      "Venticinque minuti di studio concentrato, poi una breve pausa: il ritmo Pomodoro evita che il ripasso scivoli nello studio matto e disperatissimo o nella procrastinazione. Premi Avvia, metti il telefono a faccia in giù e lavora fino all’allarme.",
    faqs: [
      {
        question: "Che cos’è la tecnica del pomodoro?",
        answer:
          "Un metodo di gestione del tempo ideato da Francesco Cirillo alla fine degli anni Ottanta e chiamato così per il suo contaminuti da cucina a forma di pomodoro. Lavori su un’unica attività per 25 minuti, fai 5 minuti di pausa e, dopo quattro cicli, una pausa più lunga da 15 a 30 minuti.",
      },
      {
        question: "Perché proprio 25 minuti?",
        answer:
          "È abbastanza per entrare davvero in un’attività e abbastanza poco perché iniziare non spaventi mai. La fine fissa ti dà anche una piccola scadenza, che aiuta a ignorare i messaggi fino all’allarme. Se 25 minuti non fanno per te, modificali: conta più il ritmo del numero esatto.",
      },
      {
        question: "Cosa devo fare durante le pause?",
        answer:
          "Allontanati dallo schermo: alzati, fai stretching, riempi la borraccia, guarda fuori dalla finestra. Evita tutto ciò che è difficile interrompere, come un video o un feed social. Usa il Timer da 5 minuti per le pause brevi e il Timer da 15 minuti per quella lunga.",
      },
      {
        question: "E se vengo interrotto durante un pomodoro?",
        answer:
          "Se può aspettare, annotalo e vai avanti. Se non può, premi Pausa: il tempo rimanente viene conservato con precisione e Avvia riprende da dove ti eri fermato. I puristi ricominciano il pomodoro da capo; funzionano entrambe le cose, purché tu sia onesto con te stesso.",
      },
    ],
    tips: [
      "Scrivi l’unica attività di questo pomodoro prima di premere Avvia.",
      "Conta i pomodori completati invece delle ore alla scrivania: è una misura più onesta di una giornata di studio.",
      "Stai lavorando a qualcosa di più grande? Crea un obiettivo nella pagina Obiettivi e avvia il suo timer da lì.",
    ],
  },
  "10-second-timer": {
    hook: "risposte ai quiz, giochi di società e scatti brevi",
    uses: [
      "le risposte di un quiz",
      "scatti di 10 secondi in un allenamento a intervalli",
      "una breve apnea",
      "l’attesa prima di una foto di gruppo",
    ],
    tips: ["Per una foto di gruppo, avvia il timer e poi raggiungi il tuo posto: tutti vedono quanto manca."],
  },
  "15-second-timer": {
    hook: "scatti a intervalli, cambi di stazione e round veloci",
    uses: [
      "gli sforzi al massimo di un allenamento a intervalli",
      "il cambio tra le stazioni di un circuito",
      "i round veloci di un quiz",
      "un breve allungamento",
    ],
    tips: ["Quindici secondi sono meno di quanto sembri: prepara l’esercizio successivo prima di premere Avvia."],
  },
  "20-second-timer": {
    hook: "lavarsi le mani e intervalli Tabata",
    uses: [
      "lavarsi bene le mani",
      "la fase di lavoro di un round Tabata",
      "la pausa per gli occhi della regola 20-20-20",
      "una breve sedia al muro",
    ],
    faqs: [
      {
        question: "Perché lavarsi le mani per 20 secondi?",
        answer:
          "Le autorità sanitarie, come i CDC statunitensi, consigliano di strofinare con il sapone per almeno 20 secondi: è il tempo necessario per insaponare ogni superficie (dorso delle mani, tra le dita, sotto le unghie) e rimuovere sporco e germi. Canticchiare due volte «Tanti auguri a te» è il trucco classico; un conto alla rovescia che i bambini possono guardare è più semplice.",
      },
      {
        question: "Come funziona un allenamento Tabata?",
        answer:
          "Otto round da 20 secondi al massimo e 10 secondi di recupero, quattro minuti in tutto. Usa questo timer per le fasi di lavoro, oppure il Timer da 4 minuti per cronometrare l’intero blocco in una volta.",
      },
    ],
    tips: [
      "Metti il conto alla rovescia su un tablet vicino al lavandino e lavarsi le mani diventa un gioco per i bambini.",
    ],
  },
  "30-second-timer": {
    hook: "plank, stretching e intervalli da 30 secondi",
    uses: [
      "mantenere un allungamento",
      "un plank per principianti",
      "intervalli da 30 secondi di lavoro e 30 di recupero",
      "provare un elevator pitch da 30 secondi",
    ],
    faqs: [
      {
        question: "Per quanto tempo devo mantenere un allungamento?",
        answer:
          "Per lo stretching statico, le linee guida sul fitness suggeriscono in genere di mantenere ogni posizione per circa 10–30 secondi e di ripeterla qualche volta; 30 secondi sono un obiettivo comodo per la maggior parte delle persone. Respira lentamente e allenta se fa male invece di tirare soltanto.",
      },
    ],
    tips: [
      "Stai provando un pitch? Ripetilo ad alta voce con il conto alla rovescia finché non finisci con calma prima dello zero.",
    ],
  },
  "45-second-timer": {
    hook: "serie HIIT e stazioni di circuito",
    uses: [
      "serie di lavoro da 45 secondi nell’HIIT",
      "ogni stazione di un circuito",
      "un plank più lungo",
      "un round a raffica in un gioco",
    ],
    faqs: [
      {
        question: "Che cos’è un allenamento a intervalli 45/15?",
        answer:
          "Lavori per 45 secondi e recuperi per 15, così ogni esercizio occupa esattamente un minuto. Scegli da cinque a dieci esercizi e ripeti il giro due o tre volte; dato che ogni esercizio dura un minuto, è facile tenere il conto di dove sei.",
      },
    ],
  },
  "90-second-timer": {
    hook: "il recupero tra le serie e i piccoli lavori in cucina",
    uses: [
      "il recupero tra serie pesanti di forza",
      "una torta in tazza al microonde",
      "una replica in un dibattito",
      "un esercizio di respirazione rilassante",
    ],
    faqs: [
      {
        question: "Quanto recupero tra una serie e l’altra?",
        answer:
          "Dipende dall’obiettivo. Chi si allena per l’ipertrofia recupera spesso da 1 a 2 minuti tra le serie, e di più (da 2 a 5 minuti) per il lavoro di forza pesante. Novanta secondi sono una via di mezzo molto diffusa, che permette di recuperare senza raffreddarsi.",
      },
    ],
    tips: ["Avvia il timer di recupero appena appoggi il bilanciere, non quando hai ripreso fiato."],
  },
  "1-minute-timer": {
    hook: "sfide da un minuto, esercizi e round EMOM",
    uses: [
      "i giochi «Minute to win it»",
      "esercizi di parola da un minuto",
      "i round EMOM (every minute on the minute)",
      "un minuto di respirazione lenta",
    ],
    faqs: [
      {
        question: "Che cos’è un allenamento EMOM?",
        answer:
          "Every Minute On the Minute: all’inizio di ogni minuto esegui un numero fisso di ripetizioni, poi recuperi per il resto del minuto. Avvia questo timer all’inizio di ogni round; più in fretta finisci, più recupero ti guadagni.",
      },
      {
        question: "Cosa si può fare davvero in un minuto?",
        answer:
          "Più di quanto sembri: rispondere a una breve email, sgombrare una scrivania, fare 20 squat o circa sei respiri lenti. La regola del minuto (se un compito richiede meno di un minuto, fallo subito) è un modo semplice per non far accumulare le piccole cose.",
      },
    ],
    tips: ["Avvia con la barra spaziatrice: in un round da un minuto non c’è tempo per cercare il pulsante."],
  },
  "2-minute-timer": {
    hook: "lavarsi i denti, tè verde e pause veloci",
    uses: [
      "lavarsi i denti",
      "l’infusione del tè verde",
      "una sfida di plank da due minuti",
      "la regola dei due minuti per i piccoli compiti",
    ],
    faqs: [
      {
        question: "Per quanto tempo bisogna lavarsi i denti?",
        answer:
          "I dentisti, tra cui l’American Dental Association, raccomandano di spazzolare per due minuti, due volte al giorno. La maggior parte delle persone si ferma molto prima; dedicare circa 30 secondi a ogni quarto della bocca fa passare i due minuti senza fatica.",
      },
      {
        question: "Che cos’è la regola dei due minuti?",
        answer:
          "Un’abitudine tratta da «Getting Things Done» di David Allen: se un’azione richiede meno di due minuti, falla subito invece di annotarla. Un timer ti dice con onestà che cosa richiede davvero due minuti.",
      },
    ],
    tips: [
      "Per i bambini, appoggia un telefono vicino allo specchio: vedere la barra che si riempie rende più brevi i due minuti di spazzolino.",
    ],
  },
  "3-minute-timer": {
    hook: "tè nero, noodles istantanei e round di boxe",
    uses: ["i noodles istantanei", "l’infusione del tè nero", "un round di boxe", "un intervento di tre minuti"],
    faqs: [
      {
        question: "Quanto deve restare in infusione il tè nero?",
        answer:
          "La maggior parte dei tè neri dà il meglio dopo 3–5 minuti in acqua appena bollita: tre minuti danno una tazza più leggera, cinque una più forte e tannica. Comincia con tre, assaggia e la volta dopo aggiungi un minuto se vuoi più corpo.",
      },
      {
        question: "Quanto dura un round di boxe?",
        answer:
          "Nella boxe professionistica i round durano tre minuti, con un minuto di pausa tra l’uno e l’altro. Per il sacco o lo shadow boxing, usa questo timer per ogni round e il Timer da 1 minuto per la pausa.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "caffè con la french press e blocchi Tabata",
    uses: [
      "il caffè con la french press",
      "un blocco Tabata completo",
      "una breve routine di stretching",
      "un riscaldamento prima della corsa",
    ],
    faqs: [
      {
        question: "Quanto deve restare in infusione il caffè nella french press?",
        answer:
          "Quattro minuti è il consiglio classico: versa acqua appena sotto il bollore sul caffè macinato grosso, mescola, chiudi il coperchio e premi lo stantuffo quando suona l’allarme. Un’infusione più lunga rende il caffè più amaro, non più forte.",
      },
      {
        question: "Quanto dura un allenamento Tabata?",
        answer:
          "Quattro minuti: otto round da 20 secondi di sforzo massimo e 10 secondi di recupero. È breve ma duro, quindi fai prima un riscaldamento.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "un tè, un riordino veloce o una breve pausa",
    uses: [
      "una pausa breve del Pomodoro",
      "un riordino veloce",
      "una meditazione di cinque minuti",
      "iniziare un compito che continui a rimandare",
    ],
    intro:
      "Cinque minuti sono abbastanza pochi da dire di sì e abbastanza da combinare qualcosa: una pausa tra due sessioni di concentrazione, un riordino veloce, un momento di calma. Premi Avvia e suona quando il tempo è scaduto.",
    faqs: [
      {
        question: "Che cos’è la regola dei cinque minuti contro la procrastinazione?",
        answer:
          "Prometti a te stesso di lavorare all’attività solo per cinque minuti, con il permesso di smettere quando suona l’allarme. Cominciare è di solito la parte più difficile; una volta partito spesso continui, e se non lo fai hai comunque fatto cinque minuti in più di prima.",
      },
      {
        question: "Cinque minuti bastano per una pausa?",
        answer:
          "Per sessioni di concentrazione brevi, sì: la tecnica del pomodoro prevede cinque minuti di pausa dopo ogni blocco di 25 minuti di lavoro. Alzati, muoviti e distogli lo sguardo dallo schermo, e la pausa fa il suo dovere.",
      },
      {
        question: "Quanto dovrebbe meditare un principiante?",
        answer:
          "Cinque minuti al giorno sono un inizio realistico. Siediti comodo, segui il respiro e, quando la mente si distrae (succederà), riportala indietro senza giudicarti. Scegli nelle Impostazioni un allarme delicato come Soft Chime, così la fine non ti fa sobbalzare.",
      },
    ],
    tips: ["Mediti? Scegli Soft Chime o Gentle Wake nelle Impostazioni per una fine tranquilla."],
  },
  "6-minute-timer": {
    hook: "uova barzotte e allenamenti brevi",
    uses: [
      "le uova barzotte",
      "una routine di addominali da sei minuti",
      "una sessione di respirazione guidata",
      "un limite di tempo per turno in un gioco da tavolo",
    ],
    faqs: [
      {
        question: "Quanto cuocere un uovo per avere il tuorlo cremoso?",
        answer:
          "Immergi un uovo grande appena tolto dal frigorifero nell’acqua bollente e cuocilo per circa 6–7 minuti, poi raffreddalo in acqua fredda. Con cinque minuti il tuorlo resta liquido, con 9–10 è completamente sodo; la grandezza dell’uovo e l’altitudine spostano un po’ i tempi.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "l’allenamento da 7 minuti e meditazioni brevi",
    uses: [
      "l’allenamento da 7 minuti",
      "una breve meditazione",
      "un riordino lampo di una stanza",
      "un riscaldamento prima della corsa",
    ],
    faqs: [
      {
        question: "Che cos’è l’allenamento da 7 minuti?",
        answer:
          "Un circuito reso popolare nel 2013 da un articolo dell’ACSM's Health & Fitness Journal: 12 esercizi a corpo libero da 30 secondi ciascuno, con circa 10 secondi tra l’uno e l’altro. Usa questo timer per l’intero circuito, oppure il Timer da 30 secondi se preferisci un segnale per ogni esercizio.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "pasta, addominali veloci e riunioni in piedi",
    uses: [
      "la cottura della pasta secca",
      "una routine di addominali da 8 minuti",
      "una riunione in piedi",
      "una breve sessione di diario",
    ],
    faqs: [
      {
        question: "Quanto tempo ci vuole per cuocere la pasta?",
        answer:
          "La maggior parte degli spaghetti e delle penne secche richiede da 8 a 12 minuti in acqua bollente ben salata; la confezione indica il tempo esatto. Avvia il timer quando l’acqua riprende il bollore e assaggia un minuto prima dell’allarme per averla al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "uova sode e brevi sprint di concentrazione",
    uses: [
      "le uova sode",
      "un breve sprint di concentrazione",
      "un riordino veloce prima che arrivino gli ospiti",
      "le verdure al vapore",
    ],
    faqs: [
      {
        question: "Quanto ci vuole per un uovo sodo?",
        answer:
          "Circa 9–12 minuti da quando l’acqua bolle: con 9 il tuorlo è rappreso ma ancora morbido, con 12 sodo e chiaro. Passa subito le uova in acqua fredda, così smettono di cuocere e si sbucciano più facilmente.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "un riordino, una meditazione o un allenamento veloce",
    uses: [
      "dieci minuti di riordino in una stanza",
      "un breve flow di yoga",
      "un allenamento veloce a corpo libero",
      "gli ultimi dieci minuti di un’attività in classe",
    ],
    intro:
      "Dieci minuti sono l’unità di misura delle buone abitudini: bastano per un vero allenamento, un bel riordino o una meditazione tranquilla, e sono abbastanza pochi da entrare in qualsiasi giornata. Il timer è impostato, quindi premi Avvia.",
    faqs: [
      {
        question: "Cosa posso fare in 10 minuti?",
        answer:
          "Una quantità sorprendente di cose: sgombrare il piano di lavoro della cucina e caricare la lavastoviglie, camminare per circa un chilometro, leggere un capitolo di un libro breve o completare un circuito a corpo libero. Dieci minuti concentrati battono trenta distratti.",
      },
      {
        question: "Come usano gli insegnanti un timer da 10 minuti?",
        answer:
          "Per attività a tempo, lavori di gruppo e passaggi da un’attività all’altra. Proiettalo a schermo intero (premi F) così tutti vedono lo stesso tempo; la barra di avanzamento mostra a colpo d’occhio quanto manca, e nessuno deve continuare ad annunciarlo.",
      },
    ],
    tips: [
      "Prova dieci minuti di riordino ogni sera: avvia il timer, metti a posto quanto più puoi e fermati all’allarme.",
    ],
  },
  "12-minute-timer": {
    hook: "il test di Cooper e allenamenti brevi",
    uses: [
      "il test di corsa di Cooper da 12 minuti",
      "una breve sessione HIIT",
      "la pasta al dente",
      "un giro concentrato di email",
    ],
    faqs: [
      {
        question: "Che cos’è il test di Cooper?",
        answer:
          "Un test di forma fisica ideato dal dottor Kenneth Cooper nel 1968: corri (o cammini) il più lontano possibile in 12 minuti, e la distanza stima la tua capacità aerobica. Usa una pista di atletica così la distanza è facile da misurare, e riscaldati prima.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "pause caffè, pisolini e pause lunghe del Pomodoro",
    uses: ["una pausa caffè", "la pausa lunga dopo quattro pomodori", "un allenamento veloce", "un pisolino"],
    intro:
      "Un quarto d’ora: la pausa caffè, la pausa lunga dopo quattro pomodori, una camminata veloce intorno all’isolato. Avvialo e smetti di guardare l’orologio.",
    faqs: [
      {
        question: "Quanto deve durare un pisolino?",
        answer:
          "Gli studiosi del sonno suggeriscono in genere da 10 a 20 minuti: abbastanza per sentirsi riposati, abbastanza poco da non svegliarsi intontiti dal sonno profondo. Quindici minuti lasciano un po’ di tempo per addormentarsi.",
      },
      {
        question: "Qual è un buon allenamento da 15 minuti?",
        answer:
          "Tre giri di cinque esercizi (squat, piegamenti, affondi, plank e jumping jack), ciascuno per 45 secondi con 15 secondi di recupero. Riempie esattamente i 15 minuti e allena tutto il corpo.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "talk in formato TED e prove di presentazioni",
    uses: [
      "la prova di un talk da 18 minuti in stile TED",
      "uno slot di presentazione a una conferenza",
      "una teglia di muffin",
      "una corsetta",
    ],
    faqs: [
      {
        question: "Perché i TED talk durano 18 minuti?",
        answer:
          "TED limita i suoi talk a 18 minuti, una durata che secondo TED è abbastanza lunga per dire qualcosa di serio e abbastanza breve per mantenere l’attenzione del pubblico. Prova con questo timer e cerca di finire con un minuto di margine.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "pisolini, la regola 20-20-20 e blocchi di concentrazione",
    uses: [
      "un pisolino",
      "un blocco di lavoro concentrato",
      "la regola 20-20-20 per gli occhi",
      "una camminata veloce",
    ],
    intro:
      "Venti minuti: il classico pisolino, una camminata veloce o un bel blocco di concentrazione. Premi Avvia e lascia che sia l’allarme a guardare l’orologio.",
    faqs: [
      {
        question: "Che cos’è la regola 20-20-20?",
        answer:
          "Un’abitudine che gli specialisti della vista consigliano a chi lavora al computer: ogni 20 minuti, guarda per 20 secondi qualcosa a circa 6 metri (20 piedi) di distanza. Fai scorrere questo timer mentre lavori, poi il Timer da 20 secondi per la pausa.",
      },
      {
        question: "Venti minuti sono la durata migliore per un pisolino?",
        answer:
          "Per la maggior parte degli adulti 10–20 minuti sono l’ideale: resti nel sonno leggero e ti svegli riposato. Molto di più e rischi di svegliarti intontito dal sonno profondo. Quando lo imposti, calcola qualche minuto per addormentarti.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "un Pomodoro, verdure al forno o una corsetta",
    uses: [
      "una sessione di concentrazione Pomodoro",
      "una teglia di verdure al forno",
      "una corsetta",
      "un lavaggio rapido in lavatrice",
    ],
    faqs: [
      {
        question: "Un timer da 25 minuti è la stessa cosa di un Pomodoro?",
        answer:
          "Sì: 25 minuti è la durata classica di un Pomodoro. Per il metodo completo, con consigli su pause e interruzioni, guarda la pagina Timer per lo studio; questo è un semplice conto alla rovescia di 25 minuti per qualsiasi cosa.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "allenamenti, sessioni di concentrazione e dolci al forno",
    uses: ["un allenamento di mezz’ora", "un blocco di studio concentrato", "un pan di Spagna", "una riunione a tempo"],
    intro:
      "Mezz’ora basta per un vero allenamento o per un bel pezzo di lavoro, ed è abbastanza breve da stare in una pausa pranzo. Premi Avvia; l’allarme ti trova anche in un’altra scheda.",
    faqs: [
      {
        question: "Trenta minuti di attività fisica al giorno sono sufficienti?",
        answer:
          "Trenta minuti per cinque giorni alla settimana fanno 150 minuti, il minimo di attività moderata che l’Organizzazione mondiale della sanità raccomanda agli adulti ogni settimana. Anche una camminata a passo svelto conta.",
      },
      {
        question: "Perché limitare le riunioni a 30 minuti?",
        answer:
          "Il lavoro tende a espandersi fino a occupare tutto il tempo disponibile (legge di Parkinson). Un conto alla rovescia di 30 minuti ben visibile mantiene la riunione sull’ordine del giorno, e la barra di avanzamento rende evidente quando si è a metà e ancora al primo punto.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "dolci al forno, lezioni di yoga e lunghi blocchi di studio",
    uses: ["un banana bread", "una sessione di Pilates", "un blocco di studio più lungo", "una corsa tranquilla"],
    tips: [
      "Stai preparando un dolce? Controlla un paio di minuti prima dell’allarme: i forni variano più di quanto ammettano le ricette.",
    ],
  },
  "40-minute-timer": {
    hook: "lezioni, simulazioni d’esame e allenamenti più lunghi",
    uses: [
      "una lezione scolastica",
      "una parte di una simulazione d’esame",
      "un lungo giro in bici",
      "il pollo a pezzi al forno",
    ],
    tips: ["Per una simulazione d’esame, metti il timer a schermo intero e il telefono in un’altra stanza."],
  },
  "45-minute-timer": {
    hook: "ore di lezione, tempi di una partita e allenamenti",
    uses: [
      "un’ora di lezione",
      "un tempo di una partita di calcio",
      "un allenamento da 45 minuti",
      "un lungo blocco di concentrazione",
    ],
    faqs: [
      {
        question: "Quanto dura un tempo nel calcio?",
        answer:
          "Una partita di calcio ha due tempi da 45 minuti con un intervallo di 15 minuti, più l’eventuale recupero deciso dall’arbitro. Per una partitella, usa questo timer per ogni tempo e il Timer da 15 minuti per l’intervallo.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "deep work, lezioni universitarie e sessioni da 50 minuti",
    uses: [
      "un blocco di deep work da 50 minuti con 10 minuti di pausa",
      "una lezione universitaria",
      "una sessione di coaching",
      "una lunga sessione di pratica con uno strumento",
    ],
    faqs: [
      {
        question: "Perché lavorare a blocchi di 50 minuti?",
        answer:
          "Cinquanta minuti di concentrazione e dieci di pausa stanno perfettamente in un’ora, così le pause coincidono con l’orologio e con le riunioni. È un cugino più lungo del Pomodoro, per le attività che richiedono più tempo per entrare nel vivo.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "riunioni, prove d’esame e allenamenti di un’ora",
    uses: ["una riunione di un’ora", "una prova d’esame", "una lezione", "un’ora di pratica con uno strumento"],
    faqs: [
      {
        question: "Come mi esercito per un esame a tempo?",
        answer:
          "Imposta il tempo della prova, premi F per lo schermo intero e metti via gli appunti. Controlla la barra di avanzamento a un quarto, a metà e a tre quarti per regolare il ritmo, e tieni gli ultimi cinque minuti per ricontrollare le risposte.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "deep work, cicli di sonno e partite di calcio",
    uses: [
      "una sessione di deep work",
      "un lungo sonnellino di un ciclo di sonno",
      "una partita di calcio (due tempi da 45 minuti)",
      "un esame lungo",
    ],
    intro:
      "Novanta minuti sono una durata molto amata per il lavoro serio: abbastanza per andare a fondo su un problema, e più o meno quanto un ciclo di sonno o una partita di calcio. Avvialo e lascia che sia l’allarme a dirti quando riemergere.",
    faqs: [
      {
        question: "Perché alcune persone lavorano a blocchi di 90 minuti?",
        answer:
          "Molti scrittori e ricercatori scoprono di riuscire a concentrarsi intensamente per circa 90 minuti prima che l’attenzione cali; a quel punto una vera pausa di 15–20 minuti ripaga. È una regola empirica più che una legge, quindi provala e vedi se fa per te.",
      },
      {
        question: "Un sonnellino di 90 minuti è una buona idea?",
        answer:
          "Un ciclo di sonno completo dura circa 90 minuti, quindi un sonnellino di questa durata ti fa svegliare nel sonno leggero anziché nel pieno del sonno profondo. È però troppo lungo per un pisolino in una giornata di lavoro; per quello usa il Timer da 20 minuti.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "deep work, lievitazione del pane e parcheggio",
    uses: [
      "un’ora di deep work",
      "la lievitazione dell’impasto del pane",
      "un’ora di parcheggio a pagamento",
      "un limite di tempo davanti agli schermi per i bambini",
    ],
    intro:
      "Un’ora, misurata con precisione. Fai lievitare l’impasto, tieni d’occhio il biglietto del parcheggio o blocca un’ora di deep work: Tickwise suona alla fine anche se la scheda è rimasta in background per tutta l’ora.",
    faqs: [
      {
        question: "Quanto deve lievitare l’impasto del pane?",
        answer:
          "Un impasto base con lievito di birra di solito ha bisogno di circa un’ora per raddoppiare di volume a temperatura ambiente, ma in una cucina fredda può servire di più. Considera l’allarme un promemoria per controllare: l’impasto è pronto quando è raddoppiato e l’impronta di un dito infarinato risale lentamente.",
      },
      {
        question: "Posso usarlo per il tempo davanti agli schermi dei bambini?",
        answer:
          "Sì, e mostrare il conto alla rovescia aiuta. Quando i bambini vedono quanto manca, la fine li sorprende meno e si litiga meno. Impostalo, mettilo dove possono vederlo e lascia che sia l’allarme a fare il cattivo.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "esami, cotture lente e lunghe sessioni di studio",
    uses: [
      "una prova d’esame completa",
      "un arrosto a cottura lenta",
      "una lunga sessione di studio con pause",
      "un limite di tempo per i videogiochi",
    ],
    intro:
      "Due ore per i lavori lunghi: una simulazione d’esame completa, un arrosto a cottura lenta, un pomeriggio di ripasso. Tickwise conta alla rovescia verso un orario di fine fisso, quindi alla fine è preciso quanto all’inizio.",
    faqs: [
      {
        question: "Un timer da 2 ore è ancora preciso alla fine?",
        answer:
          "Sì. Il tempo rimanente viene sempre calcolato a partire dall’orario di fine, quindi i piccoli ritardi non si sommano mai: dopo due ore, anche con la scheda in background, l’allarme suona puntuale entro una frazione di secondo. Solo un computer in stop non può suonare, quindi tienilo attivo o aggiungi un promemoria via email.",
      },
      {
        question: "Come suddivido una sessione di studio di due ore?",
        answer:
          "Prova con tre blocchi da 35 minuti con pause di 5, oppure quattro pomodori con una pausa più lunga a metà. Lascia scorrere questo timer per tutta la sessione, così sai sempre quanto manca.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Il ${noun} è abbastanza preciso per gli intervalli?`,
      answer:
        "Sì. Tickwise memorizza l’istante in cui il conto alla rovescia deve finire e legge l’orologio a ogni aggiornamento, quindi non può sfasarsi né perdere secondi. Il display arrotonda per eccesso: 00:00:01 resta sullo schermo finché il tempo non è davvero scaduto, e l’allarme suona allo zero, non un secondo dopo.",
    },
    background:
      kind === "long"
        ? {
            question: `Devo tenere la pagina aperta per ${words}?`,
            answer:
              "Tieni aperta la scheda (va benissimo in background) così può suonare e inviare una notifica. Se la ricarichi o la chiudi per sbaglio non perdi nulla: riapri la pagina e il timer riprende con lo stesso orario di fine, oppure ti dice che è terminato mentre eri via.",
          }
        : {
            question: `Il ${noun} continua se cambio scheda?`,
            answer:
              "Sì. I browser rallentano le schede che non stai guardando, ma Tickwise calcola il tempo rimanente a partire dal momento in cui il timer finisce invece di contare gli scatti, quindi resta preciso. Quando il tempo scade in una scheda nascosta senti comunque l’allarme e, se l’hai consentito, ricevi una notifica di sistema.",
          },
    pauseAdd: {
      question: `Posso mettere in pausa il ${noun} o aggiungere tempo?`,
      answer:
        "Premi Pausa (o la barra spaziatrice) e il tempo rimanente viene conservato al millisecondo; Avvia riprende da lì. Prima di iniziare o in pausa, +30s, +1m e +5m aggiungono tempo; non sono disponibili mentre il timer scorre, così un tocco accidentale non può cambiare un conto alla rovescia in corso.",
    },
    alarm: {
      question: `Come faccio a sapere che il ${noun} è finito?`,
      answer:
        "Suona un allarme (scegli tra 16 suoni nelle Impostazioni, da Soft Chime a Rooster Crow), cadono i coriandoli se sono attivi, il titolo della scheda avvisa che il tempo è scaduto e, se la pagina è nascosta, ricevi una notifica di sistema. I browser tengono le pagine in silenzio finché non ci fai clic, quindi usa prima Prova suono.",
    },
    email: {
      question: "Tickwise può mandarmi un’email quando il timer finisce?",
      answer:
        "Sì: inserisci il tuo indirizzo (e una nota facoltativa) nella scheda del promemoria via email prima di premere Avvia. Il promemoria viene programmato all’avvio del timer, annullato se metti in pausa o azzeri e inviato dal server anche se chiudi la scheda. Il tuo indirizzo viene cancellato appena l’email è partita.",
    },
    voice: {
      question: `Posso avviare il ${noun} con la voce?`,
      answer: `Nei browser con riconoscimento vocale, come Chrome, attiva i comandi vocali e di’ «${command}». Puoi anche dire «avvia», «pausa» o «ferma» e «azzera il timer». I comandi vengono riconosciuti in italiano.`,
    },
    keyboard: {
      question: "Ci sono scorciatoie da tastiera?",
      answer:
        "La barra spaziatrice avvia e mette in pausa, R azzera e F attiva e disattiva lo schermo intero. Sono comode quando hai le mani occupate o il timer è su uno schermo dall’altra parte della stanza.",
    },
    custom: {
      question: `Posso impostare un tempo diverso da ${words}?`,
      answer:
        "Fai clic sulle cifre e scrivi un nuovo tempo: 90 sono 90 secondi, 7:30 sono sette minuti e mezzo e 1:05:00 è un’ora e cinque minuti. Invio conferma, Esc annulla, e i preset qui sotto passano ad altre durate comuni.",
    },
    offline: {
      question: "Il timer funziona offline?",
      answer:
        "Sì. Dopo la prima visita il browser conserva una copia del timer, che quindi si apre e funziona senza connessione, in una palestra nel seminterrato o in aereo. Solo il promemoria via email ha bisogno di internet.",
    },
    screen: {
      question: "Lo schermo si spegnerà mentre il timer scorre?",
      answer:
        "Dove il browser lo supporta, Tickwise chiede allo schermo di restare acceso mentre un timer è in corso e poi lo lascia tornare in standby. Nei browser più vecchi, allunga il blocco automatico per i timer lunghi.",
    },
  };
}

const it: TimerCopyPack = {
  heading: (amount, unit) => `Timer da ${amountOf(amount, unit)}`,
  noun: (amount, unit) => `timer da ${amountOf(amount, unit)}`,
  voiceCommand: (amount, unit) => `timer da ${amountOf(amount, unit)}`,
  title: (h1) => [`${h1} – Conto alla rovescia gratis | Tickwise`, `${h1} online gratis | Tickwise`],
  description: (noun, hook) =>
    `${capitalize("it", noun)} gratis con allarme per ${hook}. Preciso in background, offline e senza registrazione.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("it", words)} sull’orologio: quanto basta per ${oneOf("it", [first, second, third])}. Premi Avvia o la barra spaziatrice, segui le cifre grandi e l’allarme suona esattamente allo zero.`;
    if (kind === "long")
      return `Riserva ${words} per ${oneOf("it", [first, second])}. Avvialo, lascia la scheda in background e Tickwise suonerà, ti invierà una notifica e, se vuoi, un’email alla fine.`;
    return `${capitalize("it", words)} sono perfetti per ${oneOf("it", [first, second, third])}. Il timer è impostato e pronto: premi Avvia e suona quando il tempo è scaduto, anche se passi a un’altra scheda.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Quando si usa un ${noun}?`
        : kind === "long"
          ? `A cosa serve un ${noun}?`
          : `Cosa posso cronometrare con un ${noun}?`,
    answer: `Si usa per ${allOf("it", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Scrivi un tempo nel display o scegli uno dei preset più usati; il timer si apre su 5 minuti."
      : `Il timer è già impostato su ${display}. Premi Avvia o la barra spaziatrice per iniziare.`,
    kind === "short"
      ? icu(
          "it",
          "Mettiti in posizione prima di iniziare: {words} {amount, plural, one {passa} other {passano}} in fretta. Premi F per lo schermo intero e leggerlo da lontano.",
          { words, amount },
        )
      : kind === "long"
        ? "Lascia aperta la scheda; va bene anche in background. Compila prima il promemoria via email se vuoi ricevere anche un messaggio alla fine."
        : "Continua con quello che stai facendo. Puoi cambiare scheda o app: il conto alla rovescia resta preciso e suona allo zero.",
    "Ti serve un altro tempo? Fai clic sulle cifre, scrivilo (90, 7:30 o 1:15:00) e premi Invio, oppure usa +30s, +1m e +5m prima di iniziare.",
    "A 00:00:00 suona l’allarme e lo schermo mostra Tempo scaduto! Pausa ferma il tempo in qualsiasi momento; Azzera lo cancella.",
  ],
  kindTips: {
    short: [
      "Premi Prova suono una volta prima dell’allenamento: i browser tengono le pagine in silenzio finché non interagisci con loro.",
      "Appoggia il telefono e premi F: le cifre riempiono lo schermo e si leggono anche a metà esercizio.",
    ],
    medium: [
      "Consenti le notifiche quando ti vengono chieste: anche un timer che finisce in una scheda in background attirerà la tua attenzione.",
      "La barra spaziatrice avvia e mette in pausa, R azzera: niente pulsanti da centrare con le mani occupate.",
    ],
    long: [
      "Tieni il portatile collegato alla corrente per i timer lunghi: un computer in stop non può suonare. Dove possibile, Tickwise tiene lo schermo acceso mentre il timer scorre.",
      "Aggiungi un promemoria via email come riserva; il server lo invia anche se la scheda viene chiusa.",
    ],
  },
  profiles,
};

export default it;
