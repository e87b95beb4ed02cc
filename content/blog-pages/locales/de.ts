import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in German. */
const de: BlogPagesText = {
  date: (iso) => longDate(iso, "de"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) => icu("de", "{minutes, plural, one {# Min. Lesezeit} other {# Min. Lesezeit}}", { minutes }),
  writtenIn: (language) => `Dieser Artikel ist auf ${language}.`,
  list: {
    title: "Blog – Timer-Tipps, Produktivität und Zeitzonen-Ratgeber | Tickwise",
    description:
      "Artikel über Timer, Stoppuhren, Wecker und Weltuhren: Produktivitätsmethoden, Lerneinheiten, Schlafrhythmus und Zeitzonen.",
    h1: "Tickwise-Blog",
    intro: "Praktische Ratgeber zu Timern, Konzentrationstechniken, Weckern und Zeitzonen.",
    empty: "Noch keine Blogartikel vorhanden.",
    loading: "Wird geladen …",
    postsLabel: "Artikel",
    readMore: (title) => `„${title}“ lesen`,
    inLanguage: (language) => `Auf ${language}`,
  },
  article: {
    loading: "Artikel wird geladen …",
    titleSuffix: "Tickwise-Blog",
    published: "Veröffentlicht",
    relatedArticles: "Ähnliche Artikel",
    relatedTools: "Passende Tools",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Stoppuhr" },
      { to: "/alarm", label: "Wecker" },
      { to: "/time", label: "Weltuhr" },
    ],
    back: "Zurück zu allen Artikeln",
    share: {
      button: "Teilen",
      menuLabel: "Diesen Artikel teilen",
      networks: {
        facebook: "Auf Facebook teilen",
        whatsapp: "Auf WhatsApp teilen",
        telegram: "Auf Telegram teilen",
        linkedin: "Auf LinkedIn teilen",
        x: "Auf X teilen",
      },
      newTab: "(öffnet sich in einem neuen Tab)",
      copy: "Link kopieren",
      copyFailedTitle: "Kopieren fehlgeschlagen",
      copyFailedText: "Der Link konnte nicht in die Zwischenablage kopiert werden",
      copiedTitle: "Link kopiert!",
      copiedText: "Artikellink in die Zwischenablage kopiert",
    },
  },
  notFound: {
    title: "Artikel nicht gefunden",
    text: "Den gesuchten Blogartikel gibt es nicht.",
    back: "Zurück zum Blog",
  },
};

export default de;
