import type { ShareText } from "../text";

/** The share block's words in Dutch. */
const nl: ShareText = {
  networks: {
    facebook: "Delen op Facebook",
    whatsapp: "Delen op WhatsApp",
    telegram: "Delen op Telegram",
    linkedin: "Delen op LinkedIn",
    x: "Delen op X",
  },
  newTab: "(opent in een nieuw tabblad)",
  copy: "Link kopiëren",
  copied: "URL gekopieerd naar het klembord!",
  copyFailedTitle: "Kopiëren mislukt",
  copyFailedText: "De link kon niet naar het klembord worden gekopieerd",
};

export default nl;
