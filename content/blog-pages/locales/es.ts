import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Spanish. */
const es: BlogPagesText = {
  breadcrumb: "Blog",
  home: "Tickwise",
  date: (iso) => longDate(iso, "es"),
  readTime: (minutes) => icu("es", "{minutes, plural, one {# min de lectura} other {# min de lectura}}", { minutes }),
  writtenIn: (language) => `Este artículo está en ${language}.`,
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
    inLanguage: (language) => `En ${language}`,
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
      copyFailedTitle: "No se pudo copiar",
      copyFailedText: "No se pudo copiar el enlace al portapapeles",
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

export default es;
