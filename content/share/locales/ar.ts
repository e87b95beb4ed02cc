import type { ShareText } from "../text";

/** The share block's words in Arabic. */
const ar: ShareText = {
  networks: {
    facebook: "مشاركة على Facebook",
    whatsapp: "مشاركة على WhatsApp",
    telegram: "مشاركة على Telegram",
    linkedin: "مشاركة على LinkedIn",
    x: "مشاركة على X",
  },
  newTab: "(يُفتح في علامة تبويب جديدة)",
  copy: "نسخ الرابط",
  copied: "تم نسخ الرابط إلى الحافظة!",
  copyFailedTitle: "تعذّر النسخ",
  copyFailedText: "تعذّر نسخ الرابط إلى الحافظة",
};

export default ar;
