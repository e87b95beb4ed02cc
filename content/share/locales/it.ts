import type { ShareText } from "../text";

/** The share block's words in Italian. */
const it: ShareText = {
  networks: {
    facebook: "Condividi su Facebook",
    whatsapp: "Condividi su WhatsApp",
    telegram: "Condividi su Telegram",
    linkedin: "Condividi su LinkedIn",
    x: "Condividi su X",
  },
  newTab: "(si apre in una nuova scheda)",
  copy: "Copia link",
  copied: "URL copiato negli appunti!",
  copyFailedTitle: "Copia non riuscita",
  copyFailedText: "Impossibile copiare il link negli appunti",
};

export default it;
