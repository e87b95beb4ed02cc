import type { MailText } from "../text";

/** Tickwise's emails, in Brazilian Portuguese. */
const ptBR: MailText = {
  reminder: {
    subject: (d) => `Tickwise: seu timer de ${d} terminou`,
    finished: (d) => `O tempo acabou! Seu timer de ${d} terminou.`,
    note: "Sua anotação:",
    again: "Iniciar o timer de novo:",
    footer: [
      "Você está recebendo este e-mail porque um timer do Tickwise foi iniciado com este endereço para um lembrete por e-mail.",
      "O Tickwise guarda o endereço só até o lembrete ser enviado.",
    ],
  },
  source: {
    subject: "Tickwise: código-fonte e extensão do Chrome",
    intro: "Aqui estão os arquivos que você pediu no Tickwise, anexados a este e-mail:",
    files: [
      "tickwise-source.zip: o código-fonte completo do site.",
      "tickwise-extension.zip: a extensão do Chrome (timer, cronômetro, alarme e relógio mundial).",
    ],
    install:
      "Para instalar a extensão: descompacte o zip, abra chrome://extensions, ative o Modo do desenvolvedor, clique em Carregar sem compactação e selecione a pasta extraída.",
    site: "Tickwise:",
    footer:
      "Você está recebendo este e-mail porque este endereço foi digitado na página de código-fonte do Tickwise. O Tickwise não o guarda.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Não quer receber e-mails do Tickwise? Cancele a inscrição:",
};

export default ptBR;
