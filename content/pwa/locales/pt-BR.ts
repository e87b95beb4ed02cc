import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Brazilian Portuguese. */
const ptBR: PwaText = {
  install: {
    title: "Instalar o app de timer",
    text: "Acesse seus timers rapidamente",
    install: "Instalar",
    notNow: "Agora não",
    close: "Fechar o aviso de instalação",
  },
  update: {
    title: "Há uma nova versão do Tickwise disponível",
    description: "Recarregue para usá-la. Seus timers e configurações são mantidos.",
    reload: "Recarregar",
    reloadAlt: "Recarregue a página para usar a nova versão",
  },
};

export default ptBR;
