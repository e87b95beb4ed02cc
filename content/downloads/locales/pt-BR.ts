import type { DownloadsText } from "../text";

/** The download pages, in Brazilian Portuguese. */
const ptBR: DownloadsText = {
  extension: {
    meta: {
      title: "Extensão do Chrome: timer, cronômetro, alarme e relógio mundial | Tickwise",
      description:
        "Baixe grátis a extensão do Tickwise para Chrome e Edge: timer com predefinições, cronômetro com voltas, notificações de alarme e relógio mundial.",
    },
    heading: "Baixar a extensão do Chrome",
    intro:
      "Leve as ferramentas do Tickwise na barra do navegador: timer, cronômetro, alarme e relógio mundial, a um clique de distância em qualquer página.",
    download: "Baixar extensão",
    alternative: "Download alternativo",
    newTab: "(abre em uma nova aba)",
    version: (version: string) => `Versão ${version}`,
    compatible: "Compatível com Chrome e Edge",
    notBuilt: "A extensão ainda não foi gerada neste servidor.",
    featuresHeading: "O que vem nela",
    features: [
      { title: "Timer", text: "Contagens regressivas com predefinições" },
      { title: "Cronômetro", text: "Medição precisa com voltas" },
      { title: "Alarme", text: "Notificações do navegador" },
      { title: "Relógio mundial", text: "6 fusos horários do mundo" },
    ],
    installHeading: "Como instalar",
    steps: [
      "Baixe o arquivo zip da extensão com o botão acima.",
      "Descompacte o arquivo zip em uma pasta do seu computador.",
      "Abra a página de extensões: digite chrome://extensions (ou edge://extensions) na barra de endereços.",
      "Ative o Modo do desenvolvedor com a chave no canto superior direito.",
      "Clique em Carregar sem compactação e selecione a pasta extraída.",
      "Fixe o Tickwise na barra pelo menu da peça de quebra-cabeça para tê-lo sempre a um clique.",
    ],
    back: "Voltar ao timer",
  },
  source: {
    meta: {
      title: "Baixe o código-fonte do Tickwise | Tickwise",
      description:
        "Receba o código-fonte completo do Tickwise e a extensão do Chrome por e-mail, como download em Base64 ou como download direto do zip.",
    },
    heading: "Baixar o código-fonte",
    intro: "Receba o código-fonte completo do Tickwise junto com a extensão do Chrome.",
    size: (size: string) => `Arquivo do código-fonte: ${size}`,
    emailHeading: "Enviar para o meu e-mail",
    emailLabel: "Endereço de e-mail",
    emailPlaceholder: "voce@exemplo.com.br",
    send: "Enviar código-fonte",
    sending: "Enviando e-mail...",
    sentHeading: "E-mail enviado!",
    sentText: (email: string) =>
      `O código-fonte e a extensão do Chrome estão a caminho de ${email}. Confira sua caixa de entrada (e a pasta de spam).`,
    sendAnother: "Enviar para outro e-mail",
    alternativeHeading: "Outros métodos",
    whyEmail:
      "Algumas redes bloqueiam downloads diretos de arquivos. O e-mail é o jeito mais confiável de receber os arquivos; os outros dois métodos funcionam onde downloads são permitidos.",
    base64: "Baixar via Base64",
    base64Help: "Busca o arquivo como texto e o salva a partir desta página.",
    downloading: "Baixando...",
    direct: "Download direto",
    directHelp: "Abre o arquivo zip em uma nova aba.",
    includedHeading: "O que está incluído",
    included: [
      { title: "Aplicativo web", text: "Páginas React Router do timer, cronômetro, relógio mundial, alarme e metas" },
      { title: "Servidor", text: "API Fastify, lembretes por e-mail e o esquema do banco de dados" },
      {
        title: "Núcleo compartilhado",
        text: "Motor do timer, predefinições, fusos horários e validação usados em tudo",
      },
      { title: "Extensão do Chrome", text: "A extensão Manifest V3 com seu pop-up e seu service worker" },
      { title: "Conteúdo", text: "Textos em doze idiomas, perguntas frequentes e guias práticos" },
      { title: "Testes", text: "Testes unitários, de API e de ponta a ponta com seus utilitários" },
    ],
    notBuilt: "O arquivo do código-fonte ainda não foi gerado neste servidor.",
    back: "Voltar ao timer",
    toast: {
      invalidTitle: "E-mail inválido",
      invalidText: "Digite um endereço de e-mail válido",
      failedTitle: "Falha no envio",
      failedText: "Não foi possível enviar o e-mail. Tente de novo.",
      sentTitle: "E-mail enviado!",
      sentText: "Confira seu e-mail: o código-fonte e os arquivos da extensão do Chrome estão lá",
    },
    downloadFailed: "O download falhou. Tente de novo.",
  },
};

export default ptBR;
