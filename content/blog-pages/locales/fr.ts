import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in French. */
const fr: BlogPagesText = {
  date: (iso) => longDate(iso, "fr"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) => icu("fr", "{minutes, plural, one {# min de lecture} other {# min de lecture}}", { minutes }),
  writtenIn: (language) => `Cet article est en ${language}.`,
  list: {
    title: "Blog – Conseils minuteur, productivité et guides des fuseaux horaires | Tickwise",
    description:
      "Des articles sur les minuteurs, chronomètres, alarmes et horloges mondiales : méthodes de productivité, sessions d’étude, rythme de sommeil et fuseaux horaires.",
    h1: "Blog de Tickwise",
    intro:
      "Des guides pratiques sur les minuteurs, les techniques de concentration, les alarmes et les fuseaux horaires.",
    empty: "Aucun article pour le moment.",
    loading: "Chargement…",
    postsLabel: "Articles",
    readMore: (title) => `Lire « ${title} »`,
    inLanguage: (language) => `En ${language}`,
  },
  article: {
    loading: "Chargement de l’article…",
    titleSuffix: "Blog de Tickwise",
    published: "Publié le",
    relatedArticles: "Articles similaires",
    relatedTools: "Outils associés",
    tools: [
      { to: "/timer", label: "Minuteur" },
      { to: "/stopwatch", label: "Chronomètre" },
      { to: "/alarm", label: "Alarme" },
      { to: "/time", label: "Horloge mondiale" },
    ],
    back: "Retour à tous les articles",
    share: {
      button: "Partager",
      menuLabel: "Partager cet article",
      networks: {
        facebook: "Partager sur Facebook",
        whatsapp: "Partager sur WhatsApp",
        telegram: "Partager sur Telegram",
        linkedin: "Partager sur LinkedIn",
        x: "Partager sur X",
      },
      newTab: "(s’ouvre dans un nouvel onglet)",
      copy: "Copier le lien",
      copyFailedTitle: "Échec de la copie",
      copyFailedText: "Impossible de copier le lien dans le presse-papiers",
      copiedTitle: "Lien copié !",
      copiedText: "Le lien de l’article a été copié dans le presse-papiers",
    },
  },
  notFound: {
    title: "Article introuvable",
    text: "L’article que vous cherchez n’existe pas.",
    back: "Retour au blog",
  },
};

export default fr;
