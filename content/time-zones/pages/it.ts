import type { TimeZonesPages } from "../pages";

const it: TimeZonesPages = {
  search: {
    title: "Trova l’ora attuale di una città | Tickwise",
    description:
      "Cerca tra oltre 850 città per nome e apri l’ora locale esatta, il fuso orario e le date dell’ora legale di ciascuna.",
  },
  converter: {
    breadcrumb: "Convertitore di fusi orari",
    meta: {
      title: "Convertitore di fusi orari – converti un orario tra città | Tickwise",
      description:
        "Converti data e ora di una città in altre 10, con l’ora legale corretta per la data scelta. Segnala le ore saltate e ripetute. Gratis, senza registrazione.",
      h1: "Convertitore di fusi orari",
      intro:
        "Scegli una città, una data e un orario, e guarda lo stesso momento in altre 10 città al massimo. Ogni scostamento segue le regole in vigore in quella data.",
    },
    pair: (from, to) => ({
      title: `Convertire l’ora da ${from} a ${to} | Tickwise`,
      description: `Converti l’ora di ${from} in quella di ${to} per qualsiasi data, con l’ora legale di entrambe le città e la differenza di quel giorno.`,
      h1: `Ora da ${from} a ${to}`,
      intro: `Che ore sono a ${to} quando a ${from} è una certa ora? Scegli data e ora; la differenza segue i cambi d’ora di ciascuna città.`,
    }),
    howTo: {
      heading: "Come convertire un orario",
      steps: [
        "Scrivi la città di cui conosci l’ora e sceglila tra i suggerimenti.",
        "Aggiungi fino a 10 città da confrontare.",
        "Scegli la data e l’ora, poi premi Converti.",
        "Copia l’indirizzo della pagina per condividere esattamente questa conversione.",
      ],
    },
    faqHeading: "Convertitore di fusi orari: domande frequenti",
    faqs: [
      {
        question: "Perché la data è importante?",
        answer:
          "Molti luoghi passano all’ora legale in date diverse, quindi la differenza tra due città può variare di un’ora (o mezz’ora) durante l’anno. Il convertitore usa le regole in vigore nella data scelta.",
      },
      {
        question: "Che cosa significa «questo orario non esiste»?",
        answer:
          "Nella notte in cui gli orologi vanno avanti, un’ora locale viene saltata: a New York le 2:30 non esistono la seconda domenica di marzo. Il convertitore lo segnala e mostra il momento in cui gli orologi erano già andati avanti.",
      },
      {
        question: "Perché un orario compare due volte?",
        answer:
          "Quando gli orologi tornano indietro, un’ora si ripete, quindi un orario come l’1:30 capita due volte. Il convertitore mostra entrambi i momenti.",
      },
    ],
  },
  planner: {
    breadcrumb: "Pianificatore di riunioni",
    meta: {
      title: "Pianificatore di riunioni – l’orario migliore tra fusi orari | Tickwise",
      description:
        "Trova l’ora migliore per una riunione tra 2 e 10 città: griglia di 24 ore con gli orari di lavoro, le sovrapposizioni migliori prima e un file calendario.",
      h1: "Pianificatore di riunioni",
      intro:
        "Aggiungi le città di tutti gli invitati e scegli una data: il pianificatore elenca le ore che rientrano nella giornata lavorativa dei più, con l’ora legale corretta.",
    },
    howTo: {
      heading: "Come pianificare una riunione tra fusi orari",
      steps: [
        "Aggiungi le città dei partecipanti, la tua per prima.",
        "Scegli la data: gli scostamenti seguono le regole dell’ora legale di quel giorno.",
        "Modifica l’orario di lavoro se il tuo team ne segue un altro.",
        "Scegli uno degli orari migliori, o qualsiasi ora della griglia, e aggiungilo al calendario o condividi il link.",
      ],
    },
    faqHeading: "Pianificatore di riunioni: domande frequenti",
    faqs: [
      {
        question: "Come vengono scelti gli orari migliori?",
        answer:
          "Prima le ore in cui tutte le città sono in orario di lavoro, poi quelle più vicine al centro della giornata lavorativa di tutti, infine le più mattutine.",
      },
      {
        question: "Perché la griglia ha 23 o 25 ore?",
        answer:
          "Il giorno in cui la prima città cambia l’ora, la sua giornata dura un’ora in meno o in più. La griglia segue la giornata reale.",
      },
    ],
  },
};
export default it;
