import type { ShareText } from "../text";

/** The share block's words in German. */
const de: ShareText = {
  networks: {
    facebook: "Auf Facebook teilen",
    whatsapp: "Auf WhatsApp teilen",
    telegram: "Auf Telegram teilen",
    linkedin: "Auf LinkedIn teilen",
    x: "Auf X teilen",
  },
  newTab: "(öffnet in einem neuen Tab)",
  copy: "Link kopieren",
  copied: "URL in die Zwischenablage kopiert!",
  copyFailedTitle: "Kopieren fehlgeschlagen",
  copyFailedText: "Der Link konnte nicht in die Zwischenablage kopiert werden",
};

export default de;
