import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Brazilian Portuguese. */
const ptBR: BlogPagesText = {
  date: (iso) => longDate(iso, "pt-BR"),
  breadcrumb: "Blog",
  home: "Tickwise",
  readTime: (minutes) =>
    icu("pt-BR", "{minutes, plural, one {# min de leitura} other {# min de leitura}}", { minutes }),
  writtenIn: (language) => `Este artigo está em ${language}.`,
  list: {
    title: "Blog – Dicas de timer, produtividade e guias de fusos horários | Tickwise",
    description:
      "Artigos sobre timers, cronômetros, alarmes e relógios mundiais: métodos de produtividade, sessões de estudo, rotina de sono e fusos horários.",
    h1: "Blog do Tickwise",
    intro: "Guias práticos sobre timers, técnicas de foco, alarmes e fusos horários.",
    empty: "Ainda não há artigos no blog.",
    loading: "Carregando...",
    postsLabel: "Artigos",
    readMore: (title) => `Ler “${title}”`,
    inLanguage: (language) => `Em ${language}`,
  },
  article: {
    loading: "Carregando artigo...",
    titleSuffix: "Blog do Tickwise",
    published: "Publicado",
    relatedArticles: "Artigos relacionados",
    relatedTools: "Ferramentas relacionadas",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Cronômetro" },
      { to: "/alarm", label: "Alarme" },
      { to: "/time", label: "Relógio mundial" },
    ],
    back: "Voltar para todos os artigos",
    share: {
      button: "Compartilhar",
      menuLabel: "Compartilhar este artigo",
      networks: {
        facebook: "Compartilhar no Facebook",
        whatsapp: "Compartilhar no WhatsApp",
        telegram: "Compartilhar no Telegram",
        linkedin: "Compartilhar no LinkedIn",
        x: "Compartilhar no X",
      },
      newTab: "(abre em uma nova aba)",
      copy: "Copiar link",
      copyFailedTitle: "Não foi possível copiar",
      copyFailedText: "Não foi possível copiar o link para a área de transferência",
      copiedTitle: "Link copiado!",
      copiedText: "Link do artigo copiado para a área de transferência",
    },
  },
  notFound: {
    title: "Artigo não encontrado",
    text: "O artigo que você está procurando não existe.",
    back: "Voltar ao blog",
  },
};

export default ptBR;
