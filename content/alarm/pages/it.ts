import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "La sveglia suona se la scheda è in background?",
    answer:
      "Sì, purché la scheda resti aperta. La sveglia è agganciata a un istante fisso con un timer che funziona in background, quindi suona puntuale anche in una scheda nascosta; se la pagina è nascosta ricevi anche una notifica di sistema (se le consenti).",
  },
  {
    question: "Posso impostare più di una sveglia?",
    answer:
      "Sì. Ogni sveglia ha nome, suono e giorni di ripetizione propri e si può disattivare senza eliminarla. Quando suona puoi posticiparla di 5 o 10 minuti o fermarla; una sveglia ripetuta aspetta poi il giorno successivo previsto. Le sveglie restano anche dopo un ricaricamento, ma la scheda deve restare aperta perché suonino.",
  },
  {
    question: "Quale suono userà la sveglia?",
    answer:
      "Ogni sveglia usa il suono scelto quando la imposti: 16 suoni integrati, da Classic Beep a Rooster Crow, oppure un tuo breve file audio dalla pagina Impostazioni. Una nuova sveglia parte con il suono scelto nelle impostazioni.",
  },
  {
    question: "E se l’orologio del mio computer è sbagliato?",
    answer:
      "All’apertura della pagina Tickwise confronta l’orologio del dispositivo con il proprio server e suona secondo l’ora corretta: un orologio sfasato di qualche secondo non anticipa né ritarda la sveglia.",
  },
];

const it: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Sveglia online – Sveglia gratuita con suono | Tickwise",
        description:
          "Sveglia online gratuita: scegli data e ora o una sveglia popolare, uno tra 16 suoni, e suona puntuale anche in una scheda in background. Senza registrazione.",
        h1: "Sveglia online",
        intro:
          "Imposta una sveglia per qualsiasi data e ora, oppure scegli una delle sveglie popolari. Conta alla rovescia nel titolo della scheda e suona con il suono scelto, puntuale anche con la scheda in background.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Sveglia alle ${t} – Imposta una sveglia online | Tickwise`,
      description: `Sveglia gratuita per le ${t}: impostala con un clic. Suona con il suono che scegli, anche in una scheda in background.`,
      h1: `Imposta una sveglia alle ${t}`,
      intro: `Svegliati o ricevi un promemoria alle ${t}. L’ora è già inserita qui sotto: premi Imposta sveglia e tieni aperta questa scheda. Se oggi le ${t} sono già passate, la sveglia viene impostata per domani.`,
      faqs: [
        {
          question: `Come imposto una sveglia alle ${t}?`,
          answer: `Questa pagina ha già inserito le ${t} come prossima occorrenza di quell’ora. Premi Imposta sveglia, tieni aperta la scheda e la sveglia suona alle ${t} con il suono scelto.`,
        },
        {
          question: `E se oggi le ${t} sono già passate?`,
          answer: `Allora la sveglia viene impostata per domani alle ${t}. Il conto alla rovescia sotto l’orologio mostra sempre esattamente quanto manca.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default it;
