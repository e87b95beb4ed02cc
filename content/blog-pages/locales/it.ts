import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Italian. */
const it: BlogPagesText = {
  date: (iso) => longDate(iso, "it"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) => icu("it", "{minutes, plural, one {# min di lettura} other {# min di lettura}}", { minutes }),
  writtenIn: (language) => `Questo articolo è in ${language}.`,
  list: {
    title: "Blog – Consigli sui timer, produttività e guide ai fusi orari | Tickwise",
    description:
      "Articoli su timer, cronometri, sveglie e orologi mondiali: metodi di produttività, sessioni di studio, ritmi del sonno e fusi orari.",
    h1: "Blog di Tickwise",
    intro: "Guide pratiche su timer, tecniche di concentrazione, sveglie e fusi orari.",
    empty: "Non ci sono ancora articoli nel blog.",
    loading: "Caricamento...",
    postsLabel: "Articoli",
    readMore: (title) => `Leggi «${title}»`,
    inLanguage: (language) => `In ${language}`,
  },
  article: {
    loading: "Caricamento dell’articolo...",
    titleSuffix: "Blog di Tickwise",
    published: "Pubblicato",
    relatedArticles: "Articoli correlati",
    relatedTools: "Strumenti correlati",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Cronometro" },
      { to: "/alarm", label: "Sveglia" },
      { to: "/time", label: "Orologio mondiale" },
    ],
    back: "Torna a tutti gli articoli",
    share: {
      button: "Condividi",
      menuLabel: "Condividi questo articolo",
      networks: {
        facebook: "Condividi su Facebook",
        whatsapp: "Condividi su WhatsApp",
        telegram: "Condividi su Telegram",
        linkedin: "Condividi su LinkedIn",
        x: "Condividi su X",
      },
      newTab: "(si apre in una nuova scheda)",
      copy: "Copia link",
      copyFailedTitle: "Copia non riuscita",
      copyFailedText: "Impossibile copiare il link negli appunti",
      copiedTitle: "Link copiato!",
      copiedText: "Link dell’articolo copiato negli appunti",
    },
  },
  notFound: {
    title: "Articolo non trovato",
    text: "L’articolo che stai cercando non esiste.",
    back: "Torna al blog",
  },
};

export default it;
