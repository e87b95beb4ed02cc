import type { MailText } from "../text";

/** Tickwise's emails, in Simplified Chinese. */
const zhHans: MailText = {
  reminder: {
    subject: (d) => `Tickwise：你的 ${d} 计时器已结束`,
    finished: (d) => `时间到！你的 ${d} 计时器已结束。`,
    note: "你的备注：",
    again: "再次开始计时器：",
    footer: [
      "你收到这封邮件，是因为有人使用此地址启动了 Tickwise 计时器并设置了邮件提醒。",
      "Tickwise 仅在提醒发送之前保留该地址。",
    ],
  },
  source: {
    subject: "Tickwise：源代码和 Chrome 扩展程序",
    intro: "以下是你在 Tickwise 上请求的文件，已作为附件随本邮件发送：",
    files: [
      "tickwise-source.zip：网站的完整源代码。",
      "tickwise-extension.zip：Chrome 扩展程序（计时器、秒表、闹钟和世界时钟）。",
    ],
    install:
      "安装扩展程序：解压 zip 文件，打开 chrome://extensions，开启“开发者模式”，点击“加载已解压的扩展程序”，然后选择解压后的文件夹。",
    site: "Tickwise：",
    footer: "你收到这封邮件，是因为有人在 Tickwise 源代码页面输入了此地址。Tickwise 不会保存该地址。",
  },
  durationList: { type: "unit", style: "long" },
  unsubscribe: "不想再收到 Tickwise 的邮件？点此退订：",
};

export default zhHans;
