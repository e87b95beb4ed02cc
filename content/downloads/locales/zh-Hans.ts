import type { DownloadsText } from "../text";

/** The download pages, in Simplified Chinese. */
const zhHans: DownloadsText = {
  extension: {
    meta: {
      title: "Chrome 扩展程序：计时器、秒表、闹钟和世界时钟 | Tickwise",
      description:
        "免费下载适用于 Chrome 和 Edge 的 Tickwise 扩展程序：带预设的倒计时器、带分段计时的秒表、闹钟通知和世界时钟。",
    },
    heading: "下载 Chrome 扩展程序",
    intro: "把 Tickwise 的工具放进浏览器工具栏：倒计时器、秒表、闹钟和世界时钟，在任何页面一键即达。",
    download: "下载扩展程序",
    alternative: "备用下载",
    newTab: "（在新标签页中打开）",
    version: (version: string) => `版本 ${version}`,
    compatible: "兼容 Chrome 和 Edge",
    notBuilt: "此服务器尚未构建该扩展程序。",
    featuresHeading: "包含功能",
    features: [
      { title: "计时器", text: "带预设的倒计时器" },
      { title: "秒表", text: "精确计时，支持分段" },
      { title: "闹钟", text: "浏览器通知" },
      { title: "世界时钟", text: "全球 6 个时区" },
    ],
    installHeading: "安装方法",
    steps: [
      "点击上方按钮下载扩展程序的 zip 文件。",
      "将 zip 文件解压到电脑上的某个文件夹。",
      "打开扩展程序页面：在地址栏中输入 chrome://extensions（或 edge://extensions）。",
      "打开右上角的“开发者模式”开关。",
      "点击“加载已解压的扩展程序”，然后选择解压后的文件夹。",
      "通过拼图图标菜单将 Tickwise 固定到工具栏，随时一键打开。",
    ],
    back: "返回计时器",
  },
  source: {
    meta: {
      title: "下载 Tickwise 源代码 | Tickwise",
      description: "通过邮件、Base64 下载或直接下载 zip 文件，获取 Tickwise 的完整源代码和 Chrome 扩展程序。",
    },
    heading: "下载源代码",
    intro: "获取 Tickwise 的完整源代码以及 Chrome 扩展程序。",
    size: (size: string) => `源代码压缩包：${size}`,
    emailHeading: "发送到我的邮箱",
    emailLabel: "邮箱地址",
    emailPlaceholder: "you@example.com",
    send: "发送源代码",
    sending: "正在发送邮件…",
    sentHeading: "邮件已发送！",
    sentText: (email: string) => `源代码和 Chrome 扩展程序正在发送到 ${email}。请查看收件箱（以及垃圾邮件文件夹）。`,
    sendAnother: "发送到其他邮箱",
    alternativeHeading: "其他方式",
    whyEmail: "有些网络会拦截直接的文件下载。通过邮件获取文件最可靠；另外两种方式适用于允许下载的网络。",
    base64: "通过 Base64 下载",
    base64Help: "以文本形式获取压缩包，并从此页面保存。",
    downloading: "正在下载…",
    direct: "直接下载",
    directHelp: "在新标签页中打开 zip 文件。",
    includedHeading: "包含内容",
    included: [
      { title: "网页应用", text: "计时器、秒表、世界时钟、闹钟和目标的 React Router 页面" },
      { title: "服务器", text: "Fastify API、邮件提醒和数据库结构" },
      { title: "共享核心", text: "各处通用的计时器引擎、预设、时区和校验" },
      { title: "Chrome 扩展程序", text: "带弹出窗口和 Service Worker 的 Manifest V3 扩展程序" },
      { title: "内容", text: "12 种语言的文本、常见问题和使用指南" },
      { title: "测试", text: "单元测试、API 测试和端到端测试及其辅助工具" },
    ],
    notBuilt: "此服务器尚未构建源代码压缩包。",
    back: "返回计时器",
    toast: {
      invalidTitle: "邮箱无效",
      invalidText: "请输入有效的邮箱地址",
      failedTitle: "邮件发送失败",
      failedText: "无法发送邮件，请重试。",
      sentTitle: "邮件已发送！",
      sentText: "请查收邮件，获取源代码和 Chrome 扩展程序文件",
    },
    downloadFailed: "下载失败，请重试。",
  },
};

export default zhHans;
