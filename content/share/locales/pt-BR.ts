import type { ShareText } from "../text";

/** The share block's words in Brazilian Portuguese. */
const ptBR: ShareText = {
  networks: {
    facebook: "Compartilhar no Facebook",
    whatsapp: "Compartilhar no WhatsApp",
    telegram: "Compartilhar no Telegram",
    linkedin: "Compartilhar no LinkedIn",
    x: "Compartilhar no X",
  },
  newTab: "(abre em uma nova aba)",
  copy: "Copiar link",
  copied: "URL copiada para a área de transferência!",
  copyFailedTitle: "Não foi possível copiar",
  copyFailedText: "Não foi possível copiar o link para a área de transferência",
};

export default ptBR;
