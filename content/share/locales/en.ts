import type { ShareText } from "../text";

/** The share block's words in English. */
const en: ShareText = {
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
};

export default en;
