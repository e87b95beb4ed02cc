import type { MailText } from "../text";

/** Tickwise's emails, in Arabic. */
const ar: MailText = {
  reminder: {
    subject: (d) => `Tickwise: انتهى مؤقّتك لمدة ${d}`,
    finished: (d) => `انتهى الوقت! انتهى مؤقّتك لمدة ${d}.`,
    note: "ملاحظتك:",
    again: "ابدأ المؤقّت من جديد:",
    footer: [
      "تصلك هذه الرسالة لأن مؤقّتًا في Tickwise بدأ بهذا العنوان لإرسال تذكير بالبريد الإلكتروني.",
      "لا يحتفظ Tickwise بالعنوان إلا حتى إرسال التذكير.",
    ],
  },
  source: {
    subject: "Tickwise: الشيفرة المصدرية وإضافة Chrome",
    intro: "إليك الملفات التي طلبتها على Tickwise، مرفقة بهذه الرسالة:",
    files: [
      "tickwise-source.zip: الشيفرة المصدرية الكاملة للموقع.",
      "tickwise-extension.zip: إضافة Chrome (المؤقّت وساعة الإيقاف والمنبّه والساعة العالمية).",
    ],
    install:
      "لتثبيت الإضافة: فكّ ضغط ملف zip، وافتح chrome://extensions، وفعّل وضع المطوّر، ثم اختر «تحميل إضافة غير مضغوطة» وحدّد المجلد المستخرج.",
    site: "Tickwise:",
    footer: "تصلك هذه الرسالة لأن هذا العنوان أُدخل في صفحة الشيفرة المصدرية على Tickwise. لا يحتفظ Tickwise به.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "لا تريد رسائل من Tickwise؟ ألغِ الاشتراك:",
};

export default ar;
