import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";
import { localeOf } from "../i18n/locale";
import { shareText, type ShareText } from "../share/text";

/** Every text of the public blog pages (/blog and /blog/{slug}) in one language. */
export interface BlogPagesText {
  /** Breadcrumb and navigation name of the blog. */
  breadcrumb: string;
  home: string;
  /** "November 24, 2026" (docs/product.md, Blog: long US date) / "24 de noviembre de 2026". */
  date(iso: string): string;
  /** "5 min read". */
  readTime(minutes: number): string;
  list: {
    title: string;
    description: string;
    h1: string;
    intro: string;
    /** The empty state (docs/product.md, Blog). */
    empty: string;
    loading: string;
    postsLabel: string;
    readMore(title: string): string;
  };
  article: {
    /** The loading state (docs/product.md, Blog). */
    loading: string;
    titleSuffix: string;
    published: string;
    relatedArticles: string;
    relatedTools: string;
    tools: { to: string; label: string }[];
    back: string;
    /** The shared words (content/share) and the menu's own; "copied" has a title and a text here. */
    share: Omit<ShareText, "copied"> & { button: string; menuLabel: string; copiedTitle: string; copiedText: string };
  };
  notFound: {
    title: string;
    text: string;
    back: string;
  };
}

function longDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // UTC: the same day in the server's HTML and in every visitor's browser.
  return dateFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

const en: BlogPagesText = {
  breadcrumb: "Blog",
  home: "Tickwise",
  date: (iso) => longDate(iso, localeOf.en),
  readTime: (minutes) => `${minutes} min read`,
  list: {
    title: "Blog – Timer Tips, Productivity and Time Zone Guides | Tickwise",
    description:
      "Articles on using timers, stopwatches, alarms and world clocks: productivity methods, study sessions, sleep schedules and time zones.",
    h1: "Tickwise Blog",
    intro: "Practical guides to timers, focus techniques, alarms and time zones.",
    empty: "No blog posts available yet.",
    loading: "Loading...",
    postsLabel: "Articles",
    readMore: (title) => `Read “${title}”`,
  },
  article: {
    loading: "Loading article...",
    titleSuffix: "Tickwise Blog",
    published: "Published",
    relatedArticles: "Related Articles",
    relatedTools: "Related Tools",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Stopwatch" },
      { to: "/alarm", label: "Alarm" },
      { to: "/time", label: "World Clock" },
    ],
    back: "Back to all articles",
    share: {
      button: "Share",
      menuLabel: "Share this article",
      ...shareText.en,
      copiedTitle: "Link copied!",
      copiedText: "Article link copied to clipboard",
    },
  },
  notFound: {
    title: "Article Not Found",
    text: "The blog post you're looking for doesn't exist.",
    back: "Back to Blog",
  },
};

const es: BlogPagesText = {
  breadcrumb: "Blog",
  home: "Tickwise",
  date: (iso) => longDate(iso, localeOf.es),
  readTime: (minutes) => `${minutes} min de lectura`,
  list: {
    title: "Blog – Consejos de temporizador, productividad y husos horarios | Tickwise",
    description:
      "Artículos sobre temporizadores, cronómetros, alarmas y relojes mundiales: métodos de productividad, sesiones de estudio, horarios de sueño y husos horarios.",
    h1: "Blog de Tickwise",
    intro: "Guías prácticas sobre temporizadores, técnicas de concentración, alarmas y husos horarios.",
    empty: "Todavía no hay artículos en el blog.",
    loading: "Cargando...",
    postsLabel: "Artículos",
    readMore: (title) => `Leer «${title}»`,
  },
  article: {
    loading: "Cargando artículo...",
    titleSuffix: "Blog de Tickwise",
    published: "Publicado",
    relatedArticles: "Artículos relacionados",
    relatedTools: "Herramientas relacionadas",
    tools: [
      { to: "/timer", label: "Temporizador" },
      { to: "/stopwatch", label: "Cronómetro" },
      { to: "/alarm", label: "Alarma" },
      { to: "/time", label: "Reloj mundial" },
    ],
    back: "Volver a todos los artículos",
    share: {
      button: "Compartir",
      menuLabel: "Compartir este artículo",
      ...shareText.es,
      copiedTitle: "¡Enlace copiado!",
      copiedText: "Enlace del artículo copiado al portapapeles",
    },
  },
  notFound: {
    title: "Artículo no encontrado",
    text: "El artículo que buscas no existe.",
    back: "Volver al blog",
  },
};

export const blogPagesText: Record<Language, BlogPagesText> = { en, es };
