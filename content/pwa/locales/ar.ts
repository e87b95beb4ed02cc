import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Arabic. */
const ar: PwaText = {
  install: {
    title: "تثبيت تطبيق المؤقت",
    text: "وصول سريع إلى مؤقتاتك",
    install: "تثبيت",
    notNow: "ليس الآن",
    close: "إغلاق شريط التثبيت",
  },
  update: {
    title: "يتوفر إصدار جديد من Tickwise",
    description: "أعد التحميل لاستخدامه. ستبقى مؤقتاتك وإعداداتك كما هي.",
    reload: "إعادة التحميل",
    reloadAlt: "أعد تحميل الصفحة لاستخدام الإصدار الجديد",
  },
};

export default ar;
