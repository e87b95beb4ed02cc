import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Simplified Chinese. */
const zhHans: BlogPagesText = {
  date: (iso) => longDate(iso, "zh-Hans"),
  breadcrumb: "博客",
  home: "Tickwise",
  readTime: (minutes) => icu("zh-Hans", "{minutes, plural, other {阅读约需 # 分钟}}", { minutes }),
  writtenIn: (language) => `本文使用${language}撰写。`,
  list: {
    title: "博客 – 计时器技巧、效率提升与时区指南 | Tickwise",
    description: "关于计时器、秒表、闹钟和世界时钟的文章：效率方法、学习时段、作息安排和时区知识。",
    h1: "Tickwise 博客",
    intro: "关于计时器、专注技巧、闹钟和时区的实用指南。",
    empty: "博客还没有文章。",
    loading: "正在加载…",
    postsLabel: "文章",
    readMore: (title) => `阅读《${title}》`,
    inLanguage: (language) => `${language}文章`,
  },
  article: {
    loading: "正在加载文章…",
    titleSuffix: "Tickwise 博客",
    published: "发布于",
    relatedArticles: "相关文章",
    relatedTools: "相关工具",
    tools: [
      { to: "/timer", label: "计时器" },
      { to: "/stopwatch", label: "秒表" },
      { to: "/alarm", label: "闹钟" },
      { to: "/time", label: "世界时钟" },
    ],
    back: "返回全部文章",
    share: {
      button: "分享",
      menuLabel: "分享这篇文章",
      networks: {
        facebook: "分享到 Facebook",
        whatsapp: "分享到 WhatsApp",
        telegram: "分享到 Telegram",
        linkedin: "分享到 LinkedIn",
        x: "分享到 X",
      },
      newTab: "（在新标签页中打开）",
      copy: "复制链接",
      copyFailedTitle: "复制失败",
      copyFailedText: "无法将链接复制到剪贴板",
      copiedTitle: "链接已复制！",
      copiedText: "文章链接已复制到剪贴板",
    },
  },
  notFound: {
    title: "未找到文章",
    text: "你要找的博客文章不存在。",
    back: "返回博客",
  },
};

export default zhHans;
