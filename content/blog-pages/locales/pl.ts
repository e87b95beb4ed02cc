import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Polish. */
const pl: BlogPagesText = {
  date: (iso) => longDate(iso, "pl"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) =>
    icu(
      "pl",
      "{minutes, plural, one {# min czytania} few {# min czytania} many {# min czytania} other {# min czytania}}",
      { minutes },
    ),
  writtenIn: (language) => `Język artykułu: ${language}.`,
  list: {
    title: "Blog – porady o minutnikach, produktywność i przewodniki po strefach czasowych | Tickwise",
    description:
      "Artykuły o minutnikach, stoperach, budzikach i zegarach światowych: metody produktywności, sesje nauki, rytm snu i strefy czasowe.",
    h1: "Blog Tickwise",
    intro: "Praktyczne poradniki o minutnikach, technikach skupienia, budzikach i strefach czasowych.",
    empty: "Na blogu nie ma jeszcze artykułów.",
    loading: "Ładowanie...",
    postsLabel: "Artykuły",
    readMore: (title) => `Czytaj „${title}”`,
    inLanguage: (language) => `Język: ${language}`,
  },
  article: {
    loading: "Ładowanie artykułu...",
    titleSuffix: "Blog Tickwise",
    published: "Opublikowano",
    relatedArticles: "Powiązane artykuły",
    relatedTools: "Powiązane narzędzia",
    tools: [
      { to: "/timer", label: "Minutnik" },
      { to: "/stopwatch", label: "Stoper" },
      { to: "/alarm", label: "Budzik" },
      { to: "/time", label: "Zegar światowy" },
    ],
    back: "Wróć do wszystkich artykułów",
    share: {
      button: "Udostępnij",
      menuLabel: "Udostępnij ten artykuł",
      networks: {
        facebook: "Udostępnij na Facebooku",
        whatsapp: "Udostępnij w WhatsAppie",
        telegram: "Udostępnij w Telegramie",
        linkedin: "Udostępnij na LinkedInie",
        x: "Udostępnij na X",
      },
      newTab: "(otwiera się w nowej karcie)",
      copy: "Kopiuj link",
      copyFailedTitle: "Nie udało się skopiować",
      copyFailedText: "Nie udało się skopiować linku do schowka",
      copiedTitle: "Link skopiowany!",
      copiedText: "Link do artykułu skopiowano do schowka",
    },
  },
  notFound: {
    title: "Nie znaleziono artykułu",
    text: "Artykuł, którego szukasz, nie istnieje.",
    back: "Wróć do bloga",
  },
};

export default pl;
