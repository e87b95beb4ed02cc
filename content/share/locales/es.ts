import type { ShareText } from "../text";

/** The share block's words in Spanish. */
const es: ShareText = {
  networks: {
    facebook: "Compartir en Facebook",
    whatsapp: "Compartir en WhatsApp",
    telegram: "Compartir en Telegram",
    linkedin: "Compartir en LinkedIn",
    x: "Compartir en X",
  },
  newTab: "(se abre en una pestaña nueva)",
  copy: "Copiar enlace",
  copied: "¡URL copiada al portapapeles!",
  copyFailedTitle: "No se pudo copiar",
  copyFailedText: "No se pudo copiar el enlace al portapapeles",
};

export default es;
