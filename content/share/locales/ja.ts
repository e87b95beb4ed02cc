import type { ShareText } from "../text";

/** The share block's words in Japanese. */
const ja: ShareText = {
  networks: {
    facebook: "Facebookでシェア",
    whatsapp: "WhatsAppでシェア",
    telegram: "Telegramでシェア",
    linkedin: "LinkedInでシェア",
    x: "Xでシェア",
  },
  newTab: "（新しいタブで開きます）",
  copy: "リンクをコピー",
  copied: "URLをクリップボードにコピーしました！",
  copyFailedTitle: "コピーできませんでした",
  copyFailedText: "リンクをクリップボードにコピーできませんでした",
};

export default ja;
