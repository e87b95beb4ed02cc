import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Japanese. */
const ja: BlogPagesText = {
  date: (iso) => longDate(iso, "ja"),
  breadcrumb: "ブログ",
  home: "Tickwise",
  readTime: (minutes) => icu("ja", "{minutes, plural, other {# 分で読めます}}", { minutes }),
  writtenIn: (language) => `この記事は${language}で書かれています。`,
  list: {
    title: "ブログ – タイマー活用術、生産性、タイムゾーンガイド | Tickwise",
    description:
      "タイマー、ストップウォッチ、アラーム、世界時計の使い方に関する記事。生産性向上の方法、勉強の時間管理、睡眠リズム、タイムゾーンを取り上げます。",
    h1: "Tickwise ブログ",
    intro: "タイマー、集中のテクニック、アラーム、タイムゾーンに関する実践ガイド。",
    empty: "まだブログ記事はありません。",
    loading: "読み込み中…",
    postsLabel: "記事",
    readMore: (title) => `「${title}」を読む`,
    inLanguage: (language) => `${language}の記事`,
  },
  article: {
    loading: "記事を読み込んでいます…",
    titleSuffix: "Tickwise ブログ",
    published: "公開日",
    relatedArticles: "関連記事",
    relatedTools: "関連ツール",
    tools: [
      { to: "/timer", label: "タイマー" },
      { to: "/stopwatch", label: "ストップウォッチ" },
      { to: "/alarm", label: "アラーム" },
      { to: "/time", label: "世界時計" },
    ],
    back: "記事一覧に戻る",
    share: {
      button: "共有",
      menuLabel: "この記事を共有",
      networks: {
        facebook: "Facebook で共有",
        whatsapp: "WhatsApp で共有",
        telegram: "Telegram で共有",
        linkedin: "LinkedIn で共有",
        x: "X で共有",
      },
      newTab: "（新しいタブで開きます）",
      copy: "リンクをコピー",
      copyFailedTitle: "コピーできませんでした",
      copyFailedText: "リンクをクリップボードにコピーできませんでした",
      copiedTitle: "リンクをコピーしました！",
      copiedText: "記事のリンクをクリップボードにコピーしました",
    },
  },
  notFound: {
    title: "記事が見つかりません",
    text: "お探しのブログ記事は存在しません。",
    back: "ブログに戻る",
  },
};

export default ja;
