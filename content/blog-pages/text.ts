import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";

type Network = "facebook" | "whatsapp" | "telegram" | "linkedin" | "x";

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
    share: {
      button: string;
      menuLabel: string;
      networks: Record<Network, string>;
      newTab: string;
      copy: string;
      copiedTitle: string;
      copiedText: string;
      copyFailedTitle: string;
      copyFailedText: string;
    };
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
  date: (iso) => longDate(iso, "en-US"),
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
      networks: {
        facebook: "Share on Facebook",
        whatsapp: "Share on WhatsApp",
        telegram: "Share on Telegram",
        linkedin: "Share on LinkedIn",
        x: "Share on X",
      },
      newTab: "(opens in a new tab)",
      copy: "Copy link",
      copiedTitle: "Link copied!",
      copiedText: "Article link copied to clipboard",
      copyFailedTitle: "Failed to copy",
      copyFailedText: "Could not copy link to clipboard",
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
  date: (iso) => longDate(iso, "es-ES"),
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
      networks: {
        facebook: "Compartir en Facebook",
        whatsapp: "Compartir en WhatsApp",
        telegram: "Compartir en Telegram",
        linkedin: "Compartir en LinkedIn",
        x: "Compartir en X",
      },
      newTab: "(se abre en una pestaña nueva)",
      copy: "Copiar enlace",
      copiedTitle: "¡Enlace copiado!",
      copiedText: "Enlace del artículo copiado al portapapeles",
      copyFailedTitle: "No se pudo copiar",
      copyFailedText: "No se pudo copiar el enlace al portapapeles",
    },
  },
  notFound: {
    title: "Artículo no encontrado",
    text: "El artículo que buscas no existe.",
    back: "Volver al blog",
  },
};

export const blogPagesText: Record<Language, BlogPagesText> = { en, es };
