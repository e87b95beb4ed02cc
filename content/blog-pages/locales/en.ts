import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in English. */
const en: BlogPagesText = {
  breadcrumb: "Blog",
  home: "Tickwise",
  date: (iso) => longDate(iso, "en"),
  readTime: (minutes) => icu("en", "{minutes, plural, one {# min read} other {# min read}}", { minutes }),
  writtenIn: (language) => `This article is in ${language}.`,
  list: {
    title: "Blog – Timer Tips, Productivity and Time Zone Guides | Tickwise",
    description:
      "Articles on using timers, stopwatches, alarms and world clocks: productivity methods, study sessions, sleep schedules and time zones.",
    h1: "Tickwise Blog",
    intro: "Practical guides to timers, focus techniques, alarms and time zones.",
    empty: "No blog posts available yet.",
    loading: "Loading...",
    postsLabel: "Articles",
    readMore: (title) => `Read “${title}”`,
    inLanguage: (language) => `In ${language}`,
  },
  article: {
    loading: "Loading article...",
    titleSuffix: "Tickwise Blog",
    published: "Published",
    relatedArticles: "Related Articles",
    relatedTools: "Related Tools",
    tools: [
      { to: "/timer", label: "Timer" },
      { to: "/stopwatch", label: "Stopwatch" },
      { to: "/alarm", label: "Alarm" },
      { to: "/time", label: "World Clock" },
    ],
    back: "Back to all articles",
    share: {
      button: "Share",
      menuLabel: "Share this article",
      networks: {
        facebook: "Share on Facebook",
        whatsapp: "Share on WhatsApp",
        telegram: "Share on Telegram",
        linkedin: "Share on LinkedIn",
        x: "Share on X",
      },
      newTab: "(opens in a new tab)",
      copy: "Copy link",
      copyFailedTitle: "Failed to copy",
      copyFailedText: "Could not copy link to clipboard",
      copiedTitle: "Link copied!",
      copiedText: "Article link copied to clipboard",
    },
  },
  notFound: {
    title: "Article Not Found",
    text: "The blog post you're looking for doesn't exist.",
    back: "Back to Blog",
  },
};

export default en;
