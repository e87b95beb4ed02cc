import type { ShareText } from "../text";

/** The share block's words in Simplified Chinese. */
const zhHans: ShareText = {
  networks: {
    facebook: "分享到 Facebook",
    whatsapp: "分享到 WhatsApp",
    telegram: "分享到 Telegram",
    linkedin: "分享到 LinkedIn",
    x: "分享到 X",
  },
  newTab: "（在新标签页中打开）",
  copy: "复制链接",
  copied: "网址已复制到剪贴板！",
  copyFailedTitle: "复制失败",
  copyFailedText: "无法将链接复制到剪贴板",
};

export default zhHans;
