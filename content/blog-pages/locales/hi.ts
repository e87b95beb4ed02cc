import { icu } from "../../i18n/icu";
import { longDate, type BlogPagesText } from "../text";

/** The blog pages, in Hindi. */
const hi: BlogPagesText = {
  date: (iso) => longDate(iso, "hi"),
  breadcrumb: "ब्लॉग",
  home: "Tickwise",
  readTime: (minutes) => icu("hi", "{minutes, plural, one {# मिनट में पढ़ें} other {# मिनट में पढ़ें}}", { minutes }),
  writtenIn: (language) => `यह लेख ${language} में है।`,
  list: {
    title: "ब्लॉग – टाइमर टिप्स, प्रोडक्टिविटी और टाइम ज़ोन गाइड | Tickwise",
    description:
      "टाइमर, स्टॉपवॉच, अलार्म और विश्व घड़ी के इस्तेमाल पर लेख: प्रोडक्टिविटी के तरीके, पढ़ाई के सत्र, सोने का समय और टाइम ज़ोन।",
    h1: "Tickwise ब्लॉग",
    intro: "टाइमर, फ़ोकस की तकनीकों, अलार्म और टाइम ज़ोन पर काम की गाइड।",
    empty: "अभी तक कोई ब्लॉग लेख नहीं है।",
    loading: "लोड हो रहा है...",
    postsLabel: "लेख",
    readMore: (title) => `“${title}” पढ़ें`,
    inLanguage: (language) => `${language} में`,
  },
  article: {
    loading: "लेख लोड हो रहा है...",
    titleSuffix: "Tickwise ब्लॉग",
    published: "प्रकाशित",
    relatedArticles: "संबंधित लेख",
    relatedTools: "संबंधित टूल",
    tools: [
      { to: "/timer", label: "टाइमर" },
      { to: "/stopwatch", label: "स्टॉपवॉच" },
      { to: "/alarm", label: "अलार्म" },
      { to: "/time", label: "विश्व घड़ी" },
    ],
    back: "सभी लेखों पर वापस जाएँ",
    share: {
      button: "शेयर करें",
      menuLabel: "यह लेख शेयर करें",
      networks: {
        facebook: "Facebook पर शेयर करें",
        whatsapp: "WhatsApp पर शेयर करें",
        telegram: "Telegram पर शेयर करें",
        linkedin: "LinkedIn पर शेयर करें",
        x: "X पर शेयर करें",
      },
      newTab: "(नए टैब में खुलता है)",
      copy: "लिंक कॉपी करें",
      copyFailedTitle: "कॉपी नहीं हो सका",
      copyFailedText: "लिंक को क्लिपबोर्ड पर कॉपी नहीं किया जा सका",
      copiedTitle: "लिंक कॉपी हो गया!",
      copiedText: "लेख का लिंक क्लिपबोर्ड पर कॉपी हो गया",
    },
  },
  notFound: {
    title: "लेख नहीं मिला",
    text: "आप जो ब्लॉग लेख ढूँढ रहे हैं, वह मौजूद नहीं है।",
    back: "ब्लॉग पर वापस जाएँ",
  },
};

export default hi;
