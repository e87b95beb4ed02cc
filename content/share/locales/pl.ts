import type { ShareText } from "../text";

/** The share block's words in Polish. */
const pl: ShareText = {
  networks: {
    facebook: "Udostępnij na Facebook",
    whatsapp: "Udostępnij na WhatsApp",
    telegram: "Udostępnij na Telegram",
    linkedin: "Udostępnij na LinkedIn",
    x: "Udostępnij na X",
  },
  newTab: "(otwiera się w nowej karcie)",
  copy: "Kopiuj link",
  copied: "Skopiowano adres URL do schowka!",
  copyFailedTitle: "Nie udało się skopiować",
  copyFailedText: "Nie można skopiować linku do schowka",
};

export default pl;
