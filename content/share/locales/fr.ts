import type { ShareText } from "../text";

/** The share block's words in French. */
const fr: ShareText = {
  networks: {
    facebook: "Partager sur Facebook",
    whatsapp: "Partager sur WhatsApp",
    telegram: "Partager sur Telegram",
    linkedin: "Partager sur LinkedIn",
    x: "Partager sur X",
  },
  newTab: "(s’ouvre dans un nouvel onglet)",
  copy: "Copier le lien",
  copied: "URL copiée dans le presse-papiers !",
  copyFailedTitle: "Échec de la copie",
  copyFailedText: "Impossible de copier le lien dans le presse-papiers",
};

export default fr;
