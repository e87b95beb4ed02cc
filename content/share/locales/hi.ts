import type { ShareText } from "../text";

/** The share block's words in Hindi. */
const hi: ShareText = {
  networks: {
    facebook: "Facebook पर शेयर करें",
    whatsapp: "WhatsApp पर शेयर करें",
    telegram: "Telegram पर शेयर करें",
    linkedin: "LinkedIn पर शेयर करें",
    x: "X पर शेयर करें",
  },
  newTab: "(नए टैब में खुलता है)",
  copy: "लिंक कॉपी करें",
  copied: "URL क्लिपबोर्ड पर कॉपी हो गया!",
  copyFailedTitle: "कॉपी नहीं हो सका",
  copyFailedText: "लिंक क्लिपबोर्ड पर कॉपी नहीं किया जा सका",
};

export default hi;
