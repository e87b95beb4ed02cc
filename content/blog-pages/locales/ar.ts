import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Arabic. */
const ar: BlogPagesText = {
  date: (iso) => longDate(iso, "ar"),
  breadcrumb: "المدوّنة",
  home: "Tickwise",
  readTime: (minutes) =>
    icu(
      "ar",
      "{minutes, plural, zero {قراءة في # دقيقة} one {قراءة في دقيقة واحدة} two {قراءة في دقيقتين} few {قراءة في # دقائق} many {قراءة في # دقيقة} other {قراءة في # دقيقة}}",
      { minutes },
    ),
  writtenIn: (language) => `هذه المقالة مكتوبة باللغة ${language}.`,
  list: {
    title: "المدوّنة – نصائح المؤقّت والإنتاجية وأدلة المناطق الزمنية | Tickwise",
    description:
      "مقالات عن استخدام المؤقّتات وساعات الإيقاف والمنبّهات والساعات العالمية: أساليب الإنتاجية وجلسات المذاكرة ومواعيد النوم والمناطق الزمنية.",
    h1: "مدوّنة Tickwise",
    intro: "أدلة عملية عن المؤقّتات وأساليب التركيز والمنبّهات والمناطق الزمنية.",
    empty: "لا توجد مقالات في المدوّنة بعد.",
    loading: "جارٍ التحميل...",
    postsLabel: "المقالات",
    readMore: (title) => `اقرأ «${title}»`,
    inLanguage: (language) => `باللغة ${language}`,
  },
  article: {
    loading: "جارٍ تحميل المقالة...",
    titleSuffix: "مدوّنة Tickwise",
    published: "تاريخ النشر",
    relatedArticles: "مقالات ذات صلة",
    relatedTools: "أدوات ذات صلة",
    tools: [
      { to: "/timer", label: "المؤقّت" },
      { to: "/stopwatch", label: "ساعة الإيقاف" },
      { to: "/alarm", label: "المنبّه" },
      { to: "/time", label: "الساعة العالمية" },
    ],
    back: "العودة إلى كل المقالات",
    share: {
      button: "مشاركة",
      menuLabel: "مشاركة هذه المقالة",
      networks: {
        facebook: "المشاركة على Facebook",
        whatsapp: "المشاركة على WhatsApp",
        telegram: "المشاركة على Telegram",
        linkedin: "المشاركة على LinkedIn",
        x: "المشاركة على X",
      },
      newTab: "(يُفتح في علامة تبويب جديدة)",
      copy: "نسخ الرابط",
      copyFailedTitle: "تعذّر النسخ",
      copyFailedText: "تعذّر نسخ الرابط إلى الحافظة",
      copiedTitle: "نُسخ الرابط!",
      copiedText: "نُسخ رابط المقالة إلى الحافظة",
    },
  },
  notFound: {
    title: "المقالة غير موجودة",
    text: "المقالة التي تبحث عنها غير موجودة.",
    back: "العودة إلى المدوّنة",
  },
};

export default ar;
