import type { Language } from "@core/settings";

export type ShareNetwork = "facebook" | "whatsapp" | "telegram" | "linkedin" | "x";

/** The words of every share block (tools and blog), written once per language. */
export interface ShareText {
  /** Accessible names of the links, e.g. "Share on Facebook". */
  networks: Record<ShareNetwork, string>;
  /** Appended to each link's name: it opens a new tab. */
  newTab: string;
  copy: string;
  copied: string;
  copyFailedTitle: string;
  copyFailedText: string;
}

export const shareText: Record<Language, ShareText> = {
  en: {
    networks: {
      facebook: "Share on Facebook",
      whatsapp: "Share on WhatsApp",
      telegram: "Share on Telegram",
      linkedin: "Share on LinkedIn",
      x: "Share on X",
    },
    newTab: "(opens in a new tab)",
    copy: "Copy link",
    copied: "URL copied to clipboard!",
    copyFailedTitle: "Failed to copy",
    copyFailedText: "Could not copy link to clipboard",
  },
  es: {
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
  },
};
