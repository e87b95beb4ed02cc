import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Dutch. */
const nl: BlogPagesText = {
  date: (iso) => longDate(iso, "nl"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) => icu("nl", "{minutes, plural, one {# min lezen} other {# min lezen}}", { minutes }),
  writtenIn: (language) => `Dit artikel is in het ${language}.`,
  list: {
    title: "Blog – Timertips, productiviteit en gidsen over tijdzones | Tickwise",
    description:
      "Artikelen over timers, stopwatches, wekkers en wereldklokken: productiviteitsmethoden, studiesessies, slaapritme en tijdzones.",
    h1: "Tickwise-blog",
    intro: "Praktische gidsen over timers, concentratietechnieken, wekkers en tijdzones.",
    empty: "Er zijn nog geen blogartikelen.",
    loading: "Laden...",
    postsLabel: "Artikelen",
    readMore: (title) => `Lees ‘${title}’`,
    inLanguage: (language) => `In het ${language}`,
  },
  article: {
    loading: "Artikel laden...",
    titleSuffix: "Tickwise-blog",
    published: "Gepubliceerd",
    relatedArticles: "Gerelateerde artikelen",
    relatedTools: "Gerelateerde tools",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Stopwatch" },
      { to: "/alarm", label: "Wekker" },
      { to: "/time", label: "Wereldklok" },
    ],
    back: "Terug naar alle artikelen",
    share: {
      button: "Delen",
      menuLabel: "Dit artikel delen",
      networks: {
        facebook: "Delen op Facebook",
        whatsapp: "Delen op WhatsApp",
        telegram: "Delen op Telegram",
        linkedin: "Delen op LinkedIn",
        x: "Delen op X",
      },
      newTab: "(opent in een nieuw tabblad)",
      copy: "Link kopiëren",
      copyFailedTitle: "Kopiëren mislukt",
      copyFailedText: "De link kon niet naar het klembord worden gekopieerd",
      copiedTitle: "Link gekopieerd!",
      copiedText: "Artikellink naar het klembord gekopieerd",
    },
  },
  notFound: {
    title: "Artikel niet gevonden",
    text: "Het blogartikel dat je zoekt, bestaat niet.",
    back: "Terug naar de blog",
  },
};

export default nl;
